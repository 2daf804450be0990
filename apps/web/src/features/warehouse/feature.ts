import type { cycleCountEndpoints } from '@freightdesk/contracts';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';

/**
 * The warehouse floor: its locations and their labels (/locations), moving an item by scanning
 * (/inventory/move, phone first) and cycle counts (/cycle-counts, a count at /cycle-counts/{id}).
 * Reading needs Inventory:View; the screens offer what the user's Inventory permissions allow.
 */
export const warehouseFeature: AppFeature = {
  routes: [
    {
      path: '/warehouse',
      access: 'Inventory:View',
      title: 'Warehouse',
      description: 'Where goods sit, moving them by scanning, and counting them.',
      load: () => import('./pages/WarehousePage'),
    },
    {
      path: '/locations',
      access: 'Inventory:View',
      title: 'Locations',
      description: 'Where goods sit in the warehouse: zone, aisle, bay and level make the code on each label.',
      load: () => import('./pages/LocationListPage'),
    },
    {
      path: '/inventory/move',
      access: 'Inventory:Update',
      title: 'Move an item',
      description: 'Scan the item, then where it goes (a number first moves part of it), then there again to move it.',
      load: () => import('./pages/MoveItemPage'),
    },
    {
      path: '/cycle-counts',
      access: 'Inventory:View',
      title: 'Cycle counts',
      description: 'Counts of a location’s goods: counted on the floor, applied as adjustments with their reasons.',
      load: () => import('./pages/CycleCountListPage'),
    },
    {
      path: '/cycle-counts/:id',
      access: 'Inventory:View',
      title: 'Cycle count',
      load: () => import('./pages/CycleCountPage'),
      prefetch: recordRead<typeof cycleCountEndpoints.byId>({ method: 'GET', path: '/api/cycleCount/:id' }),
    },
  ],
  sidebar: { label: 'Warehouse', to: '/warehouse', icon: IconBuildingWarehouse, module: 'Inventory' },
};
