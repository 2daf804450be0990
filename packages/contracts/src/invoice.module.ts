import { defineContractModule } from './common/module';
import { invoiceEndpoints } from './invoice.endpoints';
import { invoiceMoneyEndpoints } from './invoiceMoney.endpoints';

export * from './invoice';
export * from './invoice.endpoints';
export * from './invoiceMoney';
export * from './invoiceMoney.endpoints';

/** Invoices: bills of a project's open charges to its billing client; their changes are kept in history. */
export const invoiceModule = defineContractModule({
  api: { invoice: invoiceEndpoints, invoiceMoney: invoiceMoneyEndpoints },
  audited: ['invoice'],
});
