import type { InventoryDetails, InventoryGroup, InventoryItem } from '@freightdesk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { type DataScope, scopeKey } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { inventoryItemFields } from './inventory.list';
import { inventories, inventoryGroups, inventoryItems, itemLogs } from './inventory.table';

const customer = alias(clients, 'inventory_customer');
const jobSite = alias(clients, 'inventory_job_site');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const detailsById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        id: inventories.id,
        projectId: inventories.projectId,
        projectNumber: projects.number,
        projectName: projects.name,
        customerName: sql<string | null>`${customer.name}`,
        jobSiteName: sql<string | null>`${jobSite.name}`,
        lastReceipt: inventories.lastReceiptAt,
        lastRelease: inventories.lastReleaseAt,
        createdAt: inventories.createdAt,
        // Sums over its items, kept on the inventory by the database (migration 0024).
        items: inventories.itemCount,
        quantityOnHand: inventories.quantityOnHand,
        quantityHeld: inventories.quantityHeld,
        pieces: inventories.pieces,
        weight: inventories.weight,
        itemsWithoutWeight: inventories.itemsWithoutWeight,
        groups: sql<number>`(select count(*)::int from ${inventoryGroups} where ${inventoryGroups.projectId} = ${inventories.projectId})`,
      })
      .from(inventories)
      .innerJoin(projects, eq(projects.id, inventories.projectId))
      .leftJoin(customer, eq(customer.id, projects.customerId))
      .leftJoin(jobSite, eq(jobSite.id, projects.jobSiteId))
      .where(and(eq(inventories.id, sql.placeholder('id')), projectInScope(scope, inventories.projectId)))
      .prepare(''),
  scopeKey,
);

/** One project's inventory with its totals, as the caller sees it (404 outside their scope): one statement. */
export async function inventoryOf(ex: Executor, scope: DataScope, id: number): Promise<InventoryDetails> {
  const [row] = await detailsById(ex, scope).execute({ id });
  if (!row) throw notFound('Inventory');
  const { items, quantityOnHand, quantityHeld, pieces, weight, itemsWithoutWeight, groups } = row;
  return {
    id: row.id,
    projectId: row.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    customerName: row.customerName,
    jobSiteName: row.jobSiteName,
    lastReceipt: iso(row.lastReceipt),
    lastRelease: iso(row.lastRelease),
    createdAt: new Date(row.createdAt).toISOString(),
    totals: { items, quantityOnHand, quantityHeld, pieces, weight, itemsWithoutWeight, groups: Number(groups) },
  };
}

/** The project an inventory belongs to, when the caller sees it. */
export async function projectOfInventory(ex: Executor, scope: DataScope, inventoryId: number): Promise<number | null> {
  const [row] = await ex
    .select({ projectId: inventories.projectId })
    .from(inventories)
    .where(and(eq(inventories.id, inventoryId), projectInScope(scope, inventories.projectId)));
  return row?.projectId ?? null;
}

/** How many items, groups, items without weight and log rows an inventory has. */
export async function inventoryCounts(ex: Executor, scope: DataScope, inventoryId: number) {
  const details = await inventoryOf(ex, scope, inventoryId);
  const [logs] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(itemLogs)
    .innerJoin(inventoryItems, eq(inventoryItems.id, itemLogs.inventoryItemId))
    .where(eq(inventoryItems.inventoryId, inventoryId));
  return {
    inventoryId,
    items: details.totals.items,
    groups: details.totals.groups,
    itemsWithoutWeight: details.totals.itemsWithoutWeight,
    logs: logs?.n ?? 0,
  };
}

/**
 * Sums over a group's items. The group's id is named with its table: a select of one table leaves
 * its columns unqualified, which inside the subquery would name the item's own columns.
 */
const ofGroup = <T>(expr: ReturnType<typeof sql>) =>
  sql<T>`(select ${expr} from ${inventoryItems} where ${inventoryItems.groupId} = ${inventoryGroups}.id)`;
const groupFields = {
  id: inventoryGroups.id,
  projectId: inventoryGroups.projectId,
  name: inventoryGroups.name,
  items: ofGroup<number>(sql`count(*)::int`),
  quantityOnHand: ofGroup<string>(sql`coalesce(sum(${inventoryItems.quantityOnHand}), 0)::numeric(14,3)::text`),
  weight: ofGroup<string>(sql`coalesce(sum(${inventoryItems.weight}), 0)::numeric(14,2)::text`),
};

/** A project's groups by name; none when the caller does not see the project. */
export function groupsOf(ex: Executor, scope: DataScope, projectId: number): Promise<InventoryGroup[]> {
  return ex
    .select(groupFields)
    .from(inventoryGroups)
    .where(and(eq(inventoryGroups.projectId, projectId), projectInScope(scope, inventoryGroups.projectId)))
    .orderBy(asc(sql`lower(${inventoryGroups.name})`), asc(inventoryGroups.id));
}

/** One group of a project, or null when the project has no such group the caller sees. */
export async function groupOf(
  ex: Executor,
  scope: DataScope,
  projectId: number,
  groupId: number,
): Promise<InventoryGroup | null> {
  const [row] = await ex
    .select(groupFields)
    .from(inventoryGroups)
    .where(
      and(
        eq(inventoryGroups.id, groupId),
        eq(inventoryGroups.projectId, projectId),
        projectInScope(scope, inventoryGroups.projectId),
      ),
    );
  return row ?? null;
}

/** Items of these ids the caller sees, as every read answers them, in id order. */
export async function itemsByIds(ex: Executor, scope: DataScope, ids: number[]): Promise<InventoryItem[]> {
  if (!ids.length) return [];
  const rows = await ex
    .select(inventoryItemFields)
    .from(inventoryItems)
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .leftJoin(inventoryGroups, eq(inventoryGroups.id, inventoryItems.groupId))
    .where(and(inArray(inventoryItems.id, ids), projectInScope(scope, inventoryItems.projectId)))
    .orderBy(inventoryItems.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), modifiedAt: r.modifiedAt.toISOString() }));
}
