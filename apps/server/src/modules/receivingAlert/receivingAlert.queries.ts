import {
  type ExportFormat,
  type RaItemListColumn,
  type RaListColumn,
  type RaStatus,
  raList,
  raStatuses,
  receiptConditions,
  receiptReasons,
  unitsOfMeasure,
  warehouseZones,
} from '@freightdesk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { visibleOr404 } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { Quantity } from '../../platform/quantity';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { purchaseOrderListQuery } from '../purchaseOrder';
import { shipmentListQuery } from '../shipment';
import { expectedOfPoLines } from './receivingAlert.expect';
import { lineById } from './receivingAlert.lines';
import { raItemListQuery, raListQuery } from './receivingAlert.list';
import { raLabelsPdf, receivingReportPdf } from './receivingAlert.pdf';
import { itemOf, itemsOf, raOf } from './receivingAlert.read';
import type { RaServiceDeps } from './receivingAlert.service';
import { alertsExpecting } from './receivingAlert.shipmentLines';
import { OPEN_STATUSES, RA } from './receivingAlert.statuses';
import { receivingAlerts } from './receivingAlert.table';

const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);

export const allOfThem = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 500 } as const;

/** What receiving answers without writing: alerts and their lines, lists, papers and counts. */
export function raQueries({ db, poLines, shipments }: Pick<RaServiceDeps, 'db' | 'poLines' | 'shipments'>) {
  async function page(actor: Actor, q: ListRequest<RaListColumn>) {
    const result = await raListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }
  /** An alert's lines are read once the alert is asserted visible (a 404 otherwise). */
  const alertOr404 = (actor: Actor, raId: number, tx?: Executor) =>
    visibleOr404(raListQuery, scopeOf(actor), raId, tx ?? db, { noun: 'Receiving alert' });

  return {
    detailsData: async () => ({
      statuses: [...raStatuses.values],
      conditions: [...receiptConditions],
      reasons: Object.fromEntries(Object.entries(receiptReasons).map(([k, v]) => [k, [...v]])),
      locations: [...warehouseZones],
      unitsOfMeasure: [...unitsOfMeasure],
    }),

    get: (actor: Actor, id: number, tx?: Executor) => raOf(tx ?? db, scopeOf(actor), id),
    search: page,
    all: async (actor: Actor) => (await page(actor, allOfThem)).items,

    async filtered(actor: Actor, f: { status?: RaStatus; projectId?: number }) {
      const where = and(
        f.status ? eq(receivingAlerts.status, f.status) : undefined,
        f.projectId ? eq(receivingAlerts.projectId, f.projectId) : undefined,
      );
      return (await page(actor, { ...allOfThem, where })).items;
    },

    /** A project's alerts (`open`: only those still expecting goods); a project the caller does not see is not found. */
    async ofProject(actor: Actor, q: ListRequest<RaListColumn> & { projectId: number; open?: boolean }) {
      await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, db, { noun: 'Project' });
      const where = q.open ? inArray(receivingAlerts.status, [...OPEN_STATUSES]) : undefined;
      return page(actor, { ...q, parent: { project: q.projectId }, where });
    },

    async ofPo(actor: Actor, q: ListRequest<RaListColumn> & { purchaseOrderId: number }) {
      await visibleOr404(purchaseOrderListQuery, scopeOf(actor), q.purchaseOrderId, db, { noun: 'Purchase order' });
      return page(actor, { ...q, parent: { purchaseOrder: q.purchaseOrderId } });
    },

    async openOfPoProject(actor: Actor, purchaseOrderId: number) {
      const po = await poLines.heading(actor, purchaseOrderId);
      const where = and(eq(receivingAlerts.projectId, po.projectId), eq(receivingAlerts.status, RA.expected));
      return (await page(actor, { ...allOfThem, where })).items;
    },

    /** A PO's lines with what is left to expect of each (never below zero): the dock dialog's defaults. */
    async leftOfPo(actor: Actor, purchaseOrderId: number, tx?: Executor) {
      const left = await poLines.leftToReceive(actor, purchaseOrderId, tx);
      const expected = await expectedOfPoLines(
        tx ?? db,
        left.map((l) => l.poItemId),
      );
      return left.map((l) => {
        const n = Math.max(Quantity.thousandths(l.quantityLeft) - (expected.get(l.poItemId)?.quantity ?? 0), 0);
        return { poItemId: l.poItemId, quantityLeft: (n / 1000).toFixed(3) };
      });
    },

    /** A shipment's lines for the dock dialog, each with the alert that expects it already (or null). */
    async linesOfShipment(actor: Actor, shipmentId: number) {
      const { lines } = await shipments.lines(actor, shipmentId, db);
      const expectedOn = await alertsExpecting(
        db,
        lines.map((l) => l.shipmentItemId),
      );
      return lines.map((l) => ({
        shipmentItemId: l.shipmentItemId,
        itemNumber: l.itemNumber,
        description: l.description,
        unitOfMeasure: l.unitOfMeasure,
        quantity: l.quantity,
        expectedOn: expectedOn.get(l.shipmentItemId) ?? null,
      }));
    },

    async ofShipment(actor: Actor, q: ListRequest<RaListColumn> & { shipmentId: number }) {
      await visibleOr404(shipmentListQuery, scopeOf(actor), q.shipmentId, db, { noun: 'Shipment' });
      return page(actor, { ...q, parent: { shipment: q.shipmentId } });
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
      return receivingReportPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, scopeOf(actor), id));
    },
    async labels(actor: Actor, { id, format }: { id: number; format: 'sheet' | '4x6' }) {
      return raLabelsPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, scopeOf(actor), id), format);
    },

    async lines(actor: Actor, raId: number, tx?: Executor) {
      await alertOr404(actor, raId, tx);
      return itemsOf(tx ?? db, scopeOf(actor), raId);
    },

    async line(actor: Actor, q: { receivingAlertId: number; id: number }, tx?: Executor) {
      await alertOr404(actor, q.receivingAlertId, tx);
      return lineById(tx ?? db, q.receivingAlertId, q.id);
    },

    async searchLines(actor: Actor, q: ListRequest<RaItemListColumn> & { receivingAlertId: number }) {
      await alertOr404(actor, q.receivingAlertId);
      const parent = { receivingAlert: q.receivingAlertId };
      const result = await raItemListQuery.page(db, scopeOf(actor), { ...q, parent });
      return { ...result, items: result.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async lineColumns(actor: Actor, raId: number | undefined) {
      if (raId !== undefined) await alertOr404(actor, raId);
      return raItemListQuery.columns();
    },

    /**
     * The counts of a project's, a PO's and a shipment's alerts, as the caller sees them: counts of
     * the alerts list, scoped like it (the hub's tab, the PO's and the shipment's screens, what
     * keeps a PO or a shipment in its project). `open`: only those still expecting goods.
     */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      raListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),
    openCountOf: (actor: Actor, projectId: number, tx?: Executor) =>
      raListQuery.count(tx ?? db, scopeOf(actor), {
        parent: { project: projectId },
        where: inArray(receivingAlerts.status, [...OPEN_STATUSES]),
      }),
    countOfPo: (actor: Actor, purchaseOrderId: number, tx?: Executor) =>
      raListQuery.count(tx ?? db, scopeOf(actor), { parent: { purchaseOrder: purchaseOrderId } }),
    countOfShipment: (actor: Actor, shipmentId: number, tx?: Executor) =>
      raListQuery.count(tx ?? db, scopeOf(actor), { parent: { shipment: shipmentId } }),
    /** What open alerts expect of each of some PO lines (the PO module keeps its lines' quantities above it). */
    async expectedOfPoLines(_actor: Actor, poItemIds: number[], tx?: Executor) {
      const expected = await expectedOfPoLines(tx ?? db, poItemIds);
      return new Map([...expected].map(([id, e]) => [id, (e.quantity / 1000).toFixed(3)]));
    },
  };
}
