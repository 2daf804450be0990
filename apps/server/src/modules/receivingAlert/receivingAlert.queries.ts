import {
  type ExportFormat,
  type RaItemListColumn,
  type RaListColumn,
  raList,
  raStatuses,
  receiptConditions,
  receiptReasons,
  unitsOfMeasure,
  warehouseZones,
} from '@freightdesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { type DataScope, scopeOf } from '../../platform/scope';
import { projectInScope, projects } from '../project';
import { poItems, purchaseOrders } from '../purchaseOrder';
import { shipments } from '../shipment';
import { expectedOfPoLines, leftToExpect, OPEN_STATUSES } from './receivingAlert.expect';
import { lineById } from './receivingAlert.lines';
import { alertsOf, raItemListQuery, raListQuery } from './receivingAlert.list';
import { raLabelsPdf, receivingReportPdf } from './receivingAlert.pdf';
import { itemOf, itemsOf, raHeaderOf, raOf } from './receivingAlert.read';
import { receivingAlerts } from './receivingAlert.table';

const listItem = <T extends { modifiedAt: Date; status: string }>(r: T) => ({
  ...withIsoModified(r),
  status: r.status as (typeof raStatuses)[number],
});

export const allOfThem = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 500 } as const;

/** The project as the caller sees it (else not found), for the lists of its alerts and their notices. */
export async function visibleProject(ex: Executor, scope: DataScope, projectId: number) {
  const [p] = await ex
    .select({ id: projects.id, number: projects.number, projectManagerId: projects.projectManagerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
  if (!p) throw notFound('Project');
  return p;
}

export async function visiblePo(ex: Executor, actor: Actor, purchaseOrderId: number) {
  const [po] = await ex
    .select({ id: purchaseOrders.id, projectId: purchaseOrders.projectId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, purchaseOrderId), projectInScope(scopeOf(actor), purchaseOrders.projectId)));
  if (!po) throw notFound('Purchase order');
  return po;
}

/** The shipment as the caller sees it; `lock` takes its row, so its lines go on one alert at a time. */
export async function visibleShipment(ex: Executor, actor: Actor, shipmentId: number, lock = false) {
  const q = ex
    .select({
      id: shipments.id,
      projectId: shipments.projectId,
      carrierId: shipments.carrierId,
      expectedDate: shipments.expectedDate,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), projectInScope(scopeOf(actor), shipments.projectId)));
  const [s] = lock ? await q.for('update', { of: shipments }) : await q;
  if (!s) throw notFound('Shipment');
  return s;
}

