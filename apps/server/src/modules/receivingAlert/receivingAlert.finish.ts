import { eq } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { changeMarks, updateSet } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import type { ReceivedLine } from '../inventory';
import { openRa, raHistory, today } from './receivingAlert.lines';
import { itemsOf, raOf, whoHearsOf } from './receivingAlert.read';
import { conditionOf, partsOf } from './receivingAlert.receipt';
import type { RaServiceDeps } from './receivingAlert.service';
import { RA } from './receivingAlert.statuses';
import { raItems, receivingAlerts } from './receivingAlert.table';

/**
 * Finishing, all or nothing, in one transaction of a fixed number of statements however many
 * lines the alert has: every line is settled (not received counts as 0, short), what arrived goes
 * into the project's inventory split by condition (the inventory module puts the set away: the
 * good goods and the damaged ones each an inventory item of the line, with its first item-log
 * row), the PO module takes the received quantities of its lines (damaged ones too: they arrived)
 * and its POs' statuses follow, the alert becomes Received, and the project manager and the
 * alert's creator hear of damaged, short and over lines. The alert is locked while it finishes,
 * so finishing twice is a 409.
 */
export function raFinish({ db, notify, poLines, inventory }: RaServiceDeps) {
  return async function finish(actor: Actor, id: number, tx?: Executor) {
    return inTransaction(db, tx, async (tx) => {
      const scope = scopeOf(actor);
      const ra = await openRa(tx, actor, id);
      providerOnly(actor, 'The dock finishes receiving: client users do not put goods into stock.');
      const lines = await itemsOf(tx, scope, id);
      if (!lines.length) throw conflict(`Receiving alert ${ra.number} has no lines to receive.`);
      const settled = lines.map((l) => {
        const received = l.quantityReceived ?? '0.000';
        const damaged = l.quantityReceived === null ? '0.000' : (l.quantityDamaged ?? '0.000');
        return {
          ...l,
          received,
          damaged,
          receivedDate: l.receivedDate ?? today(),
          condition: conditionOf(l.quantityExpected, received, damaged)!,
          parts: partsOf(l),
        };
      });
      // The PO lines (and their POs) first, as every writer of PO lines takes them.
      await poLines.receive(
        actor,
        {
          projectId: ra.projectId,
          lines: settled.flatMap((l) => (l.poItemId === null ? [] : [{ poItemId: l.poItemId, quantity: l.received }])),
        },
        tx,
      );
      const shelved = await inventory.putAway(
        actor,
        {
          projectId: ra.projectId,
          reference: ra.number,
          lines: settled.flatMap((l) =>
            l.parts.map(
              (p): ReceivedLine => ({
                raItemId: l.id,
                poItemId: l.poItemId,
                itemNumber: l.itemNumber,
                description: l.description,
                unitOfMeasure: l.unitOfMeasure,
                quantity: p.quantity,
                weight: p.weight,
                pieces: p.pieces,
                location: l.location,
                condition: p.condition,
                receivedDate: l.receivedDate,
                lengthIn: l.lengthIn,
                widthIn: l.widthIn,
                heightIn: l.heightIn,
              }),
            ),
          ),
        },
        tx,
      );
      const itemOf = (raItemId: number, condition: string) =>
        shelved.find((s) => s.raItemId === raItemId && s.condition === condition)?.inventoryItemId ?? null;
      await updateSet(
        tx,
        raItems,
        settled.map((l) => ({
          id: l.id,
          received: l.received,
          damaged: l.damaged,
          receivedDate: l.receivedDate,
          condition: l.condition,
          good: itemOf(l.id, 'Good'),
          bad: itemOf(l.id, 'Damaged'),
        })),
        {
          types: {
            received: 'numeric',
            damaged: 'numeric',
            receivedDate: 'date',
            condition: 'text',
            good: 'int',
            bad: 'int',
          },
          set: (v) => ({
            quantityReceived: v.received,
            quantityDamaged: v.damaged,
            receivedDate: v.receivedDate,
            condition: v.condition,
            inventoryItemId: v.good,
            damagedInventoryItemId: v.bad,
          }),
          by: actor,
          subject: 'These alert lines',
        },
      );
      const receivedDate =
        settled
          .map((l) => l.receivedDate)
          .sort()
          .at(-1) ?? today();
      await tx
        .update(receivingAlerts)
        .set({
          status: RA.received,
          receivedDate,
          // The server's clock, as the arrival's (not the transaction's start, which may be earlier).
          putAwayAt: new Date(),
          ...changeMarks(receivingAlerts, actor),
        })
        .where(eq(receivingAlerts.id, id));
      const after = await raOf(tx, scope, id);
      await raHistory.note(tx, actor, id, [
        { field: 'status', before: ra.status, after: RA.received },
        {
          field: 'received',
          before: null,
          after: settled.map(
            (l) =>
              `${l.itemNumber || l.description}: ${Quantity.plain(l.received)} ${l.unitOfMeasure} ${l.condition}${Quantity.thousandths(l.damaged) > 0 ? ` (${Quantity.plain(l.damaged)} damaged)` : ''}`,
          ),
        },
      ]);
      await tellOfExceptions(tx, actor, after, settled.length, notify);
      return after;
    });
  };
}

