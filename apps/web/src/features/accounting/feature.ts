import type { AppFeature } from '../../app/routeTypes';

/**
 * Exports to the books: approved vendor bills and billed invoices written as QuickBooks files, and
 * QuickBooks Online's outbox when it is connected. One screen under Invoices (no sidebar entry of
 * its own); its fixed segment ranks above /invoices/:id/*, so the invoice screen never takes it.
 */
export const accountingFeature = {
  routes: [
    {
      path: '/invoices/exports',
      access: 'Invoice:View',
      title: 'Exports to the books',
      description: 'Approved vendor bills and billed invoices written as files QuickBooks imports, each exported once.',
      load: () => import('./pages/AccountingExportsPage'),
    },
  ],
} satisfies AppFeature;
