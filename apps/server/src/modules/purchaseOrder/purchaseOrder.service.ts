import {
  clientTypeIds,
  type createPurchaseOrderBody,
  type ExportFormat,
  finishedPoStatusIds,
  manualPoStatusIds,
  moduleDescriptions,
  type PurchaseOrderDataCounts,
  type PurchaseOrderDetails,
  type PurchaseOrderListColumn,
  poStatuses,
  poStatusIds,
  purchaseOrderList,
  type TransactionType,
  type updatePurchaseOrderBody,
} from '@freightdesk/contracts';
import { eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { foreignKeyViolation } from '../../platform/dbErrors';
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
import type { Notify } from '../../platform/notify';
import { Quantity } from '../../platform/quantity';
import { checkReferences } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import { projectListQuery, projectOfScope } from '../project';
import { insertItems } from './poItem.service';
import { purchaseOrderListQuery } from './purchaseOrder.list';
import { followUpReadersOf, purchaseOrderOf } from './purchaseOrder.read';
import { finishedPoStatuses, followItems, nameOf } from './purchaseOrder.status';
import { purchaseOrders } from './purchaseOrder.table';

/** PO-10001 on: the number a PO left blank gets. */
const PO_NUMBERS: NumberSequence = { table: purchaseOrders, column: purchaseOrders.number, prefix: 'PO', floor: 10000 };

type CreateInput = z.output<typeof createPurchaseOrderBody>;
type UpdateInput = z.output<typeof updatePurchaseOrderBody>;

/**
 * What the PO module asks of the modules built after it (shipping and receiving depend on it):
 * declared in purchaseOrder.module.ts, answered by those modules' declarations, filled in by the
 * app before the first request.
 */
export type PoQuestions = Pick<Questions, 'shipmentsOfPo' | 'receivingAlertsOfPo' | 'expectedOfPoLines'>;

/** What the PO module uses of others, given in purchaseOrder.module.ts. */
export interface PurchaseOrderServiceDeps {
  db: Executor;
  /** Schedules and withdraws notifications, in the caller's transaction. */
  notifications: Notify;
  /** How many files a record of a project holds. */
  filesOf?: (
    actor: Actor,
    input: { projectId: number; transactionType: TransactionType; folderName: string },
    tx?: Executor,
  ) => Promise<number>;
  held: PoQuestions;
}

/** The notification source of a PO's follow-up reminders. */
export const followUpSource = (id: number) => `po-follow-up:${id}`;

/** A PO as people name it: "PO-10001" as it is, a vendor's "4471" as "PO 4471". */
const poLabel = (number: string) => (/^po\b/i.test(number) ? number : `PO ${number}`);

/** A follow-up date's reminder is due at noon UTC: the same calendar day from Hawaii to Moscow. */
const dueAt = (date: string) => new Date(`${date}T12:00:00Z`);

const trail = (p: PurchaseOrderDetails) => ({
  number: p.number,
  project: p.projectNumber,
  vendor: p.vendorName,
  status: p.status,
  orderDate: p.orderDate,
  followUpDate: p.followUpDate,
  vendorReference: p.vendorReference,
  notes: p.notes,
});

/** The details without what only the server uses. */
const answer = ({ createdById: _c, projectManagerId: _m, ...p }: Awaited<ReturnType<typeof purchaseOrderOf>>) => p;

/** A PO's history: its own writes, read as the caller sees it. */
export const poHistory = audited({
  entity: 'purchaseOrder',
  read: (tx, actor, id) => purchaseOrderOf(tx, scopeOf(actor), id),
  trail,
});

const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);

