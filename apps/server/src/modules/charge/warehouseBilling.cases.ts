import type { WarehouseRate } from '@freightdesk/contracts';
import type { StoredItem } from '../inventory';
import type { PeriodIn } from './warehouseBilling';

/** What the billing rules' tests build their cases from: a rate, a month, an item and its moves. */
export const rate = (over: Partial<WarehouseRate>): WarehouseRate => ({
  id: 1,
  projectId: 1,
  chargeType: 'Storage',
  basis: 'Per pallet',
  description: '',
  rate: '1.00',
  period: 'Day',
  proration: 'Daily',
  freeDays: 0,
  minimumCharge: '0',
  rounding: 'Period total',
  effectiveFrom: null,
  effectiveTo: null,
  version: 0,
  ...over,
});
export const month = (startDate: string, endDate: string, hours: Record<string, string> = {}): PeriodIn => ({
  startDate,
  endDate,
  hours,
});
export const NOV = month('2026-11-01', '2026-11-30');
export const DEC = month('2026-12-01', '2026-12-31');
export const FEB26 = month('2026-02-01', '2026-02-28');
export const FEB28 = month('2028-02-01', '2028-02-29');

let nextId = 1;
/** An item: `quantity` units received on `day` (weight and pieces are of that receipt), then later moves. */
export function item(
  day: string,
  quantity: number,
  opts: {
    uom?: string;
    weight?: string;
    pieces?: number;
    cube?: string | null;
    later?: [string, string, number][];
  } = {},
): StoredItem {
  const moves = [{ day, action: 'received', before: '0', after: String(quantity) }];
  let q = quantity;
  for (const [d, action, after] of opts.later ?? []) {
    moves.push({ day: d, action, before: String(q), after: String(after) });
    q = after;
  }
  const peak = Math.max(...moves.map((m) => Number(m.after)));
  return {
    id: nextId++,
    itemNumber: `IT-${nextId}`,
    description: 'Goods',
    unitOfMeasure: opts.uom ?? 'Pallet',
    weight: opts.weight ?? '0',
    pieces: opts.pieces ?? 0,
    peak: String(peak),
    cubicInches: opts.cube ?? null,
    moves,
  };
}
