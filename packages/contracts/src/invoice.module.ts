import { defineContractModule } from './common/module';
import { invoiceEndpoints } from './invoice.endpoints';

export * from './invoice';
export * from './invoice.endpoints';

/** Invoices: bills of a project's open charges to its billing client; their changes are kept in history. */
export const invoiceModule = defineContractModule({
  api: { invoice: invoiceEndpoints },
  audited: ['invoice'],
});
