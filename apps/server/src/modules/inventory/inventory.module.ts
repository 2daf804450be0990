import { defineModule } from '../../platform/module';
import { inventoryMoveRoutes } from './inventory.moves.routes';
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
  dependsOn: ['location'],
  create: ({ db }, { location }) => ({
    inventory: createInventoryService({ db, locations: location.locations }),
  }),
  routes: (router, { inventory }) => {
    inventoryRoutes(router, inventory);
    inventoryMoveRoutes(router, inventory);
  },
  hub: {
    key: 'inventoryItems',
    count: ({ inventory }, actor, projectId, ex) => inventory.countOf(actor, projectId, ex),
  },
  seed: seedInventory,
  seedAfter: ['receivingAlert', 'location'],
});
