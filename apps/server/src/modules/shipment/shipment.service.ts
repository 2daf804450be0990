import {
  clientTypeIds,
  type createShipmentBody,
  type ExportFormat,
  finishedPoStatusIds,
  type ShipmentDetails,
  type ShipmentItemListColumn,
  type ShipmentListColumn,
  type ShippableItem,
  shipmentList,
  shipmentStatusIds,
  type TransactionType,
  type updateShipmentBody,
  type shipmentItemFields as zShipmentItemFields,
} from '@freightdesk/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { type NumberSequence, nextNumber } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { checkReferences, referenceCheck } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { type DataScope, scopeOf } from '../../platform/scope';
import { offsetOf } from '../../platform/search';
import { clients, companyOfType } from '../client';
import { shipmentMethods, shipmentStatuses } from '../lookup';
import { projectInScope, projectOfScope, projects } from '../project';
import { lockPoLines, moveShipped, poItems, poLineOfProject, purchaseOrders } from '../purchaseOrder';
import { billOfLadingPdf } from './billOfLading';
import { shipmentItemListQuery, shipmentListQuery } from './shipment.list';
import { itemOf, itemsOf, itemsQuery, shipmentHeaderOf, shipmentOf } from './shipment.read';
import { shipmentItems, shipments } from './shipment.table';

type CreateInput = z.output<typeof createShipmentBody>;
type UpdateInput = z.output<typeof updateShipmentBody>;
type LineInput = z.output<typeof zShipmentItemFields>;

const SHIPMENTS = 'shipment';
/** SH-20001 on: the number a shipment left blank gets. */
const SHIPMENT_NUMBERS: NumberSequence = { table: shipments, column: shipments.number, prefix: 'SH', floor: 20000 };

export interface ShipmentServiceDeps {
  db: Executor;
  /** How many receiving alerts expect a shipment's lines (the receiving module's count, given in app.ts). */
  receivingAlertsOf?: (ex: Executor, shipmentId: number) => Promise<number>;
  filesOf?: (ex: Executor, projectId: number, transactionType: TransactionType, folderName: string) => Promise<number>;
}

