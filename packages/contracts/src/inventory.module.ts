import { defineContractModule } from './common/module';
import { inventoryEndpoints, inventoryItemEndpoints, projectInventoryEndpoints } from './inventory.endpoints';
import { inventoryMoveEndpoints } from './inventoryMove';

export * from './inventory';
export * from './inventory.endpoints';
export * from './inventoryMove';

/** A project's inventory, its items, their groups and their log (the log is the items' history). */
export const inventoryModule = defineContractModule({
  api: {
    inventory: inventoryEndpoints,
    inventoryItem: { ...inventoryItemEndpoints, ...projectInventoryEndpoints },
    inventoryMove: inventoryMoveEndpoints,
  },
});
