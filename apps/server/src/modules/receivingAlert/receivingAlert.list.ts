import { raItemList, raList } from '@freightdesk/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Bound, listQuery } from '../../platform/list/listQuery';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipmentItems, shipments } from '../shipment/tables';
import { raItems, receivingAlerts } from './receivingAlert.table';

const itemCount = sql<number>`(select count(*)::int from ${raItems} where ${raItems.receivingAlertId} = ${receivingAlerts.id})`;
/** A line received with damage, or short or over by its quantities: an exception of its alert. */
export const isException = sql<boolean>`coalesce(${raItems.quantityDamaged} > 0 or ${raItems.quantityReceived} <> ${raItems.quantityExpected}, false)`;
const exceptions = sql<number>`(select count(*)::int from ${raItems} where ${raItems.receivingAlertId} = ${receivingAlerts.id} and ${isException})`;

/** The alerts of a parent record: a project's, a PO's and a shipment's (also their screens' counts). */
export const alertsOf = {
  project: (id) => eq(receivingAlerts.projectId, id),
  // An alert for the PO, or one expecting any of its lines.
  purchaseOrder: (id) => sql`(${receivingAlerts.purchaseOrderId} = ${id} or ${receivingAlerts.id} in
    (select ${raItems.receivingAlertId} from ${raItems} join ${poItems} on ${poItems.id} = ${raItems.poItemId}
     where ${poItems.purchaseOrderId} = ${id}))`,
  // An alert for the shipment, or one expecting any of its lines.
  shipment: (id) => sql`(${receivingAlerts.shipmentId} = ${id} or ${receivingAlerts.id} in
    (select ${raItems.receivingAlertId} from ${raItems} join ${shipmentItems} on ${shipmentItems.id} = ${raItems.shipmentItemId}
     where ${shipmentItems.shipmentId} = ${id}))`,
} satisfies Record<string, (id: Bound) => SQL>;

