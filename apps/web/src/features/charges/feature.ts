import { IconReceipt2 } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Charges (docs/requirements.md section 7): no sidebar entry (docs/requirements.md section 2) and no screen of their own. A
 * project's charges are its hub's Charges tab (Invoice:View); a PO's, a shipment's, a receiving
 * alert's and a pick ticket's are a tab of their record (index.ts gives it to those features).
 */
export const chargesFeature = {
  routes: [],
  projectTab: {
    path: 'charges',
    label: 'Charges',
    count: 'charges',
    one: 'charge',
    many: 'charges',
    icon: IconReceipt2,
    description:
      'Freight, service and warehouse charges of this project will appear here, open until an invoice takes them.',
    list: { access: 'Invoice:View', load: () => import('./pages/ProjectChargesTab') },
  },
} satisfies AppFeature;
