import type { invoiceEndpoints } from '@freightdesk/contracts';
import { IconFileInvoice } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { InvoiceCharges } from '../charges';

const loadCreate = () => import('./pages/InvoiceCreatePage');

/**
 * Invoices (docs/requirements.md section 2): /invoices and /invoices/{id} need Invoice:View, /invoices/create
 * Invoice:Create (id 0 is a new, unsaved invoice). An invoice's tabs (Charges, History) are below
 * its details; the project hub lists a project's invoices.
 */
export const invoicesFeature = {
  routes: [
    {
      path: '/invoices',
      access: 'Invoice:View',
      title: 'Invoices',
      description:
        'Bills of each project’s charges to its client, from draft to paid, and what awaits the accounting system.',
      load: () => import('./pages/InvoiceListPage'),
    },
    { path: '/invoices/create', access: 'Invoice:Create', title: 'Create Invoice', load: loadCreate },
    {
      path: '/invoices/:id/*',
      access: 'Invoice:View',
      title: 'Invoice',
      load: () => import('./pages/InvoiceDetailPage'),
      panels: { charges: InvoiceCharges },
      prefetch: recordRead<typeof invoiceEndpoints.byId>(
        { method: 'GET', path: '/api/invoices/:id' },
        { number: 'number', line: ['status', 'projectNumber', 'projectName', 'billToName'] },
      ),
    },
  ],
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
    list: { access: 'Invoice:View', load: () => import('./pages/ProjectInvoicesTab') },
  },
} satisfies AppFeature;
