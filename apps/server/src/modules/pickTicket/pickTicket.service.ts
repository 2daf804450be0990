import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createPickTicketBody,
  type PickTicketDetails,
  type PickTicketListColumn,
  pickTicketStatuses,
  pickTicketStatusIds,
  type TransactionType,
  type updatePickTicketBody,
} from '@freightdesk/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, fieldError } from '../../platform/errors';
import { type NumberSequence, nextNumber, numberTaken, versionedUpdate, visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { Quantity } from '../../platform/quantity';
import { checkReferences, referenceCheck } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import type { InventoryService } from '../inventory';
import { projectListQuery, projectOfScope, siteAddressOf } from '../project';
import { assertConfirmed, assertRequestOpen, assertStaff, pickTicketDelivery } from './pickTicket.delivery';
import { ticketHistory } from './pickTicket.history';
import { pickTicketLines } from './pickTicket.lines';
import { pickTicketListQuery } from './pickTicket.list';
import { type TicketNoticeDeps, ticketNotices } from './pickTicket.notices';
import { pickTicketPdf } from './pickTicket.pdf';
import { linesOf, ticketOf } from './pickTicket.read';
import { pickTicketItems, pickTickets } from './pickTicket.table';

type CreateInput = z.output<typeof createPickTicketBody>;
type UpdateInput = z.output<typeof updatePickTicketBody>;

/** PT-30001 on: the number a ticket left blank gets. */
const TICKET_NUMBERS: NumberSequence = { table: pickTickets, column: pickTickets.number, prefix: 'PT', floor: 30000 };
const statuses = referenceCheck('This status does not exist.', async (_ex, ids) =>
  ids.filter((id) => pickTicketStatuses.nameOf(id) !== undefined),
);
const carriers = companyOfType(clientTypeIds.carrier, 'Pick a carrier.');
const statusOf = (id: number) => pickTicketStatuses.nameOf(id)!;

/** Where a status may go: forward with the goods, or cancelled before they are picked. */
const next: Record<number, number[]> = {
  [pickTicketStatusIds.open]: [pickTicketStatusIds.picking, pickTicketStatusIds.picked, pickTicketStatusIds.cancelled],
  [pickTicketStatusIds.picking]: [pickTicketStatusIds.open, pickTicketStatusIds.picked, pickTicketStatusIds.cancelled],
  [pickTicketStatusIds.picked]: [pickTicketStatusIds.outForDelivery],
  [pickTicketStatusIds.outForDelivery]: [pickTicketStatusIds.picked],
  [pickTicketStatusIds.delivered]: [],
  [pickTicketStatusIds.cancelled]: [],
};

export interface PickTicketServiceDeps extends TicketNoticeDeps {
  db: Executor;
  /** The inventory module: what is available, and holding, letting go and picking sets of its items. */
  inventory: Pick<InventoryService, 'hold' | 'release' | 'pick' | 'available'>;
  filesOf?: (
    actor: Actor,
    input: { projectId: number; transactionType: TransactionType; folderName: string },
    tx?: Executor,
  ) => Promise<number>;
}

const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;

/**
 * Pick tickets: a release of a project's goods to its job site. Its inventory lines hold what they
 * take (the inventory module refuses what is not available, so two tickets taking one item at once
 * cannot both get it); picked, the goods leave on hand; cancelled or deleted, what they held goes.
 */
export function createPickTicketService(deps: PickTicketServiceDeps) {
  const { db, inventory, filesOf } = deps;
  const lines = pickTicketLines(deps);
  const notices = ticketNotices(deps);
  const delivery = pickTicketDelivery(db, lines, notices);

  async function page(actor: Actor, q: ListRequest<PickTicketListColumn>, tx?: Executor) {
    const result = await pickTicketListQuery.page(tx ?? db, scopeOf(actor), q);
    return { ...result, items: result.items.map(withIsoModified) };
  }

  async function ofProject(actor: Actor, q: ListRequest<PickTicketListColumn> & { projectId: number }, tx?: Executor) {
    await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, tx ?? db, { noun: 'Project' });
    return page(actor, { ...q, parent: { project: q.projectId } }, tx);
  }

  /** Moves a ticket's goods for a change of status: picked leaves the shelves, cancelled lets go. */
  async function followStatus(tx: Executor, actor: Actor, before: PickTicketDetails, statusId: number) {
    if (statusId === before.statusId) return null;
    // A client user asks for releases and may call one off before it is confirmed; the warehouse moves it on.
    if (actor.userTypeId === CLIENT_USER_TYPE_ID && statusId !== pickTicketStatusIds.cancelled) {
      assertStaff(actor, 'picks and delivers them');
    }
    const goodsOut = [pickTicketStatusIds.picked, pickTicketStatusIds.outForDelivery].includes(before.statusId);
    if (statusId === pickTicketStatusIds.delivered && goodsOut) {
      throw fieldError('statusId', 'Record the delivery with the receiver’s signature (Deliver) to mark it delivered.');
    }
    if (statusId === pickTicketStatusIds.picking || statusId === pickTicketStatusIds.picked) {
      assertConfirmed(before, 'statusId');
    }
    if (!next[before.statusId]!.includes(statusId)) {
      throw fieldError('statusId', `A pick ticket that is ${before.status} cannot become ${statusOf(statusId)}.`);
    }
    const all = await linesOf(tx, scopeOf(actor), before.id);
    const held = all.filter((l) => l.inventoryItemId !== null);
    if (statusId === pickTicketStatusIds.picked) {
      if (!all.length) throw fieldError('statusId', 'A pick ticket without lines cannot be picked.');
      const short = held.find(
        (l) =>
          l.quantityPicked !== null &&
          Quantity.thousandths(l.quantityPicked) < Quantity.thousandths(l.quantity) &&
          !l.shortReason,
      );
      if (short) throw fieldError('statusId', `Say why ${short.itemNumber || short.description} was picked short.`);
      // Lines not counted by the picker were picked in full.
      await tx
        .update(pickTicketItems)
        .set({ quantityPicked: sql`${pickTicketItems.quantity}` })
        .where(and(eq(pickTicketItems.pickTicketId, before.id), sql`${pickTicketItems.quantityPicked} is null`));
      await inventory.pick(
        actor,
        {
          projectId: before.projectId,
          reference: before.number,
          lines: held.map((l) => ({
            inventoryItemId: l.inventoryItemId!,
            held: l.quantity,
            picked: l.quantityPicked ?? l.quantity,
            field: 'statusId',
          })),
        },
        tx,
      );
      await tx.update(pickTickets).set({ pickedAt: new Date() }).where(eq(pickTickets.id, before.id));
      return 'picked' as const;
    }
    if (statusId === pickTicketStatusIds.cancelled && held.length) {
      await inventory.release(
        actor,
        {
          projectId: before.projectId,
          reference: before.number,
          lines: held.map((l) => ({ inventoryItemId: l.inventoryItemId!, quantity: l.quantity, field: 'statusId' })),
        },
        tx,
      );
    }
    return null;
  }

  return {
    ...lines,
    ...delivery,

    get: (actor: Actor, id: number, tx?: Executor) => ticketOf(tx ?? db, scopeOf(actor), id),
    /** The printable ticket the picker carries. */
    async pdf(actor: Actor, id: number, tx?: Executor) {
      const ticket = await ticketOf(tx ?? db, scopeOf(actor), id);
      return pickTicketPdf(ticket, await linesOf(tx ?? db, scopeOf(actor), id));
    },
    search: page,
    columns: async () => pickTicketListQuery.columns(),

    ofProject,

    async dataCounts(actor: Actor, pickTicketId: number, tx?: Executor) {
      const ticket = await ticketOf(tx ?? db, scopeOf(actor), pickTicketId);
      const all = await linesOf(tx ?? db, scopeOf(actor), pickTicketId);
      const files =
        (await filesOf?.(
          actor,
          { projectId: ticket.projectId, transactionType: 'PickTicket', folderName: ticket.number },
          tx,
        )) ?? 0;
      const inventoryLines = all.filter((l) => l.inventoryItemId !== null).length;
      return { pickTicketId, items: inventoryLines, nonInventoryItems: all.length - inventoryLines, files };
    },

    /** How many pick tickets a project has (the hub's count), and how many are not yet delivered nor cancelled. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      pickTicketListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),
    openCountOf: (actor: Actor, projectId: number, tx?: Executor) =>
      pickTicketListQuery.count(tx ?? db, scopeOf(actor), {
        parent: { project: projectId },
        where: notInArray(pickTickets.status, ['Delivered', 'Cancelled']),
      }),

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<PickTicketDetails> {
      return inTransaction(db, tx, async (tx) => {
        await checkReferences(tx, [
          { field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) },
          { field: 'carrierId', id: input.carrierId, check: carriers },
          { field: 'statusId', id: input.statusId, check: statuses },
        ]);
        if (input.statusId !== pickTicketStatusIds.open) {
          throw fieldError('statusId', 'A new pick ticket is Open: its goods are picked after it is made.');
        }
        const number = await nextNumber(tx, TICKET_NUMBERS, input.number);
        // A client user's ticket is a request: the warehouse confirms it before picking it.
        const request = actor.userTypeId === CLIENT_USER_TYPE_ID;
        const deliveryAddress = input.deliveryAddress || (await siteAddressOf(tx, scopeOf(actor), input.projectId));
        const created = await ticketHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(pickTickets)
            .values({
              number,
              projectId: input.projectId,
              status: 'Open',
              requestedDate: input.requestedDate,
              deliveryAddress,
              carrierId: input.carrierId,
              driver: input.driver,
              notes: input.notes,
              requestedById: actor.id,
              confirmedAt: request ? null : new Date(),
              confirmedBy: request ? '' : actor.userName,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: pickTickets.id });
          return row!.id;
        });
        if (input.items.length) {
          await lines.addInventoryLines(
            actor,
            created,
            input.items.map((l, i) => ({ ...l, field: `items.${i}.quantity` })),
            tx,
          );
        }
        const made = input.items.length ? await ticketOf(tx, scopeOf(actor), created.id) : created;
        if (request) await notices.requested(tx, actor, made);
        return made;
      }).catch(numberTaken('pick ticket'));
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<PickTicketDetails> {
      return inTransaction(db, tx, async (tx) => {
        const before = await ticketOf(tx, scopeOf(actor), input.id);
        assertRequestOpen(actor, before);
        await checkReferences(tx, [
          { field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) },
          { field: 'carrierId', id: input.carrierId, check: carriers },
          { field: 'statusId', id: input.statusId, check: statuses },
        ]);
        if (input.projectId !== before.projectId) {
          throw fieldError(
            'projectId',
            'A pick ticket stays with its project: its lines are of that project’s inventory.',
          );
        }
        let moved: 'picked' | null = null;
        const after = await ticketHistory.update(tx, actor, input.id, async (current) => {
          await versionedUpdate(
            tx,
            pickTickets,
            input,
            {
              number: input.number,
              status: statusOf(input.statusId),
              requestedDate: input.requestedDate,
              deliveryAddress: input.deliveryAddress,
              carrierId: input.carrierId,
              driver: input.driver,
              notes: input.notes,
            },
            { by: actor, noun: 'pick ticket' },
          );
          moved = await followStatus(tx, actor, current, input.statusId);
        });
        if (moved === 'picked') await notices.picked(tx, actor, after);
        if (after.status === 'Cancelled') await notices.answered(tx, actor, after.id);
        return after;
      }).catch(numberTaken('pick ticket'));
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const before = await ticketOf(tx, scopeOf(actor), id);
        assertRequestOpen(actor, before);
        if (
          ![pickTicketStatusIds.open, pickTicketStatusIds.picking, pickTicketStatusIds.cancelled].includes(
            before.statusId,
          )
        ) {
          throw badRequest(
            `Pick ticket ${before.number} is ${before.status}: its goods left the shelves, so it stays.`,
          );
        }
        await ticketHistory.remove(tx, actor, id, async () => {
          if (before.statusId !== pickTicketStatusIds.cancelled)
            await followStatus(tx, actor, before, pickTicketStatusIds.cancelled);
          await tx.delete(pickTickets).where(eq(pickTickets.id, id));
          await notices.answered(tx, actor, id);
        });
      });
    },

    /** A project's tickets for the screens' pickers, newest first (at most 500). */
    async all(actor: Actor, projectId: number, tx?: Executor) {
      return (await ofProject(actor, { ...newestFirst, pageIndex: 1, pageSize: 500, projectId }, tx)).items;
    },
  };
}
export type PickTicketService = ReturnType<typeof createPickTicketService>;
