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
  poStatusIds,
  purchaseOrderList,
  type TransactionType,
  type updatePurchaseOrderBody,
} from '@freightdesk/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type NumberSequence, nextNumber } from '../../db/numbering';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { foreignKeyViolation, isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { checkReferences } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { type DataScope, scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import { poStatuses } from '../lookup';
import { projectInScope, projectOfScope, projects } from '../project';
import { users } from '../user';
import { insertItems } from './poItem.service';
import { purchaseOrderListQuery } from './purchaseOrder.list';
import { purchaseOrderOf } from './purchaseOrder.read';
import { followItems } from './purchaseOrder.status';
import { purchaseOrders } from './purchaseOrder.table';

/** PO-10001 on: the number a PO left blank gets. */
const PO_NUMBERS: NumberSequence = { table: purchaseOrders, column: purchaseOrders.number, prefix: 'PO', floor: 10000 };

type CreateInput = z.output<typeof createPurchaseOrderBody>;
type UpdateInput = z.output<typeof updatePurchaseOrderBody>;

/** What the PO module uses of others, given in app.ts. */
export interface PurchaseOrderServiceDeps {
  db: Executor;
  /** Schedules and withdraws notifications, in the caller's transaction. */
  notifications: {
    schedule(
      n: {
        userId: number;
        title: string;
        text: string;
        link: string;
        scheduledFor: Date;
        source: string;
        /** The project it is about: a reader without PO:View is sent to a screen of it they may open. */
        projectId: number;
      },
      ex: Executor,
    ): Promise<number>;
    unschedule(source: string, ex: Executor): Promise<void>;
  };
  /** How many files a record of a project holds. */
  filesOf?: (ex: Executor, projectId: number, transactionType: TransactionType, folderName: string) => Promise<number>;
  /** How many shipments carry, and receiving alerts expect, a PO's lines (given by those modules in app.ts). */
  shipmentsOf?: (ex: Executor, purchaseOrderId: number) => Promise<number>;
  receivingAlertsOf?: (ex: Executor, purchaseOrderId: number) => Promise<number>;
}

/** The notification source of a PO's follow-up reminders. */
export const followUpSource = (id: number) => `po-follow-up:${id}`;

/** A PO as people name it: "PO-10001" as it is, a vendor's "4471" as "PO 4471". */
const poLabel = (number: string) => (/^po\b/i.test(number) ? number : `PO ${number}`);

/** A follow-up date's reminder is due at noon UTC: the same calendar day from Hawaii to Moscow. */
const dueAt = (date: string) => new Date(`${date}T12:00:00Z`);

