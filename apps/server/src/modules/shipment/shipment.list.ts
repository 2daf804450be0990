import { shipmentItemList, shipmentList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { shipmentMethods } from '../lookup/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipmentItems, shipmentStatus, shipments } from './shipment.table';

/** Per row of a page: the shipment's line count and weight (shipment_items_shipment_idx). */
const itemCount = sql<number>`(select count(*)::int from ${shipmentItems} where ${shipmentItems.shipmentId} = ${shipments.id})`;
const totalWeight = sql<string>`(select coalesce(sum(${shipmentItems.weight}), 0)::numeric(14,2)::text from ${shipmentItems} where ${shipmentItems.shipmentId} = ${shipments.id})`;

/** The shipments list's SQL (the declaration is shipmentList in the contracts). */
export const shipmentListQuery = listQuery({
  spec: shipmentList,
  from: shipments,
  id: shipments.id,
  joins: {
    project: { table: projects, on: eq(projects.id, shipments.projectId) },
    carrier: { table: clients, on: eq(clients.id, shipments.carrierId), left: true },
    method: { table: shipmentMethods, on: eq(shipmentMethods.id, shipments.methodId), left: true },
  },
  columns: {
    number: { expr: shipments.number, sort: sql`lower(${shipments.number})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: shipments.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: shipments.projectId },
    carrierName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['carrier'],
      via: { local: shipments.carrierId, table: clients, id: clients.id },
    },
    method: {
      expr: shipmentMethods.name,
      sort: shipments.methodId,
      joins: ['method'],
      via: { local: shipments.methodId, table: shipmentMethods, id: shipmentMethods.id },
    },
    // Statuses sort in their declared order (Booked, In Transit, ...), the enum's own.
    status: { expr: shipments.status },
    trackingNumber: { expr: shipments.trackingNumber, sort: sql`lower(${shipments.trackingNumber})` },
    shipDate: { expr: shipments.shipDate },
    expectedDate: { expr: shipments.expectedDate },
    deliveredDate: { expr: shipments.deliveredDate },
    itemCount: { expr: itemCount },
    totalWeight: { expr: totalWeight },
    modifiedAt: { expr: shipments.modifiedAt },
  },
  select: {
    id: shipments.id,
    number: shipments.number,
    projectId: shipments.projectId,
    projectNumber: projects.number,
    carrierId: shipments.carrierId,
    carrierName: sql<string | null>`${clients.name}`,
    method: sql<string | null>`${shipmentMethods.name}`,
    statusId: statusIdOf(shipments.status, shipmentStatus),
    status: shipments.status,
    trackingNumber: shipments.trackingNumber,
    shipDate: shipments.shipDate,
    expectedDate: shipments.expectedDate,
    deliveredDate: shipments.deliveredDate,
    itemCount,
    totalWeight,
    modifiedAt: shipments.modifiedAt,
  },
  selectJoins: ['project', 'carrier', 'method'],
  parents: {
    project: (id) => eq(shipments.projectId, id),
    // The shipments that carry any of the PO's lines.
    purchaseOrder: (id) => sql`${shipments.id} in (select ${shipmentItems.shipmentId} from ${shipmentItems}
      join ${poItems} on ${poItems.id} = ${shipmentItems.poItemId} where ${poItems.purchaseOrderId} = ${id})`,
  },
  scope: (scope) => projectInScope(scope, shipments.projectId),
});

/** The fields of a shipment item as every read answers them. */
export const shipmentItemFields = {
  id: shipmentItems.id,
  shipmentId: shipmentItems.shipmentId,
  poItemId: shipmentItems.poItemId,
  purchaseOrderId: sql<number | null>`${purchaseOrders.id}`,
  poNumber: sql<string | null>`${purchaseOrders.number}`,
  itemNumber: shipmentItems.itemNumber,
  description: shipmentItems.description,
  unitOfMeasure: shipmentItems.unitOfMeasure,
  quantity: shipmentItems.quantity,
  weight: shipmentItems.weight,
  pieces: shipmentItems.pieces,
  createdAt: shipmentItems.createdAt,
  createdBy: shipmentItems.createdBy,
  modifiedAt: shipmentItems.modifiedAt,
  modifiedBy: shipmentItems.modifiedBy,
  version: shipmentItems.version,
};

/** A shipment's lines (shipmentItemList); every request names its shipment, already checked in scope. */
export const shipmentItemListQuery = listQuery({
  spec: shipmentItemList,
  from: shipmentItems,
  id: shipmentItems.id,
  joins: {
    poItem: { table: poItems, on: eq(poItems.id, shipmentItems.poItemId), left: true },
    po: { table: purchaseOrders, on: eq(purchaseOrders.id, poItems.purchaseOrderId), left: true },
  },
  columns: {
    itemNumber: { expr: shipmentItems.itemNumber, sort: sql`lower(${shipmentItems.itemNumber})` },
    description: { expr: shipmentItems.description, sort: sql`lower(${shipmentItems.description})` },
    poNumber: { expr: purchaseOrders.number, sort: sql`lower(${purchaseOrders.number})`, joins: ['poItem', 'po'] },
    unitOfMeasure: { expr: shipmentItems.unitOfMeasure },
    quantity: { expr: shipmentItems.quantity },
    weight: { expr: shipmentItems.weight },
    pieces: { expr: shipmentItems.pieces },
  },
  select: shipmentItemFields,
  selectJoins: ['poItem', 'po'],
  parents: { shipment: (id) => eq(shipmentItems.shipmentId, id) },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${shipments.projectId} from ${shipments} where ${shipments.id} = ${shipmentItems.shipmentId})`,
    ),
});
