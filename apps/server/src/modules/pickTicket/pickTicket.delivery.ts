import {
  CLIENT_USER_TYPE_ID,
  type deliverPickTicketBody,
  type PickTicketDetails,
  type PickTicketItem,
  pickTicketStatusIds,
  type scanPickBody,
} from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors';
import { updateSet, versionedUpdate } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { ticketHistory } from './pickTicket.history';
import type { pickTicketLines } from './pickTicket.lines';
import type { TicketNotices } from './pickTicket.notices';
import { signaturePngOf } from './pickTicket.png';
import { linesOf, scannableLinesOf, signatureOf, ticketOf } from './pickTicket.read';
import { deliveryReceiptPdf } from './pickTicket.receipt';
import { pickTicketDeliveries, pickTicketItems, pickTickets } from './pickTicket.table';

type Deliver = z.output<typeof deliverPickTicketBody>;
type Scan = z.output<typeof scanPickBody>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The warehouse picks, confirms and delivers; a client user asks for releases and follows them. */
export function assertStaff(actor: Actor, what: string) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) {
    throw forbidden(`A client user asks for releases; the warehouse ${what}.`);
  }
}

/**
 * A client user changes or calls off their request only while it awaits the warehouse: once
 * confirmed, the warehouse plans its picking on it, and a change goes through them.
 */
export function assertRequestOpen(actor: Actor, ticket: Pick<PickTicketDetails, 'number' | 'awaitingConfirmation'>) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID && !ticket.awaitingConfirmation) {
    throw badRequest(`Pick ticket ${ticket.number} was confirmed by the warehouse: ask them to change it.`);
  }
}

/** A client's request awaiting confirmation is not picked until the warehouse confirms it. */
export function assertConfirmed(ticket: PickTicketDetails, field: string) {
  if (ticket.awaitingConfirmation) {
    throw fieldError(field, `Confirm ${ticket.number} first: it is a client's request awaiting confirmation.`);
  }
}

/**
 * The steps after a ticket is made: the warehouse confirms a client's request, the picker ticks
 * lines by scanning them, and proof of delivery (who took the goods, when, their signature, what
 * each line came to) marks it Delivered; the delivery receipt prints it.
 */