/** What receiving answers without writing: alerts and their lines, lists, papers and counts. */
export function raQueries(db: Executor) {
  async function page(actor: Actor, q: ListRequest<RaListColumn>) {
    const result = await raListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }
  const count = async (ex: Executor, where: ReturnType<typeof and>) => {
    const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(receivingAlerts).where(where);
    return row?.n ?? 0;
  };

  return {
    detailsData: async () => ({
      statuses: [...raStatuses],
      conditions: [...receiptConditions],
      reasons: Object.fromEntries(Object.entries(receiptReasons).map(([k, v]) => [k, [...v]])),
      locations: [...warehouseZones],
      unitsOfMeasure: [...unitsOfMeasure],
    }),

    get: (actor: Actor, id: number) => raOf(db, scopeOf(actor), id),
    search: page,
    all: async (actor: Actor) => (await page(actor, allOfThem)).items,

    async filtered(actor: Actor, f: { status?: string; projectId?: number }) {
      const where = and(
        f.status ? eq(receivingAlerts.status, f.status) : undefined,
        f.projectId ? eq(receivingAlerts.projectId, f.projectId) : undefined,
      );
      return (await page(actor, { ...allOfThem, where })).items;
    },

    async ofProject(actor: Actor, projectId: number, q: ListRequest<RaListColumn> = allOfThem, openOnly = false) {
      await visibleProject(db, scopeOf(actor), projectId);
      const where = openOnly ? inArray(receivingAlerts.status, [...OPEN_STATUSES]) : undefined;
      return page(actor, { ...q, parent: { project: projectId }, where });
    },

    async ofPo(actor: Actor, purchaseOrderId: number, q: ListRequest<RaListColumn> = allOfThem) {
      await visiblePo(db, actor, purchaseOrderId);
      return page(actor, { ...q, parent: { purchaseOrder: purchaseOrderId } });
    },

    async openOfPoProject(actor: Actor, purchaseOrderId: number) {
      const po = await visiblePo(db, actor, purchaseOrderId);
      const where = and(eq(receivingAlerts.projectId, po.projectId), eq(receivingAlerts.status, 'Expected'));
      return (await page(actor, { ...allOfThem, where })).items;
    },

    /** A PO's lines with what is left to expect of each (never below zero): the dock dialog's defaults. */
    async leftOfPo(actor: Actor, purchaseOrderId: number) {
      await visiblePo(db, actor, purchaseOrderId);
      return db
        .select({ poItemId: poItems.id, quantityLeft: sql<string>`greatest(${leftToExpect}, 0)::text` })
        .from(poItems)
        .where(eq(poItems.purchaseOrderId, purchaseOrderId))
        .orderBy(poItems.id);
    },

    async ofShipment(actor: Actor, shipmentId: number, q: ListRequest<RaListColumn> = allOfThem) {
      await visibleShipment(db, actor, shipmentId);
      return page(actor, { ...q, parent: { shipment: shipmentId } });
    },

    export(actor: Actor, q: ListFilter<RaListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'receiving-alerts',
        format: q.format,
        columns: exportColumnsOf(raList),
        batches: raListQuery.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    filteredColumns: async () => raListQuery.columns(),

    async receivingReport(actor: Actor, id: number) {
      return receivingReportPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, id));
    },
    async labels(actor: Actor, id: number, format: 'sheet' | '4x6') {
      return raLabelsPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, id), format);
    },

    async lines(actor: Actor, raId: number) {
      await raHeaderOf(db, scopeOf(actor), raId);
      return itemsOf(db, raId);
    },

    async line(actor: Actor, raId: number, id: number) {
      await raHeaderOf(db, scopeOf(actor), raId);
      return lineById(db, raId, id);
    },

    async searchLines(actor: Actor, raId: number, q: ListRequest<RaItemListColumn>) {
      const result = await raItemListQuery.page(db, scopeOf(actor), { ...q, parent: { receivingAlert: raId } });
      // The list is scoped by construction: a line proves its alert is visible; without one, the alert must be.
      if (!result.items.length) await raHeaderOf(db, scopeOf(actor), raId);
      return { ...result, items: result.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async lineColumns(actor: Actor, raId: number | undefined) {
      if (raId !== undefined) await raHeaderOf(db, scopeOf(actor), raId);
      return raItemListQuery.columns();
    },

    /** The hub's counts: a project's alerts, and those still expecting goods. */
    countOf: (ex: Executor, projectId: number) => count(ex, eq(receivingAlerts.projectId, projectId)),
    openCountOf: (ex: Executor, projectId: number) =>
      count(ex, and(eq(receivingAlerts.projectId, projectId), inArray(receivingAlerts.status, [...OPEN_STATUSES]))),
    /** How many alerts expect lines of a PO or a shipment (their screens' counts, and what keeps them in their project). */
    countOfPo: (ex: Executor, purchaseOrderId: number) => count(ex, alertsOf.purchaseOrder(purchaseOrderId)),
    countOfShipment: (ex: Executor, shipmentId: number) => count(ex, alertsOf.shipment(shipmentId)),
    /** What open alerts expect of each of some PO lines (the PO module keeps its lines' quantities above it). */
    async expectedOfPoLines(ex: Executor, poItemIds: number[]) {
      const expected = await expectedOfPoLines(ex, poItemIds);
      return new Map([...expected].map(([id, e]) => [id, (e.quantity / 1000).toFixed(3)]));
    },
  };
}
