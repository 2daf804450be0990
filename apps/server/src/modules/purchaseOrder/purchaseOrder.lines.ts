import { finishedPoStatusIds, poStatusIds } from '@freightdesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { statusIdOf, updateSet } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { checkReferences } from '../../platform/references';
import { type DataScope, scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { createPoLeft } from './purchaseOrder.left.list';
import { poLineOfProject } from './purchaseOrder.references';
import { followItems } from './purchaseOrder.status';
import { poItems, poStatus, purchaseOrders } from './purchaseOrder.table';

/** A PO line as shipping and receiving see it once it is taken: what was ordered, shipped and received. */
export interface PoLine {
  poItemId: number;
  purchaseOrderId: number;
  poNumber: string;
  projectId: number;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantity: string;
  quantityShipped: string;
  quantityReceived: string;
  weight: string;
  pieces: number;
}

/** A quantity of one PO line a request moves, and the request field a refusal names. */
export interface PoLineMove {
  poItemId: number;
  /** Shipping: more to take, a negative quantity to give back. */
  quantity: string;
  field: string;
}

const idsOf = (moves: { poItemId: number }[]) => [...new Set(moves.map((m) => m.poItemId))].sort((a, b) => a - b);
const poLineField = (field: string) => field.replace(/quantity$/, 'poItemId');

/**
 * Takes PO lines' rows for the caller's transaction, in one order for every writer: the POs
 * first, then their lines, each in id order (a PO's own writes take its row before its lines too),
 * so two writers never wait for each other in a circle. Answers the lines (of the caller's scope)
 * as they stand once taken: the read is a statement of its own after the locks, so it sees what a
 * transaction that held a line meanwhile committed. A fixed number of statements for any number
 * of lines.
 */
async function lockLines(tx: Executor, scope: DataScope, ids: number[]) {
  if (!ids.length) return new Map<number, PoLine & { statusId: number; status: string }>();
  const pos = tx.selectDistinct({ id: poItems.purchaseOrderId }).from(poItems).where(inArray(poItems.id, ids));
  await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, pos))
    .orderBy(purchaseOrders.id)
    .for('update');
  await tx.select({ id: poItems.id }).from(poItems).where(inArray(poItems.id, ids)).orderBy(poItems.id).for('update');
  const rows = await tx
    .select({
      poItemId: poItems.id,
      purchaseOrderId: poItems.purchaseOrderId,
      poNumber: purchaseOrders.number,
      projectId: purchaseOrders.projectId,
      statusId: statusIdOf(purchaseOrders.status, poStatus),
      status: purchaseOrders.status,
      itemNumber: poItems.itemNumber,
      description: poItems.description,
      unitOfMeasure: poItems.unitOfMeasure,
      quantity: poItems.quantity,
      quantityShipped: poItems.quantityShipped,
      quantityReceived: poItems.quantityReceived,
      weight: poItems.weight,
      pieces: poItems.pieces,
    })
    .from(poItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
    .where(and(inArray(poItems.id, ids), projectInScope(scope, purchaseOrders.projectId)))
    .orderBy(poItems.id);
  return new Map(rows.map((r) => [r.poItemId, r]));
}

const lineOf = ({ statusId: _s, status: _n, ...line }: PoLine & { statusId: number; status: string }): PoLine => line;

/** Adds each line's total to a quantity column in one statement, guarded by the column's bounds. */
async function addTo(
  tx: Executor,
  column: typeof poItems.quantityShipped | typeof poItems.quantityReceived,
  totals: Map<number, number>,
) {
  const moved = [...totals].filter(([, n]) => n !== 0);
  if (!moved.length) return;
  const shipped = column === poItems.quantityShipped;
  // The lines are held and were checked under the lock: a refusal here is a rule broken by a writer that did not take them.
  await updateSet(
    tx,
    poItems,
    moved.map(([id, n]) => ({ id, n: Quantity.plain(n) })),
    {
      types: { n: 'numeric' },
      set: (v) =>
        shipped ? { quantityShipped: sql`${column} + ${v.n}` } : { quantityReceived: sql`${column} + ${v.n}` },
      where: (v) =>
        shipped ? sql`${column} + ${v.n} between 0 and ${poItems.quantity}` : sql`${column} + ${v.n} >= 0`,
      by: null,
      subject: 'These PO lines',
      marks: false,
    },
  );
}

/**
 * What shipping and receiving ask of PO lines (what is left of them, createPoLeft) and do to them, always a set of lines in one transaction (the
 * caller's when given): the PO module locks its own lines, checks them against the caller's scope
 * and the record's project, moves their quantities and lets the POs' statuses follow, in a fixed
 * number of statements however many lines move.
 */
