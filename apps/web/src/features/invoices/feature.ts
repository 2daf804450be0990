import { IconFileInvoice } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Invoices (SPEC.md section 2): not built yet. The sidebar lists them for whoever holds Invoice
 * permissions (the address answers "Page not found"), the project hub shows their tab.
 */
export const invoicesFeature: AppFeature = {
  routes: [],
  sidebar: { label: 'Invoices', to: '/invoices', icon: IconFileInvoice, module: 'Invoice' },
  projectTab: {
    path: 'invoices',
    label: 'Invoices',
    count: 'invoices',
    one: 'invoice',
    many: 'invoices',
    icon: IconFileInvoice,
    description:
      'Invoices to this project’s billing client will appear here, with their charges, totals and export status.',
  },
};
