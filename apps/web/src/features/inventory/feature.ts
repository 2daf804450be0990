import { IconBuildingWarehouse } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Inventory (SPEC.md section 2): its screens are not built yet. The sidebar already lists it for
 * whoever holds Inventory permissions (its address answers "Page not found"), and the project hub
 * counts a project's items; its screens add their routes and the tab's `list` here.
 */
export const inventoryFeature: AppFeature = {
  routes: [],
  sidebar: { label: 'Inventory', to: '/inventory', icon: IconBuildingWarehouse, module: 'Inventory' },
  projectTab: {
    path: 'inventory',
    label: 'Inventory',
    count: 'inventoryItems',
    one: 'inventory item',
    many: 'inventory items',
    icon: IconBuildingWarehouse,
    description:
      'Items received into the warehouse for this project will appear here, with quantity on hand, weight, pieces and location.',
  },
};
