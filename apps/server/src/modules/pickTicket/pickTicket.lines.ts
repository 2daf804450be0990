import {
  type createNonInventoryItemBody,
  type createPickTicketItemBody,
  type createPickTicketItemsBody,
  type PickTicketDetails,
  type PickTicketItem,
  type PickTicketItemListColumn,
  pickTicketStatusIds,
  type updatePickTicketItemBody,
} from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { exact } from '../../platform/exact';
import { versionedUpdate } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { assertConfirmed, assertRequestOpen, assertStaff } from './pickTicket.delivery';
import { ticketHistory } from './pickTicket.history';
import { pickTicketItemListQuery } from './pickTicket.list';
import { lineOf, linesOf, ticketOf } from './pickTicket.read';
import type { PickTicketServiceDeps } from './pickTicket.service';
import { pickTicketItems, pickTickets } from './pickTicket.table';

type CreateLine = z.output<typeof createPickTicketItemBody>;
type CreateLines = z.output<typeof createPickTicketItemsBody>;
type CreateNonInventory = z.output<typeof createNonInventoryItemBody>;
type UpdateLine = z.output<typeof updatePickTicketItemBody>;

/** An inventory line asked for, and its quantity's request field, which a refusal names. */
export interface AskedLine {
  inventoryItemId: number;
  quantity: string;
  field: string;
}

const changeable = [pickTicketStatusIds.open, pickTicketStatusIds.picking];
function assertChangeable(
  actor: Actor,
  ticket: Pick<PickTicketDetails, 'number' | 'status' | 'statusId' | 'awaitingConfirmation'>,
) {
  assertRequestOpen(actor, ticket);
  if (!changeable.includes(ticket.statusId)) {
    throw badRequest(`Pick ticket ${ticket.number} is ${ticket.status}: its lines no longer change.`);
  }
}

