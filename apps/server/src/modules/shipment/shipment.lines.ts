import {
  type createShipmentItemBody,
  type poItemsShipmentBody,
  type ShipmentDetails,
  type ShipmentItemListColumn,
  shipmentStatusIds,
  type updateShipmentItemBody,
} from '@freightdesk/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { auditNote, versionedUpdate, visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import type { PoLine, PoLineMove, PoLines } from '../purchaseOrder';
import { shipmentItemListQuery, shipmentListQuery } from './shipment.list';
import { itemOf, itemsOf, itemsQuery, shipmentOf } from './shipment.read';
import { shipmentItems } from './shipment.table';

type LineInput = z.output<typeof createShipmentItemBody>;
type LineUpdate = z.output<typeof updateShipmentItemBody>;

export const SHIPMENTS = 'shipment';

/** A line as the shipment's history names it. */
const lineText = (i: { itemNumber: string; description: string; quantity: string; unitOfMeasure: string }) =>
  `${i.itemNumber ? `${i.itemNumber} ` : ''}${i.description}: ${Quantity.plain(i.quantity)} ${i.unitOfMeasure}`;

/** The shipment as the caller sees it, locked, and still open to changes of its lines. */
async function openShipment(tx: Executor, actor: Actor, id: number) {
  const s = await shipmentOf(tx, scopeOf(actor), id, true);
  if (s.statusId === shipmentStatusIds.cancelled || s.statusId === shipmentStatusIds.delivered) {
    throw conflict(`Shipment ${s.number} is ${s.status}; its lines can no longer change.`);
  }
  return s;
}

