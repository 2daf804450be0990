import { finishedPoStatusIds, poStatusIds } from '@freightdesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { poStatuses } from '../lookup';
import { followItems } from './purchaseOrder.status';
import { poItems, purchaseOrders } from './purchaseOrder.table';

/** A PO line as shipping sees it. */
export interface PoLine {
  poItemId: number;
  purchaseOrderId: number;
  poNumber: string;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantity: string;
  weight: string;
  pieces: number;
}

const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

/**
 * Moves a PO line's shipped quantity by `delta` (a shipment takes some, or gives it back), in the
 * caller's transaction, and the PO's status with it. The line must be of the project; taking more
 * needs a PO that is not finished and never goes past what was ordered: the update checks it
 * under the row's lock, so two shipments taking the same line at once cannot both win. `field`
 * names the request field a refusal is about.
 */
export async function moveShipped(
  tx: Executor,
  actor: Actor,
  move: { poItemId: number; delta: string; projectId: number; field: string },
): Promise<PoLine> {
  // The PO's row before its line's, as every writer of PO lines takes them (see lockPosOf).
  await lockPosOf(tx, [move.poItemId]);
  const [line] = await tx
    .select({
      poItemId: poItems.id,
      purchaseOrderId: poItems.purchaseOrderId,
      poNumber: purchaseOrders.number,
      statusId: purchaseOrders.statusId,
      status: poStatuses.name,
      projectId: purchaseOrders.projectId,
      itemNumber: poItems.itemNumber,
      description: poItems.description,
      unitOfMeasure: poItems.unitOfMeasure,
      quantity: poItems.quantity,
      weight: poItems.weight,
      pieces: poItems.pieces,
    })
    .from(poItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
    .innerJoin(poStatuses, eq(poStatuses.id, purchaseOrders.statusId))
    .where(eq(poItems.id, move.poItemId));
  if (!line || line.projectId !== move.projectId) {
    throw fieldError(move.field.replace(/quantity$/, 'poItemId'), 'Pick a PO line of this project.');
  }
  const taking = Number(move.delta) > 0;
  if (taking && finishedPoStatusIds.includes(line.statusId) && line.statusId !== poStatusIds.received) {
    throw conflict(`PO ${line.poNumber} is ${line.status}; nothing more ships against it.`);
  }
  const moved = await tx
    .update(poItems)
    .set({ quantityShipped: sql`${poItems.quantityShipped} + ${move.delta}::numeric` })
    .where(
      and(
        eq(poItems.id, move.poItemId),
        sql`${poItems.quantityShipped} + ${move.delta}::numeric between 0 and ${poItems.quantity}`,
      ),
    )
    .returning({ id: poItems.id });
  if (!moved.length) {
    const [now] = await tx
      .select({ left: sql<string>`(${poItems.quantity} - ${poItems.quantityShipped})::text` })
      .from(poItems)
      .where(eq(poItems.id, move.poItemId));
    throw fieldError(
      move.field,
      `Only ${plain(now?.left ?? '0')} ${line.unitOfMeasure} of ${line.itemNumber || line.description} ${line.poNumber} are left to ship.`,
    );
  }
  await followItems(tx, actor, line.purchaseOrderId);
  const { statusId: _s, status: _n, projectId: _p, ...rest } = line;
  return rest;
}

/** A PO line as receiving expects it: what was ordered and what has arrived so far. */
export interface LockedPoLine {
  poItemId: number;
  purchaseOrderId: number;
  poNumber: string;
  projectId: number;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantity: string;
  quantityReceived: string;
  weight: string;
  pieces: number;
}

/**
 * The rows a move of PO lines takes, in one order for every writer: the POs first, then their
 * lines, each in id order (a PO's own writes take its row before its lines too), so two writers
 * never wait for each other in a circle.
 */
async function lockPosOf(tx: Executor, lineIds: number[]) {
  const pos = await tx
    .selectDistinct({ id: poItems.purchaseOrderId })
    .from(poItems)
    .where(inArray(poItems.id, lineIds));
  if (!pos.length) return;
  await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      inArray(
        purchaseOrders.id,
        pos.map((p) => p.id),
      ),
    )
    .orderBy(purchaseOrders.id)
    .for('update');
}

/**
 * Takes PO lines' rows (and their POs') for the caller's transaction and answers the lines as they
 * stand once taken: what a count of the goods already expected of them must follow, so that two
 * alerts made at once cannot both take the same goods. Lines not found are left out.
 */
export async function lockPoLines(tx: Executor, ids: number[]): Promise<LockedPoLine[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return [];
  await lockPosOf(tx, unique);
  // The lock on its own first: the read below is a new statement, so it sees what a transaction
  // that held a line meanwhile committed.
  await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(inArray(poItems.id, unique))
    .orderBy(poItems.id)
    .for('update');
  return tx
    .select({
      poItemId: poItems.id,
      purchaseOrderId: poItems.purchaseOrderId,
      poNumber: purchaseOrders.number,
      projectId: purchaseOrders.projectId,
      itemNumber: poItems.itemNumber,
      description: poItems.description,
      unitOfMeasure: poItems.unitOfMeasure,
      quantity: poItems.quantity,
      quantityReceived: poItems.quantityReceived,
      weight: poItems.weight,
      pieces: poItems.pieces,
    })
    .from(poItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
    .where(inArray(poItems.id, unique))
    .orderBy(poItems.id);
}

/**
 * Adds what the dock received of a PO line (over receipts included: they are a normal path), in the
 * caller's transaction, and moves the PO's status with it.
 */
export async function moveReceived(tx: Executor, actor: Actor, poItemId: number, delta: string): Promise<void> {
  const [row] = await tx
    .update(poItems)
    .set({ quantityReceived: sql`${poItems.quantityReceived} + ${delta}::numeric` })
    .where(eq(poItems.id, poItemId))
    .returning({ purchaseOrderId: poItems.purchaseOrderId });
  if (row) await followItems(tx, actor, row.purchaseOrderId);
}
