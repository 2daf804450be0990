import { finishedPoStatusIds, type PoStatus, poStatuses, poStatusIds } from '@freightdesk/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { auditNotes, statusIdOf, updateSet } from '../../platform/kit';
import { poItems, poStatus, purchaseOrders } from './purchaseOrder.table';

/** A status by its id (its place in poStatuses), as the database keeps it. */
export const nameOf = (id: number): PoStatus => {
  const name = poStatuses.nameOf(id);
  if (!name) throw new Error(`No PO status has the id ${id}.`);
  return name;
};

/** A PO in one of these has nothing left to do. */
export const finishedPoStatuses: PoStatus[] = finishedPoStatusIds.map(nameOf);
/** The others: a PO in one of these still has work in it. */
export const unfinishedPoStatuses: PoStatus[] = poStatuses.values.filter((s) => !finishedPoStatuses.includes(s));

/** Where a PO's items stand: what shipping and receiving have done to its lines. */
export interface ItemProgress {
  items: number;
  allShipped: boolean;
  anyReceived: boolean;
  allReceived: boolean;
}

/**
 * The status a PO's items put it in. A person's Closed or Cancelled stands; otherwise every line
 * received in full is Received, any receipt Partially Received, every line on a shipment Shipped,
 * and a PO whose lines moved back (a line added, a shipment undone) returns to Ordered.
 */
export function statusFor(current: number, p: ItemProgress): number {
  if (current === poStatusIds.closed || current === poStatusIds.cancelled) return current;
  if (p.items > 0 && p.allReceived) return poStatusIds.received;
  if (p.anyReceived) return poStatusIds.partiallyReceived;
  if (p.items > 0 && p.allShipped) return poStatusIds.shipped;
  const followsItems: number[] = [poStatusIds.shipped, poStatusIds.partiallyReceived, poStatusIds.received];
  return followsItems.includes(current) ? poStatusIds.ordered : current;
}

/** Where each PO's items stand, with the PO's status: one statement for any number of POs. */
async function progressOfPos(ex: Executor, purchaseOrderIds: number[]) {
  return ex
    .select({
      id: purchaseOrders.id,
      statusId: statusIdOf(purchaseOrders.status, poStatus),
      items: sql<number>`count(${poItems.id})::int`,
      allShipped: sql<boolean>`coalesce(bool_and(${poItems.quantityShipped} >= ${poItems.quantity}), false)`,
      anyReceived: sql<boolean>`coalesce(bool_or(${poItems.quantityReceived} > 0), false)`,
      allReceived: sql<boolean>`coalesce(bool_and(${poItems.quantityReceived} >= ${poItems.quantity}), false)`,
    })
    .from(purchaseOrders)
    .leftJoin(poItems, eq(poItems.purchaseOrderId, purchaseOrders.id))
    .where(inArray(purchaseOrders.id, purchaseOrderIds))
    .groupBy(purchaseOrders.id)
    .orderBy(purchaseOrders.id);
}

/** Where one PO's items stand. */
export async function progressOf(ex: Executor, purchaseOrderId: number): Promise<ItemProgress> {
  const [p] = await progressOfPos(ex, [purchaseOrderId]);
  return p ?? { items: 0, allShipped: false, anyReceived: false, allReceived: false };
}

/**
 * Moves POs' statuses to what their items say, in the caller's transaction, and keeps each change
 * in its PO's history. Shipping and receiving move quantities on many POs' lines at once: the
 * statuses follow in a fixed number of statements, however many POs and lines moved.
 */
export async function followItems(actor: Actor, purchaseOrderIds: number[], tx: Executor): Promise<void> {
  const ids = [...new Set(purchaseOrderIds)];
  if (!ids.length) return;
  const moved = (await progressOfPos(tx, ids))
    .map((p) => ({ id: p.id, before: p.statusId, after: statusFor(p.statusId, p) }))
    .filter((p) => p.after !== p.before);
  if (!moved.length) return;
  // A new version: a form opened before the goods moved cannot put the old status back.
  await updateSet(
    tx,
    purchaseOrders,
    moved.map((p) => ({ id: p.id, status: nameOf(p.after) })),
    { types: { status: 'po_status' }, set: (v) => ({ status: v.status }), by: actor, subject: 'These purchase orders' },
  );
  await auditNotes(
    tx,
    actor,
    'purchaseOrder',
    moved.map((p) => ({ id: p.id, changes: [{ field: 'status', before: nameOf(p.before), after: nameOf(p.after) }] })),
  );
}
