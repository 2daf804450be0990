import { poStatusIds } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { poStatuses } from '../lookup';
import { poItems, purchaseOrders } from './purchaseOrder.table';

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

export async function progressOf(ex: Executor, purchaseOrderId: number): Promise<ItemProgress> {
  const [row] = await ex
    .select({
      items: sql<number>`count(*)::int`,
      allShipped: sql<boolean>`coalesce(bool_and(${poItems.quantityShipped} >= ${poItems.quantity}), false)`,
      anyReceived: sql<boolean>`coalesce(bool_or(${poItems.quantityReceived} > 0), false)`,
      allReceived: sql<boolean>`coalesce(bool_and(${poItems.quantityReceived} >= ${poItems.quantity}), false)`,
    })
    .from(poItems)
    .where(eq(poItems.purchaseOrderId, purchaseOrderId));
  return row!;
}

/**
 * Moves a PO's status to what its items say, in the caller's transaction, and keeps the change in
 * its history. Shipping and receiving call it after they move quantities on the PO's lines.
 */
export async function followItems(tx: Executor, actor: Actor, purchaseOrderId: number): Promise<void> {
  const [po] = await tx
    .select({ statusId: purchaseOrders.statusId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId));
  if (!po) return;
  const next = statusFor(po.statusId, await progressOf(tx, purchaseOrderId));
  if (next === po.statusId) return;
  await tx
    .update(purchaseOrders)
    // A new version: a form opened before the goods moved cannot put the old status back.
    .set({
      statusId: next,
      modifiedAt: new Date(),
      modifiedBy: actor.userName,
      version: sql`${purchaseOrders.version} + 1`,
    })
    .where(eq(purchaseOrders.id, purchaseOrderId));
  const names = await tx.select({ id: poStatuses.id, name: poStatuses.name }).from(poStatuses);
  const name = (id: number) => names.find((s) => s.id === id)?.name ?? String(id);
  await recordAudit(tx, actor, 'purchaseOrder', purchaseOrderId, 'update', [
    { field: 'status', before: name(po.statusId), after: name(next) },
  ]);
}
