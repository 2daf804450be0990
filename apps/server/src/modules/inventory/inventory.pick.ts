import { and, eq, inArray } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { staleMessage, updateSet } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { lockItems, writeLogs } from './inventory.ledger';
import { inventories, inventoryItems } from './inventory.table';

/** A line picked off the shelf: what it held of an item, and what was taken (at most that). */
export interface PickedLine {
  inventoryItemId: number;
  held: string;
  picked: string;
  /** The request field a refusal names. */
  field: string;
}

/**
 * Goods leave the shelves: for each line, what it held is let go and what was picked leaves the
 * quantity on hand, with a 'picked' log row each, and the inventory's last release is now. The
 * items are locked in id order; a fixed number of statements however many lines.
 */
export function pick(
  db: Executor,
  actor: Actor,
  input: { projectId: number; reference: string; lines: PickedLine[] },
  tx?: Executor,
): Promise<void> {
  if (!input.lines.length) return Promise.resolve();
  return inTransaction(db, tx, async (tx) => {
    const ids = [...new Set(input.lines.map((l) => l.inventoryItemId))].sort((a, b) => a - b);
    const fieldOf = new Map(input.lines.map((l) => [l.inventoryItemId, l.field]));
    const items = await lockItems(tx, scopeOf(actor), input.projectId, ids, (i) => fieldOf.get(ids[i]!)!);
    const after = new Map(
      ids.map((id) => [
        id,
        {
          onHand: Quantity.thousandths(items.get(id)!.quantityOnHand),
          held: Quantity.thousandths(items.get(id)!.quantityHeld),
        },
      ]),
    );
    for (const l of input.lines) {
      const a = after.get(l.inventoryItemId)!;
      const item = items.get(l.inventoryItemId)!;
      a.held -= Quantity.thousandths(l.held);
      a.onHand -= Quantity.thousandths(l.picked);
      if (Quantity.thousandths(l.picked) > Quantity.thousandths(l.held)) {
        throw fieldError(l.field, 'A line cannot be picked beyond what it asked for.');
      }
      if (a.held < 0 || a.onHand < 0 || a.held > a.onHand) {
        throw conflict(staleMessage(item.itemNumber || item.description));
      }
    }
    await updateSet(
      tx,
      inventoryItems,
      ids.map((id) => ({
        id,
        onHand: Quantity.fixed(after.get(id)!.onHand),
        held: Quantity.fixed(after.get(id)!.held),
      })),
      {
        types: { onHand: 'numeric', held: 'numeric' },
        set: (v) => ({ quantityOnHand: v.onHand, quantityHeld: v.held }),
        by: actor,
        subject: 'These inventory items',
      },
    );
    await writeLogs(
      tx,
      actor,
      ids.map((id) => {
        const item = items.get(id)!;
        const a = after.get(id)!;
        return {
          inventoryItemId: id,
          action: 'picked',
          reference: input.reference,
          quantityBefore: item.quantityOnHand,
          quantityAfter: Quantity.fixed(a.onHand),
          changes: [
            {
              field: 'quantity',
              before: Quantity.plain(item.quantityOnHand),
              after: Quantity.plain(a.onHand),
            },
            { field: 'held', before: Quantity.plain(item.quantityHeld), after: Quantity.plain(a.held) },
          ],
        };
      }),
    );
    await tx
      .update(inventories)
      .set({ lastReleaseAt: new Date() })
      .where(
        and(
          eq(inventories.projectId, input.projectId),
          inArray(inventories.id, [...new Set([...items.values()].map((i) => i.inventoryId))]),
        ),
      );
  });
}
