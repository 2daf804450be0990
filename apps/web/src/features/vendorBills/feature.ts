import type { vendorBillEndpoints } from '@freightdesk/contracts';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Vendor bills (docs/requirements.md sections 4 and 7): what vendors and carriers ask to be paid, under
 * Invoices (no sidebar entry of their own; the invoice list links to them). /invoices/vendor-bills
 * is the queue (Invoice:View), /invoices/vendor-bills/new enters one (Invoice:Create), and
 * /invoices/vendor-bills/{id} is a bill with its Files and History tabs. Their fixed segment ranks
 * above /invoices/:id/*, so the invoice screen never takes these addresses.
 */
const loadBill = () => import('./pages/VendorBillDetailPage');

export const vendorBillsFeature = {
  routes: [
    {
      path: '/invoices/vendor-bills',
      access: 'Invoice:View',
      title: 'Vendor bills',
      description:
        'What vendors and carriers ask to be paid, matched with the PO and what was received, queued for the books.',
      load: () => import('./pages/VendorBillListPage'),
    },
    {
      path: '/invoices/vendor-bills/new',
      access: 'Invoice:Create',
      title: 'Enter vendor bill',
      // The bill's screen, which enters a new one where the address has no id.
      load: loadBill,
    },
    {
      path: '/invoices/vendor-bills/:id/*',
      access: 'Invoice:View',
      title: 'Vendor bill',
      load: loadBill,
      prefetch: recordRead<typeof vendorBillEndpoints.byId>(
        { method: 'GET', path: '/api/vendorBills/:id' },
        { number: 'number', line: ['status', 'match', 'vendorName', 'billNumber', 'projectNumber'] },
      ),
    },
  ],
} satisfies AppFeature;
