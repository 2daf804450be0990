/** Invoices: bills of a project's open charges to its billing client. */
export { invoiceListQuery } from './invoice.list';
export { createInvoiceService, type InvoiceService } from './invoice.service';
/** Tables others may join to (read only: this module writes them). */
export { invoices } from './invoice.table';
