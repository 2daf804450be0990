import { IconBuildingWarehouse } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/**
 * The warehouse floor: its locations and their labels (/locations), moving an item by scanning
 * (/inventory/move, phone first) and cycle counts (/cycle-counts, a count at /cycle-counts/{id}).
 * Reading needs Inventory:View; the screens offer what the user's Inventory permissions allow.
 */
export const warehouseFeature: AppFeature = {
  routes: [
    { path: '/warehouse', access: 'Inventory:View', title: 'Warehouse', load: () => import('./pages/WarehousePage') },
    {
      path: '/locations',
      access: 'Inventory:View',
      title: 'Locations',
      load: () => import('./pages/LocationListPage'),
    },
    {
      path: '/inventory/move',
      access: 'Inventory:Update',
      title: 'Move an item',
      load: () => import('./pages/MoveItemPage'),
    },
    {
      path: '/cycle-counts',
      access: 'Inventory:View',
      title: 'Cycle counts',
      load: () => import('./pages/CycleCountListPage'),
    },
    {
      path: '/cycle-counts/:id',
      access: 'Inventory:View',
      title: 'Cycle count',
      load: () => import('./pages/CycleCountPage'),
    },
  ],
  sidebar: { label: 'Warehouse', to: '/warehouse', icon: IconBuildingWarehouse, module: 'Inventory' },
};
