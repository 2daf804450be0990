import type { WarehouseRate } from '@freightdesk/contracts';
import type { StoredItem } from '../inventory';

/**
 * A billing period's warehouse charges from the project's warehouse rates (DESIGN.md section 6),
 * worked out from what the inventory's item log says was on hand each day. Pure: the billing run
 * (charge.warehouse.ts) reads the rates, the period and the ledger, and writes what this answers.
 *
 * - Storage, by its proration: Daily bills each day an item is on hand (a monthly rate by the
 *   day's share of its month); Full month bills what is on hand at the period's start, and each
 *   receipt in it, for the whole month; Half month bills a receipt on the 16th or later for half
 *   of it; Anniversary bills each receipt every 30 days from the day it came in. An item's free
 *   days start on the day it came in.
 * - What is counted, by the basis: hundredweights of the item's weight (partial ones rounded up),
 *   its pieces, its units as pallets, or a flat charge; nothing records cubic feet.
 * - Handling in and Receiving count what came in during the period, Handling out and Delivery
 *   what was picked; any of them, and Labour, by the hour bill the period's billing hours.
 * - A minimum per period replaces a smaller amount; a rate that comes to nothing says why.
 */

export interface PeriodIn {
  startDate: string;
  endDate: string;
  billingHours: string;
}

export interface WarehouseLine {
  rateId: number;
  chargeType: WarehouseRate['chargeType'];
  description: string;
  quantity: string;
  unit: string;
  rate: string;
}

export interface SkippedRate {
  rateId: number;
  chargeType: WarehouseRate['chargeType'];
  basis: WarehouseRate['basis'];
  reason: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const daysInMonthOf = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
};
const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));
/** Exact enough for 3 decimals of quantity: the store keeps numeric(12, 3). */
const text3 = (n: number) => String(Math.round(n * 1000) / 1000);
const text4 = (n: number) => String(Math.round(n * 10000) / 10000);

/** What an item held at the end of each day from `from` to `to`, and the day it first came in. */
function dailyHoldings(item: StoredItem, from: number, to: number) {
  const held = new Map<number, number>();
  let quantity = 0;
  let at = 0;
  const moves = item.moves.map((m) => ({ ...m, n: dayNumber(m.day) }));
  const receivedOn = moves.find((m) => m.after > m.before)?.n ?? moves[0]?.n ?? from;
  for (let day = Math.min(from, moves[0]?.n ?? from); day <= to; day += 1) {
    while (at < moves.length && (moves[at]?.n ?? Infinity) <= day) {
      quantity = moves[at]?.after ?? quantity;
      at += 1;
    }
    if (day >= from) held.set(day, quantity);
  }
  return { held, receivedOn };
}

/** How many of a basis's units an item's quantity is (null: the basis is not counted for goods). */
function unitsOf(basis: WarehouseRate['basis'], item: StoredItem, quantity: number): number | null {
  if (quantity <= 0) return 0;
  const share = item.peak > 0 ? quantity / item.peak : 0;
  switch (basis) {
    case 'Per hundredweight':
      return Math.ceil((item.weight * share) / 100 - 1e-9);
    case 'Per piece':
      return item.pieces > 0 ? Math.ceil(item.pieces * share - 1e-9) : quantity;
    case 'Per pallet':
      return Math.ceil(quantity - 1e-9);
    default:
      return null;
  }
}

const unitNames: Partial<Record<WarehouseRate['basis'], string>> = {
  'Per hundredweight': 'CWT',
  'Per piece': 'Piece',
  'Per pallet': 'Pallet',
};