/** A minute's grace for a dock terminal's clock a little ahead of the server's. */
const CLOCK_GRACE_MS = 60_000;

/**
 * The truck checked in at the dock: the alert is Receiving from then, and the arrival starts its
 * dock-to-stock clock. The dock may give the time it arrived (a truck checked in before anyone
 * opened the alert), never a time to come; checking in again corrects the time. Staff only, on an
 * open alert.
 */
export function raArrive({ db }: Pick<RaServiceDeps, 'db'>) {
  return async function arrive(actor: Actor, input: { id: number; arrivedAt?: string }, tx?: Executor) {
    return inTransaction(db, tx, async (tx) => {
      const ra = await openRa(tx, actor, input.id);
      providerOnly(actor, 'The dock checks trucks in: client users do not receive goods.');
      const arrivedAt = input.arrivedAt === undefined ? new Date() : new Date(input.arrivedAt);
      if (arrivedAt.getTime() > Date.now() + CLOCK_GRACE_MS) {
        throw fieldError('arrivedAt', 'The arrival time cannot be in the future.');
      }
      await tx
        .update(receivingAlerts)
        .set({ status: RA.receiving, arrivedAt, ...changeMarks(receivingAlerts, actor) })
        .where(eq(receivingAlerts.id, ra.id));
      await raHistory.note(tx, actor, ra.id, [
        ...(ra.status === RA.receiving ? [] : [{ field: 'status', before: ra.status, after: RA.receiving }]),
        { field: 'arrived', before: ra.arrivedAt?.toISOString() ?? null, after: arrivedAt.toISOString() },
      ]);
      return raOf(tx, scopeOf(actor), ra.id);
    });
  };
}

/** The project manager and the alert's creator hear of damaged, short and over lines. */
async function tellOfExceptions(
  tx: Executor,
  actor: Actor,
  ra: Awaited<ReturnType<typeof raOf>>,
  lineCount: number,
  notify: RaServiceDeps['notify'],
) {
  const { damaged, short, over } = ra.totals;
  if (damaged + short + over === 0) return;
  const who = await whoHearsOf(tx, scopeOf(actor), ra.id);
  const to = [...new Set([who.projectManagerId, who.createdById].filter((u): u is number => Boolean(u)))];
  const parts = [damaged ? `${damaged} damaged` : '', short ? `${short} short` : '', over ? `${over} over` : ''].filter(
    Boolean,
  );
  await notify.schedule(
    actor,
    to.map((userId) => ({
      userId,
      title: `Receiving exceptions on ${ra.number}`,
      text: `Project ${ra.projectNumber}: ${parts.join(', ')} of ${lineCount} line${lineCount === 1 ? '' : 's'} received.`,
      link: `/receiving-alerts/${ra.id}`,
      projectId: ra.projectId,
      scheduledFor: new Date(),
    })),
    tx,
  );
}
