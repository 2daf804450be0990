import { defineModule } from '../../platform/module';
import { accountingExportRoutes } from './accounting.routes';
import { type AccountingService, createAccountingService } from './accounting.service';

declare module '../../platform/module' {
  interface ModuleServices {
    accounting: { books: AccountingService };
  }
}

/**
 * Exports to the books: approved vendor bills and billed invoices, read from their modules,
 * written as a file, and marked exported by each module in the same transaction.
 */
export const accountingModule = defineModule({
  name: 'accounting',
  dependsOn: ['invoice', 'vendorBill'],
  create: ({ db, files }, { invoice, vendorBill }) => ({
    books: createAccountingService({
      db,
      storage: files.storage,
      invoices: invoice.invoices,
      vendorBills: vendorBill.vendorBills,
    }),
  }),
  routes: (router, { books }) => accountingExportRoutes(router, books),
});
