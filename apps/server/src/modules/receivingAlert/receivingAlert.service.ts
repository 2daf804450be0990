import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createRaBody,
  type ExportFormat,
  type RaDetails,
  type RaItemListColumn,
  type RaListColumn,
  type raLineFields,
  raList,
  raStatuses,
  receiptConditions,
  receiptReasons,
  unitsOfMeasure,
  type updateRaBody,
  type updateRaItemBody,
  warehouseZones,
} from '@freightdesk/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { lockNumbering, type NumberSequence, nextNumber } from '../../db/numbering';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { type DataScope, scopeOf } from '../../platform/scope';
import { clients } from '../client';
import { putAway } from '../inventory';
import { projectInScope, projects, userProjects } from '../project';
import { moveReceived, poItems, purchaseOrders } from '../purchaseOrder';
import { shipmentItems, shipments } from '../shipment';
import { userClaims, users } from '../user';
import { alertsOf, raItemListQuery, raListQuery } from './receivingAlert.list';
import { raLabelsPdf, receivingReportPdf } from './receivingAlert.pdf';
import { conditionOf, itemOf, itemsOf, itemsQuery, raHeaderOf, raOf } from './receivingAlert.read';
import { raItems, receivingAlerts } from './receivingAlert.table';

type CreateInput = z.output<typeof createRaBody>;
type UpdateInput = z.output<typeof updateRaBody>;
type LineInput = z.output<typeof raLineFields>;
type LineUpdate = z.output<typeof updateRaItemBody>;
type PoLineRequest = { poItemId: number; quantity: string };
/** A line as an alert expects it: of a PO line, of a shipment line, or by hand. */
interface NewLine {
  poItemId: number | null;
  shipmentItemId: number | null;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantityExpected: string;
  weight: string;
  pieces: number;
}

const ENTITY = 'receivingAlert';
/** RA-30001 on: the number an alert left blank gets. */
const RA_NUMBERS: NumberSequence = {
  table: receivingAlerts,
  column: receivingAlerts.number,
  prefix: 'RA',
  floor: 30000,
};

export interface RaServiceDeps {
  db: Executor;
  notify: (
    n: { userId: number; title: string; text: string; link: string; scheduledFor: Date },
    ex: Executor,
  ) => Promise<number>;
}

const today = () => new Date().toISOString().slice(0, 10);
const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
const lineText = (i: { itemNumber: string; description: string; quantityExpected: string; unitOfMeasure: string }) =>
  `${i.itemNumber ? `${i.itemNumber} ` : ''}${i.description}: ${plain(i.quantityExpected)} ${i.unitOfMeasure}`;

const audited = (r: RaDetails) => ({
  number: r.number,
  project: r.projectNumber,
  po: r.poNumber,
  shipment: r.shipmentNumber,
  carrier: r.carrierName,
  status: r.status,
  expectedDate: r.expectedDate,
  receivedDate: r.receivedDate,
  reference: r.reference,
  notes: r.notes,
});

const listItem = <T extends { modifiedAt: Date; status: string }>(r: T) => ({
  ...withIsoModified(r),
  status: r.status as RaDetails['status'],
});

/** What is left to expect of a PO line: ordered, less received, less what open alerts expect. */
const leftToExpect = sql<string>`${poItems.quantity} - ${poItems.quantityReceived} - coalesce((
  select sum(${raItems.quantityExpected}) from ${raItems}
  join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
  where ${raItems.poItemId} = ${poItems.id} and ${receivingAlerts.status} in ('Expected', 'Receiving')), 0)`;

