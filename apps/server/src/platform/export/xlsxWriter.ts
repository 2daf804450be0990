import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CellValue, EXCEL_DATE_TIME, EXCEL_MONEY, type ExportColumn } from './columns';

/**
 * Resolves once the rows written so far have gone on: the zip compresses on the thread pool, so
 * the event loop must turn (a database read may resolve without one) before its output reaches
 * `out`; then, while the client is slower than us, until `out` drains or closes.
 */
async function roomIn(out: PassThrough): Promise<void> {
  await nextTurn();
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

const cell = (v: CellValue) => (v === undefined ? null : v);
/**
 * A money cell: the decimal text the database gave (at most two decimals, well within a double's
 * 15 exact digits) as the number Excel stores; anything that is not a decimal stays text.
 */
const moneyCell = (v: CellValue) =>
  typeof v === 'string' && /^-?\d{1,13}(\.\d{1,2})?$/.test(v) ? Number.parseFloat(v) : cell(v);
/** A quantity cell likewise: at most three decimals, so the number Excel stores is the text's. */
const quantityCell = (v: CellValue) =>
  typeof v === 'string' && /^-?\d{1,12}(\.\d{1,3})?$/.test(v) ? Number.parseFloat(v) : cell(v);
const cellOf = <T>(c: ExportColumn<T>) => (c.money ? moneyCell : c.quantity ? quantityCell : cell);

/**
 * The workbook streamed with exceljs's WorkbookWriter: each row is committed (serialised to the
 * zip) as soon as it is added, and the next batch is read only when the client has taken what
 * the last one wrote, so memory stays flat whatever the row count. Strings are written as text
 * cells, which Excel never runs as formulas, so no formula guard is needed here.
 */
export async function xlsxStream<T>(
  columns: ExportColumn<T>[],
  batches: AsyncIterable<T[]>,
  sheetName: string,
): Promise<Readable> {
  // exceljs is large: load it on the first Excel export, not at server start.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    for await (const batch of batches) {
      if (out.destroyed) return;
      for (const r of batch) {
        const row = sheet.addRow(columns.map((c) => cellOf(c)(c.value(r))));
        row.eachCell((c, n) => {
          if (c.value instanceof Date) c.numFmt = EXCEL_DATE_TIME;
          else if (columns[n - 1]?.money && typeof c.value === 'number') c.numFmt = EXCEL_MONEY;
        });
        row.commit();
      }
      await roomIn(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
