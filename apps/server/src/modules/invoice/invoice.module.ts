import { defineModule } from '../../platform/module';
import { type CreditNoteService, creditNoteService } from './invoice.credits';
import { invoiceMoneyRoutes } from './invoice.money.routes';
import { invoiceRoutes } from './invoice.routes';
import { seedInvoices } from './invoice.seed';
import { createInvoiceService, type InvoiceService } from './invoice.service';

declare module '../../platform/module' {
  interface ModuleServices {
    invoice: { invoices: InvoiceService; creditNotes: CreditNoteService };
  }
}

/**
 * Invoices: a bill to a project's billing client of its open charges. The charges module puts
 * charges on an invoice and takes them off (it alone writes them); an invoice reads its total from
 * them. The project module marks the billing period an approved invoice names as invoiced.
 */
export const invoiceModule = defineModule({
  name: 'invoice',
  dependsOn: ['charge', 'project'],
  create: ({ db, accounting }, { charge, project }) => ({
    invoices: createInvoiceService({
      db,
      charges: charge.charges,
      invoicing: charge.invoicing,
      projects: project.projects,
      books: accounting.books,
    }),
    creditNotes: creditNoteService({ db, rebilling: charge.rebilling, books: accounting.books }),
  }),
  routes: (router, { invoices, creditNotes }) => {
    invoiceMoneyRoutes(router, invoices, creditNotes);
    invoiceRoutes(router, invoices);
  },
  history: {
    entity: 'invoice',
    access: 'Invoice:View',
    canView: async ({ invoices }, actor, id) => Boolean(await invoices.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'invoices',
    count: ({ invoices }, actor, projectId, ex) => invoices.countOf(actor, projectId, ex),
    open: {
      module: 'Invoice',
      count: ({ invoices }, actor, projectId, ex) => invoices.openCountOf(actor, projectId, ex),
    },
  },
  seed: seedInvoices,
  seedAfter: ['charge'],
});
