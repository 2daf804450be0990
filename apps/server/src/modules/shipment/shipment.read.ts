import type { ShipmentDetails, ShipmentItem } from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { statusIdOf } from '../../platform/kit';
import { type DataScope, scopeKey } from '../../platform/scope';
import { clients } from '../client/tables';
import { shipmentMethods } from '../lookup/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipmentItemFields } from './shipment.list';
import { shipmentItems, shipmentStatus, shipments } from './shipment.table';

const carrier = alias(clients, 'carrier');
const shipper = alias(clients, 'shipper');
const consignee = alias(clients, 'consignee');

type ItemRow = Omit<ShipmentItem, 'createdAt' | 'modifiedAt'> & { createdAt: Date; modifiedAt: Date };
// A spread with the fields overridden, not a rest: see platform/rows.ts.
export const itemOf = (r: ItemRow): ShipmentItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});

/** Shipment lines with their PO's number, as every read answers them. */
export function itemsQuery(ex: Executor) {
  return ex
    .select(shipmentItemFields)
    .from(shipmentItems)
    .leftJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId));
}

/** The shipment of the id bound to `id` among those the scope sees: what its lines' reads are scoped by. */
const shipmentInScope = (scope: DataScope) =>
  projectInScope(
    scope,
    sql`(select ${shipments.projectId} from ${shipments} where ${shipments.id} = ${sql.placeholder('id')})`,
  );

const itemsByShipment = preparedRead(
  (ex, scope: DataScope) =>
    itemsQuery(ex)
      .where(and(eq(shipmentItems.shipmentId, sql.placeholder('id')), shipmentInScope(scope)))
      .orderBy(asc(shipmentItems.id))
      .prepare(''),
  scopeKey,
);

/** A shipment's lines in entry order, as the caller's scope sees them (none of a shipment outside it). */
export async function itemsOf(ex: Executor, scope: DataScope, shipmentId: number): Promise<ShipmentItem[]> {
  const rows = await itemsByShipment(ex, scope).execute({ id: shipmentId });
  return rows.map(itemOf);
}

/** Sums over a shipment's lines (numeric in the database, answered as text), in the caller's scope. */
const totalsByShipment = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        items: sql<number>`count(*)::int`,
        purchaseOrders: sql<number>`count(distinct ${poItems.purchaseOrderId})::int`,
        quantity: sql<string>`coalesce(sum(${shipmentItems.quantity}), 0)::numeric(20,3)::text`,
        weight: sql<string>`coalesce(sum(${shipmentItems.weight}), 0)::numeric(20,2)::text`,
        pieces: sql<number>`coalesce(sum(${shipmentItems.pieces}), 0)::int`,
      })
      .from(shipmentItems)
      .leftJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
      .where(and(eq(shipmentItems.shipmentId, sql.placeholder('id')), shipmentInScope(scope)))
      .prepare(''),
  scopeKey,
);

/**
 * One shipment as the caller's scope sees it, with its totals counted by the database (its lines
 * are read through `itemsOf` or the paged list); outside the scope it is not found.
 */
export async function shipmentOf(ex: Executor, scope: DataScope, id: number, lock = false): Promise<ShipmentDetails> {
  // Locked alone first: a locking read joined to its status or carrier would, after waiting for a
  // transaction that changed one of them, re-check the join against the old row and find nothing.
  if (lock) {
    const [locked] = await lockById(ex, scope).execute({ id });
    if (!locked) throw notFound('Shipment');
  }
  const [row] = await shipmentById(ex, scope).execute({ id });
  if (!row) throw notFound('Shipment');
  const [totals] = await totalsByShipment(ex, scope).execute({ id });
  const { s } = row;
  return {
    id: s.id,
    number: s.number,
    projectId: s.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    carrierId: s.carrierId,
    carrierName: row.carrierName,
    methodId: s.methodId,
    method: row.method,
    statusId: row.statusId,
    status: s.status,
    shipperId: s.shipperId,
    shipperName: row.shipperName,
    consigneeId: s.consigneeId,
    consigneeName: row.consigneeName,
    shipDate: s.shipDate,
    expectedDate: s.expectedDate,
    deliveredDate: s.deliveredDate,
    trackingNumber: s.trackingNumber,
    notes: s.notes,
    totals: totals!,
    createdAt: s.createdAt.toISOString(),
    createdBy: s.createdBy,
    modifiedAt: s.modifiedAt.toISOString(),
    modifiedBy: s.modifiedBy,
    version: s.version,
  };
}

const lockById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.id, sql.placeholder('id')), projectInScope(scope, shipments.projectId)))
      .for('update')
      .prepare(''),
  scopeKey,
);

const shipmentById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        s: shipments,
        projectNumber: projects.number,
        projectName: projects.name,
        carrierName: sql<string | null>`${carrier.name}`,
        shipperName: sql<string | null>`${shipper.name}`,
        consigneeName: sql<string | null>`${consignee.name}`,
        method: sql<string | null>`${shipmentMethods.name}`,
        statusId: statusIdOf(shipments.status, shipmentStatus),
      })
      .from(shipments)
      .innerJoin(projects, eq(projects.id, shipments.projectId))
      .leftJoin(carrier, eq(carrier.id, shipments.carrierId))
      .leftJoin(shipper, eq(shipper.id, shipments.shipperId))
      .leftJoin(consignee, eq(consignee.id, shipments.consigneeId))
      .leftJoin(shipmentMethods, eq(shipmentMethods.id, shipments.methodId))
      .where(and(eq(shipments.id, sql.placeholder('id')), projectInScope(scope, shipments.projectId)))
      .prepare(''),
  scopeKey,
);
