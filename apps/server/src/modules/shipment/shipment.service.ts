import {
  clientTypeIds,
  type createShipmentBody,
  type ExportFormat,
  type ShipmentDetails,
  type ShipmentListColumn,
  shipmentList,
  shipmentStatuses,
  shipmentStatusIds,
  type TransactionType,
  type updateShipmentBody,
} from '@freightdesk/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import {
  audited,
  type NumberSequence,
  nextNumber,
  numberTaken,
  versionedUpdate,
  visibleOr404,
} from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import type { Questions } from '../../platform/module';
import { checkReferences, referenceCheck } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import { lookupIdsIn, lookupValues } from '../lookup';
import { projectListQuery, projectOfScope } from '../project';
import { type PoLines, purchaseOrderListQuery } from '../purchaseOrder';
import { billOfLadingPdf } from './billOfLading';
import { shipmentCarried } from './shipment.carried.read';
import { releaseAll, SHIPMENTS, shipmentLines } from './shipment.lines';
import { shipmentListQuery } from './shipment.list';
import { itemsOf, shipmentOf } from './shipment.read';
import { shipments } from './shipment.table';

type CreateInput = z.output<typeof createShipmentBody>;
type UpdateInput = z.output<typeof updateShipmentBody>;

/** SH-20001 on: the number a shipment left blank gets. */
const SHIPMENT_NUMBERS: NumberSequence = { table: shipments, column: shipments.number, prefix: 'SH', floor: 20000 };

export interface ShipmentServiceDeps {
  db: Executor;
  /** The PO module: what is left to ship of its lines, and shipping a set of them. */
  poLines: Pick<PoLines, 'ship' | 'leftToShip'>;
  filesOf?: (
    actor: Actor,
    input: { projectId: number; transactionType: TransactionType; folderName: string },
    tx?: Executor,
  ) => Promise<number>;
  /** What the shipment module asks of the receiving module (declared in shipment.module.ts). */
  held: Pick<Questions, 'receivingAlertsOfShipment'>;
}

const trail = (s: ShipmentDetails) => ({
  number: s.number,
  project: s.projectNumber,
  carrier: s.carrierName,
  method: s.method,
  status: s.status,
  shipper: s.shipperName,
  consignee: s.consigneeName,
  shipDate: s.shipDate,
  expectedDate: s.expectedDate,
  deliveredDate: s.deliveredDate,
  trackingNumber: s.trackingNumber,
  notes: s.notes,
});
const history = audited({ entity: SHIPMENTS, read: (tx, actor, id) => shipmentOf(tx, scopeOf(actor), id), trail });

/** Lookups of the shipment's own: a method that exists, and a status of the declared ones. */
const methods = referenceCheck('This method does not exist.', (ex, ids) => lookupIdsIn(ex, 'shipmentMethods', ids));
const statuses = referenceCheck('This status does not exist.', async (_ex, ids) =>
  ids.filter((id) => shipmentStatuses.nameOf(id) !== undefined),
);
/** A status by its id (its place in shipmentStatuses), as the database keeps it; checked before (checkRules). */
const statusOf = (id: number) => shipmentStatuses.nameOf(id)!;
const carriers = companyOfType(clientTypeIds.carrier, 'Pick a carrier.');
const companies = companyOfType(null, 'This company does not exist.');

/** Every id the shipment names: its project (which the caller sees), a carrier, companies, a method and a status. */
async function checkRules(tx: Executor, actor: Actor, input: CreateInput | UpdateInput) {
  await checkReferences(tx, [
    { field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) },
    { field: 'carrierId', id: input.carrierId, check: carriers },
    { field: 'shipperId', id: input.shipperId, check: companies },
    { field: 'consigneeId', id: input.consigneeId, check: companies },
    { field: 'methodId', id: input.methodId, check: methods },
    { field: 'statusId', id: input.statusId, check: statuses },
  ]);
}

/** Delivered without a date is delivered today. */
const fields = (input: CreateInput | UpdateInput) => ({
  projectId: input.projectId,
  carrierId: input.carrierId,
  methodId: input.methodId,
  status: statusOf(input.statusId),
  shipperId: input.shipperId,
  consigneeId: input.consigneeId,
  shipDate: input.shipDate,
  expectedDate: input.expectedDate,
  deliveredDate:
    input.deliveredDate ??
    (input.statusId === shipmentStatusIds.delivered ? new Date().toISOString().slice(0, 10) : null),
  trackingNumber: input.trackingNumber,
  notes: input.notes,
});

const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);
const all = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 500 } as const;

