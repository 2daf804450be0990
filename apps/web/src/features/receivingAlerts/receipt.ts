import type { RaItem, ReceiptCondition } from '@freightdesk/contracts';
import { compareDecimals, formatNumber, shareOfDecimal, subtractDecimals } from '../../lib/numbers';

/** Whether a quantity typed is more than none (exactly, from its text). */
const some = (q: string | null) => compareDecimals(q || '0', '0') > 0;

export const lineName = (line: Pick<RaItem, 'itemNumber' | 'description'>) =>
  line.itemNumber ? `${line.itemNumber} ${line.description}` : line.description;

/** The condition the server will record: damaged when any is; otherwise short, over or good by the count. */
export function conditionOf(expected: string, received: string, damaged: string): ReceiptCondition {
  if (some(damaged)) return 'Damaged';
  if (received.trim() === '' || subtractDecimals(received, expected) === null) return 'Good';
  const off = compareDecimals(received, expected);
  return off < 0 ? 'Short' : off > 0 ? 'Over' : 'Good';
}

/**
 * What arrived of the expected weight or pieces for a quantity received (the server's share:
 * weight to the cent, pieces whole), as the dock sees it before weighing or counting.
 */
export function shareOf(expected: string, received: string, total: string | number, places: 0 | 2): string {
  const none = places ? '0.00' : '0';
  if (!some(expected)) return none;
  return shareOfDecimal(String(total), received, expected, places) ?? none;
}

/** A line's receipt in words: how many arrived, how many of them damaged and why, short or over and why. */
export function receiptText(line: RaItem): string {
  if (line.quantityReceived === null) return '';
  const parts = [
    `received ${formatNumber(line.quantityReceived)} of ${formatNumber(line.quantityExpected)} ${line.unitOfMeasure}`,
  ];
  if (some(line.quantityDamaged)) {
    const good = subtractDecimals(line.quantityReceived, line.quantityDamaged) ?? '0';
    const why = line.damageReason ? ` (${line.damageReason})` : '';
    parts.push(
      some(good)
        ? `${formatNumber(good)} good, ${formatNumber(line.quantityDamaged)} damaged${why}`
        : `all damaged${why}`,
    );
  }
  if (line.reason) {
    const off = compareDecimals(line.quantityReceived, line.quantityExpected) > 0 ? 'over' : 'short';
    parts.push(`${off}: ${line.reason}`);
  }
  return parts.join('; ');
}
