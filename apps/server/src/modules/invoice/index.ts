/** Invoices: bills of a project's open charges to its billing client. */

/** A billed invoice, and a credit note, as the books are sent them. */
export type { CreditNoteForBooks } from './creditNote.read';
/** What reports read of invoices: the open balances an aging groups, and an invoice's money. */
export { agingBuckets, openBalances } from './invoice.aging.read';
export type { CreditNoteService } from './invoice.credits';
export type { InvoiceForBooks } from './invoice.export';
export {
  amountNumeric,
  balanceNumeric,
  creditedNumeric,
  invoiceListQuery,
  invoiceNumber,
  paidNumeric,
} from './invoice.list';
export { invoiceOptions, projectsWithInvoices } from './invoice.pickers.read';
/** What of the invoices a scope sees beyond its projects: a client user, billed ones only. */
export { clientSees as invoiceScope } from './invoice.rules';
export { createInvoiceService, type InvoiceService } from './invoice.service';
