import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError } from '../../platform/errors';
import { type Exact, exact } from '../../platform/exact';
import { changeMarks } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { type ItemRow, writeLogs } from './inventory.ledger';
import { inventoryItems, itemLogs } from './inventory.table';

/** Rounded down to `places` decimals (the values here are never negative). */
const floorTo = (x: Exact, places: number) => {
  const scale = 10 ** places;
  return x.mul(scale).neg().ceil().neg().div(scale);
};

/**
 * What moving `quantity` of an item asks: the whole item (null), or a part to split off. Left out
 * or all that is on hand, the whole item moves (what pick tickets hold goes with it, as before);
 * less splits, and only what is available (on hand, less what pick tickets hold) may leave:
 * anything else is a 400 naming `quantity`.
 */
export function partToMove(item: ItemRow, quantity: string | undefined, subject: string): Exact | null {
  if (quantity === undefined) return null;
  const q = exact(quantity);
  const onHand = exact(item.quantityOnHand);
  const held = exact(item.quantityHeld);
  const available = onHand.sub(held);
  const unit = item.unitOfMeasure;
  if (q.compare(onHand) === 0) return null;
  if (q.compare(onHand) > 0) {
    throw fieldError(
      'quantity',
      `Only ${available.toPlain(3)} ${unit} of ${subject} ${available.compare(1) === 0 ? 'is' : 'are'} available to move.`,
    );
  }
  if (q.compare(available) > 0) {
    throw fieldError(
      'quantity',
      `${held.toPlain(3)} ${unit} of ${subject} ${held.compare(1) === 0 ? 'is' : 'are'} held by pick tickets: move at most ${available.toPlain(3)}.`,
    );
  }
  return q;
}

/**
 * Splits `quantity` off a locked item into a new item at `location`, in the caller's transaction:
 * the original keeps the rest where it is; the part is the same goods (project, receiving and PO
 * line, number, description, unit, condition, received date, cube, group) and names the item first
 * received (`splitFromId`), whose storage it continues. Both log a 'split' row, each naming the
 * other. Answers the new item's id.
 *
 * Weight and pieces: an item's weight is that of the most it held (picks leave it as it is), so a
 * unit weighs weight ÷ (the most it held, less what was split off it before). The part takes its
 * quantity's share of that, rounded down to the cent (pieces: to a whole piece), and the original
 * keeps the rest, remainder included: the two add up to what the item had, exactly (10 lb, 3 of
 * 7 moved: the part 4.28 lb, the original 5.72 lb).
 */
export async function splitOff(
  tx: Executor,
  actor: Actor,
  item: ItemRow,
  quantity: Exact,
  location: string,
): Promise<number> {
  const [logged] = await tx
    .select({ most: sql<string | null>`max(${itemLogs.quantityAfter})::text` })
    .from(itemLogs)
    .where(eq(itemLogs.inventoryItemId, item.id));
  const onHand = exact(item.quantityOnHand);
  const most = exact(logged?.most ?? item.quantityOnHand).sub(item.quantitySplitOff);
  // A count above the most ever held leaves the log's peak behind: never share over less than is on hand.
  const sharedOver = most.compare(onHand) < 0 ? onHand : most;
  if (sharedOver.sign() <= 0) throw fieldError('quantity', 'Nothing is on hand to move.');
  const share = quantity.div(sharedOver);
  const weight = exact(item.weight);
  const partWeight = floorTo(weight.mul(share), 2);
  const partPieces = Number(floorTo(exact(item.pieces).mul(share), 0).toFixed(0));
  const keptWeight = weight.sub(partWeight);
  const keptPieces = item.pieces - partPieces;
  const kept = onHand.sub(quantity);
  const now = new Date();

  const [part] = await tx
    .insert(inventoryItems)
    .values({
      inventoryId: item.inventoryId,
      projectId: item.projectId,
      raItemId: item.raItemId,
      poItemId: item.poItemId,
      itemNumber: item.itemNumber,
      description: item.description,
      unitOfMeasure: item.unitOfMeasure,
      quantityOnHand: quantity.toFixed(3),
      weight: partWeight.toFixed(2),
      pieces: partPieces,
      location,
      condition: item.condition,
      receivedDate: item.receivedDate,
      lengthIn: item.lengthIn,
      widthIn: item.widthIn,
      heightIn: item.heightIn,
      groupId: item.groupId,
      splitFromId: item.splitFromId ?? item.id,
      createdBy: actor.userName,
      modifiedBy: actor.userName,
    })
    .returning({ id: inventoryItems.id });
  const partId = part!.id;
  await tx
    .update(inventoryItems)
    .set({
      quantityOnHand: kept.toFixed(3),
      weight: keptWeight.toFixed(2),
      pieces: keptPieces,
      quantitySplitOff: exact(item.quantitySplitOff).add(quantity).toFixed(3),
      ...changeMarks(inventoryItems, actor, now),
    })
    .where(eq(inventoryItems.id, item.id));

  const measures = (w: [string, string], p: [number, number]) => [
    ...(exact(w[0]).compare(w[1]) !== 0
      ? [{ field: 'weight', before: Quantity.plain(w[0]), after: Quantity.plain(w[1]) }]
      : []),
    ...(p[0] !== p[1] ? [{ field: 'pieces', before: p[0], after: p[1] }] : []),
  ];
  await writeLogs(tx, actor, [
    {
      inventoryItemId: item.id,
      action: 'split',
      reference: `to INV-${partId}`,
      quantityBefore: item.quantityOnHand,
      quantityAfter: kept.toFixed(3),
      changes: [
        { field: 'quantity', before: Quantity.plain(item.quantityOnHand), after: kept.toPlain(3) },
        ...measures([item.weight, keptWeight.toFixed(2)], [item.pieces, keptPieces]),
      ],
    },
    {
      inventoryItemId: partId,
      action: 'split',
      reference: `from INV-${item.id}`,
      quantityBefore: '0',
      quantityAfter: quantity.toFixed(3),
      changes: [
        { field: 'quantity', before: 0, after: quantity.toPlain(3) },
        { field: 'location', before: item.location, after: location },
        ...measures(['0', partWeight.toFixed(2)], [0, partPieces]),
      ],
    },
  ]);
  return partId;
}