function storage(rate: WarehouseRate, period: PeriodIn, ledger: StoredItem[]): WarehouseLine | string {
  if (rate.basis === 'Per cubic foot') return 'No cubic feet are recorded for the inventory.';
  if (rate.basis === 'Per hour') return 'Storage is not billed by the hour.';
  const from = dayNumber(period.startDate);
  const to = dayNumber(period.endDate);
  const proration = rate.proration ?? 'Daily';
  const unit = unitNames[rate.basis];
  let quantity = 0;
  let anyStored = false;
  for (const item of ledger) {
    const { held, receivedOn } = dailyHoldings(item, from, to);
    const billableFrom = receivedOn + rate.freeDays;
    const unitsOn = (day: number) => (day < billableFrom ? 0 : (unitsOf(rate.basis, item, held.get(day) ?? 0) ?? 0));
    if ([...held.values()].some((q) => q > 0)) anyStored = true;
    if (rate.basis === 'Flat') continue;
    if (proration === 'Daily') {
      for (let day = from; day <= to; day += 1) {
        const units = unitsOn(day);
        quantity += rate.period === 'Month' ? units / daysInMonthOf(isoOf(day)) : units;
      }
    } else if (proration === 'Anniversary') {
      for (let day = Math.max(from, receivedOn); day <= to; day += 1) {
        if ((day - receivedOn) % 30 === 0) quantity += unitsOn(day);
      }
    } else if (receivedOn < from) {
      // On hand when the period starts (or once its free days end within it): the whole month.
      const firstBillable = Math.max(from, billableFrom);
      if (firstBillable <= to) quantity += unitsOn(firstBillable);
    } else if (receivedOn <= to) {
      const firstBillable = Math.max(receivedOn, billableFrom);
      if (firstBillable > to) continue;
      const half = proration === 'Half month' && dayOfMonth(isoOf(receivedOn)) >= 16;
      quantity += unitsOn(firstBillable) * (half ? 0.5 : 1);
    }
  }
  if (rate.basis === 'Flat') {
    return anyStored ? line(rate, '1', 'Period', rate.rate) : 'Nothing was stored in the period.';
  }
  if (quantity <= 0)
    return anyStored ? 'Everything stored was within its free days.' : 'Nothing was stored in the period.';
  const perDay = proration === 'Daily';
  const what = perDay ? `${unit}-day` : proration === 'Anniversary' ? `${unit}-30 days` : `${unit}-month`;
  // A daily count of a monthly rate is already in months: each day counted its share of its month.
  const dailyOfMonthly = perDay && rate.period === 'Month';
  return line(rate, text3(quantity), dailyOfMonthly ? `${unit}-month` : what, rate.rate);
}

/** What came in (received or added) or went out (picked) in the period, in the basis's units. */
function moved(rate: WarehouseRate, period: PeriodIn, ledger: StoredItem[], direction: 'in' | 'out') {
  let units = 0;
  let any = false;
  for (const item of ledger) {
    for (const m of item.moves) {
      if (m.day < period.startDate || m.day > period.endDate) continue;
      const change = direction === 'in' ? m.after - m.before : m.before - m.after;
      const counts = direction === 'in' ? m.action === 'received' || m.action === 'added' : m.action === 'picked';
      if (!counts || change <= 0) continue;
      any = true;
      units += unitsOf(rate.basis, item, change) ?? 0;
    }
  }
  return { units, any };
}

function handling(rate: WarehouseRate, period: PeriodIn, ledger: StoredItem[]): WarehouseLine | string {
  const hours = Number(period.billingHours);
  if (rate.basis === 'Per hour') {
    return hours > 0
      ? line(rate, period.billingHours, 'Hour', rate.rate)
      : 'No billing hours were entered for the period.';
  }
  if (rate.chargeType === 'Labour') {
    return rate.basis === 'Flat' ? line(rate, '1', 'Period', rate.rate) : 'Labour is billed by the hour or flat.';
  }
  if (rate.basis === 'Per cubic foot') return 'No cubic feet are recorded for the inventory.';
  const direction = rate.chargeType === 'Handling out' || rate.chargeType === 'Delivery' ? 'out' : 'in';
  const { units, any } = moved(rate, period, ledger, direction);
  const none = direction === 'in' ? 'Nothing came in during the period.' : 'Nothing went out during the period.';
  if (!any) return none;
  if (rate.basis === 'Flat') return line(rate, '1', 'Period', rate.rate);
  return units > 0 ? line(rate, text3(units), unitNames[rate.basis] ?? '', rate.rate) : none;
}

function line(rate: WarehouseRate, quantity: string, unit: string, price: string): WarehouseLine {
  return {
    rateId: rate.id,
    chargeType: rate.chargeType,
    description: rate.description || rate.chargeType,
    quantity,
    unit,
    rate: price,
  };
}

/** The minimum per period replaces a smaller amount (one line at the minimum). */
function withMinimum(rate: WarehouseRate, l: WarehouseLine): WarehouseLine {
  const minimum = Number(rate.minimumCharge);
  const amount = Math.round(Number(l.quantity) * Number(l.rate) * 100) / 100;
  if (minimum <= 0 || amount >= minimum) return l;
  return {
    ...l,
    description: `${l.description} (minimum charge)`,
    quantity: '1',
    unit: 'Minimum',
    rate: text4(minimum),
  };
}

/** The period's warehouse lines, one per rate that comes to something, and the rates that did not, with why. */
export function billWarehouse(
  rates: WarehouseRate[],
  period: PeriodIn,
  ledger: StoredItem[],
): { lines: WarehouseLine[]; skipped: SkippedRate[] } {
  const lines: WarehouseLine[] = [];
  const skipped: SkippedRate[] = [];
  for (const rate of rates) {
    const result = rate.chargeType === 'Storage' ? storage(rate, period, ledger) : handling(rate, period, ledger);
    if (typeof result === 'string') {
      skipped.push({ rateId: rate.id, chargeType: rate.chargeType, basis: rate.basis, reason: result });
    } else {
      lines.push(withMinimum(rate, result));
    }
  }
  return { lines, skipped };
}