export function createPurchaseOrderService({ db, notifications, filesOf, held }: PurchaseOrderServiceDeps) {
  /** The project must be one the caller sees (else it is not found), the vendor a vendor, the status one a person sets. */
  async function checkRules(tx: Executor, actor: Actor, input: CreateInput | UpdateInput, currentStatus?: number) {
    await checkReferences(tx, [
      { field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) },
      { field: 'vendorId', id: input.vendorId, check: companyOfType(clientTypeIds.vendor, 'Pick a vendor.') },
    ]);
    if (input.statusId !== currentStatus && !manualPoStatusIds.includes(input.statusId)) {
      const name = poStatuses.nameOf(input.statusId);
      throw fieldError(
        'statusId',
        name ? `${name} follows shipping and receiving; it cannot be set by hand.` : 'This status does not exist.',
      );
    }
  }

  /**
   * Puts the PO's follow-up reminders where its date says: withdrawn when the date moves or is
   * cleared or the PO is finished, scheduled for the project manager and the PO's creator (active
   * users, each once) otherwise.
   */
  async function scheduleFollowUp(tx: Executor, actor: Actor, po: Awaited<ReturnType<typeof purchaseOrderOf>>) {
    const source = followUpSource(po.id);
    await notifications.unschedule(actor, source, tx);
    if (!po.followUpDate || finishedPoStatusIds.includes(po.statusId)) return;
    const label = poLabel(po.number);
    const scheduledFor = dueAt(po.followUpDate);
    await notifications.schedule(
      actor,
      (await followUpReadersOf(tx, scopeOf(actor), po.id)).map((userId) => ({
        userId,
        title: `Follow up on ${label}`,
        text: `${po.vendorName} · project ${po.projectNumber}: ${label} is ${po.status}; follow up with the vendor.`,
        link: `/purchase-orders/${po.id}`,
        projectId: po.projectId,
        scheduledFor,
        source,
      })),
      tx,
    );
  }

  /**
   * A PO whose lines are on shipments or alerts, or were received, stays with its project: those
   * records, the inventory and the PO's lines would otherwise belong to two projects at once.
   */
  async function staysWithItsProject(tx: Executor, actor: Actor, po: Awaited<ReturnType<typeof purchaseOrderOf>>) {
    const shipped = await held.shipmentsOfPo(actor, po.id, tx);
    const alerts = await held.receivingAlertsOfPo(actor, po.id, tx);
    const received = Quantity.thousandths(po.totals.quantityReceived) > 0;
    const why = [
      shipped ? `on ${shipped} shipment${shipped === 1 ? '' : 's'}` : '',
      alerts ? `expected on ${alerts} receiving alert${alerts === 1 ? '' : 's'}` : '',
      received ? 'received into inventory' : '',
    ].filter(Boolean);
    if (why.length) {
      throw fieldError(
        'projectId',
        `PO ${po.number} stays with project ${po.projectNumber}: its lines are ${why.join(', ')}.`,
      );
    }
  }

  const fields = (input: CreateInput | UpdateInput) => ({
    projectId: input.projectId,
    vendorId: input.vendorId,
    status: nameOf(input.statusId),
    orderDate: input.orderDate,
    followUpDate: input.followUpDate,
    vendorReference: input.vendorReference,
    notes: input.notes,
  });

  async function page(actor: Actor, q: ListRequest<PurchaseOrderListColumn>) {
    const result = await purchaseOrderListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }

  return {
    get: async (actor: Actor, id: number, tx?: Executor) => answer(await purchaseOrderOf(tx ?? db, scopeOf(actor), id)),

    search: page,

    /** A project's own list: asked of a project the caller does not see, the project is not found. */
    async searchIn(actor: Actor, q: ListRequest<PurchaseOrderListColumn> & { projectId: number }) {
      await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, db, { noun: 'Project' });
      return page(actor, { ...q, parent: { project: q.projectId } });
    },

    export(actor: Actor, q: ListFilter<PurchaseOrderListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'purchase-orders',
        format: q.format,
        columns: exportColumnsOf(purchaseOrderList),
        batches: purchaseOrderListQuery.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    filteredColumns: async () => purchaseOrderListQuery.columns(),

    create(actor: Actor, input: CreateInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await checkRules(tx, actor, input);
        const number = await nextNumber(tx, PO_NUMBERS, input.number);
        const created = await poHistory.create(
          tx,
          actor,
          async () => {
            const [row] = await tx
              .insert(purchaseOrders)
              .values({
                ...fields(input),
                number,
                createdById: actor.id,
                createdBy: actor.userName,
                modifiedBy: actor.userName,
              })
              .returning({ id: purchaseOrders.id });
            const id = row!.id;
            if (input.items.length) await insertItems(tx, actor, id, input.items);
            await followItems(actor, [id], tx);
            return id;
          },
          async (po) => [{ field: 'items', before: null, after: po.totals.items }],
        );
        await scheduleFollowUp(tx, actor, created);
        return answer(await purchaseOrderOf(tx, scopeOf(actor), created.id));
      }).catch(numberTaken('PO'));
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await purchaseOrderOf(tx, scopeOf(actor), input.id, true);
        await checkRules(tx, actor, input, before.statusId);
        if (input.projectId !== before.projectId) await staysWithItsProject(tx, actor, before);
        if (input.statusId === poStatusIds.cancelled && before.statusId !== poStatusIds.cancelled) {
          const t = before.totals;
          if (Quantity.thousandths(t.quantityShipped) > 0 || Quantity.thousandths(t.quantityReceived) > 0) {
            throw conflict(
              `PO ${before.number} has goods shipped or received against it and cannot be cancelled; close it instead.`,
            );
          }
        }
        const after = await poHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            purchaseOrders,
            input,
            { ...fields(input), number: input.number },
            { by: actor, noun: 'purchase order' },
          );
          // A PO taken out of Closed or Cancelled, or set back to Ordered, stands where its items say.
          await followItems(actor, [input.id], tx);
        });
        await scheduleFollowUp(tx, actor, after);
        return answer(after);
      }).catch(numberTaken('PO'));
    },

    /** Sets, moves or clears the follow-up date alone (the reminders move with it). */
    updateFollowUp(actor: Actor, input: { id: number; followUpDate: string | null }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await purchaseOrderOf(tx, scopeOf(actor), input.id, true);
        const after = await poHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            purchaseOrders,
            { id: input.id },
            { followUpDate: input.followUpDate },
            { by: actor, noun: 'purchase order' },
          );
        });
        await scheduleFollowUp(tx, actor, after);
        return answer(after);
      });
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      return inTransaction(db, tx, async (tx) => {
        const before = await purchaseOrderOf(tx, scopeOf(actor), id, true);
        const t = before.totals;
        if (Quantity.thousandths(t.quantityShipped) > 0 || Quantity.thousandths(t.quantityReceived) > 0) {
          throw conflict(`PO ${before.number} has goods shipped or received against it and cannot be deleted.`);
        }
        await poHistory.remove(tx, actor, id, async () => {
          await notifications.unschedule(actor, followUpSource(id), tx);
          await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
        });
        return null;
      }).catch((err) => {
        if (foreignKeyViolation(err)) {
          throw conflict('This purchase order is used by shipments or receiving alerts and cannot be deleted.');
        }
        throw err;
      });
    },

    async dataCounts(actor: Actor, purchaseOrderId: number): Promise<PurchaseOrderDataCounts> {
      const po = await purchaseOrderOf(db, scopeOf(actor), purchaseOrderId);
      return {
        purchaseOrderId,
        items: po.totals.items,
        shipments: await held.shipmentsOfPo(actor, po.id),
        receivingAlerts: await held.receivingAlertsOfPo(actor, po.id),
        files:
          (await filesOf?.(actor, {
            projectId: po.projectId,
            transactionType: 'PurchaseOrder',
            folderName: String(po.id),
          })) ?? 0,
      };
    },

    /** Where the PO still has work: lines not yet on a shipment, lines not yet received in full. */
    async openModules(actor: Actor, poId: number) {
      const po = await purchaseOrderOf(db, scopeOf(actor), poId);
      if (finishedPoStatusIds.includes(po.statusId)) return { poId, modules: [] };
      const { linesToShip: toShip, linesToReceive: toReceive } = po.totals;
      const modules = [];
      if (toShip) modules.push({ module: 'Shipment' as const, label: moduleDescriptions.Shipment, open: toShip });
      if (toReceive) modules.push({ module: 'RA' as const, label: moduleDescriptions.RA, open: toReceive });
      return { poId, modules };
    },

    /** A project's PO count and its unfinished POs (the project hub's tab and data flow): counts of the list, scoped like it. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      purchaseOrderListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),
    openCountOf: (actor: Actor, projectId: number, tx?: Executor) =>
      purchaseOrderListQuery.count(tx ?? db, scopeOf(actor), {
        parent: { project: projectId },
        where: notInArray(purchaseOrders.status, finishedPoStatuses),
      }),
  };
}
export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
