import { defineModule } from '../../platform/module';
import { inventoryRoutes } from './inventory.routes';
import { seedInventory } from './inventory.seed';
import { createInventoryService, type InventoryService } from './inventory.service';

declare module '../../platform/module' {
  interface ModuleServices {
    inventory: { inventory: InventoryService };
  }
}

/**
 * A project's inventory: what receiving puts away and later work holds, its items, groups, weights
 * and pieces, and the item log, its ledger; the project hub counts its items.
 */
export const inventoryModule = defineModule({
  name: 'inventory',
  create: ({ db }) => ({ inventory: createInventoryService({ db }) }),
  routes: (router, { inventory }) => inventoryRoutes(router, inventory),
  hub: {
    key: 'inventoryItems',
    count: ({ inventory }, actor, projectId, ex) => inventory.countOf(actor, projectId, ex),
  },
  seed: seedInventory,
  seedAfter: ['receivingAlert'],
});
