import type { inventoryEndpoints } from '@freightdesk/contracts';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Inventory (docs/requirements.md section 2): /inventory and /inventory/{id} need Inventory:View. A project's
 * inventory shows an item beside its items (`?item={id}`, and `&view=log` for its log); the
 * project hub's tab lists the project's items.
 */
export const inventoryFeature: AppFeature = {
  routes: [
    {
      path: '/inventory',
      access: 'Inventory:View',
      title: 'Inventory',
      description: 'What the warehouse holds for each project: items, quantities on hand, weight and pieces.',
      load: () => import('./pages/InventoryListPage'),
    },
    {
      path: '/inventory/:id',
      access: 'Inventory:View',
      title: 'Inventory',
      load: () => import('./pages/InventoryDetailPage'),
      prefetch: recordRead<typeof inventoryEndpoints.byId>({ method: 'GET', path: '/api/inventory/:id' }),
    },
  ],
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
    list: { access: 'Inventory:View', load: () => import('./pages/ProjectInventoryTab') },
  },
};
