import type { RaItem, ReceiptCondition } from '@freightdesk/contracts';
import { formatNumber } from '../../lib/numbers';

/** Thousandths, so splits and comparisons of quantities are exact. */
const milli = (q: string) => Math.round(Number(q) * 1000);

export const lineName = (line: Pick<RaItem, 'itemNumber' | 'description'>) =>
  line.itemNumber ? `${line.itemNumber} ${line.description}` : line.description;

/** The condition the server will record: damaged when any is; otherwise short, over or good by the count. */
export function conditionOf(expected: string, received: string, damaged: string): ReceiptCondition {
  if (milli(damaged || '0') > 0) return 'Damaged';
  if (received.trim() === '' || !Number.isFinite(Number(received))) return 'Good';
  const e = milli(expected);
  const r = milli(received);
  return r < e ? 'Short' : r > e ? 'Over' : 'Good';
}

/**
 * What arrived of the expected weight or pieces for a quantity received (the server's share:
 * weight to the cent, pieces whole), as the dock sees it before weighing or counting.
 */
export function shareOf(expected: string, received: string, total: string | number, places: 0 | 2): string {
  const e = Number(expected);
  const r = Number(received);
  if (!Number.isFinite(r) || !(e > 0)) return places ? '0.00' : '0';
  const scale = 10 ** places;
  return (Math.round((Number(total) * r * scale) / e) / scale).toFixed(places);
}

/** A line's receipt in words: how many arrived, how many of them damaged and why, short or over and why. */
export function receiptText(line: RaItem): string {
  if (line.quantityReceived === null) return '';
  const parts = [
    `received ${formatNumber(line.quantityReceived)} of ${formatNumber(line.quantityExpected)} ${line.unitOfMeasure}`,
  ];
  if (milli(line.quantityDamaged ?? '0') > 0) {
    const good = (milli(line.quantityReceived) - milli(line.quantityDamaged!)) / 1000;
    const why = line.damageReason ? ` (${line.damageReason})` : '';
    parts.push(
      good > 0
        ? `${formatNumber(String(good))} good, ${formatNumber(line.quantityDamaged)} damaged${why}`
        : `all damaged${why}`,
    );
  }
  if (line.reason) {
    const off = milli(line.quantityReceived) > milli(line.quantityExpected) ? 'over' : 'short';
    parts.push(`${off}: ${line.reason}`);
  }
  return parts.join('; ');
}