async function itemById(ex: Executor, shipmentId: number, id: number) {
  const [row] = await itemsQuery(ex).where(and(eq(shipmentItems.id, id), eq(shipmentItems.shipmentId, shipmentId)));
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

/** Gives every PO line of a shipment back (a cancelled or deleted shipment): one move of the PO module for all of them. */
export async function releaseAll(poLines: Pick<PoLines, 'ship'>, tx: Executor, actor: Actor, s: ShipmentDetails) {
  const items = await itemsOf(tx, scopeOf(actor), s.id);
  await poLines.ship(
    actor,
    {
      projectId: s.projectId,
      lines: items.flatMap((i) =>
        i.poItemId === null ? [] : [{ poItemId: i.poItemId, quantity: `-${i.quantity}`, field: 'items' }],
      ),
    },
    tx,
  );
}

/** A shipment's lines: read within the caller's scope, and written while the shipment is open. */
export function shipmentLines({ db, poLines }: { db: Executor; poLines: Pick<PoLines, 'ship' | 'leftToShip'> }) {
  /**
   * Adds lines to an open shipment: the PO module ships its lines' quantities (all of them in one
   * move, its lines locked), the lines go in with one insert, and the history names them.
   */
  async function addLines(
    tx: Executor,
    actor: Actor,
    s: ShipmentDetails,
    lines: Omit<LineInput, 'shipmentId'>[],
    field: (i: number) => string,
  ) {
    const moves: (PoLineMove & { index: number })[] = lines.flatMap((l, index) =>
      l.poItemId === null ? [] : [{ poItemId: l.poItemId, quantity: l.quantity, field: field(index), index }],
    );
    const shipped = await poLines.ship(actor, { projectId: s.projectId, lines: moves }, tx);
    const poLineOf = new Map<number, PoLine>(moves.map((m, k) => [m.index, shipped[k]!]));
    const rows = await tx
      .insert(shipmentItems)
      .values(
        lines.map((l, index) => {
          const po = poLineOf.get(index);
          const share = po ? Quantity.share(po, l.quantity) : null;
          return {
            shipmentId: s.id,
            poItemId: l.poItemId,
            itemNumber: po ? po.itemNumber : l.itemNumber,
            description: po ? po.description : l.description,
            unitOfMeasure: po ? po.unitOfMeasure : (l.unitOfMeasure as string),
            quantity: l.quantity,
            weight: l.weight ?? share?.weight ?? '0',
            pieces: l.pieces ?? share?.pieces ?? 0,
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          };
        }),
      )
      .returning({ id: shipmentItems.id });
    const added = await Promise.all(rows.map((r) => itemById(tx, s.id, r.id)));
    await auditNote(tx, actor, SHIPMENTS, s.id, [{ field: 'items added', before: null, after: added.map(lineText) }]);
    return added;
  }

  /** A shipment's lines are read once the shipment is asserted visible (a 404 otherwise). */
  const shipmentOr404 = (actor: Actor, shipmentId: number) =>
    visibleOr404(shipmentListQuery, scopeOf(actor), shipmentId, db, { noun: 'Shipment' });

  return {
    async items(actor: Actor, shipmentId: number) {
      await shipmentOr404(actor, shipmentId);
      return itemsOf(db, scopeOf(actor), shipmentId);
    },

    async item(actor: Actor, id: number) {
      const shipmentId = await shipmentOfItem(db, id);
      await shipmentOr404(actor, shipmentId);
      return itemById(db, shipmentId, id);
    },

    async searchItems(actor: Actor, q: ListRequest<ShipmentItemListColumn> & { shipmentId: number }) {
      await shipmentOr404(actor, q.shipmentId);
      const result = await shipmentItemListQuery.page(db, scopeOf(actor), { ...q, parent: { shipment: q.shipmentId } });
      return { ...result, items: result.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async itemColumns(actor: Actor, shipmentId: number | undefined) {
      if (shipmentId !== undefined) await shipmentOr404(actor, shipmentId);
      return shipmentItemListQuery.columns();
    },

    addItem(actor: Actor, { shipmentId, ...line }: LineInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const s = await openShipment(tx, actor, shipmentId);
        const [item] = await addLines(tx, actor, s, [line], () => 'quantity');
        return item!;
      });
    },

    addPoItems(actor: Actor, input: z.output<typeof poItemsShipmentBody>, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const s = await openShipment(tx, actor, input.shipmentId);
        const lines = input.items.map((l) => ({
          ...l,
          itemNumber: '',
          description: '',
          unitOfMeasure: 'Each' as const,
          weight: null,
          pieces: null,
        }));
        return addLines(tx, actor, s, lines, (i) => `items.${i}.quantity`);
      });
    },

    updateItem(actor: Actor, input: LineUpdate, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const s = await openShipment(tx, actor, await shipmentOfItem(tx, input.id));
        const before = await itemById(tx, s.id, input.id);
        if (input.poItemId !== before.poItemId) {
          throw fieldError('poItemId', 'A line keeps its PO line; remove it and add the other one.');
        }
        let share: { weight: string; pieces: number } | null = null;
        if (before.poItemId !== null) {
          const delta = Quantity.fixed(Quantity.thousandths(input.quantity) - Quantity.thousandths(before.quantity));
          const [po] = await poLines.ship(
            actor,
            { projectId: s.projectId, lines: [{ poItemId: before.poItemId, quantity: delta, field: 'quantity' }] },
            tx,
          );
          share = Quantity.share(po!, input.quantity);
        }
        const byHand = before.poItemId === null;
        await versionedUpdate(
          tx,
          shipmentItems,
          input,
          {
            ...(byHand
              ? { itemNumber: input.itemNumber, description: input.description, unitOfMeasure: input.unitOfMeasure }
              : {}),
            quantity: input.quantity,
            weight: input.weight ?? share?.weight ?? before.weight,
            pieces: input.pieces ?? share?.pieces ?? before.pieces,
          },
          { by: actor, noun: 'line' },
        );
        const after = await itemById(tx, s.id, input.id);
        await auditNote(tx, actor, SHIPMENTS, s.id, [
          { field: `item ${input.id}`, before: lineText(before), after: lineText(after) },
        ]);
        return after;
      });
    },

    removeItem(actor: Actor, id: number, tx?: Executor): Promise<null> {
      return inTransaction(db, tx, async (tx) => {
        const s = await openShipment(tx, actor, await shipmentOfItem(tx, id));
        const item = await itemById(tx, s.id, id);
        if (item.poItemId !== null) {
          await poLines.ship(
            actor,
            {
              projectId: s.projectId,
              lines: [{ poItemId: item.poItemId, quantity: `-${item.quantity}`, field: 'id' }],
            },
            tx,
          );
        }
        await tx.delete(shipmentItems).where(eq(shipmentItems.id, id));
        await auditNote(tx, actor, SHIPMENTS, s.id, [
          { field: 'items removed', before: [lineText(item)], after: null },
        ]);
        return null;
      });
    },

    /** A project's PO lines with something left to ship (the PO module's answer), by PO number then entry order. */
    async shippable(actor: Actor, q: { projectId: number; pageIndex: number; pageSize: number }) {
      await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, db, { noun: 'Project' });
      return poLines.leftToShip(actor, q);
    },
  };
}
