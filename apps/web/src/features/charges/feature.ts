import { IconReceipt2 } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/** Charges: not built yet; a project's charges have a tab on its hub, and no sidebar entry (SPEC.md section 2). */
export const chargesFeature: AppFeature = {
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
  },
};
