import { defineModule } from '../../platform/module';
import { inventoryCountOf } from './inventory.putAway';

declare module '../../platform/module' {
  interface ModuleServices {
    inventory: { countOf: typeof inventoryCountOf };
  }
}

/** A project's inventory (what receiving puts away); the project hub counts its items. */
export const inventoryModule = defineModule({
  name: 'inventory',
  create: () => ({ countOf: inventoryCountOf }),
  hub: { key: 'inventoryItems', count: ({ countOf }, _actor, projectId, ex) => countOf(ex, projectId) },
});
