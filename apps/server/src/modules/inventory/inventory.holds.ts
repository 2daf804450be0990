import { and, inArray, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { businessToday } from '../../platform/businessDate';
import { fieldError } from '../../platform/errors';
import { updateSet } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { type DataScope, scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { inventoryItems, itemLogs } from './inventory.table';

/** What is on hand of an inventory item, what is held of it, and what is available (on hand, less held). */
export interface Availability {
  inventoryItemId: number;
  projectId: number;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  location: string;
  condition: string;
  quantityOnHand: string;
  quantityHeld: string;
  available: string;
}

/** A quantity of one inventory item a request holds or releases, and the request field a refusal names. */
export interface HoldLine {
  inventoryItemId: number;
  quantity: string;
  field: string;
}

const itemField = (field: string) => field.replace(/quantity$/, 'inventoryItemId');

const availability = {
  inventoryItemId: inventoryItems.id,
  projectId: inventoryItems.projectId,
  itemNumber: inventoryItems.itemNumber,
  description: inventoryItems.description,
  unitOfMeasure: inventoryItems.unitOfMeasure,
  location: inventoryItems.location,
  condition: inventoryItems.condition,
  quantityOnHand: inventoryItems.quantityOnHand,
  quantityHeld: inventoryItems.quantityHeld,
  available: sql<string>`(${inventoryItems.quantityOnHand} - ${inventoryItems.quantityHeld})::text`,
};

/** The items of these ids the caller sees, in id order; `lock` takes their rows (in that order) for the transaction. */
async function itemsOf(ex: Executor, scope: DataScope, ids: number[], lock = false): Promise<Availability[]> {
  if (!ids.length) return [];
  const q = ex
    .select(availability)
    .from(inventoryItems)
    .where(and(inArray(inventoryItems.id, ids), projectInScope(scope, inventoryItems.projectId)))
    .orderBy(inventoryItems.id);
  return lock ? q.for('update') : q;
}

/**
 * Moves the held quantity of a set of items of one project (a pick ticket holding goods, or
 * letting them go), in a fixed number of statements: the items are locked in id order, each
 * move checked against what is available (or held), then one update and one item-log insert.
 */
async function moveHeld(
  tx: Executor,
  actor: Actor,
  input: { projectId: number; reference: string; lines: HoldLine[] },
  release: boolean,
): Promise<Availability[]> {
  const ids = [...new Set(input.lines.map((l) => l.inventoryItemId))].sort((a, b) => a - b);
  const items = new Map((await itemsOf(tx, scopeOf(actor), ids, true)).map((i) => [i.inventoryItemId, i]));
  const held = new Map<number, number>();
  for (const l of input.lines) {
    const item = items.get(l.inventoryItemId);
    if (!item || item.projectId !== input.projectId) {
      throw fieldError(itemField(l.field), 'Pick an inventory item of this project.');
    }
    const before = held.get(item.inventoryItemId) ?? Quantity.thousandths(item.quantityHeld);
    const after = before + (release ? -1 : 1) * Quantity.thousandths(l.quantity);
    const name = `${item.itemNumber || item.description}${item.location ? ` at ${item.location}` : ''}`;
    if (after > Quantity.thousandths(item.quantityOnHand)) {
      const left = Quantity.plain(Quantity.thousandths(item.quantityOnHand) - before);
      throw fieldError(l.field, `Only ${left} ${item.unitOfMeasure} of ${name} are available.`);
    }
    if (after < 0) {
      throw fieldError(l.field, `Only ${Quantity.plain(before)} ${item.unitOfMeasure} of ${name} are held.`);
    }
    held.set(item.inventoryItemId, after);
  }
  const moved = [...held].filter(([id, n]) => n !== Quantity.thousandths(items.get(id)!.quantityHeld));
  if (!moved.length) return ids.flatMap((id) => items.get(id) ?? []);
  await updateSet(
    tx,
    inventoryItems,
    moved.map(([id, n]) => ({ id, held: Quantity.fixed(n) })),
    {
      types: { held: 'numeric' },
      set: (v) => ({ quantityHeld: v.held }),
      where: (v) => sql`${v.held} <= ${inventoryItems.quantityOnHand}`,
      by: actor,
      subject: 'These inventory items',
      marks: 'modified',
    },
  );
  await tx.insert(itemLogs).values(
    moved.map(([id, n]) => {
      const item = items.get(id)!;
      return {
        inventoryItemId: id,
        userName: actor.userName,
        action: release ? 'released' : 'held',
        businessDate: businessToday(),
        reference: input.reference,
        quantityBefore: item.quantityOnHand,
        quantityAfter: item.quantityOnHand,
        changes: [{ field: 'held', before: item.quantityHeld, after: Quantity.fixed(n) }],
      };
    }),
  );
  return itemsOf(tx, scopeOf(actor), ids);
}

/** What the inventory answers of its items and does to sets of them: available, held, released. */
export function inventoryHolds(db: Executor) {
  return {
    /** What is on hand, held and available of these items, as the caller sees them (others are left out), in id order. */
    available: (actor: Actor, inventoryItemIds: number[], tx?: Executor) =>
      itemsOf(tx ?? db, scopeOf(actor), [...new Set(inventoryItemIds)]),

    /** Holds quantities of a project's items (never more than is available), with an item-log row each. */
    hold: (actor: Actor, input: { projectId: number; reference: string; lines: HoldLine[] }, tx?: Executor) =>
      inTransaction(db, tx, (tx) => moveHeld(tx, actor, input, false)),

    /** Lets held quantities go again (never more than is held), with an item-log row each. */
    release: (actor: Actor, input: { projectId: number; reference: string; lines: HoldLine[] }, tx?: Executor) =>
      inTransaction(db, tx, (tx) => moveHeld(tx, actor, input, true)),
  };
}
