import type { WarehouseBreakdown, WarehouseRate } from '@freightdesk/contracts';
import { type Exact, exact, sumExact } from '../../platform/exact';
import type { StoredItem } from '../inventory';
import {
  dayNumber,
  dayOfMonth,
  daysInMonthOf,
  holdingsOf,
  isoOf,
  leftOutReason,
  measureOf,
  shownOf,
  unitNames,
} from './warehouseBilling.days';

/**
 * A billing period's warehouse charges from the project's warehouse rates (docs/design.md section 6),
 * worked out from the inventory's ledger: each item's moves on their business dates (a receipt on
 * the day the dock entered, a release on the day it was picked, in the warehouse's time zone).
 * Pure and exact (BigInt rationals, no floating point): the run (charge.warehouse.ts) reads the
 * rates, the period and the ledger, and writes what this answers, each line with its breakdown.
 *
 * - What is on hand on a day is what the item held at the day's end (goods picked on the 1st are
 *   not on hand on the 1st). An item's free days start the day it came in; it is billed once they end
 *   (no free days: from the day it came in).
 * - Storage by proration: Daily bills each day held (a per-month rate by the day's share of its
 *   month); Full month bills what is held at the end of the period's first billable day, and each
 *   later receipt, for the whole month; Half month the same, a receipt on the 16th or later for
 *   half; Anniversary bills what is held on each 30-day cycle's first day, cycles starting when
 *   the free days end; High-water mark bills the period's peak.
 * - Rounding, once, as the rate says: None, Per item (each item's quantity up to a whole unit on
 *   each day or move), Period total (the total up to a whole unit). Items a basis cannot count are
 *   left out with a reason.
 * - A rate applies on its effective days: a period it covers in part is billed for that part
 *   (Daily, Anniversary: the days in it; the month models: the month's quantity × its days ÷ the
 *   period's days), and the line names its dates.
 * - Handling in and Receiving count what came in, Handling out and Delivery what was picked; a
 *   per-hour rate bills the hours entered for its own charge type.
 * - A minimum per period (for a part, its share) replaces a smaller amount.
 */

export interface PeriodIn {
  startDate: string;
  endDate: string;
  /** Hours entered per warehouse charge type. */
  hours: Record<string, string>;
}

export interface WarehouseLine {
  rateId: number;
  chargeType: WarehouseRate['chargeType'];
  description: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  breakdown: WarehouseBreakdown;
}

export interface SkippedRate {
  rateId: number;
  chargeType: WarehouseRate['chargeType'];
  basis: WarehouseRate['basis'];
  reason: string;
}

const MAX_LISTED = 100;

interface Span {
  from: number;
  to: number;
  /** Days at the rate ÷ days in the period, when the rate covers part of it. */
  share: Exact | null;
  shareText: string | null;
}

/** The part of the period a rate applies to (null: none of it). */
function spanOf(rate: WarehouseRate, period: PeriodIn): Span | null {
  const pFrom = dayNumber(period.startDate);
  const pTo = dayNumber(period.endDate);
  const from = Math.max(pFrom, rate.effectiveFrom ? dayNumber(rate.effectiveFrom) : pFrom);
  const to = Math.min(pTo, rate.effectiveTo ? dayNumber(rate.effectiveTo) : pTo);
  if (from > to) return null;
  const whole = from === pFrom && to === pTo;
  const days = to - from + 1;
  const all = pTo - pFrom + 1;
  return {
    from,
    to,
    share: whole ? null : exact(days).div(all),
    shareText: whole ? null : `${days} of the period's ${all} days`,
  };
}

interface Counted {
  exactQuantity: Exact;
  items: WarehouseBreakdown['items'];
  counted: number;
  leftOut: number;
  anyStored: boolean;
  notes: string[];
}

const roundItem = (rate: WarehouseRate, x: Exact) => (rate.rounding === 'Per item' ? x.ceil() : x);

