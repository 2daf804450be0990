import type { purchaseOrderEndpoints } from '@freightdesk/contracts';
import { IconClipboardList, IconShoppingCart } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { RecordCharges } from '../charges';
import { PoItemsTab } from './panels';

/**
 * docs/requirements.md section 2: /purchase-orders and /purchase-orders/{id} need PO:View, /create needs
 * PO:Create. A PO's tabs (Items, Files, History) are below its address.
 */
export const purchaseOrdersFeature = {
  routes: [
    {
      path: '/purchase-orders',
      access: 'PO:View',
      title: 'Purchase Orders',
      description: 'What is ordered from vendors for each project, and how far it has shipped and been received.',
      load: () => import('./pages/PoListPage'),
    },
    {
      path: '/purchase-orders/create',
      access: 'PO:Create',
      title: 'Create Purchase Order',
      load: () => import('./pages/PoCreatePage'),
    },
    {
      path: '/purchase-orders/:id/*',
      access: 'PO:View',
      title: 'Purchase Order',
      load: () => import('./pages/PoDetailPage'),
      panels: { items: PoItemsTab, charges: RecordCharges },
      prefetch: recordRead<typeof purchaseOrderEndpoints.byId>(
        { method: 'GET', path: '/api/purchaseOrder/:id' },
        { number: 'number', line: ['status', 'projectNumber', 'projectName', 'vendorName'] },
      ),
    },
  ],
  sidebar: { label: 'Purchase Orders', to: '/purchase-orders', icon: IconClipboardList, module: 'PO' },
  projectTab: {
    path: 'purchase-orders',
    label: 'POs',
    count: 'purchaseOrders',
    one: 'purchase order',
    many: 'purchase orders',
    icon: IconShoppingCart,
    description:
      'Purchase orders placed with vendors for this project will appear here, with their status, items and follow-up dates.',
    list: { access: 'PO:View', load: () => import('./pages/ProjectPoTab') },
  },
} satisfies AppFeature;
