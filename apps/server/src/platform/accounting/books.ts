import { exact, sumExact } from '../exact';
import { csvCell } from '../export/csvWriter';

/** A line of a document the books are sent: the account it posts to and its figures (exact decimal text). */
export interface BookLine {
  account: string;
  /** The product or service an invoice's line sells (QuickBooks Online's item); none on a bill's line. */
  item?: string;
  description: string;
  quantity: string;
  rate: string;
  amount: string;
}

/**
 * A document the books are sent, whatever the accounting system: a vendor's bill (owed by us, on
 * Accounts Payable) or our invoice (owed to us, on Accounts Receivable). `number` is the document
 * number the books keep (the vendor's bill number; our invoice number), `party` the vendor's or
 * customer's name as the books match it.
 */
export interface BookDocument {
  /** A vendor's bill, our invoice, or our credit note to a customer (a credit memo in QuickBooks). */
  kind: 'bill' | 'invoice' | 'creditMemo';
  number: string;
  party: string;
  date: string;
  dueDate: string;
  memo: string;
  lines: BookLine[];
}

/** The accounts the documents post to (the chart of accounts a QuickBooks company starts with, plus ours by category). */
export const accounts = {
  payable: 'Accounts Payable',
  receivable: 'Accounts Receivable',
  /** Where a bill's line is expensed: "Job Costs:Freight". */
  expense: (category: string) => `Job Costs:${category}`,
  /** Where an invoice's line is earned: "Income:Warehouse". */
  income: (category: string) => `Income:${category}`,
};

/** What a document comes to: its lines added, to the cent. */
export const totalOf = (d: BookDocument) => sumExact(d.lines.map((l) => exact(l.amount))).toFixed(2);

/** MM/DD/YY, as QuickBooks Desktop reads an IIF date. */
const iifDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;
/** An IIF field is a tab-separated cell: no tab, line break or double quote inside. */
const iifText = (s: string) => s.replace(/[\t\r\n]+/g, ' ').replaceAll('"', "'");
const neg = (amount: string) => exact(amount).neg().toFixed(2);
const plain = (x: string) => exact(x).toPlain(4);

const TRNS_HEADER = ['!TRNS', 'TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE'];
const SPL_HEADER = ['!SPL', 'SPLID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'QNTY', 'PRICE'];

/**
 * QuickBooks Desktop's IIF: a header of `!TRNS`, `!SPL` and `!ENDTRNS`, then per document a TRNS
 * row on Accounts Payable (a BILL, credited: negative) or Accounts Receivable (an INVOICE,
 * debited: positive), an SPL row per line on its expense or income account with the opposite
 * sign, and ENDTRNS. Each document's rows add up to zero.
 */
export function iifOf(documents: BookDocument[]): string {
  const rows: string[][] = [TRNS_HEADER, SPL_HEADER, ['!ENDTRNS']];
  for (const d of documents) {
    const type = { bill: 'BILL', invoice: 'INVOICE', creditMemo: 'CREDIT MEMO' }[d.kind];
    const date = iifDate(d.date);
    const total = totalOf(d);
    const head = d.kind === 'bill' ? accounts.payable : accounts.receivable;
    // A bill credits what we owe (negative) and debits its costs, as a credit memo takes back what
    // a customer owes and debits the income; an invoice the other way round.
    const bill = d.kind !== 'invoice';
    rows.push([
      'TRNS',
      '',
      type,
      date,
      head,
      iifText(d.party),
      bill ? neg(total) : total,
      iifText(d.number),
      iifText(d.memo),
      iifDate(d.dueDate),
    ]);
    for (const l of d.lines) {
      const amount = exact(l.amount).toFixed(2);
      rows.push([
        'SPL',
        '',
        type,
        date,
        iifText(l.account),
        iifText(d.party),
        bill ? amount : neg(amount),
        iifText(d.number),
        iifText(l.description),
        // QuickBooks writes an invoice's quantities as it posts them: negative, with the income.
        bill ? plain(l.quantity) : exact(l.quantity).neg().toPlain(4),
        plain(l.rate),
      ]);
    }
    rows.push(['ENDTRNS']);
  }
  return `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`;
}

/** MM/DD/YYYY, as QuickBooks Online's import reads a date. */
const csvDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const CSV_HEADERS: Record<'bill' | 'invoice', string> = {
  bill: 'Bill No,Vendor,Bill Date,Due Date,Memo,Account,Line Description,Line Quantity,Line Rate,Line Amount',
  invoice:
    'InvoiceNo,Customer,InvoiceDate,DueDate,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount',
};

/**
 * The CSV QuickBooks Online imports (Settings, Import data) of one kind of document: bills with a
 * row per expense line (Bill No, Vendor, dates, Account, Line Description, Line Amount), invoices
 * with a row per product line (InvoiceNo, Customer, dates, Item, quantity, rate, amount). The rows
 * of one document repeat its header fields: the import groups them by number.
 */
export function qboCsvOf(kind: 'bill' | 'invoice', documents: BookDocument[]): string {
  const out = [CSV_HEADERS[kind]];
  for (const d of documents.filter((x) => x.kind === kind)) {
    for (const l of d.lines) {
      const text = [d.number, d.party, csvDate(d.date), csvDate(d.dueDate), d.memo, l.item ?? l.account, l.description];
      // The figures are numbers, written as they are (a credit's -85.00 is not a formula).
      const figures = [plain(l.quantity), plain(l.rate), exact(l.amount).toFixed(2)];
      out.push([...text.map(csvCell), ...figures].join(','));
    }
  }
  return `${out.join('\r\n')}\r\n`;
}