const audited = (p: PurchaseOrderDetails) => ({
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

const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);

export function createPurchaseOrderService({
  db,
  notifications,
  filesOf,
  shipmentsOf,
  receivingAlertsOf,
}: PurchaseOrderServiceDeps) {
  /** The project must be one the caller sees (else it is not found), the vendor a vendor, the status one a person sets. */
  async function checkRules(tx: Executor, actor: Actor, input: CreateInput | UpdateInput, currentStatus?: number) {
    await checkReferences(tx, [
      { field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) },
      { field: 'vendorId', id: input.vendorId, check: companyOfType(clientTypeIds.vendor, 'Pick a vendor.') },
    ]);
    if (input.statusId !== currentStatus && !manualPoStatusIds.includes(input.statusId)) {
      const [s] = await tx.select({ name: poStatuses.name }).from(poStatuses).where(eq(poStatuses.id, input.statusId));
      throw fieldError(
        'statusId',
        s ? `${s.name} follows shipping and receiving; it cannot be set by hand.` : 'This status does not exist.',
      );
    }
  }

  /**
   * Puts the PO's follow-up reminders where its date says: withdrawn when the date moves or is
   * cleared or the PO is finished, scheduled for the project manager and the PO's creator (active
   * users, each once) otherwise.
   */
  async function scheduleFollowUp(tx: Executor, po: Awaited<ReturnType<typeof purchaseOrderOf>>) {
    const source = followUpSource(po.id);
    await notifications.unschedule(source, tx);
    if (!po.followUpDate || finishedPoStatusIds.includes(po.statusId)) return;
    const ids = [...new Set([po.projectManagerId, po.createdById].filter((id): id is number => id !== null))];
    if (!ids.length) return;
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, true)));
    const label = poLabel(po.number);
    for (const { id } of active) {
      await notifications.schedule(
        {
          userId: id,
          title: `Follow up on ${label}`,
          text: `${po.vendorName} · project ${po.projectNumber}: ${label} is ${po.status}; follow up with the vendor.`,
          link: `/purchase-orders/${po.id}`,
          projectId: po.projectId,
          scheduledFor: dueAt(po.followUpDate),
          source,
        },
        tx,
      );
    }
  }

  /**
   * A PO whose lines are on shipments or alerts, or were received, stays with its project: those
   * records, the inventory and the PO's lines would otherwise belong to two projects at once.
   */
  async function staysWithItsProject(tx: Executor, po: Awaited<ReturnType<typeof purchaseOrderOf>>) {
    const shipped = (await shipmentsOf?.(tx, po.id)) ?? 0;
    const alerts = (await receivingAlertsOf?.(tx, po.id)) ?? 0;
    const received = Number(po.totals.quantityReceived) > 0;
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

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This PO number is already used.');
    throw err;
  }

  const fields = (input: CreateInput | UpdateInput) => ({
    projectId: input.projectId,
    vendorId: input.vendorId,
    statusId: input.statusId,
    orderDate: input.orderDate,
    followUpDate: input.followUpDate,
    vendorReference: input.vendorReference,
    notes: input.notes,
  });

  async function page(actor: Actor, q: ListRequest<PurchaseOrderListColumn>) {
    const result = await purchaseOrderListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }

  /** A project's own list: asked of a project the caller does not see, the project is not found. */
  async function projectVisible(scope: DataScope, projectId: number) {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
    if (!row) throw notFound('Project');
  }

  return {
    get: async (actor: Actor, id: number) => answer(await purchaseOrderOf(db, scopeOf(actor), id)),

    search: page,

    async searchIn(actor: Actor, projectId: number, q: ListRequest<PurchaseOrderListColumn>) {
      await projectVisible(scopeOf(actor), projectId);
      return page(actor, { ...q, parent: { project: projectId } });
    },

    export(actor: Actor, q: ListFilter<PurchaseOrderListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'purchase-orders',
        format: q.format,
        columns: exportColumnsOf(purchaseOrderList),
        batches: purchaseOrderListQuery.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns() {
      const statuses = await db
        .select({ value: poStatuses.name, label: poStatuses.name })
        .from(poStatuses)
        .orderBy(asc(poStatuses.sortOrder), asc(poStatuses.id));
      return purchaseOrderListQuery.columns({ status: statuses });
    },

    async create(actor: Actor, input: CreateInput) {
      return inTransaction(db, undefined, async (tx) => {
        await checkRules(tx, actor, input);
        const number = await nextNumber(tx, PO_NUMBERS, input.number);
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
        await followItems(tx, actor, id);
        const created = await purchaseOrderOf(tx, scopeOf(actor), id);
        await scheduleFollowUp(tx, created);
        await recordAudit(tx, actor, 'purchaseOrder', id, 'create', [
          ...changesOf(null, audited(created)),
          { field: 'items', before: null, after: created.totals.items },
        ]);
        return answer(created);
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: UpdateInput) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await purchaseOrderOf(tx, scopeOf(actor), input.id, true);
        await checkRules(tx, actor, input, before.statusId);
        if (input.projectId !== before.projectId) await staysWithItsProject(tx, before);
        if (input.statusId === poStatusIds.cancelled && before.statusId !== poStatusIds.cancelled) {
          const t = before.totals;
          if (Number(t.quantityShipped) > 0 || Number(t.quantityReceived) > 0) {
            throw conflict(
              `PO ${before.number} has goods shipped or received against it and cannot be cancelled; close it instead.`,
            );
          }
        }
        const rows = await tx
          .update(purchaseOrders)
          .set({
            ...fields(input),
            number: input.number,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${purchaseOrders.version} + 1`,
          })
          .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.version, input.version)))
          .returning({ id: purchaseOrders.id });
        if (!rows.length) {
          throw conflict(
            'This purchase order was changed by someone else since you opened it. Reload to see the changes.',
          );
        }
        // A PO taken out of Closed or Cancelled, or set back to Ordered, stands where its items say.
        await followItems(tx, actor, input.id);
        const after = await purchaseOrderOf(tx, scopeOf(actor), input.id);
        await scheduleFollowUp(tx, after);
        await recordAudit(tx, actor, 'purchaseOrder', input.id, 'update', changesOf(audited(before), audited(after)));
        return answer(after);
      }).catch(numberTaken);
    },

    /** Sets, moves or clears the follow-up date alone (the reminders move with it). */
    async updateFollowUp(actor: Actor, id: number, followUpDate: string | null) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await purchaseOrderOf(tx, scopeOf(actor), id, true);
        await tx
          .update(purchaseOrders)
          .set({
            followUpDate,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${purchaseOrders.version} + 1`,
          })
          .where(eq(purchaseOrders.id, id));
        const after = await purchaseOrderOf(tx, scopeOf(actor), id);
        await scheduleFollowUp(tx, after);
        await recordAudit(tx, actor, 'purchaseOrder', id, 'update', changesOf(audited(before), audited(after)));
        return answer(after);
      });
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await purchaseOrderOf(tx, scopeOf(actor), id, true);
        const t = before.totals;
        if (Number(t.quantityShipped) > 0 || Number(t.quantityReceived) > 0) {
          throw conflict(`PO ${before.number} has goods shipped or received against it and cannot be deleted.`);
        }
        await notifications.unschedule(followUpSource(id), tx);
        await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
        await recordAudit(tx, actor, 'purchaseOrder', id, 'delete', changesOf(audited(before), null));
      }).catch((err) => {
        if (foreignKeyViolation(err)) {
          throw conflict('This purchase order is used by shipments or receiving alerts and cannot be deleted.');
        }
        throw err;
      });
      return null;
    },

    async dataCounts(actor: Actor, purchaseOrderId: number): Promise<PurchaseOrderDataCounts> {
      const po = await purchaseOrderOf(db, scopeOf(actor), purchaseOrderId);
      return {
        purchaseOrderId,
        items: po.totals.items,
        shipments: (await shipmentsOf?.(db, po.id)) ?? 0,
        receivingAlerts: (await receivingAlertsOf?.(db, po.id)) ?? 0,
        files: (await filesOf?.(db, po.projectId, 'PurchaseOrder', String(po.id))) ?? 0,
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

    /** A project's PO count and its unfinished POs: the project hub's tab and data flow. */
    async countOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.projectId, projectId));
      return row?.n ?? 0;
    },
    async openCountOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .where(
          and(eq(purchaseOrders.projectId, projectId), notInArray(purchaseOrders.statusId, [...finishedPoStatusIds])),
        );
      return row?.n ?? 0;
    },
  };
}
export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