/** The receiving alerts list's SQL (the declaration is raList in the contracts). */
export const raListQuery = listQuery({
  spec: raList,
  from: receivingAlerts,
  id: receivingAlerts.id,
  joins: {
    project: { table: projects, on: eq(projects.id, receivingAlerts.projectId) },
    po: { table: purchaseOrders, on: eq(purchaseOrders.id, receivingAlerts.purchaseOrderId), left: true },
    shipment: { table: shipments, on: eq(shipments.id, receivingAlerts.shipmentId), left: true },
  },
  columns: {
    number: { expr: receivingAlerts.number, sort: sql`lower(${receivingAlerts.number})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: receivingAlerts.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: receivingAlerts.projectId },
    poNumber: {
      expr: purchaseOrders.number,
      sort: sql`lower(${purchaseOrders.number})`,
      joins: ['po'],
      via: { local: receivingAlerts.purchaseOrderId, table: purchaseOrders, id: purchaseOrders.id },
    },
    shipmentNumber: {
      expr: shipments.number,
      sort: sql`lower(${shipments.number})`,
      joins: ['shipment'],
      via: { local: receivingAlerts.shipmentId, table: shipments, id: shipments.id },
    },
    status: { expr: receivingAlerts.status },
    expectedDate: { expr: receivingAlerts.expectedDate },
    receivedDate: { expr: receivingAlerts.receivedDate },
    advanceNotice: { expr: receivingAlerts.advanceNotice },
    itemCount: { expr: itemCount },
    exceptions: { expr: exceptions },
    modifiedAt: { expr: receivingAlerts.modifiedAt },
  },
  select: {
    id: receivingAlerts.id,
    number: receivingAlerts.number,
    projectId: receivingAlerts.projectId,
    projectNumber: projects.number,
    poNumber: sql<string | null>`${purchaseOrders.number}`,
    shipmentNumber: sql<string | null>`${shipments.number}`,
    status: receivingAlerts.status,
    expectedDate: receivingAlerts.expectedDate,
    receivedDate: receivingAlerts.receivedDate,
    advanceNotice: receivingAlerts.advanceNotice,
    itemCount,
    exceptions,
    modifiedAt: receivingAlerts.modifiedAt,
  },
  selectJoins: ['project', 'po', 'shipment'],
  parents: alertsOf,
  scope: (scope) => projectInScope(scope, receivingAlerts.projectId),
});

/** What arrived of a line (null until received): as weighed at the dock, or the expected weight's share of the quantity. */
export const receivedWeight = sql<string | null>`(case when ${raItems.quantityReceived} is null then null
  else coalesce(${raItems.weightReceived}, round(${raItems.weight} * ${raItems.quantityReceived} / ${raItems.quantityExpected}, 2)) end)::numeric(12,2)::text`;
/** The pieces that arrived: as counted at the dock, or the expected pieces' share of the quantity. */
export const receivedPieces = sql<number | null>`(case when ${raItems.quantityReceived} is null then null
  else coalesce(${raItems.piecesReceived}, round(${raItems.pieces} * ${raItems.quantityReceived} / ${raItems.quantityExpected})::int) end)`;

/** The fields of an RA line as every read answers them. */
export const raItemFields = {
  id: raItems.id,
  receivingAlertId: raItems.receivingAlertId,
  poItemId: raItems.poItemId,
  shipmentItemId: raItems.shipmentItemId,
  poNumber: sql<string | null>`${purchaseOrders.number}`,
  itemNumber: raItems.itemNumber,
  description: raItems.description,
  unitOfMeasure: raItems.unitOfMeasure,
  quantityExpected: raItems.quantityExpected,
  quantityReceived: raItems.quantityReceived,
  quantityDamaged: raItems.quantityDamaged,
  receivedDate: raItems.receivedDate,
  condition: raItems.condition,
  reason: raItems.reason,
  damageReason: raItems.damageReason,
  note: raItems.note,
  weight: raItems.weight,
  pieces: raItems.pieces,
  weightReceived: receivedWeight,
  piecesReceived: receivedPieces,
  weighed: sql<boolean>`${raItems.weightReceived} is not null`,
  counted: sql<boolean>`${raItems.piecesReceived} is not null`,
  location: raItems.location,
  lengthIn: raItems.lengthIn,
  widthIn: raItems.widthIn,
  heightIn: raItems.heightIn,
  barcode: sql<string>`'RAI-' || ${raItems.id}`,
  inventoryItemId: raItems.inventoryItemId,
  damagedInventoryItemId: raItems.damagedInventoryItemId,
  createdAt: raItems.createdAt,
  createdBy: raItems.createdBy,
  modifiedAt: raItems.modifiedAt,
  modifiedBy: raItems.modifiedBy,
  version: raItems.version,
};

/** An alert's lines (raItemList); every request names its alert, already checked in scope. */
export const raItemListQuery = listQuery({
  spec: raItemList,
  from: raItems,
  id: raItems.id,
  joins: {
    poItem: { table: poItems, on: eq(poItems.id, raItems.poItemId), left: true },
    po: { table: purchaseOrders, on: eq(purchaseOrders.id, poItems.purchaseOrderId), left: true },
  },
  columns: {
    itemNumber: { expr: raItems.itemNumber, sort: sql`lower(${raItems.itemNumber})` },
    description: { expr: raItems.description, sort: sql`lower(${raItems.description})` },
    poNumber: { expr: purchaseOrders.number, sort: sql`lower(${purchaseOrders.number})`, joins: ['poItem', 'po'] },
    quantityExpected: { expr: raItems.quantityExpected },
    quantityReceived: { expr: raItems.quantityReceived },
    condition: { expr: raItems.condition },
    location: { expr: raItems.location, sort: sql`lower(${raItems.location})` },
    weight: { expr: raItems.weight },
    pieces: { expr: raItems.pieces },
    exception: { expr: isException },
  },
  select: raItemFields,
  selectJoins: ['poItem', 'po'],
  parents: { receivingAlert: (id) => eq(raItems.receivingAlertId, id) },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${receivingAlerts.projectId} from ${receivingAlerts} where ${receivingAlerts.id} = ${raItems.receivingAlertId})`,
    ),
});
