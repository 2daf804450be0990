import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { receiveInto } from './inventory.ledger';
import { inventoryItems, itemLogs } from './inventory.table';

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
  condition: 'Good' | 'Damaged';
  receivedDate: string;
  /** One unit's length, width and height in inches, when the dock measured it. */
  lengthIn?: string | null;
  widthIn?: string | null;
  heightIn?: string | null;
}

/** A line put away: the inventory item it became. */
export interface ShelvedLine {
  raItemId: number;
  condition: ReceivedLine['condition'];
  inventoryItemId: number;
}

/**
 * Puts received lines into the project's inventory, in the caller's transaction (or one of its
 * own): the inventory (made at the first receipt), an inventory item per line, and its first
 * item-log row. Four statements however many lines: the items in one insert, their log rows in
 * another. Answers which item each line (an RA line's good or damaged part) became.
 */
export async function putAway(
  db: Executor,
  actor: Actor,
  input: { projectId: number; reference: string; lines: ReceivedLine[] },
  tx?: Executor,
): Promise<ShelvedLine[]> {
  if (!input.lines.length) return [];
  return inTransaction(db, tx, async (tx) => {
    const { projectId } = input;
    if (!(await projectListQuery.visible(tx, scopeOf(actor), projectId))) throw notFound('Project');
    const inventory = { id: await receiveInto(tx, projectId) };
    const items = await tx
      .insert(inventoryItems)
      .values(
        input.lines.map((l) => ({
          inventoryId: inventory.id,
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
          lengthIn: l.lengthIn ?? null,
          widthIn: l.widthIn ?? null,
          heightIn: l.heightIn ?? null,
          createdBy: actor.userName,
          modifiedBy: actor.userName,
        })),
      )
      .returning({ id: inventoryItems.id, raItemId: inventoryItems.raItemId, condition: inventoryItems.condition });
    const shelved = input.lines.map((l) => {
      const item = items.find((i) => i.raItemId === l.raItemId && i.condition === l.condition)!;
      return { line: l, id: item.id };
    });
    await tx.insert(itemLogs).values(
      shelved.map(({ line, id }) => ({
        inventoryItemId: id,
        userName: actor.userName,
        action: 'received',
        // A receipt counts from the received date the dock entered, however late it was finished.
        businessDate: line.receivedDate,
        reference: input.reference,
        quantityBefore: '0',
        quantityAfter: line.quantity,
        changes: [
          { field: 'quantity', before: 0, after: line.quantity },
          { field: 'location', before: null, after: line.location },
          { field: 'condition', before: null, after: line.condition },
        ],
      })),
    );
    return shelved.map(({ line, id }) => ({ raItemId: line.raItemId, condition: line.condition, inventoryItemId: id }));
  });
}
