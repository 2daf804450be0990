import { describe, expect, it } from 'vitest';
import { activeInactive, type ExportColumn, utcDateTime, yesNo } from './columns';
import { csvCell } from './csvWriter';
import { exportFile } from './exportFile';

type Row = { name: string; active: boolean; at: Date };
const columns: ExportColumn<Row>[] = [
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'active', header: 'Status', value: (r) => activeInactive(r.active) },
  { key: 'at', header: 'At (UTC)', value: (r) => r.at },
];
const row = (name: string): Row => ({ name, active: true, at: new Date('2026-03-04T15:06:00.000Z') });

async function* batchesOf(...batches: Row[][]) {
  for (const b of batches) yield b;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvCell', () => {
  it('quotes per RFC 4180 only when it must', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const s of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(csvCell(s).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    // A negative number is a number, not a formula.
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes dates as MM-DD-YYYY hh:mm a in UTC', () => {
    expect(utcDateTime(new Date('2026-03-04T00:05:00Z'))).toBe('03-04-2026 12:05 am');
    expect(utcDateTime(new Date('2026-12-31T12:59:59Z'))).toBe('12-31-2026 12:59 pm');
    expect(csvCell(new Date('2026-03-04T15:06:00Z'))).toBe('03-04-2026 03:06 pm');
    expect([yesNo(true), yesNo(false), activeInactive(true), activeInactive(false)]).toEqual([
      'Yes',
      'No',
      'Active',
      'Inactive',
    ]);
  });
});

describe('exportFile', () => {
  it('streams a CSV with a BOM and the header, batch by batch', async () => {
    const file = await exportFile({
      name: 'things',
      format: 'csv',
      columns,
      batches: batchesOf([row('a'), row('b')], [row('c')]),
    });
    expect(file.filename).toMatch(/^things-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(await text(file.stream)).toBe(
      `\uFEFFName,Status,At (UTC)\r\n${['a', 'b', 'c'].map((n) => `${n},Active,03-04-2026 03:06 pm\r\n`).join('')}`,
    );
  });

  it('fails before the first byte when the first batch fails, so the caller answers with an error', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield* [];
      throw new Error('database down');
    }
    await expect(exportFile({ name: 'x', format: 'csv', columns, batches: failing() })).rejects.toThrow(
      'database down',
    );
    await expect(exportFile({ name: 'x', format: 'xlsx', columns, batches: failing() })).rejects.toThrow(
      'database down',
    );
  });

  it.each(['csv', 'xlsx'] as const)('%s: a failure after the first batch breaks the stream', async (format) => {
    async function* late(): AsyncGenerator<Row[]> {
      yield [row('a')];
      throw new Error('connection lost');
    }
    const file = await exportFile({ name: 'x', format, columns, batches: late() });
    await expect(text(file.stream)).rejects.toThrow('connection lost');
  });

  it.each(['csv', 'xlsx'] as const)('%s: a download cut short stops reading batches', async (format) => {
    let read = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<Row[]> {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, i) => row(`row ${read}.${i} ${'x'.repeat(200)}`));
        }
      } finally {
        finished = true;
      }
    }
    const file = await exportFile({ name: 'x', format, columns, batches: endless() });
    for await (const _ of file.stream) break; // the client takes one chunk and goes away
    await new Promise((r) => setTimeout(r, 200));
    expect(finished).toBe(true);
    expect(read).toBeLessThan(50);
  });
});

describe('money columns', () => {
  type Money = { what: string; amount: string | null };
  const moneyColumns: ExportColumn<Money>[] = [
    { key: 'what', header: 'What', value: (r) => r.what },
    { key: 'amount', header: 'Amount', value: (r) => r.amount, money: true },
  ];
  async function* moneyRows() {
    yield [
      { what: 'Install', amount: '1026.00' },
      { what: 'Credit', amount: '-295.00' },
      { what: 'Big', amount: '1234567.89' },
      { what: 'None', amount: null },
    ];
  }

  it('are number cells with two decimals in Excel (read back with exceljs)', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const file = await exportFile({ name: 'm', format: 'xlsx', columns: moneyColumns, batches: moneyRows() });
    const chunks: Buffer[] = [];
    for await (const c of file.stream) chunks.push(Buffer.from(c as Buffer));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = [2, 3, 4].map((r) => sheet.getRow(r).getCell(2));
    expect(cells.map((c) => c.type)).toEqual([
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.Number,
    ]);
    expect(cells.map((c) => c.value)).toEqual([1026, -295, 1234567.89]);
    expect(cells.map((c) => c.numFmt)).toEqual(['#,##0.00', '#,##0.00', '#,##0.00']);
    expect(sheet.getRow(5).getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('are the decimal as it is in CSV, a negative one too (not taken for a formula)', async () => {
    const file = await exportFile({ name: 'm', format: 'csv', columns: moneyColumns, batches: moneyRows() });
    const csv = await text(file.stream);
    expect(csv).toContain('Install,1026.00\r\n');
    expect(csv).toContain('Credit,-295.00\r\n');
  });
});