export function pickTicketDelivery(db: Executor, lines: ReturnType<typeof pickTicketLines>, notices: TicketNotices) {
  return {
    confirm(actor: Actor, input: { id: number; version: number }, tx?: Executor): Promise<PickTicketDetails> {
      return inTransaction(db, tx, async (tx) => {
        const { id } = input;
        const ticket = await ticketOf(tx, scopeOf(actor), id);
        assertStaff(actor, 'confirms them');
        if (!ticket.awaitingConfirmation) {
          throw fieldError('id', `Pick ticket ${ticket.number} is not awaiting confirmation.`);
        }
        return ticketHistory.update(tx, actor, id, async () => {
          await versionedUpdate(
            tx,
            pickTickets,
            { id, version: input.version },
            { confirmedAt: new Date(), confirmedBy: actor.userName },
            { by: actor, noun: 'pick ticket' },
          );
          await notices.answered(tx, actor, id);
        });
      });
    },

    /** Ticks the line a scanned code names as picked in full, from the location scanned before it. */
    scan(actor: Actor, input: Scan, tx?: Executor): Promise<PickTicketItem> {
      return inTransaction(db, tx, async (tx) => {
        const ticket = await ticketOf(tx, scopeOf(actor), input.pickTicketId);
        assertStaff(actor, 'picks them');
        assertConfirmed(ticket, 'code');
        const all = await scannableLinesOf(tx, scopeOf(actor), ticket.id);
        const code = input.code.trim();
        const label = /^(RAI|INV)-(\d{1,9})$/i.exec(code);
        const matches = all.filter((l) => {
          if (label?.[1]?.toUpperCase() === 'RAI') return l.raItemId === Number(label[2]);
          if (label) return l.inventoryItemId === Number(label[2]);
          return l.itemNumber !== '' && same(l.itemNumber, code);
        });
        if (!matches.length) throw fieldError('code', `${code} is not on pick ticket ${ticket.number}.`);
        const whereNow = (l: (typeof all)[number]) => l.locationNow ?? l.location;
        const here = input.location ? matches.filter((l) => same(whereNow(l), input.location)) : matches;
        const name = matches[0]!.itemNumber || matches[0]!.description;
        if (!here.length) {
          throw fieldError(
            'location',
            `${name} is at ${whereNow(matches[0]!) || 'no location'}, not ${input.location}.`,
          );
        }
        const pickedOf = (l: (typeof all)[number]) =>
          l.quantityPicked === null ? 0 : Quantity.thousandths(l.quantityPicked);
        const line = here.find((l) => pickedOf(l) < Quantity.thousandths(l.quantity));
        if (!line)
          throw fieldError(
            'code',
            `${name} is already picked (${Quantity.plain(here[0]!.quantity)} ${here[0]!.unitOfMeasure}).`,
          );
        // An item number is on every carton: a scan of it picks one unit, or the units typed with
        // it. A label (RAI-… as received, INV-… as stored) stands for the whole lot, a pallet say:
        // it picks what is left of the line.
        const left = Quantity.thousandths(line.quantity) - pickedOf(line);
        const asked = input.quantity ? Quantity.thousandths(input.quantity) : label ? left : 1000;
        if (asked > left) {
          throw fieldError(
            'quantity',
            `Only ${Quantity.plain(left)} ${line.unitOfMeasure} of ${name} ${left === 1000 ? 'is' : 'are'} left to pick.`,
          );
        }
        return lines.updateItem(
          actor,
          {
            id: line.id,
            version: line.version,
            quantity: line.quantity,
            quantityPicked: Quantity.fixed(pickedOf(line) + asked),
            shortReason: '',
            pickedLocation: input.location || whereNow(line),
          },
          tx,
        );
      });
    },

    deliver(actor: Actor, input: Deliver, tx?: Executor): Promise<PickTicketDetails> {
      return inTransaction(db, tx, async (tx) => {
        const { id } = input;
        const ticket = await ticketOf(tx, scopeOf(actor), id);
        assertStaff(actor, 'delivers them');
        if (![pickTicketStatusIds.picked, pickTicketStatusIds.outForDelivery].includes(ticket.statusId)) {
          throw fieldError('id', `Pick ticket ${ticket.number} is ${ticket.status}: only picked goods are delivered.`);
        }
        const receivedAt = input.receivedAt ? new Date(input.receivedAt) : new Date();
        if (receivedAt.getTime() > Date.now() + 5 * 60_000) {
          throw fieldError('receivedAt', 'The time of delivery cannot be in the future.');
        }
        if (ticket.pickedAt && receivedAt < new Date(ticket.pickedAt)) {
          throw fieldError('receivedAt', 'The goods were delivered after they were picked.');
        }
        if (!input.signatureTyped && !input.signaturePng) {
          throw fieldError('signaturePng', 'Have the receiver sign on the screen, or type their name to sign.');
        }
        const png = input.signaturePng && !input.signatureTyped ? signaturePngOf(input.signaturePng) : null;

        const own = new Map((await linesOf(tx, scopeOf(actor), id)).map((l) => [l.id, l]));
        const seen = new Set<number>();
        let exceptions = 0;
        const told = input.lines.map((l, i) => {
          const line = own.get(l.id);
          if (!line || seen.has(l.id)) throw fieldError(`lines.${i}.id`, 'Name each line of this ticket once.');
          seen.add(l.id);
          const picked = line.quantityPicked ?? line.quantity;
          if (Quantity.thousandths(l.quantityDelivered) > Quantity.thousandths(picked)) {
            throw fieldError(
              `lines.${i}.quantityDelivered`,
              `Only ${Quantity.plain(picked)} ${line.unitOfMeasure} were picked.`,
            );
          }
          if (Quantity.thousandths(l.quantityDamaged) > Quantity.thousandths(l.quantityDelivered)) {
            throw fieldError(`lines.${i}.quantityDamaged`, 'No more can be damaged than was delivered.');
          }
          if (Quantity.thousandths(l.quantityDamaged) > 0 && !l.damageReason) {
            throw fieldError(`lines.${i}.damageReason`, 'Say why it is damaged.');
          }
          const short = Quantity.thousandths(l.quantityDelivered) < Quantity.thousandths(picked);
          if (short && !l.deliveryReason) throw fieldError(`lines.${i}.deliveryReason`, 'Say why it is short.');
          if (short || Quantity.thousandths(l.quantityDamaged) > 0) exceptions += 1;
          return {
            ...l,
            damageReason: Quantity.thousandths(l.quantityDamaged) > 0 ? l.damageReason : '',
            deliveryReason: short ? l.deliveryReason : '',
          };
        });
        // The lines told of, as a set: one statement however many.
        await updateSet(
          tx,
          pickTicketItems,
          told.map((l) => ({
            id: l.id,
            delivered: l.quantityDelivered,
            damaged: l.quantityDamaged,
            damageReason: l.damageReason,
            deliveryReason: l.deliveryReason,
          })),
          {
            types: { delivered: 'numeric', damaged: 'numeric', damageReason: 'text', deliveryReason: 'text' },
            set: (v) => ({
              quantityDelivered: v.delivered,
              quantityDamaged: v.damaged,
              damageReason: v.damageReason,
              deliveryReason: v.deliveryReason,
            }),
            where: () => eq(pickTicketItems.pickTicketId, id),
            by: actor,
            subject: 'These pick ticket lines',
          },
        );
        // Lines not told of arrived as picked.
        await tx
          .update(pickTicketItems)
          .set({ quantityDelivered: sql`coalesce(${pickTicketItems.quantityPicked}, ${pickTicketItems.quantity})` })
          .where(and(eq(pickTicketItems.pickTicketId, id), sql`${pickTicketItems.quantityDelivered} is null`));
        await tx.insert(pickTicketDeliveries).values({
          pickTicketId: id,
          receiverName: input.receiverName,
          receivedAt,
          signaturePng: png,
          signatureTyped: input.signatureTyped,
          notes: input.notes,
          recordedBy: actor.userName,
        });
        const after = await ticketHistory.update(tx, actor, id, async () => {
          await versionedUpdate(
            tx,
            pickTickets,
            { id, version: input.version },
            { status: 'Delivered', deliveredAt: receivedAt },
            { by: actor, noun: 'pick ticket' },
          );
        });
        await notices.delivered(tx, actor, after, exceptions);
        return after;
      });
    },

    async signature(actor: Actor, id: number, tx?: Executor) {
      const ticket = await ticketOf(tx ?? db, scopeOf(actor), id);
      const png = await signatureOf(tx ?? db, scopeOf(actor), id);
      if (!png) throw notFound('Signature');
      const { Readable } = await import('node:stream');
      return { filename: `signature-${ticket.number}.png`, contentType: 'image/png', stream: Readable.from([png]) };
    },

    async deliveryReceipt(actor: Actor, id: number, tx?: Executor) {
      const ticket = await ticketOf(tx ?? db, scopeOf(actor), id);
      if (!ticket.delivery)
        throw fieldError('id', `Pick ticket ${ticket.number} is not delivered yet: there is no receipt.`);
      return deliveryReceiptPdf(
        ticket,
        await linesOf(tx ?? db, scopeOf(actor), id),
        await signatureOf(tx ?? db, scopeOf(actor), id),
      );
    },
  };
}