/** A pick ticket's lines: inventory lines hold what they take, lines by hand hold nothing. */
export function pickTicketLines({ db, inventory }: PickTicketServiceDeps) {
  /** A line, its ticket checked visible to the caller (404 otherwise), for a change. */
  async function lineForChange(tx: Executor, actor: Actor, id: number) {
    const found = await lineOf(tx, scopeOf(actor), id);
    if (!found) throw notFound('Pick ticket line');
    const ticket = await ticketOf(tx, scopeOf(actor), found.line.pickTicketId).catch(() => {
      throw notFound('Pick ticket line');
    });
    return { ...found, ticket };
  }

  /** Marks the ticket changed by its lines (an edit opened before is the stale one). */
  const touch = (tx: Executor, actor: Actor, ticketId: number) =>
    versionedUpdate(tx, pickTickets, { id: ticketId }, {}, { by: actor, noun: 'pick ticket' });

  /**
   * Holds the lines' quantities of the project's items (all or none, each within what is
   * available) and writes the lines, their names and locations as the inventory has them.
   */
  async function addInventoryLines(
    actor: Actor,
    ticket: PickTicketDetails,
    asked: AskedLine[],
    tx: Executor,
  ): Promise<PickTicketItem[]> {
    assertChangeable(actor, ticket);
    const held = await inventory.hold(
      actor,
      {
        projectId: ticket.projectId,
        reference: ticket.number,
        lines: asked.map((l) => ({ inventoryItemId: l.inventoryItemId, quantity: l.quantity, field: l.field })),
      },
      tx,
    );
    const byId = new Map(held.map((i) => [i.inventoryItemId, i]));
    const rows = await tx
      .insert(pickTicketItems)
      .values(
        asked.map((l) => {
          const item = byId.get(l.inventoryItemId)!;
          return {
            pickTicketId: ticket.id,
            inventoryItemId: l.inventoryItemId,
            itemNumber: item.itemNumber,
            description: item.description,
            unitOfMeasure: item.unitOfMeasure,
            location: item.location,
            quantity: l.quantity,
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          };
        }),
      )
      .returning({ id: pickTicketItems.id });
    await touch(tx, actor, ticket.id);
    const ids = new Set(rows.map((r) => r.id));
    return (await linesOf(tx, scopeOf(actor), ticket.id)).filter((l) => ids.has(l.id));
  }

  async function itemsOf(actor: Actor, pickTicketId: number, tx?: Executor) {
    await ticketOf(tx ?? db, scopeOf(actor), pickTicketId);
    return linesOf(tx ?? db, scopeOf(actor), pickTicketId);
  }

  return {
    addInventoryLines,
    items: itemsOf,

    async searchItems(
      actor: Actor,
      q: ListRequest<PickTicketItemListColumn> & { pickTicketId: number },
      tx?: Executor,
    ) {
      const ex = tx ?? db;
      await ticketOf(ex, scopeOf(actor), q.pickTicketId);
      const page = await pickTicketItemListQuery.page(ex, scopeOf(actor), {
        ...q,
        parent: { pickTicket: q.pickTicketId },
      });
      return {
        ...page,
        items: page.items.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          modifiedAt: r.modifiedAt.toISOString(),
        })),
      };
    },

    async itemColumns(actor: Actor, pickTicketId?: number, tx?: Executor) {
      if (pickTicketId !== undefined) await ticketOf(tx ?? db, scopeOf(actor), pickTicketId);
      return pickTicketItemListQuery.columns();
    },

    addItem(actor: Actor, input: CreateLine, tx?: Executor): Promise<PickTicketItem> {
      return inTransaction(db, tx, async (tx) => {
        const ticket = await ticketOf(tx, scopeOf(actor), input.pickTicketId);
        const asked = { inventoryItemId: input.inventoryItemId, quantity: input.quantity, field: 'quantity' };
        const [line] = await addInventoryLines(actor, ticket, [asked], tx);
        return line!;
      });
    },

    /** Several inventory lines in one transaction: one hold of the set, one insert, or nothing. */
    addItems(actor: Actor, input: CreateLines, tx?: Executor): Promise<PickTicketItem[]> {
      return inTransaction(db, tx, async (tx) => {
        const ticket = await ticketOf(tx, scopeOf(actor), input.pickTicketId);
        const asked = input.items.map((l, i) => ({ ...l, field: `items.${i}.quantity` }));
        return addInventoryLines(actor, ticket, asked, tx);
      });
    },

    addNonInventoryItem(actor: Actor, input: CreateNonInventory, tx?: Executor): Promise<PickTicketItem> {
      return inTransaction(db, tx, async (tx) => {
        const ticket = await ticketOf(tx, scopeOf(actor), input.pickTicketId);
        assertChangeable(actor, ticket);
        const [row] = await tx
          .insert(pickTicketItems)
          .values({
            pickTicketId: ticket.id,
            itemNumber: input.itemNumber,
            description: input.description,
            unitOfMeasure: input.unitOfMeasure,
            quantity: input.quantity,
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          })
          .returning({ id: pickTicketItems.id });
        await touch(tx, actor, ticket.id);
        return (await lineOf(tx, scopeOf(actor), row!.id))!.line;
      });
    },

    updateItem(actor: Actor, input: UpdateLine, tx?: Executor): Promise<PickTicketItem> {
      return inTransaction(db, tx, async (tx) => {
        const { line, ticket } = await lineForChange(tx, actor, input.id);
        assertChangeable(actor, ticket);
        if (input.quantityPicked !== null || line.quantityPicked !== null) {
          assertStaff(actor, 'picks them');
          assertConfirmed(ticket, 'quantityPicked');
        }
        if (input.quantityPicked !== null && exact(input.quantityPicked).compare(input.quantity) > 0) {
          throw fieldError('quantityPicked', 'A line cannot be picked beyond what it asks for.');
        }
        const delta = exact(input.quantity).sub(line.quantity);
        if (line.inventoryItemId !== null && !delta.isZero()) {
          const move = {
            inventoryItemId: line.inventoryItemId,
            quantity: (delta.sign() < 0 ? delta.neg() : delta).toFixed(3),
            field: 'quantity',
          };
          const asked = { projectId: ticket.projectId, reference: ticket.number, lines: [move] };
          await (delta.sign() > 0 ? inventory.hold(actor, asked, tx) : inventory.release(actor, asked, tx));
        }
        await versionedUpdate(
          tx,
          pickTicketItems,
          input,
          {
            quantity: input.quantity,
            quantityPicked: input.quantityPicked,
            shortReason: input.shortReason,
            ...(input.pickedLocation !== undefined ? { pickedLocation: input.pickedLocation } : {}),
          },
          { by: actor, noun: 'line', subject: `Line ${line.itemNumber || line.description}` },
        );
        // Recording what was picked starts the picking.
        if (input.quantityPicked !== null && ticket.statusId === pickTicketStatusIds.open) {
          await ticketHistory.update(tx, actor, ticket.id, async () => {
            await versionedUpdate(
              tx,
              pickTickets,
              { id: ticket.id },
              { status: 'Picking' },
              { by: actor, noun: 'pick ticket' },
            );
          });
        } else {
          await touch(tx, actor, ticket.id);
        }
        return (await lineOf(tx, scopeOf(actor), input.id))!.line;
      });
    },

    removeItem(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const { line, ticket } = await lineForChange(tx, actor, id);
        assertChangeable(actor, ticket);
        if (line.inventoryItemId !== null) {
          await inventory.release(
            actor,
            {
              projectId: ticket.projectId,
              reference: ticket.number,
              lines: [{ inventoryItemId: line.inventoryItemId, quantity: line.quantity, field: 'id' }],
            },
            tx,
          );
        }
        await tx.delete(pickTicketItems).where(eq(pickTicketItems.id, id));
        await touch(tx, actor, ticket.id);
      });
    },
  };
}
