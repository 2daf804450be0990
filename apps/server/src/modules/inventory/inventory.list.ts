import { inventoryItemList, inventoryList, itemLogList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { inventories, inventoryGroups, inventoryItems, itemLogs } from './inventory.table';

const customer = alias(clients, 'inventory_customer');
const jobSite = alias(clients, 'inventory_job_site');

/** Every project's inventory with its totals (the declaration is inventoryList in the contracts). */
export const inventoryListQuery = listQuery({
  spec: inventoryList,
  from: inventories,
  id: inventories.id,
  joins: {
    project: { table: projects, on: eq(projects.id, inventories.projectId) },
    customer: { table: customer, on: eq(customer.id, projects.customerId) },
    jobSite: { table: jobSite, on: eq(jobSite.id, projects.jobSiteId) },
  },
  columns: {
    projectNumber: { expr: projects.number, sort: sql`lower(${projects.number})`, joins: ['project'] },
    customerName: { expr: customer.name, sort: sql`lower(${customer.name})`, joins: ['project', 'customer'] },
    jobSiteName: { expr: jobSite.name, sort: sql`lower(${jobSite.name})`, joins: ['project', 'jobSite'] },
    projectId: { expr: inventories.projectId },
    items: { expr: inventories.itemCount },
    quantityOnHand: { expr: inventories.quantityOnHand },
    pieces: { expr: inventories.pieces },
    weight: { expr: inventories.weight },
    itemsWithoutWeight: { expr: inventories.itemsWithoutWeight },
    lastReceipt: { expr: inventories.lastReceiptAt },
    lastRelease: { expr: inventories.lastReleaseAt },
  },
  select: {
    id: inventories.id,
    projectId: inventories.projectId,
    projectNumber: projects.number,
    customerName: sql<string | null>`${customer.name}`,
    jobSiteName: sql<string | null>`${jobSite.name}`,
    // Sums over its items, kept on the inventory by the database (migration 0024).
    items: inventories.itemCount,
    quantityOnHand: inventories.quantityOnHand,
    pieces: inventories.pieces,
    weight: inventories.weight,
    itemsWithoutWeight: inventories.itemsWithoutWeight,
    lastReceipt: inventories.lastReceiptAt,
    lastRelease: inventories.lastReleaseAt,
  },
  selectJoins: ['project', 'customer', 'jobSite'],
  parents: { project: (id) => eq(inventories.projectId, id) },
  scope: (scope) => projectInScope(scope, inventories.projectId),
});

/** The fields of an inventory item as every read answers them. */
export const inventoryItemFields = {
  id: inventoryItems.id,
  inventoryId: inventoryItems.inventoryId,
  projectId: inventoryItems.projectId,
  projectNumber: projects.number,
  itemNumber: inventoryItems.itemNumber,
  description: inventoryItems.description,
  unitOfMeasure: inventoryItems.unitOfMeasure,
  quantityOnHand: inventoryItems.quantityOnHand,
  quantityHeld: inventoryItems.quantityHeld,
  available: sql<string>`(${inventoryItems.quantityOnHand} - ${inventoryItems.quantityHeld})::text`,
  weight: inventoryItems.weight,
  pieces: inventoryItems.pieces,
  location: inventoryItems.location,
  condition: inventoryItems.condition,
  receivedDate: inventoryItems.receivedDate,
  lengthIn: inventoryItems.lengthIn,
  widthIn: inventoryItems.widthIn,
  heightIn: inventoryItems.heightIn,
  groupId: inventoryItems.groupId,
  groupName: sql<string | null>`${inventoryGroups.name}`,
  raItemId: inventoryItems.raItemId,
  /*
   * The alert of the line it came from, whose files hold the line's photos. Read by a subquery on
   * the receiving module's lines by their table's name: that module depends on this one (it puts
   * its goods away here), so importing its table would make the two modules a cycle. Read only.
   */
  receivingAlertId: sql<
    number | null
  >`(select ra.receiving_alert_id from receiving_alert_items ra where ra.id = ${inventoryItems.raItemId})`,
  poItemId: inventoryItems.poItemId,
  createdAt: inventoryItems.createdAt,
  createdBy: inventoryItems.createdBy,
  modifiedAt: inventoryItems.modifiedAt,
  modifiedBy: inventoryItems.modifiedBy,
  version: inventoryItems.version,
};

/**
 * Items: one project's (parent `project`, or `inventory`), or every project's the caller sees (the
 * "where is it" search). The declaration is inventoryItemList in the contracts.
 */
export const inventoryItemListQuery = listQuery({
  spec: inventoryItemList,
  from: inventoryItems,
  id: inventoryItems.id,
  joins: {
    project: { table: projects, on: eq(projects.id, inventoryItems.projectId) },
    group: { table: inventoryGroups, on: eq(inventoryGroups.id, inventoryItems.groupId), left: true },
  },
  columns: {
    itemNumber: { expr: inventoryItems.itemNumber, sort: sql`lower(${inventoryItems.itemNumber})` },
    description: { expr: inventoryItems.description, sort: sql`lower(${inventoryItems.description})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: inventoryItems.projectId, table: projects, id: projects.id },
    },
    groupName: { expr: inventoryGroups.name, sort: sql`lower(${inventoryGroups.name})`, joins: ['group'] },
    location: { expr: inventoryItems.location, sort: sql`lower(${inventoryItems.location})` },
    condition: { expr: inventoryItems.condition },
    unitOfMeasure: { expr: inventoryItems.unitOfMeasure },
    quantityOnHand: { expr: inventoryItems.quantityOnHand },
    available: { expr: sql`${inventoryItems.quantityOnHand} - ${inventoryItems.quantityHeld}` },
    weight: { expr: inventoryItems.weight },
    pieces: { expr: inventoryItems.pieces },
    receivedDate: { expr: inventoryItems.receivedDate },
    groupId: { expr: inventoryItems.groupId },
    withoutWeight: { expr: sql`(${inventoryItems.weight} = 0 and ${inventoryItems.quantityOnHand} > 0)` },
  },
  select: inventoryItemFields,
  selectJoins: ['project', 'group'],
  parents: {
    project: (id) => eq(inventoryItems.projectId, id),
    inventory: (id) => eq(inventoryItems.inventoryId, id),
    group: (id) => eq(inventoryItems.groupId, id),
  },
  scope: (scope) => projectInScope(scope, inventoryItems.projectId),
});

/** An item's log rows (parent `item`), scoped through the item's project. */
export const itemLogListQuery = listQuery({
  spec: itemLogList,
  from: itemLogs,
  id: itemLogs.id,
  joins: {},
  columns: {
    at: { expr: itemLogs.at },
    userName: { expr: itemLogs.userName, sort: sql`lower(${itemLogs.userName})` },
    action: { expr: itemLogs.action },
    reference: { expr: itemLogs.reference, sort: sql`lower(${itemLogs.reference})` },
    quantityBefore: { expr: itemLogs.quantityBefore },
    quantityAfter: { expr: itemLogs.quantityAfter },
  },
  select: {
    id: itemLogs.id,
    inventoryItemId: itemLogs.inventoryItemId,
    at: itemLogs.at,
    userName: itemLogs.userName,
    action: itemLogs.action,
    reference: itemLogs.reference,
    reason: itemLogs.reason,
    quantityBefore: itemLogs.quantityBefore,
    quantityAfter: itemLogs.quantityAfter,
    changes: itemLogs.changes,
  },
  selectJoins: [],
  parents: { item: (id) => eq(itemLogs.inventoryItemId, id) },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${inventoryItems.projectId} from ${inventoryItems} where ${inventoryItems.id} = ${itemLogs.inventoryItemId})`,
    ),
});