export function createShipmentService(deps: ShipmentServiceDeps) {
  const { db, filesOf, held, poLines } = deps;

  async function page(actor: Actor, q: ListRequest<ShipmentListColumn>) {
    const result = await shipmentListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }

  return {
    ...shipmentLines(deps),
    ...shipmentCarried(db),

    get: (actor: Actor, id: number, tx?: Executor) => shipmentOf(tx ?? db, scopeOf(actor), id),
    search: page,
    all: async (actor: Actor) => (await page(actor, all)).items,

    async filter(actor: Actor, f: { statusId?: number; projectId?: number; carrierId?: number }) {
      const where = and(
        f.statusId ? eq(shipments.status, statusOf(f.statusId)) : undefined,
        f.projectId ? eq(shipments.projectId, f.projectId) : undefined,
        f.carrierId ? eq(shipments.carrierId, f.carrierId) : undefined,
      );
      return (await page(actor, { ...all, where })).items;
    },

    async ofProject(actor: Actor, q: ListRequest<ShipmentListColumn> & { projectId: number }) {
      await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, db, { noun: 'Project' });
      return page(actor, { ...q, parent: { project: q.projectId } });
    },

    async ofPo(actor: Actor, q: ListRequest<ShipmentListColumn> & { purchaseOrderId: number }) {
      await visibleOr404(purchaseOrderListQuery, scopeOf(actor), q.purchaseOrderId, db, { noun: 'Purchase order' });
      return page(actor, { ...q, parent: { purchaseOrder: q.purchaseOrderId } });
    },

    export(actor: Actor, q: ListFilter<ShipmentListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'shipments',
        format: q.format,
        columns: exportColumnsOf(shipmentList),
        batches: shipmentListQuery.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns() {
      return shipmentListQuery.columns({ method: await lookupValues(db, 'shipmentMethods') });
    },

    create(actor: Actor, input: CreateInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await checkRules(tx, actor, input);
        if (input.statusId === shipmentStatusIds.cancelled) {
          throw fieldError('statusId', 'A new shipment cannot be cancelled.');
        }
        const number = await nextNumber(tx, SHIPMENT_NUMBERS, input.number);
        return history.create(tx, actor, async () => {
          const [row] = await tx
            .insert(shipments)
            .values({ ...fields(input), number, createdBy: actor.userName, modifiedBy: actor.userName })
            .returning({ id: shipments.id });
          return row!.id;
        });
      }).catch(numberTaken('shipment'));
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await shipmentOf(tx, scopeOf(actor), input.id, true);
        if (before.statusId === shipmentStatusIds.cancelled) {
          throw conflict(`Shipment ${before.number} is cancelled; create a new shipment instead.`);
        }
        await checkRules(tx, actor, input);
        if (input.projectId !== before.projectId && before.totals.purchaseOrders > 0) {
          throw fieldError('projectId', 'This shipment carries PO lines of its project; it cannot move to another.');
        }
        if (input.projectId !== before.projectId && (await held.receivingAlertsOfShipment(actor, before.id, tx)) > 0) {
          throw fieldError(
            'projectId',
            `Receiving alerts of project ${before.projectNumber} expect this shipment; it cannot move to another.`,
          );
        }
        return history.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            shipments,
            input,
            { ...fields(input), number: input.number },
            { by: actor, noun: 'shipment' },
          );
          if (input.statusId === shipmentStatusIds.cancelled) await releaseAll(poLines, tx, actor, before);
        });
      }).catch(numberTaken('shipment'));
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      return inTransaction(db, tx, async (tx) => {
        const before = await shipmentOf(tx, scopeOf(actor), id, true);
        if (before.statusId === shipmentStatusIds.delivered) {
          throw conflict(`Shipment ${before.number} was delivered and cannot be deleted.`);
        }
        const alerts = await held.receivingAlertsOfShipment(actor, id, tx);
        if (alerts > 0) {
          throw conflict(
            `Shipment ${before.number} is expected by ${alerts} receiving alert${alerts === 1 ? '' : 's'} and cannot be deleted; cancel it instead.`,
          );
        }
        await history.remove(tx, actor, id, async () => {
          if (before.statusId !== shipmentStatusIds.cancelled) await releaseAll(poLines, tx, actor, before);
          await tx.delete(shipments).where(eq(shipments.id, id));
        });
        return null;
      });
    },

    async dataCounts(actor: Actor, shipmentId: number) {
      const s = await shipmentOf(db, scopeOf(actor), shipmentId);
      return {
        shipmentId,
        items: s.totals.items,
        purchaseOrders: s.totals.purchaseOrders,
        receivingAlerts: await held.receivingAlertsOfShipment(actor, shipmentId),
        files:
          (await filesOf?.(actor, { projectId: s.projectId, transactionType: 'Shipment', folderName: String(s.id) })) ??
          0,
      };
    },

    async billOfLading(actor: Actor, id: number) {
      const s = await shipmentOf(db, scopeOf(actor), id);
      return billOfLadingPdf(s, await itemsOf(db, scopeOf(actor), id));
    },

    /** How many shipments carry lines of a PO (its screen's count), as the caller sees them: a count of the list. */
    countOfPo: (actor: Actor, purchaseOrderId: number, tx?: Executor) =>
      shipmentListQuery.count(tx ?? db, scopeOf(actor), { parent: { purchaseOrder: purchaseOrderId } }),

    /** The hub's counts: all of a project's shipments, and those still moving, as the caller sees them. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      shipmentListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),
    openCountOf: (actor: Actor, projectId: number, tx?: Executor) =>
      shipmentListQuery.count(tx ?? db, scopeOf(actor), {
        parent: { project: projectId },
        where: notInArray(shipments.status, ['Delivered', 'Cancelled']),
      }),
  };
}
export type ShipmentService = ReturnType<typeof createShipmentService>;