/** Storage: each item's quantity in the rate's units over the span, by the proration. */
function storageCount(rate: WarehouseRate, period: PeriodIn, span: Span): (ledger: StoredItem[]) => Counted {
  return (ledger) => {
    const proration = rate.proration ?? 'Daily';
    const pFrom = dayNumber(period.startDate);
    const pTo = dayNumber(period.endDate);
    // The month models count the whole period and take the span's share; the others count the span's days.
    const monthModel = proration === 'Full month' || proration === 'Half month';
    const from = monthModel ? pFrom : span.from;
    const to = monthModel ? pTo : span.to;
    const out: Counted = { exactQuantity: exact(0), items: [], counted: 0, leftOut: 0, anyStored: false, notes: [] };
    const peakByDay = new Map<number, Exact>();
    for (const item of ledger) {
      const h = holdingsOf(item);
      if (h.receivedOn === null) continue;
      let heldAny = false;
      for (let d = from; d <= to && !heldAny; d += 1) heldAny = h.at(d).sign() > 0;
      if (!heldAny) continue;
      out.anyStored = true;
      if (rate.basis === 'Flat') continue;
      const measure = measureOf(rate.basis, item);
      if (!measure) {
        out.leftOut += 1;
        continue;
      }
      const billableFrom = h.receivedOn + rate.freeDays;
      const units = (d: number) => roundItem(rate, measure(h.at(d)));
      let q = exact(0);
      let note = '';
      if (proration === 'Daily') {
        let days = 0;
        for (let d = Math.max(from, billableFrom); d <= to; d += 1) {
          const u = units(d);
          if (u.sign() <= 0) continue;
          days += 1;
          q = q.add(rate.period === 'Month' ? u.div(daysInMonthOf(d)) : u);
        }
        note = `${days} day${days === 1 ? '' : 's'} on hand${rate.period === 'Month' ? ', each its share of its month' : ''}`;
      } else if (proration === 'Anniversary') {
        const cycles: string[] = [];
        for (let c = billableFrom; c <= to; c += 30) {
          if (c < from) continue;
          const u = units(c);
          if (u.sign() > 0) cycles.push(isoOf(c));
          q = q.add(u);
        }
        note = cycles.length ? `30-day cycle starting ${cycles.join(', ')}` : 'no cycle starts in the period';
      } else if (proration === 'High-water mark') {
        for (let d = Math.max(from, billableFrom); d <= to; d += 1) {
          peakByDay.set(d, (peakByDay.get(d) ?? exact(0)).add(units(d)));
        }
        note = 'counted on each day toward the period’s peak';
      } else {
        const base = Math.max(from, billableFrom);
        if (base > to) continue;
        const half = (d: number) => proration === 'Half month' && d !== pFrom && dayOfMonth(d) >= 16;
        q = units(base).mul(half(base) ? exact(1).div(2) : 1);
        for (const m of item.moves) {
          const d = dayNumber(m.day);
          const change = exact(m.after).sub(m.before);
          if (d <= base || d > to || change.sign() <= 0) continue;
          q = q.add(roundItem(rate, measure(change)).mul(half(d) ? exact(1).div(2) : 1));
        }
        note = `on hand ${shownOf(base)}${half(base) ? ' (from the 16th: half a month)' : ''}`;
      }
      if (proration !== 'High-water mark' && q.sign() <= 0) continue;
      out.counted += 1;
      out.exactQuantity = out.exactQuantity.add(q);
      listItem(out, item, h.receivedOn, billableFrom, q, note);
    }
    if (proration === 'High-water mark') {
      let peakDay = -1;
      let peak = exact(0);
      for (const [d, total] of peakByDay) {
        if (total.compare(peak) > 0) {
          peak = total;
          peakDay = d;
        }
      }
      out.exactQuantity = peak;
      if (peakDay >= 0) out.notes.push(`The peak was on ${shownOf(peakDay)}.`);
    }
    return out;
  };
}