export function createRaService({ db, notify }: RaServiceDeps) {
  async function visibleProject(ex: Executor, scope: DataScope, projectId: number) {
    const [p] = await ex
      .select({ id: projects.id, number: projects.number, projectManagerId: projects.projectManagerId })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
    if (!p) throw notFound('Project');
    return p;
  }

  /** The alert's heading as the caller sees it, locked, and still open to receiving. */
  async function openRa(tx: Executor, actor: Actor, id: number) {
    const ra = await raHeaderOf(tx, scopeOf(actor), id, true);
    if (ra.status === 'Received' || ra.status === 'Cancelled') {
      throw conflict(`Receiving alert ${ra.number} is ${ra.status}; its lines can no longer change.`);
    }
    return ra;
  }

  /**
   * PO lines of the project as RA lines, with their expected quantities: never more of a line than
   * is left to expect (ordered, less received, less what open alerts already expect). The PO lines
   * are locked meanwhile, so two alerts made at once cannot both expect the same goods.
   */
  async function linesFromPo(tx: Executor, projectId: number, requests: PoLineRequest[]) {
    const ids = requests.map((r) => r.poItemId);
    // The lock first, on its own: the read below then starts after any alert made meanwhile has
    // committed, and counts its lines (a statement sees what was committed when it began).
    await tx.select({ id: poItems.id }).from(poItems).where(inArray(poItems.id, ids)).orderBy(poItems.id).for('update');
    const found = await tx
      .select({
        id: poItems.id,
        projectId: purchaseOrders.projectId,
        purchaseOrderId: poItems.purchaseOrderId,
        itemNumber: poItems.itemNumber,
        description: poItems.description,
        unitOfMeasure: poItems.unitOfMeasure,
        quantity: poItems.quantity,
        weight: poItems.weight,
        pieces: poItems.pieces,
        left: leftToExpect,
      })
      .from(poItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
      .where(inArray(poItems.id, ids));
    const thousandths = (q: string) => Math.round(Number(q) * 1000);
    const asked = new Map<number, number>();
    return requests.map((r, i) => {
      const line = found.find((f) => f.id === r.poItemId);
      if (!line || line.projectId !== projectId)
        throw fieldError(`items.${i}.poItemId`, 'Pick a PO line of this project.');
      const total = (asked.get(line.id) ?? 0) + thousandths(r.quantity);
      asked.set(line.id, total);
      if (total > thousandths(line.left)) {
        const left = Math.max(0, thousandths(line.left)) / 1000;
        throw fieldError(
          `items.${i}.quantity`,
          left > 0
            ? `Only ${left} ${line.unitOfMeasure} of ${line.itemNumber || line.description} are left to expect.`
            : `All of ${line.itemNumber || line.description} is received or expected already.`,
        );
      }
      const part = Number(r.quantity) / Number(line.quantity);
      return {
        poItemId: line.id as number | null,
        purchaseOrderId: line.purchaseOrderId,
        shipmentItemId: null as number | null,
        itemNumber: line.itemNumber,
        description: line.description,
        unitOfMeasure: line.unitOfMeasure,
        quantityExpected: r.quantity,
        weight: (Math.round(Number(line.weight) * part * 100) / 100).toFixed(2),
        pieces: Math.round(line.pieces * part),
      };
    });
  }

  async function insertLines(tx: Executor, actor: Actor, raId: number, lines: NewLine[]) {
    if (!lines.length) return;
    await tx
      .insert(raItems)
      .values(
        lines.map((l) => ({ ...l, receivingAlertId: raId, createdBy: actor.userName, modifiedBy: actor.userName })),
      );
    await recordAudit(tx, actor, ENTITY, raId, 'update', [
      { field: 'items added', before: null, after: lines.map(lineText) },
    ]);
  }

  const byHand = (l: LineInput): NewLine => ({
    poItemId: null,
    shipmentItemId: null,
    itemNumber: l.itemNumber,
    description: l.description,
    unitOfMeasure: l.unitOfMeasure,
    quantityExpected: l.quantityExpected,
    weight: l.weight,
    pieces: l.pieces,
  });

  /** Staff who should hear of a project's receiving: its manager and the staff with RA:Update on it. */
  async function staffOf(tx: Executor, projectId: number, managerId: number | null) {
    const rows = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(userProjects, and(eq(userProjects.userId, users.id), eq(userProjects.projectId, projectId)))
      .innerJoin(
        userClaims,
        and(eq(userClaims.userId, users.id), eq(userClaims.type, 'RA'), eq(userClaims.value, 'Update')),
      )
      .where(and(eq(users.status, true), ne(users.userTypeId, CLIENT_USER_TYPE_ID)));
    return [...new Set([...(managerId ? [managerId] : []), ...rows.map((r) => r.id)])];
  }

  async function create(
    tx: Executor,
    actor: Actor,
    input: Omit<CreateInput, 'items'>,
    lines: NewLine[],
  ): Promise<RaDetails> {
    const project = await visibleProject(tx, scopeOf(actor), input.projectId);
    if (input.purchaseOrderId !== null) {
      const [po] = await tx
        .select({ projectId: purchaseOrders.projectId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, input.purchaseOrderId));
      if (po?.projectId !== input.projectId) throw fieldError('purchaseOrderId', 'Pick a PO of this project.');
    }
    if (input.shipmentId !== null) {
      const [s] = await tx
        .select({ projectId: shipments.projectId })
        .from(shipments)
        .where(eq(shipments.id, input.shipmentId));
      if (s?.projectId !== input.projectId) throw fieldError('shipmentId', 'Pick a shipment of this project.');
    }
    if (input.carrierId !== null) {
      const [c] = await tx.select({ typeId: clients.typeId }).from(clients).where(eq(clients.id, input.carrierId));
      if (c?.typeId !== clientTypeIds.carrier) throw fieldError('carrierId', 'Pick a carrier.');
    }
    const advanceNotice = actor.userTypeId === CLIENT_USER_TYPE_ID;
    const [row] = await tx
      .insert(receivingAlerts)
      .values({
        number: await nextNumber(tx, RA_NUMBERS, input.number),
        projectId: input.projectId,
        purchaseOrderId: input.purchaseOrderId,
        shipmentId: input.shipmentId,
        carrierId: input.carrierId,
        expectedDate: input.expectedDate,
        reference: input.reference,
        notes: input.notes,
        advanceNotice,
        createdById: actor.id,
        createdBy: actor.userName,
        modifiedBy: actor.userName,
      })
      .returning({ id: receivingAlerts.id });
    const id = row!.id;
    const created = await raOf(tx, scopeOf(actor), id);
    await recordAudit(tx, actor, ENTITY, id, 'create', changesOf(null, audited(created)));
    await insertLines(tx, actor, id, lines);
    if (advanceNotice) {
      for (const userId of await staffOf(tx, input.projectId, project.projectManagerId)) {
        await notify(
          {
            userId,
            title: `Delivery announced: ${created.number}`,
            text: `${actor.userName} announced a delivery for project ${project.number}${input.expectedDate ? ` expected ${input.expectedDate}` : ''}: ${lines.length} line${lines.length === 1 ? '' : 's'}.`,
            link: `/receiving-alerts/${id}`,
            scheduledFor: new Date(),
          },
          tx,
        );
      }
    }
    return raOf(tx, scopeOf(actor), id);
  }

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This receiving alert number is already used.');
    throw err;
  }

  async function page(actor: Actor, q: ListRequest<RaListColumn>) {
    const result = await raListQuery.page(db, scopeOf(actor), q);
    return { ...result, items: result.items.map(listItem) };
  }
  const all = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 500 } as const;
  async function visiblePo(ex: Executor, actor: Actor, purchaseOrderId: number) {
    const [po] = await ex
      .select({ id: purchaseOrders.id, projectId: purchaseOrders.projectId })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, purchaseOrderId), projectInScope(scopeOf(actor), purchaseOrders.projectId)));
    if (!po) throw notFound('Purchase order');
    return po;
  }
  /** The shipment as the caller sees it; `lock` takes its row, so its lines go on one alert at a time. */
  async function visibleShipment(ex: Executor, actor: Actor, shipmentId: number, lock = false) {
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
  async function raOfLine(ex: Executor, id: number) {
    const [row] = await ex.select({ raId: raItems.receivingAlertId }).from(raItems).where(eq(raItems.id, id));
    if (!row) throw notFound('Receiving alert item');
    return row.raId;
  }
  async function lineById(ex: Executor, raId: number, id: number) {
    const [row] = await itemsQuery(ex).where(and(eq(raItems.id, id), eq(raItems.receivingAlertId, raId)));
    if (!row) throw notFound('Receiving alert item');
    return itemOf(row);
  }

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
    all: async (actor: Actor) => (await page(actor, all)).items,

    async filtered(actor: Actor, f: { status?: string; projectId?: number }) {
      const where = and(
        f.status ? eq(receivingAlerts.status, f.status) : undefined,
        f.projectId ? eq(receivingAlerts.projectId, f.projectId) : undefined,
      );
      return (await page(actor, { ...all, where })).items;
    },

    async ofProject(actor: Actor, projectId: number, q: ListRequest<RaListColumn> = all, openOnly = false) {
      await visibleProject(db, scopeOf(actor), projectId);
      const where = openOnly ? inArray(receivingAlerts.status, ['Expected', 'Receiving']) : undefined;
      return page(actor, { ...q, parent: { project: projectId }, where });
    },

    async ofPo(actor: Actor, purchaseOrderId: number, q: ListRequest<RaListColumn> = all) {
      await visiblePo(db, actor, purchaseOrderId);
      return page(actor, { ...q, parent: { purchaseOrder: purchaseOrderId } });
    },

    async openOfPoProject(actor: Actor, purchaseOrderId: number) {
      const po = await visiblePo(db, actor, purchaseOrderId);
      const where = and(eq(receivingAlerts.projectId, po.projectId), eq(receivingAlerts.status, 'Expected'));
      return (await page(actor, { ...all, where })).items;
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

    async ofShipment(actor: Actor, shipmentId: number, q: ListRequest<RaListColumn> = all) {
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

    async create(actor: Actor, input: CreateInput) {
      return inTransaction(db, undefined, (tx) => create(tx, actor, input, input.items.map(byHand))).catch(numberTaken);
    },

    async fromPo(
      actor: Actor,
      input: { purchaseOrderId: number; expectedDate: string | null; items: PoLineRequest[] },
    ) {
      return inTransaction(db, undefined, async (tx) => {
        // The number's lock before the PO lines' (see lockNumbering).
        await lockNumbering(tx, RA_NUMBERS);
        const po = await visiblePo(tx, actor, input.purchaseOrderId);
        const lines = await linesFromPo(tx, po.projectId, input.items);
        if (lines.some((l) => l.purchaseOrderId !== po.id)) {
          const i = lines.findIndex((l) => l.purchaseOrderId !== po.id);
          throw fieldError(`items.${i}.poItemId`, 'Pick a line of this PO.');
        }
        return create(
          tx,
          actor,
          {
            number: '',
            projectId: po.projectId,
            purchaseOrderId: po.id,
            shipmentId: null,
            carrierId: null,
            expectedDate: input.expectedDate,
            reference: '',
            notes: '',
          },
          lines.map(({ purchaseOrderId: _, ...l }) => l),
        );
      }).catch(numberTaken);
    },

    async addPoLines(actor: Actor, raId: number, requests: PoLineRequest[]) {
      return inTransaction(db, undefined, async (tx) => {
        const ra = await openRa(tx, actor, raId);
        const lines = await linesFromPo(tx, ra.projectId, requests);
        await insertLines(
          tx,
          actor,
          raId,
          lines.map(({ purchaseOrderId: _, ...l }) => l),
        );
        return raOf(tx, scopeOf(actor), raId);
      });
    },

    async fromShipment(actor: Actor, shipmentId: number, raId: number | null) {
      return inTransaction(db, undefined, async (tx) => {
        // A new alert takes the number's lock before the shipment's (see lockNumbering).
        if (raId === null) await lockNumbering(tx, RA_NUMBERS);
        const s = await visibleShipment(tx, actor, shipmentId, true);
        const carried = await tx
          .select({
            id: shipmentItems.id,
            poItemId: shipmentItems.poItemId,
            purchaseOrderId: poItems.purchaseOrderId,
            itemNumber: shipmentItems.itemNumber,
            description: shipmentItems.description,
            unitOfMeasure: shipmentItems.unitOfMeasure,
            quantity: shipmentItems.quantity,
            weight: shipmentItems.weight,
            pieces: shipmentItems.pieces,
          })
          .from(shipmentItems)
          .leftJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
          .where(
            and(
              eq(shipmentItems.shipmentId, shipmentId),
              // A line already on an alert (not cancelled) is expected once, not twice.
              sql`not exists (select 1 from ${raItems} join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
                where ${raItems.shipmentItemId} = ${shipmentItems.id} and ${receivingAlerts.status} <> 'Cancelled')`,
            ),
          )
          .orderBy(shipmentItems.id);
        if (!carried.length) {
          const [any] = await tx
            .select({ id: shipmentItems.id })
            .from(shipmentItems)
            .where(eq(shipmentItems.shipmentId, shipmentId))
            .limit(1);
          throw fieldError(
            'shipmentId',
            any
              ? 'Every line of this shipment is already expected on an alert.'
              : 'This shipment carries no lines yet.',
          );
        }
        const lines: NewLine[] = carried.map((c) => ({
          poItemId: c.poItemId,
          shipmentItemId: c.id,
          itemNumber: c.itemNumber,
          description: c.description,
          unitOfMeasure: c.unitOfMeasure,
          quantityExpected: c.quantity,
          weight: c.weight,
          pieces: c.pieces,
        }));
        if (raId !== null) {
          const ra = await openRa(tx, actor, raId);
          if (ra.projectId !== s.projectId)
            throw fieldError('receivingAlertId', 'Pick an alert of the shipment’s project.');
          await insertLines(tx, actor, raId, lines);
          return raOf(tx, scopeOf(actor), raId);
        }
        const pos = [...new Set(carried.map((c) => c.purchaseOrderId).filter((id): id is number => id !== null))];
        return create(
          tx,
          actor,
          {
            number: '',
            projectId: s.projectId,
            purchaseOrderId: pos.length === 1 ? pos[0]! : null,
            shipmentId,
            carrierId: s.carrierId,
            expectedDate: s.expectedDate,
            reference: s.trackingNumber,
            notes: '',
          },
          lines,
        );
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: UpdateInput) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await raOf(tx, scopeOf(actor), input.id, true);
        if (before.status === 'Received')
          throw conflict(`Receiving alert ${before.number} was received and can no longer change.`);
        if (before.status === 'Cancelled' && input.status !== 'Expected') {
          throw conflict(`Receiving alert ${before.number} is cancelled; set it back to Expected to change it.`);
        }
        if (input.status === 'Received') throw fieldError('status', 'Finish receiving to mark the alert received.');
        if (input.status === 'Cancelled' && before.totals.linesReceived > 0) {
          throw conflict(`Lines of ${before.number} were received already; finish it instead of cancelling.`);
        }
        if (input.projectId !== before.projectId) throw fieldError('projectId', 'An alert stays with its project.');
        const status = input.status === 'Receiving' ? before.status : (input.status ?? before.status);
        const rows = await tx
          .update(receivingAlerts)
          .set({
            number: input.number,
            purchaseOrderId: input.purchaseOrderId,
            shipmentId: input.shipmentId,
            carrierId: input.carrierId,
            expectedDate: input.expectedDate,
            reference: input.reference,
            notes: input.notes,
            status,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${receivingAlerts.version} + 1`,
          })
          .where(and(eq(receivingAlerts.id, input.id), eq(receivingAlerts.version, input.version)))
          .returning({ id: receivingAlerts.id });
        if (!rows.length) {
          throw conflict(
            'This receiving alert was changed by someone else since you opened it. Reload to see the changes.',
          );
        }
        const after = await raOf(tx, scopeOf(actor), input.id);
        await recordAudit(tx, actor, ENTITY, input.id, 'update', changesOf(audited(before), audited(after)));
        return after;
      }).catch(numberTaken);
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await raOf(tx, scopeOf(actor), id, true);
        if (before.status === 'Received' || before.totals.linesReceived > 0) {
          throw conflict(`Goods were received on ${before.number}; it cannot be deleted.`);
        }
        await tx.delete(receivingAlerts).where(eq(receivingAlerts.id, id));
        await recordAudit(tx, actor, ENTITY, id, 'delete', changesOf(audited(before), null));
      });
      return null;
    },

    /**
     * Finishing, all or nothing: every line is settled (not received counts as 0, short), what
     * arrived goes into the project's inventory with its first item-log row, the PO lines take the
     * received quantities and their POs' statuses follow, the alert becomes Received, and the
     * project manager and the alert's creator hear of damaged, short and over lines. The alert is
     * locked while it finishes, so finishing twice is a 409.
     */
    async finish(actor: Actor, id: number) {
      return inTransaction(db, undefined, async (tx) => {
        const ra = await openRa(tx, actor, id);
        const lines = await itemsOf(tx, id);
        if (!lines.length) throw conflict(`Receiving alert ${ra.number} has no lines to receive.`);
        const settled = lines.map((i) => {
          const received = i.quantityReceived ?? '0';
          return {
            ...i,
            received,
            receivedDate: i.receivedDate ?? today(),
            condition: conditionOf(i.condition, i.quantityExpected, received) ?? 'Good',
          };
        });
        const onHand = settled.filter((l) => Number(l.received) > 0);
        const inventoryIds = await putAway(
          tx,
          actor,
          ra.projectId,
          ra.number,
          onHand.map((l) => ({
            raItemId: l.id,
            poItemId: l.poItemId,
            itemNumber: l.itemNumber,
            description: l.description,
            unitOfMeasure: l.unitOfMeasure,
            quantity: l.received,
            weight: l.weight,
            pieces: l.pieces,
            location: l.location,
            condition: l.condition,
            receivedDate: l.receivedDate,
          })),
        );
        for (const l of settled) {
          const index = onHand.indexOf(l);
          await tx
            .update(raItems)
            .set({
              quantityReceived: l.received,
              receivedDate: l.receivedDate,
              condition: l.condition,
              inventoryItemId: index >= 0 ? inventoryIds[index]! : null,
              modifiedBy: actor.userName,
              modifiedAt: new Date(),
              version: sql`${raItems.version} + 1`,
            })
            .where(eq(raItems.id, l.id));
          if (l.poItemId !== null && Number(l.received) > 0) await moveReceived(tx, actor, l.poItemId, l.received);
        }
        const receivedDate =
          settled
            .map((l) => l.receivedDate)
            .sort()
            .at(-1) ?? today();
        await tx
          .update(receivingAlerts)
          .set({
            status: 'Received',
            receivedDate,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${receivingAlerts.version} + 1`,
          })
          .where(eq(receivingAlerts.id, id));
        const after = await raOf(tx, scopeOf(actor), id);
        await recordAudit(tx, actor, ENTITY, id, 'update', [
          { field: 'status', before: ra.status, after: 'Received' },
          {
            field: 'received',
            before: null,
            after: settled.map(
              (l) => `${l.itemNumber || l.description}: ${plain(l.received)} ${l.unitOfMeasure} ${l.condition}`,
            ),
          },
        ]);
        const { damaged, short, over } = after.totals;
        if (damaged + short + over > 0) {
          const [project] = await tx
            .select({ managerId: projects.projectManagerId })
            .from(projects)
            .where(eq(projects.id, ra.projectId));
          const [creator] = await tx
            .select({ id: receivingAlerts.createdById })
            .from(receivingAlerts)
            .where(eq(receivingAlerts.id, id));
          const to = [...new Set([project?.managerId, creator?.id].filter((u): u is number => Boolean(u)))];
          const parts = [
            damaged ? `${damaged} damaged` : '',
            short ? `${short} short` : '',
            over ? `${over} over` : '',
          ].filter(Boolean);
          for (const userId of to) {
            await notify(
              {
                userId,
                title: `Receiving exceptions on ${ra.number}`,
                text: `Project ${after.projectNumber}: ${parts.join(', ')} of ${settled.length} line${settled.length === 1 ? '' : 's'} received.`,
                link: `/receiving-alerts/${id}`,
                scheduledFor: new Date(),
              },
              tx,
            );
          }
        }
        return after;
      });
    },

    async receivingReport(actor: Actor, id: number) {
      return receivingReportPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, id));
    },
    async labels(actor: Actor, id: number, format: 'sheet' | '4x6') {
      return raLabelsPdf(await raOf(db, scopeOf(actor), id), await itemsOf(db, id), format);
    },

    // --- lines ---

    async lines(actor: Actor, raId: number) {
      await raHeaderOf(db, scopeOf(actor), raId);
      return itemsOf(db, raId);
    },

    async line(actor: Actor, raId: number, id: number) {
      await raHeaderOf(db, scopeOf(actor), raId);
      return lineById(db, raId, id);
    },

    async searchLines(actor: Actor, raId: number, q: ListRequest<RaItemListColumn>) {
      const result = await raItemListQuery.page(db, scopeOf(actor), {
        ...q,
        parent: { receivingAlert: raId },
      });
      // The list is scoped by construction: a line proves its alert is visible; without one, the alert must be.
      if (!result.items.length) await raHeaderOf(db, scopeOf(actor), raId);
      return { ...result, items: result.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async lineColumns(actor: Actor, raId: number | undefined) {
      if (raId !== undefined) await raHeaderOf(db, scopeOf(actor), raId);
      return raItemListQuery.columns();
    },

    async addLine(actor: Actor, raId: number, line: LineInput) {
      return inTransaction(db, undefined, async (tx) => {
        await openRa(tx, actor, raId);
        await insertLines(tx, actor, raId, [byHand(line)]);
        const [row] = await tx
          .select({ id: sql<number>`max(${raItems.id})` })
          .from(raItems)
          .where(eq(raItems.receivingAlertId, raId));
        return lineById(tx, raId, row!.id);
      });
    },

    /** Saves a line as received so far; the alert is then Receiving. */
    async updateLine(actor: Actor, input: LineUpdate) {
      return inTransaction(db, undefined, async (tx) => {
        const ra = await openRa(tx, actor, await raOfLine(tx, input.id));
        const before = await lineById(tx, ra.id, input.id);
        const received = input.quantityReceived === undefined ? before.quantityReceived : input.quantityReceived;
        const expected =
          before.poItemId === null ? (input.quantityExpected ?? before.quantityExpected) : before.quantityExpected;
        const condition = conditionOf(
          input.condition === undefined ? before.condition : input.condition,
          expected,
          received,
        );
        const reason = input.reason ?? before.reason;
        if (condition === 'Damaged' && !reason) throw fieldError('reason', 'Pick a reason for a damaged line.');
        const rows = await tx
          .update(raItems)
          .set({
            ...(before.poItemId === null
              ? {
                  itemNumber: input.itemNumber ?? before.itemNumber,
                  description: input.description ?? before.description,
                  unitOfMeasure: input.unitOfMeasure ?? before.unitOfMeasure,
                  quantityExpected: expected,
                }
              : {}),
            quantityReceived: received,
            receivedDate: received === null ? null : (input.receivedDate ?? before.receivedDate ?? today()),
            condition,
            reason: condition === 'Good' ? '' : reason,
            note: input.note ?? before.note,
            weight: input.weight ?? before.weight,
            pieces: input.pieces ?? before.pieces,
            location: input.location ?? before.location,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${raItems.version} + 1`,
          })
          .where(and(eq(raItems.id, input.id), eq(raItems.version, input.version)))
          .returning({ id: raItems.id });
        if (!rows.length)
          throw conflict('This line was changed by someone else since you opened it. Reload to see the changes.');
        if (ra.status === 'Expected' && received !== null) {
          await tx.update(receivingAlerts).set({ status: 'Receiving' }).where(eq(receivingAlerts.id, ra.id));
        }
        const after = await lineById(tx, ra.id, input.id);
        const noted = (i: typeof after) =>
          i.quantityReceived === null
            ? lineText(i)
            : `${lineText(i)}; received ${plain(i.quantityReceived)} ${i.condition}${i.reason ? ` (${i.reason})` : ''}${i.location ? ` at ${i.location}` : ''}`;
        if (noted(before) !== noted(after)) {
          await recordAudit(tx, actor, ENTITY, ra.id, 'update', [
            { field: `item ${input.id}`, before: noted(before), after: noted(after) },
          ]);
        }
        return after;
      });
    },

    async removeLine(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const ra = await openRa(tx, actor, await raOfLine(tx, id));
        const line = await lineById(tx, ra.id, id);
        await tx.delete(raItems).where(eq(raItems.id, id));
        await recordAudit(tx, actor, ENTITY, ra.id, 'update', [
          { field: 'items removed', before: [lineText(line)], after: null },
        ]);
      });
      return null;
    },

    /** The hub's counts: a project's alerts, and those still expecting goods. */
    async countOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(receivingAlerts)
        .where(eq(receivingAlerts.projectId, projectId));
      return row?.n ?? 0;
    },
    async openCountOf(ex: Executor, projectId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(receivingAlerts)
        .where(
          and(eq(receivingAlerts.projectId, projectId), inArray(receivingAlerts.status, ['Expected', 'Receiving'])),
        );
      return row?.n ?? 0;
    },
    /** How many alerts expect lines of a PO or a shipment (their screens' counts). */
    async countOfPo(ex: Executor, purchaseOrderId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(receivingAlerts)
        .where(alertsOf.purchaseOrder(purchaseOrderId));
      return row?.n ?? 0;
    },
    async countOfShipment(ex: Executor, shipmentId: number) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(receivingAlerts)
        .where(alertsOf.shipment(shipmentId));
      return row?.n ?? 0;
    },
  };
}
export type RaService = ReturnType<typeof createRaService>;
