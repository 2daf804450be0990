import type { RaDetails, RaItem, ReceiptCondition } from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { type DataScope, lockedScopeKey, scopeKey } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipments } from '../shipment/tables';
import { raItemFields } from './receivingAlert.list';
import { raItems, receivingAlerts } from './receivingAlert.table';

const customer = alias(clients, 'customer');
const carrier = alias(clients, 'carrier');

type ItemRow = Omit<RaItem, 'createdAt' | 'modifiedAt' | 'condition'> & {
  createdAt: Date;
  modifiedAt: Date;
  condition: string | null;
};
// A spread with the fields overridden, not a rest: see platform/rows.ts.
export const itemOf = (r: ItemRow): RaItem => ({
  ...r,
  condition: r.condition as ReceiptCondition | null,
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});

export function itemsQuery(ex: Executor) {
  return ex
    .select(raItemFields)
    .from(raItems)
    .leftJoin(poItems, eq(poItems.id, raItems.poItemId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId));
}

/** The alert of the id bound to `id` among those the scope sees: what its lines' reads are scoped by. */
const alertInScope = (scope: DataScope) =>
  projectInScope(
    scope,
    sql`(select ${receivingAlerts.projectId} from ${receivingAlerts} where ${receivingAlerts.id} = ${sql.placeholder('id')})`,
  );

const itemsByRa = preparedRead(
  (ex, scope: DataScope) =>
    itemsQuery(ex)
      .where(and(eq(raItems.receivingAlertId, sql.placeholder('id')), alertInScope(scope)))
      .orderBy(asc(raItems.id))
      .prepare(''),
  scopeKey,
);

/** An alert's lines in entry order, as the caller's scope sees them (none of an alert outside it). */
export async function itemsOf(ex: Executor, scope: DataScope, raId: number): Promise<RaItem[]> {
  return (await itemsByRa(ex, scope).execute({ id: raId })).map(itemOf);
}

/** Sums over an alert's lines, exact (numeric in the database, answered as text), in the caller's scope. */
const totalsByRa = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        items: sql<number>`count(*)::int`,
        linesReceived: sql<number>`(count(*) filter (where ${raItems.quantityReceived} is not null))::int`,
        quantityExpected: sql<string>`coalesce(sum(${raItems.quantityExpected}), 0)::numeric(20,3)::text`,
        quantityReceived: sql<string>`coalesce(sum(${raItems.quantityReceived}), 0)::numeric(20,3)::text`,
        quantityDamaged: sql<string>`coalesce(sum(${raItems.quantityDamaged}), 0)::numeric(20,3)::text`,
        damaged: sql<number>`(count(*) filter (where ${raItems.quantityDamaged} > 0))::int`,
        short: sql<number>`(count(*) filter (where ${raItems.quantityReceived} < ${raItems.quantityExpected}))::int`,
        over: sql<number>`(count(*) filter (where ${raItems.quantityReceived} > ${raItems.quantityExpected}))::int`,
      })
      .from(raItems)
      .where(and(eq(raItems.receivingAlertId, sql.placeholder('id')), alertInScope(scope)))
      .prepare(''),
  scopeKey,
);

/**
 * An alert's heading as the caller's scope sees it (not found outside it), without its lines:
 * what a read or write of its lines checks first. `lock` takes the alert's row for the transaction.
 */
export async function raHeaderOf(ex: Executor, scope: DataScope, id: number, lock = false) {
  const [row] = await headerById(ex, scope, lock).execute({ id });
  if (!row) throw notFound('Receiving alert');
  return row;
}

const headerById = preparedRead((ex, scope: DataScope, lock: boolean) => {
  const q = ex
    .select({
      id: receivingAlerts.id,
      number: receivingAlerts.number,
      projectId: receivingAlerts.projectId,
      status: receivingAlerts.status,
      arrivedAt: receivingAlerts.arrivedAt,
    })
    .from(receivingAlerts)
    .where(and(eq(receivingAlerts.id, sql.placeholder('id')), projectInScope(scope, receivingAlerts.projectId)));
  return (lock ? q.for('update') : q).prepare('');
}, lockedScopeKey);

const detailsById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        ra: receivingAlerts,
        projectNumber: projects.number,
        projectName: projects.name,
        customerName: customer.name,
        poNumber: sql<string | null>`${purchaseOrders.number}`,
        shipmentNumber: sql<string | null>`${shipments.number}`,
        carrierName: sql<string | null>`${carrier.name}`,
      })
      .from(receivingAlerts)
      .innerJoin(projects, eq(projects.id, receivingAlerts.projectId))
      .innerJoin(customer, eq(customer.id, projects.customerId))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, receivingAlerts.purchaseOrderId))
      .leftJoin(shipments, eq(shipments.id, receivingAlerts.shipmentId))
      .leftJoin(carrier, eq(carrier.id, receivingAlerts.carrierId))
      .where(and(eq(receivingAlerts.id, sql.placeholder('id')), projectInScope(scope, receivingAlerts.projectId)))
      .prepare(''),
  scopeKey,
);

/**
 * One alert as the caller's scope sees it, with its totals counted by the database (its lines are
 * read through `itemsOf` or the paged list); outside the scope it is not found.
 */
export async function raOf(ex: Executor, scope: DataScope, id: number, lock = false): Promise<RaDetails> {
  // Locked alone first (see raHeaderOf): a locking read joined to its PO, shipment or carrier
  // would, after waiting for a transaction that changed one of them, find nothing.
  if (lock) await raHeaderOf(ex, scope, id, true);
  const [row] = await detailsById(ex, scope).execute({ id });
  if (!row) throw notFound('Receiving alert');
  const [totals] = await totalsByRa(ex, scope).execute({ id });
  const { ra } = row;
  return {
    id: ra.id,
    number: ra.number,
    projectId: ra.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    customerName: row.customerName,
    purchaseOrderId: ra.purchaseOrderId,
    poNumber: row.poNumber,
    shipmentId: ra.shipmentId,
    shipmentNumber: row.shipmentNumber,
    carrierId: ra.carrierId,
    carrierName: row.carrierName,
    status: ra.status,
    expectedDate: ra.expectedDate,
    receivedDate: ra.receivedDate,
    arrivedAt: ra.arrivedAt?.toISOString() ?? null,
    putAwayAt: ra.putAwayAt?.toISOString() ?? null,
    reference: ra.reference,
    notes: ra.notes,
    advanceNotice: ra.advanceNotice,
    totals: totals!,
    createdAt: ra.createdAt.toISOString(),
    createdBy: ra.createdBy,
    modifiedAt: ra.modifiedAt.toISOString(),
    modifiedBy: ra.modifiedBy,
    version: ra.version,
  };
}

/** Who hears of an alert: its project's manager and the alert's creator (as the caller's scope sees it). */
export async function whoHearsOf(ex: Executor, scope: DataScope, id: number) {
  const [row] = await ex
    .select({ projectManagerId: projects.projectManagerId, createdById: receivingAlerts.createdById })
    .from(receivingAlerts)
    .innerJoin(projects, eq(projects.id, receivingAlerts.projectId))
    .where(and(eq(receivingAlerts.id, id), projectInScope(scope, receivingAlerts.projectId)));
  if (!row) throw notFound('Receiving alert');
  return row;
}
