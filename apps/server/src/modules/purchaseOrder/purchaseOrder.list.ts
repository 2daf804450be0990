import { poItemList, purchaseOrderList } from '@freightdesk/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { itemCategories } from '../lookup/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { unfinishedPoStatuses } from './purchaseOrder.status';
import { poItems, poStatus, purchaseOrders } from './purchaseOrder.table';

/** Per row of a page: the PO's item count and cost, from its items (po_items_po_idx). */
const itemCount = sql<number>`(select count(*)::int from ${poItems} where ${poItems.purchaseOrderId} = ${purchaseOrders.id})`;
const totalCost = sql<string>`(select coalesce(sum(${poItems.amount}), 0)::numeric(14,2)::text from ${poItems} where ${poItems.purchaseOrderId} = ${purchaseOrders.id})`;
/** Named by the statuses still in progress, not the finished ones, so the status index serves it. */
const inProgress = sql<boolean>`(${inArray(purchaseOrders.status, unfinishedPoStatuses)})`;

/** The purchase orders list's SQL (the declaration is purchaseOrderList in the contracts). */
export const purchaseOrderListQuery = listQuery({
  spec: purchaseOrderList,
  from: purchaseOrders,
  id: purchaseOrders.id,
  joins: {
    project: { table: projects, on: eq(projects.id, purchaseOrders.projectId) },
    vendor: { table: clients, on: eq(clients.id, purchaseOrders.vendorId) },
  },
  columns: {
    number: { expr: purchaseOrders.number, sort: sql`lower(${purchaseOrders.number})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: purchaseOrders.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: purchaseOrders.projectId },
    vendorName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['vendor'],
      via: { local: purchaseOrders.vendorId, table: clients, id: clients.id },
    },
    // Statuses sort in their declared order (Open, Ordered, ...), the enum's own.
    status: { expr: purchaseOrders.status },
    orderDate: { expr: purchaseOrders.orderDate },
    followUpDate: { expr: purchaseOrders.followUpDate },
    itemCount: { expr: itemCount },
    totalCost: { expr: totalCost },
    modifiedAt: { expr: purchaseOrders.modifiedAt },
    inProgress: { expr: inProgress },
  },
  select: {
    id: purchaseOrders.id,
    number: purchaseOrders.number,
    projectId: purchaseOrders.projectId,
    projectNumber: projects.number,
    vendorId: purchaseOrders.vendorId,
    vendorName: clients.name,
    statusId: statusIdOf(purchaseOrders.status, poStatus),
    status: purchaseOrders.status,
    orderDate: purchaseOrders.orderDate,
    followUpDate: purchaseOrders.followUpDate,
    itemCount,
    totalCost,
    modifiedAt: purchaseOrders.modifiedAt,
  },
  selectJoins: ['project', 'vendor'],
  parents: { project: (id) => eq(purchaseOrders.projectId, id) },
  scope: (scope) => projectInScope(scope, purchaseOrders.projectId),
});

/** The fields of a PO item as every read answers them. */
export const poItemFields = {
  id: poItems.id,
  purchaseOrderId: poItems.purchaseOrderId,
  itemNumber: poItems.itemNumber,
  description: poItems.description,
  categoryId: poItems.categoryId,
  category: sql<string | null>`${itemCategories.name}`,
  unitOfMeasure: poItems.unitOfMeasure,
  quantity: poItems.quantity,
  unitCost: poItems.unitCost,
  amount: poItems.amount,
  weight: poItems.weight,
  pieces: poItems.pieces,
  quantityShipped: poItems.quantityShipped,
  quantityReceived: poItems.quantityReceived,
  createdAt: poItems.createdAt,
  createdBy: poItems.createdBy,
  modifiedAt: poItems.modifiedAt,
  modifiedBy: poItems.modifiedBy,
  version: poItems.version,
};

/**
 * The PO items list's SQL (poItemList). Scoped through the item's PO: an item of a project the
 * caller does not see is not there. Every request names its PO (the endpoint's `where`).
 */
export const poItemListQuery = listQuery({
  spec: poItemList,
  from: poItems,
  id: poItems.id,
  joins: {
    category: { table: itemCategories, on: eq(itemCategories.id, poItems.categoryId), left: true },
  },
  columns: {
    itemNumber: { expr: poItems.itemNumber, sort: sql`lower(${poItems.itemNumber})` },
    description: { expr: poItems.description, sort: sql`lower(${poItems.description})` },
    category: {
      expr: itemCategories.name,
      sort: poItems.categoryId,
      joins: ['category'],
      via: { local: poItems.categoryId, table: itemCategories, id: itemCategories.id },
    },
    unitOfMeasure: { expr: poItems.unitOfMeasure },
    quantity: { expr: poItems.quantity },
    unitCost: { expr: poItems.unitCost },
    amount: { expr: poItems.amount },
    weight: { expr: poItems.weight },
    pieces: { expr: poItems.pieces },
    quantityShipped: { expr: poItems.quantityShipped },
    quantityReceived: { expr: poItems.quantityReceived },
  },
  select: poItemFields,
  selectJoins: ['category'],
  parents: { purchaseOrder: (id) => eq(poItems.purchaseOrderId, id) },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${purchaseOrders.projectId} from ${purchaseOrders} where ${purchaseOrders.id} = ${poItems.purchaseOrderId})`,
    ),
});
