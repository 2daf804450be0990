import type { PoItem, PoTotals, PurchaseOrderDetails } from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { statusIdOf } from '../../platform/kit';
import { type DataScope, scopeKey } from '../../platform/scope';
import { clients } from '../client/tables';
import { itemCategories } from '../lookup/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { users } from '../user/tables';
import { poItemFields } from './purchaseOrder.list';
import { poItems, poStatus, purchaseOrders } from './purchaseOrder.table';

const vendor = alias(clients, 'vendor');
const customer = alias(clients, 'customer');

type ItemRow = Omit<PoItem, 'createdAt' | 'modifiedAt'> & { createdAt: Date; modifiedAt: Date };
// A spread with the fields overridden, not a rest: see platform/rows.ts.
export const itemOf = (r: ItemRow): PoItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});

/** A PO's items as every read answers them, in entry order. */
export function itemsQuery(ex: Executor) {
  return ex.select(poItemFields).from(poItems).leftJoin(itemCategories, eq(itemCategories.id, poItems.categoryId));
}

/** The PO of the id bound to `id` among those the scope sees: what its items' reads and totals are scoped by. */
const poInScope = (scope: DataScope) =>
  projectInScope(
    scope,
    sql`(select ${purchaseOrders.projectId} from ${purchaseOrders} where ${purchaseOrders.id} = ${sql.placeholder('id')})`,
  );

const itemsByPo = preparedRead(
  (ex, scope: DataScope) =>
    itemsQuery(ex)
      .where(and(eq(poItems.purchaseOrderId, sql.placeholder('id')), poInScope(scope)))
      .orderBy(asc(poItems.id))
      .prepare(''),
  scopeKey,
);

/** A PO's items in entry order, as the caller's scope sees them (none of a PO outside it). */
export async function itemsOf(ex: Executor, scope: DataScope, purchaseOrderId: number): Promise<PoItem[]> {
  const rows = await itemsByPo(ex, scope).execute({ id: purchaseOrderId });
  return rows.map(itemOf);
}

/** Sums over a PO's items, exact (numeric in the database, answered as text), in the caller's scope. */
export async function totalsOf(ex: Executor, scope: DataScope, purchaseOrderId: number): Promise<PoTotals> {
  const [row] = await totalsByPo(ex, scope).execute({ id: purchaseOrderId });
  return row!;
}

const totalsByPo = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        items: sql<number>`count(*)::int`,
        linesToShip: sql<number>`(count(*) filter (where ${poItems.quantityShipped} < ${poItems.quantity}))::int`,
        linesToReceive: sql<number>`(count(*) filter (where ${poItems.quantityReceived} < ${poItems.quantity}))::int`,
        quantity: sql<string>`coalesce(sum(${poItems.quantity}), 0)::text`,
        weight: sql<string>`coalesce(sum(${poItems.weight}), 0)::numeric(14,2)::text`,
        pieces: sql<number>`coalesce(sum(${poItems.pieces}), 0)::int`,
        cost: sql<string>`coalesce(sum(${poItems.amount}), 0)::numeric(14,2)::text`,
        quantityShipped: sql<string>`coalesce(sum(${poItems.quantityShipped}), 0)::text`,
        quantityReceived: sql<string>`coalesce(sum(${poItems.quantityReceived}), 0)::text`,
      })
      .from(poItems)
      .where(and(eq(poItems.purchaseOrderId, sql.placeholder('id')), poInScope(scope)))
      .prepare(''),
  scopeKey,
);

/**
 * A PO's heading as the caller's scope sees it (not found outside it), without its items: what
 * a read or write of its items checks first. `lock` takes the PO's row for the transaction.
 */
export async function poHeaderOf(ex: Executor, scope: DataScope, id: number, lock = false) {
  if (lock) await lockPo(ex, scope, id);
  const [row] = await headerById(ex, scope).execute({ id });
  if (!row) throw notFound('Purchase order');
  return row;
}

