import { defineModule } from '../../platform/module';
import { createInventoryService, type InventoryService } from './inventory.service';

declare module '../../platform/module' {
  interface ModuleServices {
    inventory: { inventory: InventoryService };
  }
}

/** A project's inventory (what receiving puts away, what later work holds); the project hub counts its items. */
export const inventoryModule = defineModule({
  name: 'inventory',
  create: ({ db }) => ({ inventory: createInventoryService({ db }) }),
  hub: {
    key: 'inventoryItems',
    count: ({ inventory }, actor, projectId, ex) => inventory.countOf(actor, projectId, ex),
  },
});