export function createPoLines({ db }: { db: Executor }) {
  return {
    ...createPoLeft({ db }),

    /**
     * Ships quantities of PO lines (a negative quantity gives some back: a line removed, a
     * shipment cancelled). Each line must be a line of the project the caller sees; taking more
     * needs a PO that is not finished, and never goes past what was ordered. Answers each move's
     * line, in the moves' order.
     */
    async ship(actor: Actor, input: { projectId: number; lines: PoLineMove[] }, tx?: Executor): Promise<PoLine[]> {
      if (!input.lines.length) return [];
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        const ofProject = poLineOfProject(scope, input.projectId);
        await checkReferences(
          tx,
          input.lines.map((m) => ({ field: poLineField(m.field), id: m.poItemId, check: ofProject })),
        );
        const locked = await lockLines(tx, scope, idsOf(input.lines));
        const shipped = new Map<number, number>();
        const totals = new Map<number, number>();
        for (const m of input.lines) {
          const line = locked.get(m.poItemId);
          if (!line || line.projectId !== input.projectId) {
            throw fieldError(poLineField(m.field), 'Pick a PO line of this project.');
          }
          const delta = Quantity.thousandths(m.quantity);
          const finished = finishedPoStatusIds.includes(line.statusId) && line.statusId !== poStatusIds.received;
          if (delta > 0 && finished) {
            throw conflict(`PO ${line.poNumber} is ${line.status}; nothing more ships against it.`);
          }
          const before = shipped.get(m.poItemId) ?? Quantity.thousandths(line.quantityShipped);
          const after = before + delta;
          if (after < 0 || after > Quantity.thousandths(line.quantity)) {
            throw fieldError(
              m.field,
              `Only ${Quantity.plain(Quantity.plain(Quantity.thousandths(line.quantity) - before))} ${line.unitOfMeasure} of ${line.itemNumber || line.description} ${line.poNumber} are left to ship.`,
            );
          }
          shipped.set(m.poItemId, after);
          totals.set(m.poItemId, (totals.get(m.poItemId) ?? 0) + delta);
        }
        await addTo(tx, poItems.quantityShipped, totals);
        await followItems(
          actor,
          [...locked.values()].map((l) => l.purchaseOrderId),
          tx,
        );
        return input.lines.map((m) => lineOf(locked.get(m.poItemId)!));
      });
    },

    /**
     * Adds what the dock received of PO lines of the project (over receipts included: they are a
     * normal path), and moves the POs' statuses with them.
     */
    async receive(
      actor: Actor,
      input: { projectId: number; lines: { poItemId: number; quantity: string }[] },
      tx?: Executor,
    ): Promise<void> {
      const lines = input.lines.filter((l) => Quantity.thousandths(l.quantity) !== 0);
      if (!lines.length) return;
      await inTransaction(db, tx, async (tx) => {
        const locked = await lockLines(tx, scopeOf(actor), idsOf(lines));
        const totals = new Map<number, number>();
        for (const l of lines) {
          const line = locked.get(l.poItemId);
          if (!line || line.projectId !== input.projectId) throw fieldError('items', 'Pick a PO line of this project.');
          totals.set(l.poItemId, (totals.get(l.poItemId) ?? 0) + Quantity.thousandths(l.quantity));
        }
        await addTo(tx, poItems.quantityReceived, totals);
        await followItems(
          actor,
          [...locked.values()].map((l) => l.purchaseOrderId),
          tx,
        );
      });
    },

    /**
     * Takes PO lines for an expectation of their goods (a receiving alert): the lines must be of
     * the project the caller sees; they are locked, so a count of what is expected of them made
     * after it stands until the transaction ends. Answers each request's line as it stands, with
     * what is left to receive of it (ordered, less received), in the requests' order.
     */
    async expect(
      actor: Actor,
      input: { projectId: number; lines: PoLineMove[] },
      tx?: Executor,
    ): Promise<(PoLine & { leftToReceive: string })[]> {
      if (!input.lines.length) return [];
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        const ofProject = poLineOfProject(scope, input.projectId);
        await checkReferences(
          tx,
          input.lines.map((m) => ({ field: poLineField(m.field), id: m.poItemId, check: ofProject })),
        );
        const locked = await lockLines(tx, scope, idsOf(input.lines));
        return input.lines.map((m) => {
          const line = locked.get(m.poItemId);
          if (!line || line.projectId !== input.projectId) {
            throw fieldError(poLineField(m.field), 'Pick a PO line of this project.');
          }
          const left = Quantity.thousandths(line.quantity) - Quantity.thousandths(line.quantityReceived);
          return { ...lineOf(line), leftToReceive: Quantity.plain(left) };
        });
      });
    },
  };
}
export type PoLines = ReturnType<typeof createPoLines>;
