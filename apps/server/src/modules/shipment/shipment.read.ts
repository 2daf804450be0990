import type { ShipmentDetails, ShipmentItem } from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { type DataScope, lockedScopeKey } from '../../platform/scope';
import { clients } from '../client';
import { shipmentMethods, shipmentStatuses } from '../lookup';
import { projectInScope, projects } from '../project';
import { poItems, purchaseOrders } from '../purchaseOrder';
import { shipmentItemFields } from './shipment.list';
import { shipmentItems, shipments } from './shipment.table';

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

const itemsByShipment = preparedRead((ex) =>
  itemsQuery(ex)
    .where(eq(shipmentItems.shipmentId, sql.placeholder('id')))
    .orderBy(asc(shipmentItems.id))
    .prepare(''),
);

export async function itemsOf(ex: Executor, shipmentId: number): Promise<ShipmentItem[]> {
  const rows = await itemsByShipment(ex).execute({ id: shipmentId });
  return rows.map(itemOf);
}

/** One shipment as the caller's scope sees it, with its lines and totals; outside the scope it is not found. */
export async function shipmentOf(ex: Executor, scope: DataScope, id: number, lock = false): Promise<ShipmentDetails> {
  const [row] = await shipmentById(ex, scope, lock).execute({ id });
  if (!row) throw notFound('Shipment');
  const items = await itemsOf(ex, id);
  const { s } = row;
  const sum = (pick: (i: ShipmentItem) => string) => items.reduce((n, i) => n + Number(pick(i)), 0);
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
    statusId: s.statusId,
    status: row.status,
    shipperId: s.shipperId,
    shipperName: row.shipperName,
    consigneeId: s.consigneeId,
    consigneeName: row.consigneeName,
    shipDate: s.shipDate,
    expectedDate: s.expectedDate,
    deliveredDate: s.deliveredDate,
    trackingNumber: s.trackingNumber,
    notes: s.notes,
    items,
    totals: {
      items: items.length,
      // Sums of at most 3 and 2 decimals, exact in thousandths and hundredths.
      quantity: (Math.round(sum((i) => i.quantity) * 1000) / 1000).toFixed(3),
      weight: (Math.round(sum((i) => i.weight) * 100) / 100).toFixed(2),
      pieces: items.reduce((n, i) => n + i.pieces, 0),
    },
    createdAt: s.createdAt.toISOString(),
    createdBy: s.createdBy,
    modifiedAt: s.modifiedAt.toISOString(),
    modifiedBy: s.modifiedBy,
    version: s.version,
  };
}

const shipmentById = preparedRead((ex, scope: DataScope, lock: boolean) => {
  const q = ex
    .select({
      s: shipments,
      projectNumber: projects.number,
      projectName: projects.name,
      carrierName: sql<string | null>`${carrier.name}`,
      shipperName: sql<string | null>`${shipper.name}`,
      consigneeName: sql<string | null>`${consignee.name}`,
      method: sql<string | null>`${shipmentMethods.name}`,
      status: shipmentStatuses.name,
    })
    .from(shipments)
    .innerJoin(projects, eq(projects.id, shipments.projectId))
    .leftJoin(carrier, eq(carrier.id, shipments.carrierId))
    .leftJoin(shipper, eq(shipper.id, shipments.shipperId))
    .leftJoin(consignee, eq(consignee.id, shipments.consigneeId))
    .leftJoin(shipmentMethods, eq(shipmentMethods.id, shipments.methodId))
    .innerJoin(shipmentStatuses, eq(shipmentStatuses.id, shipments.statusId))
    .where(and(eq(shipments.id, sql.placeholder('id')), projectInScope(scope, shipments.projectId)));
  return (lock ? q.for('update', { of: shipments }) : q).prepare('');
}, lockedScopeKey);
