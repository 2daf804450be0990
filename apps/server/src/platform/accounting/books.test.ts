import { describe, expect, it } from 'vitest';
import { accounts, type BookDocument, iifOf, qboCsvOf } from './books';

const bill: BookDocument = {
  kind: 'bill',
  number: 'INV-7781',
  party: 'Oakline Furniture',
  date: '2026-11-20',
  dueDate: '2027-01-04',
  memo: 'VB-1001',
  lines: [
    {
      account: accounts.expense('Goods'),
      description: 'Guest chair, walnut',
      quantity: '10',
      rate: '125.5',
      amount: '1255',
    },
    {
      account: accounts.expense('Goods'),
      description: 'Conference table\tcrated',
      quantity: '2',
      rate: '899.995',
      amount: '1799.99',
    },
  ],
};
const invoice: BookDocument = {
  kind: 'invoice',
  number: 'INV-1002',
  party: 'Harborview Hotels, "East"',
  date: '2026-11-28',
  dueDate: '2026-12-28',
  memo: 'CPO-4411',
  lines: [
    {
      account: accounts.income('Services'),
      item: 'Installation',
      description: 'Install lobby',
      quantity: '12',
      rate: '85.50',
      amount: '1026.00',
    },
    {
      account: accounts.income('Freight'),
      item: 'Liftgate',
      description: '=cmd',
      quantity: '1',
      rate: '95',
      amount: '95.00',
    },
  ],
};

/** The IIF read back: its header rows, then each transaction's rows as records by the header's fields. */
function readIif(text: string) {
  const lines = text
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
  const headers = new Map(lines.filter((l) => l[0]!.startsWith('!')).map((l) => [l[0]!.slice(1), l.slice(1)]));
  const transactions: Record<string, string>[][] = [];
  let current: Record<string, string>[] = [];
  for (const l of lines.filter((x) => !x[0]!.startsWith('!'))) {
    if (l[0] === 'ENDTRNS') {
      transactions.push(current);
      current = [];
      continue;
    }
    const fields = headers.get(l[0]!)!;
    current.push(Object.fromEntries([['kind', l[0]!], ...fields.map((f, i) => [f, l[i + 1] ?? ''])]));
  }
  return { headers, transactions };
}

