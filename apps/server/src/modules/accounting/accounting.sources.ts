import type { BookRecords } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import { accounts, type BookDocument } from '../../platform/accounting/books';
import type { Actor } from '../../platform/auth/actor';
import type { CreditNoteForBooks, CreditNoteService, InvoiceForBooks, InvoiceService } from '../invoice';
import type { BillForBooks, VendorBillService } from '../vendorBill';

export type BookKind = BookDocument['kind'];

/** A record waiting for the books, as its document. */
export interface Waiting {
  kind: BookKind;
  recordId: number;
  /** Ours (VB-…, INV-…, CN-…). */
  number: string;
  projectId: number;
  document: BookDocument;
}

/**
 * Where one kind of document comes from and goes back to: its module reads what waits (locked in
 * the caller's transaction) and marks what the books took as exported. The books never write
 * another module's rows.
 */
export interface BookSource {
  kind: BookKind;
  /** What waits, as a sentence says it ("approved vendor bills"). */
  what: string;
  /** A file's name for them ("vendor-bills"). */
  stem: string;
  /** What waits in the caller's scope (`only`: of these records alone), locked in their transaction. */
  waiting(actor: Actor, tx: Executor, only?: number[]): Promise<Waiting[]>;
  markExported(actor: Actor, ids: number[], tx: Executor): Promise<unknown>;
}

/** A vendor's bill as the books take it: owed to the vendor under their own number, each line expensed by category. */
const billDocument = (b: BillForBooks): BookDocument => ({
  kind: 'bill',
  number: b.billNumber,
  party: b.vendor,
  date: b.billDate,
  dueDate: b.dueDate,
  memo: b.number,
  lines: b.lines.map((l) => ({
    account: accounts.expense(l.category),
    description: l.description,
    quantity: l.quantity,
    rate: l.unitPrice,
    amount: l.amount,
  })),
});

/** Our invoice as the books take it: owed by the customer, each charge earned by its category, its type the item. */
const invoiceDocument = (i: InvoiceForBooks): BookDocument => ({
  kind: 'invoice',
  number: i.number,
  party: i.customer,
  date: i.invoiceDate,
  dueDate: i.dueDate,
  memo: i.reference,
  lines: i.lines.map((l) => ({
    account: accounts.income(l.category),
    item: l.type,
    description: l.description || l.type,
    quantity: l.quantity,
    rate: l.rate,
    amount: l.amount,
  })),
});

/** Our credit note as the books take it: a credit memo to the customer, each credited charge taken off its income. */
const creditMemoDocument = (n: CreditNoteForBooks): BookDocument => ({
  kind: 'creditMemo',
  number: n.number,
  party: n.customer,
  date: n.creditDate,
  dueDate: n.creditDate,
  memo: `${n.invoiceNumber}: ${n.reason}`,
  lines: n.lines.map((l) => ({
    account: accounts.income(l.category),
    item: l.type,
    description: l.description || l.type,
    quantity: '1',
    rate: l.amount,
    amount: l.amount,
  })),
});

const waitingOf =
  <R extends { id: number; number: string; projectId: number }>(kind: BookKind, documentOf: (r: R) => BookDocument) =>
  (records: R[]): Waiting[] =>
    records.map((r) => ({ kind, recordId: r.id, number: r.number, projectId: r.projectId, document: documentOf(r) }));

/** The three kinds of document the books take, from their modules' services. */
export function bookSources(deps: {
  invoices: Pick<InvoiceService, 'forBooks' | 'markExported'>;
  creditNotes: Pick<CreditNoteService, 'forBooks' | 'markExported'>;
  vendorBills: Pick<VendorBillService, 'forBooks' | 'markExported'>;
}): Record<BookRecords, BookSource> {
  return {
    vendorBills: {
      kind: 'bill',
      what: 'approved vendor bills',
      stem: 'vendor-bills',
      waiting: async (actor, tx, only) =>
        waitingOf('bill', billDocument)(await deps.vendorBills.forBooks(actor, tx, only)),
      markExported: (actor, ids, tx) => deps.vendorBills.markExported(actor, ids, tx),
    },
    invoices: {
      kind: 'invoice',
      what: 'billed invoices',
      stem: 'invoices',
      waiting: async (actor, tx, only) =>
        waitingOf('invoice', invoiceDocument)(await deps.invoices.forBooks(actor, tx, only)),
      markExported: (actor, ids, tx) => deps.invoices.markExported(actor, ids, tx),
    },
    creditNotes: {
      kind: 'creditMemo',
      what: 'credit notes',
      stem: 'credit-notes',
      waiting: async (actor, tx, only) =>
        waitingOf('creditMemo', creditMemoDocument)(await deps.creditNotes.forBooks(actor, tx, only)),
      markExported: (actor, ids, tx) => deps.creditNotes.markExported(actor, ids, tx),
    },
  };
}

/** Which records a kind of document is. */
export const recordsOf: Record<BookKind, BookRecords> = {
  bill: 'vendorBills',
  invoice: 'invoices',
  creditMemo: 'creditNotes',
};
