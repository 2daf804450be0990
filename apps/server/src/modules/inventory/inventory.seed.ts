import type { SeedContext } from '../../platform/module';
import type { InventoryService } from './inventory.service';

const firstPage = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 25 } as const;

/** The goods received into the first inventory, for the releases the later demo data asks of them. */
export interface InventorySeed {
  stock: { id: number; projectId: number; quantityOnHand: string }[];
}

declare module '../../platform/module' {
  interface SeededData {
    inventory: InventorySeed;
  }
}

/**
 * The warehouse as the dock left it, through the inventory service: the goods received by the
 * receiving alerts' demo data are on hand; in the first inventory two lines are kept together as
 * a pallet, and a carton found at the dock without an alert is added by hand, not weighed yet
 * (so the screens show a group and an item that blocks storage billing until it is weighed).
 */
export async function seedInventory({ inventory }: { inventory: InventoryService }, { admin, tx, made }: SeedContext) {
  const [first] = (await inventory.search(admin, firstPage, tx)).items;
  if (!first) return;
  const items = (await inventory.itemsOfProject(admin, { ...firstPage, projectId: first.projectId }, tx)).items;
  made.inventory = { stock: items.map(({ id, projectId, quantityOnHand }) => ({ id, projectId, quantityOnHand })) };
  if (items.length >= 2) {
    await inventory.newGroup(
      admin,
      { projectId: first.projectId, name: 'Pallet A', selectedInventoryItems: items.slice(0, 2).map((i) => i.id) },
      tx,
    );
  }
  await inventory.create(
    admin,
    {
      projectId: first.projectId,
      itemNumber: 'HW-BOX',
      description: 'Loose hardware carton, found at the dock',
      unitOfMeasure: 'Carton',
      quantityOnHand: '1',
      weight: '0',
      pieces: 1,
      location: 'DOCK',
      condition: 'Good',
      // Measured at the dock: 18 × 12 × 10 inches, 1.25 cubic feet.
      lengthIn: '18',
      widthIn: '12',
      heightIn: '10',
      reason: 'Arrived without an alert; to be matched to a PO',
    },
    tx,
  );
}