function listItem(
  out: Counted,
  item: StoredItem,
  receivedOn: number | null,
  billableFrom: number | null,
  q: Exact,
  note: string,
) {
  if (out.items.length >= MAX_LISTED) return;
  out.items.push({
    itemId: item.id,
    itemNumber: item.itemNumber,
    description: item.description,
    unitOfMeasure: item.unitOfMeasure,
    receivedOn: receivedOn === null ? null : isoOf(receivedOn),
    billableFrom: billableFrom === null ? null : isoOf(billableFrom),
    quantity: q.toPlain(6),
    note,
  });
}

/** Handling: what came in (received, added) or went out (picked) on the span's days, in the rate's units. */
function movedCount(rate: WarehouseRate, span: Span, direction: 'in' | 'out'): (ledger: StoredItem[]) => Counted {
  return (ledger) => {
    const out: Counted = { exactQuantity: exact(0), items: [], counted: 0, leftOut: 0, anyStored: false, notes: [] };
    for (const item of ledger) {
      let q = exact(0);
      let moved = false;
      const measure = measureOf(rate.basis, item);
      for (const m of item.moves) {
        const d = dayNumber(m.day);
        if (d < span.from || d > span.to) continue;
        const change = direction === 'in' ? exact(m.after).sub(m.before) : exact(m.before).sub(m.after);
        const counts = direction === 'in' ? m.action === 'received' || m.action === 'added' : m.action === 'picked';
        if (!counts || change.sign() <= 0) continue;
        moved = true;
        if (measure) q = q.add(roundItem(rate, measure(change)));
      }
      if (!moved) continue;
      out.anyStored = true;
      if (rate.basis === 'Flat') continue;
      if (!measure) {
        out.leftOut += 1;
        continue;
      }
      out.counted += 1;
      out.exactQuantity = out.exactQuantity.add(q);
      listItem(out, item, null, null, q, direction === 'in' ? 'came in' : 'picked');
    }
    return out;
  };
}

const perOf = (rate: WarehouseRate) => {
  const unit = unitNames[rate.basis] ?? '';
  if (rate.basis === 'Per hour') return 'Hour';
  if (rate.basis === 'Flat') return 'Period';
  if (rate.chargeType !== 'Storage') return unit;
  switch (rate.proration) {
    case 'Anniversary':
      return `${unit}-30 days`;
    case 'High-water mark':
      return `${unit}-month (peak)`;
    default:
      return rate.period === 'Day' ? `${unit}-day` : `${unit}-month`;
  }
};

