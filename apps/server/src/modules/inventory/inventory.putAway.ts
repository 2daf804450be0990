import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { inventories, inventoryItems, itemLogs } from './inventory.table';

/** A received line, as it goes onto the shelf. */
export interface ReceivedLine {
  raItemId: number;
  poItemId: number | null;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantity: string;
  weight: string;
  pieces: number;
  location: string;
  condition: string;
  receivedDate: string;
}

/**
 * Puts received lines into the project's inventory, in the caller's transaction: the inventory
 * (made at the first receipt), an inventory item per line, and its first item-log row. Answers
 * the new items' ids in the lines' order.
 */
export async function putAway(
  tx: Executor,
  actor: Actor,
  projectId: number,
  reference: string,
  lines: ReceivedLine[],
): Promise<number[]> {
  await tx.insert(inventories).values({ projectId }).onConflictDoNothing();
  const [inventory] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.projectId, projectId));
  const ids: number[] = [];
  for (const l of lines) {
    const [item] = await tx
      .insert(inventoryItems)
      .values({
        inventoryId: inventory!.id,
        projectId,
        raItemId: l.raItemId,
        poItemId: l.poItemId,
        itemNumber: l.itemNumber,
        description: l.description,
        unitOfMeasure: l.unitOfMeasure,
        quantityOnHand: l.quantity,
        weight: l.weight,
        pieces: l.pieces,
        location: l.location,
        condition: l.condition,
        receivedDate: l.receivedDate,
        createdBy: actor.userName,
        modifiedBy: actor.userName,
      })
      .returning({ id: inventoryItems.id });
    await tx.insert(itemLogs).values({
      inventoryItemId: item!.id,
      userName: actor.userName,
      action: 'received',
      reference,
      quantityBefore: '0',
      quantityAfter: l.quantity,
      changes: [
        { field: 'quantity', before: 0, after: l.quantity },
        { field: 'location', before: null, after: l.location },
        { field: 'condition', before: null, after: l.condition },
      ],
    });
    ids.push(item!.id);
  }
  return ids;
}

/** How many items a project holds in inventory (the hub's count). */
export async function inventoryCountOf(ex: Executor, projectId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .where(eq(inventoryItems.projectId, projectId));
  return row?.n ?? 0;
}
