import type { BookFormat, BookRecords } from '@freightdesk/contracts';

/** What this screen exports and sends, each with its own button. */
export const exportedRecords = ['vendorBills', 'invoices', 'creditNotes'] as const satisfies readonly BookRecords[];

/** What an export of each kind takes, as its dialog says it. */
export const waitingText: Record<BookRecords, string> = {
  vendorBills: 'Every approved vendor bill the books do not have yet goes into one file, and each is marked exported.',
  invoices: 'Every billed invoice the books do not have yet goes into one file, and each is marked exported.',
  creditNotes:
    'Every credit note the books do not have yet goes into one file as a credit memo, and each is marked exported. QuickBooks Online’s import takes no credit notes: they go as IIF.',
};

/** The formats a kind of record is exported in (QuickBooks Online's CSV import takes no credit notes). */
export const formatsFor = (records: BookRecords): readonly BookFormat[] =>
  records === 'creditNotes' ? ['iif'] : ['iif', 'csv'];

/** What an export holds, as a person says it: one and many, lower case (by its `records`). */
const names: Readonly<Record<string, { one: string; many: string }>> = {
  vendorBills: { one: 'vendor bill', many: 'vendor bills' },
  invoices: { one: 'invoice', many: 'invoices' },
  creditNotes: { one: 'credit note', many: 'credit notes' },
};
export const recordNames = (records: BookRecords) => names[records] ?? { one: records, many: records };

/** "1 vendor bill", "3 invoices". */
export const countOf = (records: BookRecords, n: number) =>
  `${n} ${n === 1 ? recordNames(records).one : recordNames(records).many}`;

/** Each file format: its short name, the QuickBooks that reads it, and how it is imported there. */
export const formatNames: Record<BookFormat, { label: string; product: string; how: string }> = {
  iif: {
    label: 'IIF',
    product: 'QuickBooks Desktop',
    how: 'For QuickBooks Desktop: import it with File, Utilities, Import, IIF Files.',
  },
  csv: {
    label: 'CSV',
    product: 'QuickBooks Online',
    how: 'For QuickBooks Online: import it with Settings, Import data, then Bills or Invoices.',
  },
};

/**
 * An export's document numbers, the first `shown` of them in full and the rest counted: a file of
 * 200 bills would otherwise fill the row.
 */
export function documentsSummary(documents: readonly string[], shown = 3) {
  return {
    first: documents.slice(0, shown),
    rest: documents.slice(shown),
    more: Math.max(0, documents.length - shown),
  };
}