/**
 * Takes a PO's row for the transaction, alone: a locking read that joined its status (or vendor,
 * or project) would, after waiting for another transaction that changed that column, re-check
 * the join against the old joined row and find nothing, a "not found" for a PO that is there.
 * The reads after it are new statements, so they see what that transaction committed.
 */
async function lockPo(ex: Executor, scope: DataScope, id: number) {
  const [row] = await lockById(ex, scope).execute({ id });
  if (!row) throw notFound('Purchase order');
}

const lockById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, sql.placeholder('id')), projectInScope(scope, purchaseOrders.projectId)))
      .for('update')
      .prepare(''),
  scopeKey,
);

const headerById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        projectId: purchaseOrders.projectId,
        statusId: statusIdOf(purchaseOrders.status, poStatus),
        status: purchaseOrders.status,
      })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, sql.placeholder('id')), projectInScope(scope, purchaseOrders.projectId)))
      .prepare(''),
  scopeKey,
);

/**
 * One PO as the caller's scope sees it, with its totals (its items are read through `itemsOf` or
 * the paged list); outside the scope it is not found. `lock` takes the PO's row for the rest of
 * the transaction, so writes to it take turns.
 */
export async function purchaseOrderOf(
  ex: Executor,
  scope: DataScope,
  id: number,
  lock = false,
): Promise<PurchaseOrderDetails & { createdById: number | null; projectManagerId: number | null }> {
  if (lock) await lockPo(ex, scope, id);
  const [row] = await detailsById(ex, scope).execute({ id });
  if (!row) throw notFound('Purchase order');
  const { po } = row;
  return {
    id: po.id,
    number: po.number,
    projectId: po.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    customerName: row.customerName,
    vendorId: po.vendorId,
    vendorName: row.vendorName,
    statusId: row.statusId,
    status: po.status,
    orderDate: po.orderDate,
    followUpDate: po.followUpDate,
    vendorReference: po.vendorReference,
    notes: po.notes,
    totals: await totalsOf(ex, scope, id),
    createdById: po.createdById,
    projectManagerId: row.projectManagerId,
    createdAt: po.createdAt.toISOString(),
    createdBy: po.createdBy,
    modifiedAt: po.modifiedAt.toISOString(),
    modifiedBy: po.modifiedBy,
    version: po.version,
  };
}

const detailsById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        po: purchaseOrders,
        projectNumber: projects.number,
        projectName: projects.name,
        projectManagerId: projects.projectManagerId,
        customerName: customer.name,
        vendorName: vendor.name,
        statusId: statusIdOf(purchaseOrders.status, poStatus),
      })
      .from(purchaseOrders)
      .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .innerJoin(customer, eq(customer.id, projects.customerId))
      .innerJoin(vendor, eq(vendor.id, purchaseOrders.vendorId))
      .where(and(eq(purchaseOrders.id, sql.placeholder('id')), projectInScope(scope, purchaseOrders.projectId)))
      .prepare(''),
  scopeKey,
);

/**
 * Who a PO's follow-up reminder goes to: the project manager and the PO's creator, each only while
 * an active user (a read of the users' status joined to the PO, in the caller's scope).
 */
export async function followUpReadersOf(ex: Executor, scope: DataScope, id: number): Promise<number[]> {
  const manager = alias(users, 'manager');
  const creator = alias(users, 'creator');
  const [row] = await ex
    .select({
      managerId: sql<number | null>`case when ${manager.status} then ${manager.id} end`,
      creatorId: sql<number | null>`case when ${creator.status} then ${creator.id} end`,
    })
    .from(purchaseOrders)
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .leftJoin(manager, eq(manager.id, projects.projectManagerId))
    .leftJoin(creator, eq(creator.id, purchaseOrders.createdById))
    .where(and(eq(purchaseOrders.id, id), projectInScope(scope, purchaseOrders.projectId)));
  return [...new Set([row?.managerId, row?.creatorId].filter((u): u is number => typeof u === 'number'))];
}
