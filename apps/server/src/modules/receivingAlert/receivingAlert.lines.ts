import type { RaDetails, RaItem, raLineFields, updateRaItemBody } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { businessToday } from '../../platform/businessDate';
import { conflict, notFound } from '../../platform/errors';
import { audited, versionedUpdate } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { itemOf, itemsQuery, raHeaderOf, raOf } from './receivingAlert.read';
import { receiptOf } from './receivingAlert.receipt';
import { isFinished, RA } from './receivingAlert.statuses';
import { raItems, receivingAlerts } from './receivingAlert.table';

type LineInput = z.output<typeof raLineFields>;
type LineUpdate = z.output<typeof updateRaItemBody>;

/** Today at the warehouse (its time zone): the received date a line takes when the dock left it empty. */
export const today = businessToday;

/** A line as an alert expects it: of a PO line, of a shipment line, or by hand. */
export interface NewLine {
  poItemId: number | null;
  shipmentItemId: number | null;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantityExpected: string;
  weight: string;
  pieces: number;
}

/** A line as the alert's history names it. */
export const lineText = (i: {
  itemNumber: string;
  description: string;
  quantityExpected: string;
  unitOfMeasure: string;
}) =>
  `${i.itemNumber ? `${i.itemNumber} ` : ''}${i.description}: ${Quantity.plain(i.quantityExpected)} ${i.unitOfMeasure}`;

/** A line and what was received of it, as the history records a receipt. */
const receiptText = (i: RaItem) => {
  if (i.quantityReceived === null) return lineText(i);
  const damaged =
    Quantity.thousandths(i.quantityDamaged ?? '0') > 0
      ? `, ${Quantity.plain(i.quantityDamaged!)} damaged (${i.damageReason})`
      : '';
  return `${lineText(i)}; received ${Quantity.plain(i.quantityReceived)} ${i.condition}${i.reason ? ` (${i.reason})` : ''}${damaged}${i.location ? ` at ${i.location}` : ''}, ${i.weightReceived} lbs, ${i.piecesReceived} pcs`;
};

const trail = (r: RaDetails) => ({
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

/** An alert's history: its own writes (read as the caller sees it) and what happens to its lines. */
export const raHistory = audited({
  entity: 'receivingAlert',
  read: (tx, actor, id) => raOf(tx, scopeOf(actor), id),
  trail,
});

export const byHand = (l: LineInput): NewLine => ({
  poItemId: null,
  shipmentItemId: null,
  itemNumber: l.itemNumber,
  description: l.description,
  unitOfMeasure: l.unitOfMeasure,
  quantityExpected: l.quantityExpected,
  weight: l.weight,
  pieces: l.pieces,
});

/** The alert's heading as the caller sees it, locked, and still open to receiving. */
export async function openRa(tx: Executor, actor: Actor, id: number) {
  const ra = await raHeaderOf(tx, scopeOf(actor), id, true);
  if (isFinished(ra.status)) {
    throw conflict(`Receiving alert ${ra.number} is ${ra.status}; its lines can no longer change.`);
  }
  return ra;
}

export async function insertLines(tx: Executor, actor: Actor, raId: number, lines: NewLine[]) {
  if (!lines.length) return [];
  const rows = await tx
    .insert(raItems)
    .values(lines.map((l) => ({ ...l, receivingAlertId: raId, createdBy: actor.userName, modifiedBy: actor.userName })))
    .returning({ id: raItems.id });
  await raHistory.note(tx, actor, raId, [{ field: 'items added', before: null, after: lines.map(lineText) }]);
  return rows.map((r) => r.id);
}

export async function lineById(ex: Executor, raId: number, id: number) {
  const [row] = await itemsQuery(ex).where(and(eq(raItems.id, id), eq(raItems.receivingAlertId, raId)));
  if (!row) throw notFound('Receiving alert item');
  return itemOf(row);
}

async function raOfLine(ex: Executor, id: number) {
  const [row] = await ex.select({ raId: raItems.receivingAlertId }).from(raItems).where(eq(raItems.id, id));
  if (!row) throw notFound('Receiving alert item');
  return row.raId;
}

/** Writes of an alert's lines: added by hand, received (part-way or in full), removed. */
/** What a line's save records of a receipt: the dock's, never a client user's (their advance notice says what to expect). */
const receiptFields = [
  'quantityReceived',
  'quantityDamaged',
  'receivedDate',
  'condition',
  'reason',
  'damageReason',
  'weightReceived',
  'piecesReceived',
  'location',
] as const;

export function raLineWrites(db: Executor) {
  return {
    async addLine(
      actor: Actor,
      { receivingAlertId: raId, ...line }: LineInput & { receivingAlertId: number },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (tx) => {
        await openRa(tx, actor, raId);
        const [id] = await insertLines(tx, actor, raId, [byHand(line)]);
        return lineById(tx, raId, id!);
      });
    },

    /** Saves a line as received so far (see receiptOf); the alert is then Receiving. */
    async updateLine(actor: Actor, input: LineUpdate, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const ra = await openRa(tx, actor, await raOfLine(tx, input.id));
        if (receiptFields.some((f) => input[f] !== undefined)) {
          providerOnly(actor, 'The dock records what arrived: client users do not receive goods.');
        }
        const before = await lineById(tx, ra.id, input.id);
        const receipt = receiptOf(before, input, today());
        await versionedUpdate(tx, raItems, input, receipt, { by: actor, noun: 'line' });
        if (ra.status === RA.expected && receipt.quantityReceived !== null) {
          // The first line received: the goods are at the dock, if nobody checked the truck in.
          await tx
            .update(receivingAlerts)
            .set({
              status: RA.receiving,
              arrivedAt: sql`coalesce(${receivingAlerts.arrivedAt}, ${new Date().toISOString()}::timestamptz)`,
            })
            .where(eq(receivingAlerts.id, ra.id));
        }
        const after = await lineById(tx, ra.id, input.id);
        if (receiptText(before) !== receiptText(after)) {
          await raHistory.note(tx, actor, ra.id, [
            { field: `item ${input.id}`, before: receiptText(before), after: receiptText(after) },
          ]);
        }
        return after;
      });
    },

    async removeLine(actor: Actor, id: number, tx?: Executor): Promise<null> {
      await inTransaction(db, tx, async (tx) => {
        const ra = await openRa(tx, actor, await raOfLine(tx, id));
        const line = await lineById(tx, ra.id, id);
        await tx.delete(raItems).where(eq(raItems.id, id));
        await raHistory.note(tx, actor, ra.id, [{ field: 'items removed', before: [lineText(line)], after: null }]);
      });
      return null;
    },
  };
}
