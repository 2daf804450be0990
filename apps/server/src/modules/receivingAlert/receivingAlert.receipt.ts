import type { RaItem, ReceiptCondition, updateRaItemBody } from '@freightdesk/contracts';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors';
import { exact } from '../../platform/exact';
import { Quantity } from '../../platform/quantity';

type LineUpdate = z.output<typeof updateRaItemBody>;

/** A weight as whole hundredths (read from its text, exact), so splits add up exactly; and back. */
const cents = (w: string) => Number(exact(w).mul(100).round(0).toFixed(0));
const weightOf = (n: number) => exact(n).div(100).toFixed(2);

/**
 * How a line arrived: Damaged when any of it arrived damaged; otherwise Short, Over or Good by the
 * quantities. Null until it is received.
 */
export function conditionOf(
  expected: string,
  received: string | null,
  damaged: string | null,
): ReceiptCondition | null {
  if (received === null) return null;
  if (Quantity.thousandths(damaged ?? '0') > 0) return 'Damaged';
  const e = Quantity.thousandths(expected);
  const r = Quantity.thousandths(received);
  return r < e ? 'Short' : r > e ? 'Over' : 'Good';
}

/**
 * A line's receipt as a save leaves it: what the save gives, and what the line held for what it
 * leaves out. The receipt splits by condition: of the quantity received, `quantityDamaged`
 * arrived damaged (`condition: 'Damaged'` alone: all of it; `Good`: none) and needs its reason;
 * a short or over quantity keeps its reason. The weight and pieces received follow the quantity
 * unless the dock weighed or counted them. A line by hand may also change what it expects.
 */
export function receiptOf(before: RaItem, input: LineUpdate, today: string) {
  const byHand = before.poItemId === null;
  const expected = byHand ? (input.quantityExpected ?? before.quantityExpected) : before.quantityExpected;
  const received = input.quantityReceived === undefined ? before.quantityReceived : input.quantityReceived;
  let damaged: string | null = null;
  if (received !== null) {
    if (input.quantityDamaged !== undefined) damaged = input.quantityDamaged ?? '0';
    else if (input.condition === 'Damaged') damaged = received;
    else if (input.condition) damaged = '0';
    else damaged = before.quantityDamaged ?? '0';
    if (Quantity.thousandths(damaged) > Quantity.thousandths(received)) {
      throw fieldError(
        'quantityDamaged',
        `Only ${Quantity.plain(received)} ${before.unitOfMeasure} arrived; no more of it can be damaged.`,
      );
    }
  }
  const anyDamaged = damaged !== null && Quantity.thousandths(damaged) > 0;
  const damageReason = anyDamaged ? (input.damageReason ?? before.damageReason) : '';
  if (anyDamaged && !damageReason) throw fieldError('damageReason', 'Pick a reason for the damage.');
  const offCount = received !== null && Quantity.thousandths(received) !== Quantity.thousandths(expected);
  const typedWeight =
    input.weightReceived === undefined ? (before.weighed ? before.weightReceived : null) : input.weightReceived;
  const typedPieces =
    input.piecesReceived === undefined ? (before.counted ? before.piecesReceived : null) : input.piecesReceived;
  const cube = {
    lengthIn: input.lengthIn === undefined ? before.lengthIn : input.lengthIn,
    widthIn: input.widthIn === undefined ? before.widthIn : input.widthIn,
    heightIn: input.heightIn === undefined ? before.heightIn : input.heightIn,
  };
  const measured = Object.values(cube).filter((v) => v !== null).length;
  if (measured !== 0 && measured !== 3) {
    const missing = (Object.keys(cube) as (keyof typeof cube)[]).find((k) => cube[k] === null)!;
    throw fieldError(missing, 'Enter length, width and height, or none of them.');
  }
  return {
    ...cube,
    ...(byHand
      ? {
          itemNumber: input.itemNumber ?? before.itemNumber,
          description: input.description ?? before.description,
          unitOfMeasure: input.unitOfMeasure ?? before.unitOfMeasure,
          quantityExpected: expected,
          weight: input.weight ?? before.weight,
          pieces: input.pieces ?? before.pieces,
        }
      : {}),
    quantityReceived: received,
    quantityDamaged: damaged,
    receivedDate: received === null ? null : (input.receivedDate ?? before.receivedDate ?? today),
    condition: conditionOf(expected, received, damaged),
    reason: offCount ? (input.reason ?? before.reason) : '',
    damageReason,
    note: input.note ?? before.note,
    weightReceived: received === null ? null : typedWeight,
    piecesReceived: received === null ? null : typedPieces,
    location: input.location ?? before.location,
  };
}

/** One part of a line's receipt as it goes onto the shelf: the good goods, or the damaged ones. */
export interface ReceiptPart {
  condition: 'Good' | 'Damaged';
  quantity: string;
  weight: string;
  pieces: number;
}

/**
 * A received line split by condition, for the inventory: the good part and the damaged part
 * (each only when some arrived), the weight and pieces received shared by quantity so the parts
 * add up to the line's.
 */
export function partsOf(
  line: Pick<RaItem, 'quantityReceived' | 'quantityDamaged' | 'weightReceived' | 'piecesReceived'>,
) {
  const received = Quantity.thousandths(line.quantityReceived ?? '0');
  if (received <= 0) return [];
  const damaged = Math.min(Quantity.thousandths(line.quantityDamaged ?? '0'), received);
  const weight = cents(line.weightReceived ?? '0');
  const pieces = line.piecesReceived ?? 0;
  const damagedWeight = Math.round((weight * damaged) / received);
  const damagedPieces = Math.round((pieces * damaged) / received);
  const parts: ReceiptPart[] = [
    {
      condition: 'Good',
      quantity: Quantity.fixed(received - damaged),
      weight: weightOf(weight - damagedWeight),
      pieces: pieces - damagedPieces,
    },
    { condition: 'Damaged', quantity: Quantity.fixed(damaged), weight: weightOf(damagedWeight), pieces: damagedPieces },
  ];
  return parts.filter((p) => Quantity.thousandths(p.quantity) > 0);
}
