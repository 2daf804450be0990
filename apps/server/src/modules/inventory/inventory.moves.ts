import { MAX_ID } from '@freightdesk/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { changeMarks, staleMessage } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { type LocationService, staffOnly } from '../location';
import { projectInScope } from '../project';
import { lockItems, writeLogs } from './inventory.ledger';
import { itemsByIds } from './inventory.read';
import { partToMove, splitOff } from './inventory.split';
import { inventoryItems } from './inventory.table';

/** What the inventory asks of the locations: whether a code is one goods may go to. */
export type LocationsPort = Pick<LocationService, 'activeOf'>;

/** A text as an exact ILIKE pattern (its wildcards taken literally), so the trigram index serves it. */
const exactly = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const idIn = (pattern: RegExp, code: string) => {
  const m = pattern.exec(code);
  const id = m ? Number(m[1]) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
};

/** Finding items by what a scanner reads off them, and moving them (or part of them) from one location to another. */
export function inventoryMoves(db: Executor, locations: LocationsPort) {
  return {
    countableItems: (actor: Actor, q: { location: string } | { ids: number[] }, tx?: Executor) =>
      countableItems(tx ?? db, actor, q),

    /**
     * The items a scan names among the projects the caller sees: a receiving label (RAI-<id>: the
     * good and damaged parts of that line), an inventory label (INV-<id>) or an exact item number,
     * those with goods on hand first (at most 20).
     */
    async scan(actor: Actor, code: string, tx?: Executor) {
      const ex = tx ?? db;
      const text = code.trim();
      const rai = idIn(/^RAI-(\d{1,10})$/i, text);
      const inv = idIn(/^INV-(\d{1,10})$/i, text);
      const rows = await ex
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(
          and(
            or(
              rai === null ? undefined : eq(inventoryItems.raItemId, rai),
              inv === null ? undefined : eq(inventoryItems.id, inv),
              sql`${inventoryItems.itemNumber} ilike ${exactly(text)}`,
            ),
            projectInScope(scopeOf(actor), inventoryItems.projectId),
          ),
        )
        .orderBy(desc(sql`${inventoryItems.quantityOnHand} > 0`), inventoryItems.id)
        .limit(20);
      return itemsByIds(
        ex,
        scopeOf(actor),
        rows.map((r) => r.id),
      ).then((items) => rows.map((r) => items.find((i) => i.id === r.id)!));
    },

    /**
     * Puts an item in another location: an existing active one (its code in any case, stored as
     * the location writes it). One transaction, the item's row taken first. The whole item (no
     * quantity, or all on hand): its location set, a 'moved' log row with the location before and
     * after (the quantity stays). Part of it: split off as a new item there (inventory.split.ts).
     * Answers the item at the location.
     */
    move(
      actor: Actor,
      input: { inventoryItemId: number; version?: number; location: string; quantity?: string },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        const [found] = await tx
          .select({ projectId: inventoryItems.projectId })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.id, input.inventoryItemId), projectInScope(scope, inventoryItems.projectId)));
        if (!found) throw notFound('Inventory item');
        staffOnly(actor, 'move goods in the warehouse');
        const to = await locations.activeOf(input.location, tx);
        if (!to) {
          throw fieldError(
            'location',
            `${input.location.toUpperCase()} is not an active location: scan a location label.`,
          );
        }
        const id = input.inventoryItemId;
        const item = (await lockItems(tx, scope, found.projectId, [id], () => 'inventoryItemId')).get(id)!;
        const subject = `Item ${item.itemNumber || item.description}`;
        if (input.version !== undefined && item.version !== input.version) throw conflict(staleMessage(subject));
        if (item.location.toLowerCase() === to.code.toLowerCase()) {
          throw fieldError('location', `${subject} is already at ${to.code}.`);
        }
        const part = partToMove(item, input.quantity, item.itemNumber || item.description);
        if (part) return (await itemsByIds(tx, scopeOf(actor), [await splitOff(tx, actor, item, part, to.code)]))[0]!;
        await tx
          .update(inventoryItems)
          .set({
            location: to.code,
            ...changeMarks(inventoryItems, actor),
          })
          .where(eq(inventoryItems.id, id));
        await writeLogs(tx, actor, [
          {
            inventoryItemId: id,
            action: 'moved',
            reference: to.code,
            quantityBefore: item.quantityOnHand,
            quantityAfter: item.quantityOnHand,
            changes: [{ field: 'location', before: item.location, after: to.code }],
          },
        ]);
        return (await itemsByIds(tx, scopeOf(actor), [id]))[0]!;
      });
    },
  };
}

/** An item as a count snapshots it. */
export interface CountableItem {
  id: number;
  projectId: number;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  location: string;
  quantityOnHand: string;
}

const countableFields = {
  id: inventoryItems.id,
  projectId: inventoryItems.projectId,
  itemNumber: inventoryItems.itemNumber,
  description: inventoryItems.description,
  unitOfMeasure: inventoryItems.unitOfMeasure,
  location: inventoryItems.location,
  quantityOnHand: inventoryItems.quantityOnHand,
};

/**
 * What a cycle count counts, among the projects the caller sees: the items with goods on hand at
 * a location (its code in any case; at most 500), or chosen items (an id not among them is a 400
 * naming its place in `inventoryItemIds`).
 */
export async function countableItems(
  ex: Executor,
  actor: Actor,
  q: { location: string } | { ids: number[] },
): Promise<CountableItem[]> {
  const scope = projectInScope(scopeOf(actor), inventoryItems.projectId);
  if ('location' in q) {
    return ex
      .select(countableFields)
      .from(inventoryItems)
      .where(
        and(
          sql`${inventoryItems.location} ilike ${exactly(q.location.trim())}`,
          sql`${inventoryItems.quantityOnHand} > 0`,
          scope,
        ),
      )
      .orderBy(sql`lower(${inventoryItems.itemNumber})`, inventoryItems.id)
      .limit(500);
  }
  const rows = await ex
    .select(countableFields)
    .from(inventoryItems)
    .where(and(inArray(inventoryItems.id, q.ids), scope));
  const errors: Record<string, string> = {};
  q.ids.forEach((id, i) => {
    if (!rows.some((r) => r.id === id)) errors[`inventoryItemIds.${i}`] = `Item ${id} is not an item you see.`;
  });
  if (Object.keys(errors).length) throw badRequest('Some of these items cannot be counted.', errors);
  return q.ids.map((id) => rows.find((r) => r.id === id)!);
}