const audited = (s: ShipmentDetails) => ({
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

const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
const lineText = (i: { itemNumber: string; description: string; quantity: string; unitOfMeasure: string }) =>
  `${i.itemNumber ? `${i.itemNumber} ` : ''}${i.description}: ${plain(i.quantity)} ${i.unitOfMeasure}`;

/** A share of a PO line's weight (to the hundredth) and pieces (whole) for part of its quantity. */
function shareOf(line: { quantity: string; weight: string; pieces: number }, quantity: string) {
  const part = Number(quantity) / Number(line.quantity);
  return {
    weight: (Math.round(Number(line.weight) * part * 100) / 100).toFixed(2),
    pieces: Math.round(line.pieces * part),
  };
}

const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);

export function createShipmentService({ db, filesOf, receivingAlertsOf }: ShipmentServiceDeps) {
  async function visibleProject(ex: Executor, scope: DataScope, projectId: number) {
    const [row] = await ex
      .select({ id: projects.id, number: projects.number })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
    if (!row) throw notFound('Project');
    return row;
  }

  /** Lookups of the shipment's own: a method and a status that exist. */
  const lookupCheck = (table: typeof shipmentMethods | typeof shipmentStatuses, message: string) =>
    referenceCheck(message, async (ex, ids) =>
      (await ex.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
    );
  const methods = lookupCheck(shipmentMethods, 'This method does not exist.');
  const statuses = lookupCheck(shipmentStatuses, 'This status does not exist.');
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
    statusId: input.statusId,
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

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This shipment number is already used.');
    throw err;
  }

  /** The shipment as the caller sees it, locked, and still open to changes of its lines. */
  async function openShipment(tx: Executor, actor: Actor, id: number) {
    const s = await shipmentOf(tx, scopeOf(actor), id, true);
    if (s.statusId === shipmentStatusIds.cancelled || s.statusId === shipmentStatusIds.delivered) {
      throw conflict(`Shipment ${s.number} is ${s.status}; its lines can no longer change.`);
    }
    return s;
  }

  /** Gives every PO line of a shipment back (a cancelled or deleted shipment). */
  async function releaseAll(tx: Executor, actor: Actor, s: ShipmentDetails) {
    const items = await itemsOf(tx, s.id);
    await lockPoLines(
      tx,
      items.flatMap((i) => (i.poItemId === null ? [] : [i.poItemId])),
    );
    for (const i of items) {
      if (i.poItemId === null) continue;
      await moveShipped(tx, actor, {
        poItemId: i.poItemId,
        delta: `-${i.quantity}`,
        projectId: s.projectId,
        field: 'items',
      });
    }
  }

  /** Adds lines to an open shipment: PO lines take their quantity from the PO under its lock. */
  async function addLines(
    tx: Executor,
    actor: Actor,
    s: ShipmentDetails,
    lines: LineInput[],
    field: (i: number) => string,
  ) {
    const poLines = poLineOfProject(scopeOf(actor), s.projectId);
    await checkReferences(
      tx,
      lines.map((l, i) => ({ field: field(i).replace(/quantity$/, 'poItemId'), id: l.poItemId, check: poLines })),
    );
    // Every PO line (and its PO) before any moves, in one order, as every writer of PO lines takes them.
    await lockPoLines(
      tx,
      lines.flatMap((l) => (l.poItemId === null ? [] : [l.poItemId])),
    );
    const ids: number[] = [];
    for (const [index, l] of lines.entries()) {
      let values = {
        itemNumber: l.itemNumber,
        description: l.description,
        unitOfMeasure: l.unitOfMeasure as string,
        weight: l.weight ?? '0',
        pieces: l.pieces ?? 0,
      };
      if (l.poItemId !== null) {
        const po = await moveShipped(tx, actor, {
          poItemId: l.poItemId,
          delta: l.quantity,
          projectId: s.projectId,
          field: field(index),
        });
        const share = shareOf(po, l.quantity);
        values = {
          itemNumber: po.itemNumber,
          description: po.description,
          unitOfMeasure: po.unitOfMeasure,
          weight: l.weight ?? share.weight,
          pieces: l.pieces ?? share.pieces,
        };
      }
      const [row] = await tx
        .insert(shipmentItems)
        .values({
          ...values,
          shipmentId: s.id,
          poItemId: l.poItemId,
          quantity: l.quantity,
          createdBy: actor.userName,
          modifiedBy: actor.userName,
        })
        .returning({ id: shipmentItems.id });
      ids.push(row!.id);
    }
    const added = await Promise.all(ids.map((id) => itemById(tx, s.id, id)));
    await recordAudit(tx, actor, SHIPMENTS, s.id, 'update', [
      { field: 'items added', before: null, after: added.map(lineText) },
    ]);
    return added;
  }

  async function itemById(tx: Executor, shipmentId: number | null, id: number) {
    const [row] = await itemsQuery(tx).where(
      and(eq(shipmentItems.id, id), shipmentId === null ? undefined : eq(shipmentItems.shipmentId, shipmentId)),
    );
    if (!row) throw notFound('Shipment item');
    return itemOf(row);
  }

  /** The shipment of a line, so its scope can be checked; a line of another project is not found. */
  async function shipmentOfItem(ex: Executor, id: number) {
    const [row] = await ex
      .select({ shipmentId: shipmentItems.shipmentId })
      .from(shipmentItems)
      .where(eq(shipmentItems.id, id));
    if (!row) throw notFound('Shipment item');
    return row.shipmentId;
  }

  async function page(actor: Actor, q: ListRequest<ShipmentListColumn>) {
    const result = await shipmentListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }

  const all = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 500 } as const;
  /** A PO the caller sees (by its project), for the lists of its shipments. */
  async function visiblePo(actor: Actor, purchaseOrderId: number) {
    const [po] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, purchaseOrderId), projectInScope(scopeOf(actor), purchaseOrders.projectId)));
    if (!po) throw notFound('Purchase order');
  }

  return {
    get: (actor: Actor, id: number) => shipmentOf(db, scopeOf(actor), id),
    search: page,
    all: async (actor: Actor) => (await page(actor, all)).items,

    async filter(actor: Actor, f: { statusId?: number; projectId?: number; carrierId?: number }) {
      const where = and(
        f.statusId ? eq(shipments.statusId, f.statusId) : undefined,
        f.projectId ? eq(shipments.projectId, f.projectId) : undefined,
        f.carrierId ? eq(shipments.carrierId, f.carrierId) : undefined,
      );
      return (await page(actor, { ...all, where })).items;
    },

    async ofProject(actor: Actor, projectId: number, q: ListRequest<ShipmentListColumn> = all) {
      await visibleProject(db, scopeOf(actor), projectId);
      return page(actor, { ...q, parent: { project: projectId } });
    },

    async ofPo(actor: Actor, purchaseOrderId: number, q: ListRequest<ShipmentListColumn> = all) {
      await visiblePo(actor, purchaseOrderId);
      return page(actor, { ...q, parent: { purchaseOrder: purchaseOrderId } });
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
      const named = (t: typeof shipmentStatuses) =>
        db.select({ value: t.name, label: t.name }).from(t).orderBy(asc(t.sortOrder), asc(t.id));
      return shipmentListQuery.columns({ status: await named(shipmentStatuses), method: await named(shipmentMethods) });
    },

    async create(actor: Actor, input: CreateInput) {
      return inTransaction(db, undefined, async (tx) => {
        await checkRules(tx, actor, input);
        if (input.statusId === shipmentStatusIds.cancelled)
          throw fieldError('statusId', 'A new shipment cannot be cancelled.');
        const number = await nextNumber(tx, SHIPMENT_NUMBERS, input.number);
        const [row] = await tx
          .insert(shipments)
          .values({ ...fields(input), number, createdBy: actor.userName, modifiedBy: actor.userName })
          .returning({ id: shipments.id });
        const created = await shipmentOf(tx, scopeOf(actor), row!.id);
        await recordAudit(tx, actor, SHIPMENTS, created.id, 'create', changesOf(null, audited(created)));
        return created;
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: UpdateInput) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await shipmentOf(tx, scopeOf(actor), input.id, true);
        if (before.statusId === shipmentStatusIds.cancelled) {
          throw conflict(`Shipment ${before.number} is cancelled; create a new shipment instead.`);
        }
        await checkRules(tx, actor, input);
        if (input.projectId !== before.projectId && before.totals.purchaseOrders > 0) {
          throw fieldError('projectId', 'This shipment carries PO lines of its project; it cannot move to another.');
        }
        if (input.projectId !== before.projectId && ((await receivingAlertsOf?.(tx, before.id)) ?? 0) > 0) {
          throw fieldError(
            'projectId',
            `Receiving alerts of project ${before.projectNumber} expect this shipment; it cannot move to another.`,
          );
        }
        const rows = await tx
          .update(shipments)
          .set({
            ...fields(input),
            number: input.number,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${shipments.version} + 1`,
          })
          .where(and(eq(shipments.id, input.id), eq(shipments.version, input.version)))
          .returning({ id: shipments.id });
        if (!rows.length) {
          throw conflict('This shipment was changed by someone else since you opened it. Reload to see the changes.');
        }
        if (input.statusId === shipmentStatusIds.cancelled) await releaseAll(tx, actor, before);
        const after = await shipmentOf(tx, scopeOf(actor), input.id);
        await recordAudit(tx, actor, SHIPMENTS, input.id, 'update', changesOf(audited(before), audited(after)));
        return after;
      }).catch(numberTaken);
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await shipmentOf(tx, scopeOf(actor), id, true);
        if (before.statusId === shipmentStatusIds.delivered) {
          throw conflict(`Shipment ${before.number} was delivered and cannot be deleted.`);
        }
        const alerts = (await receivingAlertsOf?.(tx, id)) ?? 0;
        if (alerts > 0) {
          throw conflict(
            `Shipment ${before.number} is expected by ${alerts} receiving alert${alerts === 1 ? '' : 's'} and cannot be deleted; cancel it instead.`,
          );
        }
        if (before.statusId !== shipmentStatusIds.cancelled) await releaseAll(tx, actor, before);
        await tx.delete(shipments).where(eq(shipments.id, id));
        await recordAudit(tx, actor, SHIPMENTS, id, 'delete', changesOf(audited(before), null));
      });
      return null;
    },

    async dataCounts(actor: Actor, shipmentId: number) {
      const s = await shipmentOf(db, scopeOf(actor), shipmentId);
      return {
        shipmentId,
        items: s.totals.items,
        purchaseOrders: s.totals.purchaseOrders,
        receivingAlerts: (await receivingAlertsOf?.(db, shipmentId)) ?? 0,
        files: (await filesOf?.(db, s.projectId, 'Shipment', String(s.id))) ?? 0,
      };
    },

    async billOfLading(actor: Actor, id: number) {
      const s = await shipmentOf(db, scopeOf(actor), id);
      return billOfLadingPdf(s, await itemsOf(db, id));
    },

    // --- lines ---

    async items(actor: Actor, shipmentId: number) {
      await shipmentHeaderOf(db, scopeOf(actor), shipmentId);
      return itemsOf(db, shipmentId);
    },

    async item(actor: Actor, id: number) {
      await shipmentHeaderOf(db, scopeOf(actor), await shipmentOfItem(db, id));
      return itemById(db, null, id);
    },

    async searchItems(actor: Actor, shipmentId: number, q: ListRequest<ShipmentItemListColumn>) {
      await shipmentHeaderOf(db, scopeOf(actor), shipmentId);
      const result = await shipmentItemListQuery.page(db, scopeOf(actor), {
        ...q,
        parent: { shipment: shipmentId },
      });
      return { ...result, items: result.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async itemColumns(actor: Actor, shipmentId: number | undefined) {
      if (shipmentId !== undefined) await shipmentHeaderOf(db, scopeOf(actor), shipmentId);
      return shipmentItemListQuery.columns();
    },

    async addItem(actor: Actor, shipmentId: number, line: LineInput) {
      return inTransaction(db, undefined, async (tx) => {
        const s = await openShipment(tx, actor, shipmentId);
        const [item] = await addLines(tx, actor, s, [line], () => 'quantity');
        return item!;
      });
    },

    async addPoItems(actor: Actor, shipmentId: number, lines: { poItemId: number; quantity: string }[]) {
      return inTransaction(db, undefined, async (tx) => {
        const s = await openShipment(tx, actor, shipmentId);
        const full = lines.map((l) => ({
          ...l,
          itemNumber: '',
          description: '',
          unitOfMeasure: 'Each' as const,
          weight: null,
          pieces: null,
        }));
        return addLines(tx, actor, s, full, (i) => `items.${i}.quantity`);
      });
    },

    async updateItem(actor: Actor, input: LineInput & { id: number; version: number }) {
      return inTransaction(db, undefined, async (tx) => {
        const s = await openShipment(tx, actor, await shipmentOfItem(tx, input.id));
        const before = await itemById(tx, s.id, input.id);
        if (input.poItemId !== before.poItemId) {
          throw fieldError('poItemId', 'A line keeps its PO line; remove it and add the other one.');
        }
        let share: { weight: string; pieces: number } | null = null;
        if (before.poItemId !== null) {
          const delta = (Number(input.quantity) - Number(before.quantity)).toFixed(3);
          const po = await moveShipped(tx, actor, {
            poItemId: before.poItemId,
            delta,
            projectId: s.projectId,
            field: 'quantity',
          });
          share = shareOf(po, input.quantity);
        }
        const rows = await tx
          .update(shipmentItems)
          .set({
            ...(before.poItemId === null
              ? { itemNumber: input.itemNumber, description: input.description, unitOfMeasure: input.unitOfMeasure }
              : {}),
            quantity: input.quantity,
            weight: input.weight ?? share?.weight ?? before.weight,
            pieces: input.pieces ?? share?.pieces ?? before.pieces,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${shipmentItems.version} + 1`,
          })
          .where(and(eq(shipmentItems.id, input.id), eq(shipmentItems.version, input.version)))
          .returning({ id: shipmentItems.id });
        if (!rows.length) {
          throw conflict('This line was changed by someone else since you opened it. Reload to see the changes.');
        }
        const after = await itemById(tx, s.id, input.id);
        await recordAudit(tx, actor, SHIPMENTS, s.id, 'update', [
          { field: `item ${input.id}`, before: lineText(before), after: lineText(after) },
        ]);
        return after;
      });
    },

    async removeItem(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const s = await openShipment(tx, actor, await shipmentOfItem(tx, id));
        const item = await itemById(tx, s.id, id);
        if (item.poItemId !== null) {
          await moveShipped(tx, actor, {
            poItemId: item.poItemId,
            delta: `-${item.quantity}`,
            projectId: s.projectId,
            field: 'id',
          });
        }
        await tx.delete(shipmentItems).where(eq(shipmentItems.id, id));
        await recordAudit(tx, actor, SHIPMENTS, s.id, 'update', [
          { field: 'items removed', before: [lineText(item)], after: null },
        ]);
      });
      return null;
    },

    /** A project's PO lines with something left to ship, by PO number then entry order. */
    async shippable(actor: Actor, projectId: number, q: { pageIndex: number; pageSize: number }) {
      await visibleProject(db, scopeOf(actor), projectId);
      const where = and(
        eq(purchaseOrders.projectId, projectId),
        notInArray(purchaseOrders.statusId, [...finishedPoStatusIds]),
        sql`${poItems.quantityShipped} < ${poItems.quantity}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            poItemId: poItems.id,
            purchaseOrderId: purchaseOrders.id,
            poNumber: purchaseOrders.number,
            vendorName: clients.name,
            itemNumber: poItems.itemNumber,
            description: poItems.description,
            unitOfMeasure: poItems.unitOfMeasure,
            quantity: poItems.quantity,
            quantityShipped: poItems.quantityShipped,
            remaining: sql<string>`(${poItems.quantity} - ${poItems.quantityShipped})::text`,
            weight: poItems.weight,
            pieces: poItems.pieces,
          })
          .from(poItems)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
          .innerJoin(clients, eq(clients.id, purchaseOrders.vendorId))
          .where(where)
          .orderBy(sql`lower(${purchaseOrders.number})`, asc(poItems.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.pageIndex, q.pageSize)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(poItems)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
          .where(where),
      ]);
      return {
        items: rows as ShippableItem[],
        totalCount: total?.n ?? 0,
        totalExact: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },

    /** How many shipments carry lines of a PO (its screen's count). */
    async countOfPo(ex: Executor, purchaseOrderId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(distinct ${shipmentItems.shipmentId})::int` })
        .from(shipmentItems)
        .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
        .where(eq(poItems.purchaseOrderId, purchaseOrderId));
      return row?.n ?? 0;
    },

    /** The hub's counts: all of a project's shipments, and those still moving. */
    async countOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(eq(shipments.projectId, projectId));
      return row?.n ?? 0;
    },
    async openCountOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(
          and(
            eq(shipments.projectId, projectId),
            notInArray(shipments.statusId, [shipmentStatusIds.delivered, shipmentStatusIds.cancelled]),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type ShipmentService = ReturnType<typeof createShipmentService>;