/** An RFC 4180 CSV read back into rows of cells. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',' || (c === '\r' && text[i + 1] === '\n')) {
      row.push(cell);
      cell = '';
      if (c === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    } else {
      cell += c;
    }
  }
  return rows;
}

/** Cents of an amount of two decimals, to add exactly. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^-?\d+\.\d\d$/);
  return BigInt(amount.replace('.', ''));
};

describe('the IIF file for QuickBooks Desktop', () => {
  const { headers, transactions } = readIif(iifOf([bill, invoice]));

  it('declares TRNS, SPL and ENDTRNS before the transactions', () => {
    expect([...headers.keys()]).toEqual(['TRNS', 'SPL', 'ENDTRNS']);
    expect(headers.get('TRNS')).toEqual([
      'TRNSID',
      'TRNSTYPE',
      'DATE',
      'ACCNT',
      'NAME',
      'AMOUNT',
      'DOCNUM',
      'MEMO',
      'DUEDATE',
    ]);
  });

  it('writes a bill on Accounts Payable, its lines expensed, balanced to zero', () => {
    const [trns, ...spl] = transactions[0]!;
    expect(trns).toMatchObject({
      kind: 'TRNS',
      TRNSTYPE: 'BILL',
      DATE: '11/20/26',
      ACCNT: 'Accounts Payable',
      NAME: 'Oakline Furniture',
      AMOUNT: '-3054.99',
      DOCNUM: 'INV-7781',
      MEMO: 'VB-1001',
      DUEDATE: '01/04/27',
    });
    expect(spl.map((s) => [s.ACCNT, s.AMOUNT, s.MEMO, s.QNTY, s.PRICE])).toEqual([
      ['Job Costs:Goods', '1255.00', 'Guest chair, walnut', '10', '125.5'],
      // A tab inside a description would start a new field: it is written as a space.
      ['Job Costs:Goods', '1799.99', 'Conference table crated', '2', '899.995'],
    ]);
    // -3,054.99 + 1,255.00 + 1,799.99 = 0.
    expect(transactions[0]!.reduce((sum, r) => sum + cents(r.AMOUNT!), 0n)).toBe(0n);
  });

  it('writes an invoice on Accounts Receivable, its lines earned (negative), balanced to zero', () => {
    const [trns, ...spl] = transactions[1]!;
    expect(trns).toMatchObject({
      TRNSTYPE: 'INVOICE',
      ACCNT: 'Accounts Receivable',
      AMOUNT: '1121.00',
      DATE: '11/28/26',
    });
    // The double quotes of a name are not IIF: written as single ones.
    expect(trns!.NAME).toBe("Harborview Hotels, 'East'");
    expect(spl.map((s) => [s.ACCNT, s.AMOUNT, s.QNTY])).toEqual([
      ['Income:Services', '-1026.00', '-12'],
      ['Income:Freight', '-95.00', '-1'],
    ]);
    expect(transactions[1]!.reduce((sum, r) => sum + cents(r.AMOUNT!), 0n)).toBe(0n);
  });
});

describe('a credit note in the IIF file', () => {
  it('is a CREDIT MEMO taking the credit off Accounts Receivable and off its income, balanced to zero', () => {
    const credit: BookDocument = {
      kind: 'creditMemo',
      number: 'CN-60001',
      party: 'Harborview Hotels',
      date: '2026-11-29',
      dueDate: '2026-11-29',
      memo: 'INV-1002: closed site',
      lines: [
        {
          account: accounts.income('Services'),
          description: 'Install lobby',
          quantity: '1',
          rate: '85',
          amount: '85.00',
        },
      ],
    };
    const [trans] = readIif(iifOf([credit])).transactions;
    expect(trans!.map((r) => [r.kind, r.TRNSTYPE, r.ACCNT, r.AMOUNT, r.DOCNUM])).toEqual([
      ['TRNS', 'CREDIT MEMO', 'Accounts Receivable', '-85.00', 'CN-60001'],
      ['SPL', 'CREDIT MEMO', 'Income:Services', '85.00', 'CN-60001'],
    ]);
    expect(trans!.reduce((sum, r) => sum + cents(r.AMOUNT!), 0n)).toBe(0n);
  });
});

describe('the CSV for QuickBooks Online', () => {
  it('writes a bill a row per line, under the import’s headers, dated MM/DD/YYYY', () => {
    expect(readCsv(qboCsvOf('bill', [bill, invoice]))).toEqual([
      [
        'Bill No',
        'Vendor',
        'Bill Date',
        'Due Date',
        'Memo',
        'Account',
        'Line Description',
        'Line Quantity',
        'Line Rate',
        'Line Amount',
      ],
      [
        'INV-7781',
        'Oakline Furniture',
        '11/20/2026',
        '01/04/2027',
        'VB-1001',
        'Job Costs:Goods',
        'Guest chair, walnut',
        '10',
        '125.5',
        '1255.00',
      ],
      [
        'INV-7781',
        'Oakline Furniture',
        '11/20/2026',
        '01/04/2027',
        'VB-1001',
        'Job Costs:Goods',
        'Conference table\tcrated',
        '2',
        '899.995',
        '1799.99',
      ],
    ]);
  });

  it('writes an invoice a row per line with its item, quoting commas and defusing formulas', () => {
    expect(readCsv(qboCsvOf('invoice', [bill, invoice]))).toEqual([
      [
        'InvoiceNo',
        'Customer',
        'InvoiceDate',
        'DueDate',
        'Memo',
        'Item(Product/Service)',
        'ItemDescription',
        'ItemQuantity',
        'ItemRate',
        'ItemAmount',
      ],
      [
        'INV-1002',
        'Harborview Hotels, "East"',
        '11/28/2026',
        '12/28/2026',
        'CPO-4411',
        'Installation',
        'Install lobby',
        '12',
        '85.5',
        '1026.00',
      ],
      [
        'INV-1002',
        'Harborview Hotels, "East"',
        '11/28/2026',
        '12/28/2026',
        'CPO-4411',
        'Liftgate',
        "'=cmd",
        '1',
        '95',
        '95.00',
      ],
    ]);
  });
});