/** One rate's line over its span, or why it makes none. */
function lineOf(rate: WarehouseRate, period: PeriodIn, span: Span, ledger: StoredItem[]): WarehouseLine | string {
  const storage = rate.chargeType === 'Storage';
  const direction = rate.chargeType === 'Handling out' || rate.chargeType === 'Delivery' ? 'out' : 'in';
  let counted: Counted;
  let hours: string | null = null;
  let model: WarehouseBreakdown['model'];
  if (rate.basis === 'Per hour') {
    if (storage) return 'Storage is not billed by the hour.';
    hours = period.hours[rate.chargeType] ?? '0';
    if (exact(hours).sign() <= 0) return `No ${rate.chargeType.toLowerCase()} hours were entered for the period.`;
    counted = { exactQuantity: exact(hours), items: [], counted: 0, leftOut: 0, anyStored: true, notes: [] };
    model = 'Hours';
  } else if (rate.chargeType === 'Labour') {
    if (rate.basis !== 'Flat') return 'Labour is billed by the hour or flat.';
    counted = { exactQuantity: exact(1), items: [], counted: 0, leftOut: 0, anyStored: true, notes: [] };
    model = 'Flat';
  } else {
    counted = (storage ? storageCount(rate, period, span) : movedCount(rate, span, direction))(ledger);
    model =
      rate.basis === 'Flat'
        ? 'Flat'
        : storage
          ? (rate.proration ?? 'Daily')
          : direction === 'in'
            ? 'Received'
            : 'Picked';
    if (!counted.anyStored) {
      return storage
        ? 'Nothing was stored in the period.'
        : direction === 'in'
          ? 'Nothing came in during the period.'
          : 'Nothing went out during the period.';
    }
    if (rate.basis === 'Flat') counted.exactQuantity = exact(1);
  }
  const leftOut = counted.leftOut
    ? [{ reason: leftOutReason(rate.basis, counted.leftOut), count: counted.leftOut }]
    : [];
  const roundedTotal =
    rate.rounding === 'Period total' && rate.basis !== 'Per hour'
      ? counted.exactQuantity.ceil()
      : counted.exactQuantity;
  const share =
    storage && (rate.proration === 'Daily' || rate.proration === 'Anniversary') && rate.basis !== 'Flat'
      ? null
      : span.share;
  const quantity = (share ? roundedTotal.mul(share) : roundedTotal).round(3);
  if (quantity.sign() <= 0) {
    if (leftOut.length && !counted.counted) return `${leftOut[0]!.reason}.`;
    return storage ? 'Everything stored was within its free days.' : 'Nothing counted in the period.';
  }
  const rateValue = exact(rate.rate);
  const minimum = exact(rate.minimumCharge)
    .mul(span.share ?? 1)
    .round(4);
  let amount = quantity.mul(rateValue).round(2);
  const minimumApplied = minimum.sign() > 0 && amount.compare(minimum) < 0;
  const dates = span.share ? ` (${shownOf(span.from)} to ${shownOf(span.to)})` : '';
  const name = `${rate.description || rate.chargeType}${dates}`;
  if (minimumApplied) amount = minimum.round(2);
  return {
    rateId: rate.id,
    chargeType: rate.chargeType,
    description: minimumApplied ? `${name} (minimum charge)` : name,
    quantity: minimumApplied ? '1' : quantity.toPlain(3),
    unit: minimumApplied ? 'Minimum' : perOf(rate),
    rate: minimumApplied ? minimum.toPlain(4) : rateValue.toPlain(4),
    amount: amount.toFixed(2),
    breakdown: {
      rateId: rate.id,
      chargeType: rate.chargeType,
      basis: rate.basis,
      model,
      rounding: rate.rounding,
      from: isoOf(span.from),
      to: isoOf(span.to),
      rate: rateValue.toPlain(4),
      per: perOf(rate),
      freeDays: rate.freeDays,
      exactQuantity: counted.exactQuantity.toPlain(6),
      quantity: quantity.toPlain(3),
      share: span.shareText && share ? span.shareText : null,
      hours,
      minimumCharge: minimum.toPlain(4),
      minimumApplied,
      items: counted.items,
      moreItems: Math.max(0, counted.counted - counted.items.length),
      leftOut,
      notes: counted.notes,
      adjustment: null,
    },
  };
}

/** The period's warehouse lines, one per rate (per part of the period it applies to) that comes to something, and the rates that did not, with why. */
export function billWarehouse(
  rates: WarehouseRate[],
  period: PeriodIn,
  ledger: StoredItem[],
): { lines: WarehouseLine[]; skipped: SkippedRate[] } {
  const lines: WarehouseLine[] = [];
  const skipped: SkippedRate[] = [];
  for (const rate of rates) {
    const span = spanOf(rate, period);
    if (!span) continue;
    const result = lineOf(rate, period, span, ledger);
    if (typeof result === 'string') {
      skipped.push({ rateId: rate.id, chargeType: rate.chargeType, basis: rate.basis, reason: result });
    } else {
      lines.push(result);
    }
  }
  return { lines, skipped };
}

/** The sum of lines' amounts, to the cent. */
export const totalOf = (amounts: string[]) => sumExact(amounts.map((a) => exact(a))).toFixed(2);
