/** Invoices: bills of a project's open charges to its billing client. */

/** A billed invoice, and a credit note, as the books are sent them. */
export type { CreditNoteForBooks } from './creditNote.read';
export type { CreditNoteService } from './invoice.credits';
export type { InvoiceForBooks } from './invoice.export';
export { invoiceListQuery, invoiceNumber } from './invoice.list';
export { invoiceOptions, projectsWithInvoices } from './invoice.pickers.read';
/** What of the invoices a scope sees beyond its projects: a client user, billed ones only. */
export { clientSees as invoiceScope } from './invoice.rules';
export { createInvoiceService, type InvoiceService } from './invoice.service';
