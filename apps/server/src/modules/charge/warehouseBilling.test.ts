import type { WarehouseRate } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { businessDateOf } from '../../platform/businessDate';
import type { StoredItem } from '../inventory';
import { billWarehouse, type PeriodIn } from './warehouseBilling';
import { DEC, FEB26, FEB28, item, month, NOV, rate } from './warehouseBilling.cases';

/*
 * The billing rules against figures worked out by hand: each row's comment is the arithmetic a
 * billing clerk would do, and the expected amount is written from it, never from the code.
 */

/** 1,000 cartons of 10 lb each, each its own item, on hand since October. */
const cartons = Array.from({ length: 1000 }, () => item('2026-10-05', 1, { uom: 'Carton', weight: '10' }));
/** 1,000 lb in 10 cartons, on hand since October. */
const heavy = (day = '2026-10-05', later: [string, string, number][] = []) =>
  item(day, 10, { uom: 'Carton', weight: '1000', later });

const cwtMonth = { basis: 'Per hundredweight', period: 'Month', rate: '2.00' } as const;
const receiptAt1930 = businessDateOf(new Date('2026-12-01T00:30:00Z'), 'America/New_York');

interface Row {
  name: string;
  rates: Partial<WarehouseRate>[];
  items: StoredItem[];
  period?: PeriodIn;
  /** Each line: [quantity, unit, rate, amount]; or the reason the rate made none. */
  lines?: [string, string, string, string][];
  skipped?: string;
}

const table: Row[] = [
  {
    // 1,000 × 10 lb = 10,000 lb = 100 CWT on hand all November; full month at 1.85: 100 × 1.85 = 185.00.
    name: 'many light items, cwt, full month',
    rates: [{ ...cwtMonth, rate: '1.85', proration: 'Full month' }],
    items: cartons,
    lines: [['100', 'CWT-month', '1.85', '185.00']],
  },
  {
    // Per item rounding: each 0.1 CWT rounds up to 1: 1,000 CWT × 1.85 = 1,850.00 (what the rate asks for).
    name: 'many light items rounded per item',
    rates: [{ ...cwtMonth, rate: '1.85', proration: 'Full month', rounding: 'Per item' }],
    items: cartons,
    lines: [['1000', 'CWT-month', '1.85', '1850.00']],
  },
  {
    // 2 pallets received 10 Nov, on hand 10–30 Nov = 21 days: 42 pallet-days × 0.50 = 21.00.
    name: 'daily, per-day rate, pallets',
    rates: [{ rate: '0.50' }],
    items: [item('2026-11-10', 2)],
    lines: [['42', 'Pallet-day', '0.5', '21.00']],
  },
  {
    // 1,000 lb = 10 CWT all November: 10 × 30/30 = 10 CWT-months × 2.00 = 20.00.
    name: 'daily, per-month rate, cwt, a whole month',
    rates: [{ ...cwtMonth }],
    items: [heavy()],
    lines: [['10', 'CWT-month', '2', '20.00']],
  },
  {
    // Received 16 Nov: 15 days of 30: 10 × 15/30 = 5 CWT-months × 2.00 = 10.00.
    name: 'daily, per-month rate, received mid-month',
    rates: [{ ...cwtMonth }],
    items: [heavy('2026-11-16')],
    lines: [['5', 'CWT-month', '2', '10.00']],
  },
  {
    // Received 20 Nov, full month: 10 CWT × 2.00 = 20.00.
    name: 'full month, received in the month',
    rates: [{ ...cwtMonth, proration: 'Full month' }],
    items: [heavy('2026-11-20')],
    lines: [['10', 'CWT-month', '2', '20.00']],
  },
  {
    // 300 lb received 20 Nov (16th or later): half a month: 3 × ½ = 1.5, rounded up (period total) to 2 × 2.00 = 4.00.
    name: 'half month, received after the 15th',
    rates: [{ ...cwtMonth, proration: 'Half month' }],
    items: [item('2026-11-20', 3, { uom: 'Carton', weight: '300' })],
    lines: [['2', 'CWT-month', '2', '4.00']],
  },
  {
    // Same, rounding None: 1.5 CWT-months × 2.00 = 3.00.
    name: 'half month, no rounding',
    rates: [{ ...cwtMonth, proration: 'Half month', rounding: 'None' }],
    items: [item('2026-11-20', 3, { uom: 'Carton', weight: '300' })],
    lines: [['1.5', 'CWT-month', '2', '3.00']],
  },
  {
    // 300 lb received 10 Nov (before the 16th): a whole month: 3 × 2.00 = 6.00.
    name: 'half month, received before the 16th',
    rates: [{ ...cwtMonth, proration: 'Half month' }],
    items: [item('2026-11-10', 3, { uom: 'Carton', weight: '300' })],
    lines: [['3', 'CWT-month', '2', '6.00']],
  },
  {
    // Received 20 Oct: cycles start 20 Oct and 19 Nov (30 days later): one in November: 3 CWT × 2.00 = 6.00.
    name: 'anniversary',
    rates: [{ ...cwtMonth, proration: 'Anniversary' }],
    items: [item('2026-10-20', 3, { uom: 'Carton', weight: '300' })],
    lines: [['3', 'CWT-30 days', '2', '6.00']],
  },
  {
    // 10 pieces received 1 Nov, 1 free day: cycles start 2 Nov (and 2 Dec): 10 pieces × 3.00 = 30.00.
    name: 'anniversary with a free day',
    rates: [{ basis: 'Per piece', period: 'Month', proration: 'Anniversary', rate: '3', freeDays: 1 }],
    items: [item('2026-11-01', 1, { uom: 'Set', pieces: 10 })],
    lines: [['10', 'Piece-30 days', '3', '30.00']],
  },
  {
    // A: 4 pallets, 2 picked 10 Nov. B: 3 pallets in 5 Nov, all picked 20 Nov.
    // Each day: 1–4: 4; 5–9: 4 + 3 = 7; 10–19: 2 + 3 = 5; 20–30: 2. Peak 7 × 10.00 = 70.00.
    name: 'high-water mark',
    rates: [{ period: 'Month', proration: 'High-water mark', rate: '10' }],
    items: [
      item('2026-10-01', 4, { later: [['2026-11-10', 'picked', 2]] }),
      item('2026-11-05', 3, { later: [['2026-11-20', 'picked', 0]] }),
    ],
    lines: [['7', 'Pallet-month (peak)', '10', '70.00']],
  },
  {
    // 10 units of 24 × 12 × 12 in = 3,456 in³ = 2 ft³ each: 20 ft³ × 0.25 = 5.00; an item without a cube left out.
    name: 'cubic feet, full month',
    rates: [{ basis: 'Per cubic foot', period: 'Month', proration: 'Full month', rate: '0.25' }],
    items: [item('2026-10-01', 10, { uom: 'Box', cube: '3456' }), item('2026-10-01', 5, { uom: 'Box' })],
    lines: [['20', 'Cubic foot-month', '0.25', '5.00']],
  },
  {
    // 3 PLT and 2 "pallets" on hand all month: 5 pallets × 10.00 = 50.00; 200 chairs (Each) are not pallets.
    name: 'pallets among eaches',
    rates: [{ period: 'Month', proration: 'Full month', rate: '10' }],
    items: [
      item('2026-10-01', 3, { uom: 'PLT' }),
      item('2026-10-01', 2, { uom: 'pallets' }),
      item('2026-10-01', 200, { uom: 'Each' }),
    ],
    lines: [['5', 'Pallet-month', '10', '50.00']],
  },
  {
    // Only eaches: the rate makes nothing and says why.
    name: 'per pallet with no pallets',
    rates: [{ period: 'Month', proration: 'Full month', rate: '10' }],
    items: [item('2026-10-01', 200, { uom: 'Each' })],
    skipped: '1 item is not counted in pallets.',
  },
  {
    // Received 19:30 New York time on 30 Nov (00:30 UTC on 1 Dec): a 30 Nov receipt: 1 day × 2 pallets × 0.50 = 1.00.
    name: 'a receipt at 19:30 local on the month’s last day',
    rates: [{ rate: '0.50' }],
    items: [item(receiptAt1930, 2)],
    lines: [['2', 'Pallet-day', '0.5', '1.00']],
  },
  {
    // Received 28 Nov, the alert finished 2 Dec: billed from the received date: 28–30 Nov = 3 days × 1.00 = 3.00.
    name: 'a receipt finished on a later day than received',
    rates: [{}],
    items: [item('2026-11-28', 1)],
    lines: [['3', 'Pallet-day', '1', '3.00']],
  },
  {
    // Entered late, backdated to 3 Nov: 3–30 Nov = 28 days × 1.00 = 28.00.
    name: 'a backdated receipt',
    rates: [{}],
    items: [item('2026-11-03', 1)],
    lines: [['28', 'Pallet-day', '1', '28.00']],
  },
  {
    // On hand since October, all picked on 1 Nov: nothing on hand at the end of any November day.
    name: 'a release on the 1st, full month',
    rates: [{ ...cwtMonth, proration: 'Full month' }],
    items: [heavy('2026-10-05', [['2026-11-01', 'picked', 0]])],
    skipped: 'Nothing was stored in the period.',
  },
  {
    // February 2026 (28 days), received 15 Feb: 14 days: 10 CWT × 14/28 = 5 CWT-months × 2.00 = 10.00.
    name: 'a 28-day month',
    rates: [{ ...cwtMonth, rounding: 'None' }],
    items: [heavy('2026-02-15')],
    period: FEB26,
    lines: [['5', 'CWT-month', '2', '10.00']],
  },
  {
    // February 2028 (29 days), received 15 Feb: 15 days: 10 × 15/29 = 5.1724… → 5.172 × 2.00 = 10.344 → 10.34.
    name: 'a 29-day month',
    rates: [{ ...cwtMonth, rounding: 'None' }],
    items: [heavy('2028-02-15')],
    period: FEB28,
    lines: [['5.172', 'CWT-month', '2', '10.34']],
  },
  {
    // November (30 days), received 16 Nov: 15 days: 10 × 15/30 = 5 × 2.00 = 10.00.
    name: 'a 30-day month',
    rates: [{ ...cwtMonth, rounding: 'None' }],
    items: [heavy('2026-11-16')],
    lines: [['5', 'CWT-month', '2', '10.00']],
  },
  {
    // December (31 days), received 16 Dec: 16 days: 10 × 16/31 = 5.1612… → 5.161 × 2.00 = 10.322 → 10.32.
    name: 'a 31-day month',
    rates: [{ ...cwtMonth, rounding: 'None' }],
    items: [heavy('2026-12-16')],
    period: DEC,
    lines: [['5.161', 'CWT-month', '2', '10.32']],
  },
  {
    // 2 pallets all month; 1.00 to 15 Nov, 1.20 from 16 Nov: 15 × 2 = 30 × 1.00 = 30.00 and 30 × 1.20 = 36.00.
    name: 'a rate changed mid-period (daily)',
    rates: [
      { id: 1, rate: '1.00', effectiveTo: '2026-11-15' },
      { id: 2, rate: '1.20', effectiveFrom: '2026-11-16' },
    ],
    items: [item('2026-10-01', 2)],
    lines: [
      ['30', 'Pallet-day', '1', '30.00'],
      ['30', 'Pallet-day', '1.2', '36.00'],
    ],
  },
  {
    // 10 CWT full month; 2.00 to 20 Nov, 3.00 from 21 Nov: 10 × 20/30 = 6.667 × 2 = 13.334 → 13.33;
    // 10 × 10/30 = 3.333 × 3 = 9.999 → 10.00.
    name: 'a rate changed mid-period (full month)',
    rates: [
      { ...cwtMonth, id: 1, proration: 'Full month', effectiveTo: '2026-11-20' },
      { ...cwtMonth, id: 2, proration: 'Full month', rate: '3.00', effectiveFrom: '2026-11-21' },
    ],
    items: [heavy()],
    lines: [
      ['6.667', 'CWT-month', '2', '13.33'],
      ['3.333', 'CWT-month', '3', '10.00'],
    ],
  },
  {
    // 2 pallets in 1 Nov, 5 free days (1–5 Nov): billed 6–30 Nov = 25 days × 2 = 50 × 1.00 = 50.00.
    name: 'free days, daily',
    rates: [{ freeDays: 5 }],
    items: [item('2026-11-01', 2)],
    lines: [['50', 'Pallet-day', '1', '50.00']],
  },
  {
    // In 28 Oct, 10 free days: billable from 7 Nov (before the 16th): a whole month: 10 CWT × 2.00 = 20.00.
    name: 'free days, full month',
    rates: [{ ...cwtMonth, proration: 'Full month', freeDays: 10 }],
    items: [heavy('2026-10-28')],
    lines: [['10', 'CWT-month', '2', '20.00']],
  },
  {
    // In 5 Nov, 15 free days: billable from 20 Nov (the 16th or later): half: 10 × ½ = 5 × 2.00 = 10.00.
    name: 'free days, half month',
    rates: [{ ...cwtMonth, proration: 'Half month', freeDays: 15 }],
    items: [heavy('2026-11-05')],
    lines: [['5', 'CWT-month', '2', '10.00']],
  },
  {
    // 4 pallets since October; 6 in on 10 Nov with 30 free days (billable 10 Dec): peak 4 × 10.00 = 40.00.
    name: 'free days, high-water mark',
    rates: [{ period: 'Month', proration: 'High-water mark', rate: '10', freeDays: 30 }],
    items: [item('2026-09-01', 4), item('2026-11-10', 6)],
    lines: [['4', 'Pallet-month (peak)', '10', '40.00']],
  },
  {
    // In 20 Nov with 30 free days: nothing billable in November.
    name: 'free days cover the period',
    rates: [{ freeDays: 30 }],
    items: [item('2026-11-20', 2)],
    skipped: 'Everything stored was within its free days.',
  },
  {
    // 1 pallet 28–30 Nov = 3 pallet-days × 1.00 = 3.00, below the minimum of 25.00: one line at 25.00.
    name: 'a minimum',
    rates: [{ minimumCharge: '25' }],
    items: [item('2026-11-28', 1)],
    lines: [['1', 'Minimum', '25', '25.00']],
  },
  {
    // 24 pieces in 2 units (12 each); 1 unit on hand all November: 12 pieces × 30 days × 0.10 = 36.00.
    name: 'pieces, daily',
    rates: [{ basis: 'Per piece', rate: '0.10' }],
    items: [item('2026-10-01', 2, { uom: 'Set', pieces: 24, later: [['2026-10-15', 'picked', 1]] })],
    lines: [['360', 'Piece-day', '0.1', '36.00']],
  },
  {
    // 10 CWT × 30 days = 300 CWT-days × 0.0525 = 15.75; the rate keeps its 4 decimals.
    name: 'a rate of 0.0525',
    rates: [{ basis: 'Per hundredweight', rate: '0.0525' }],
    items: [heavy()],
    lines: [['300', 'CWT-day', '0.0525', '15.75']],
  },
  {
    // Anything stored: one flat 50.00.
    name: 'flat storage',
    rates: [{ basis: 'Flat', period: 'Month', proration: 'Full month', rate: '50' }],
    items: [item('2026-10-01', 1)],
    lines: [['1', 'Period', '50', '50.00']],
  },
  {
    // 1,000 lb in 10 cartons received 10 Nov: 10 CWT × 1.50 = 15.00.
    name: 'handling in by cwt',
    rates: [{ chargeType: 'Handling in', basis: 'Per hundredweight', period: null, proration: null, rate: '1.50' }],
    items: [heavy('2026-11-10')],
    lines: [['10', 'CWT', '1.5', '15.00']],
  },
  {
    // 4 of the 10 cartons (400 lb) picked 12 Nov: 4 CWT × 1.50 = 6.00.
    name: 'handling out by cwt',
    rates: [{ chargeType: 'Handling out', basis: 'Per hundredweight', period: null, proration: null, rate: '1.50' }],
    items: [heavy('2026-10-05', [['2026-11-12', 'picked', 6]])],
    lines: [['4', 'CWT', '1.5', '6.00']],
  },
  {
    // Hours per type: Handling in 2.5 h × 40 = 100.00; Handling out 4 h × 45 = 180.00; Labour 10 h × 50 = 500.00.
    name: 'hours of three charge types',
    rates: [
      { id: 1, chargeType: 'Handling in', basis: 'Per hour', period: null, proration: null, rate: '40' },
      { id: 2, chargeType: 'Handling out', basis: 'Per hour', period: null, proration: null, rate: '45' },
      { id: 3, chargeType: 'Labour', basis: 'Per hour', period: null, proration: null, rate: '50' },
    ],
    items: [],
    period: month('2026-11-01', '2026-11-30', { 'Handling in': '2.5', 'Handling out': '4', Labour: '10' }),
    lines: [
      ['2.5', 'Hour', '40', '100.00'],
      ['4', 'Hour', '45', '180.00'],
      ['10', 'Hour', '50', '500.00'],
    ],
  },
  {
    name: 'hours of a type with none entered',
    rates: [{ chargeType: 'Receiving', basis: 'Per hour', period: null, proration: null, rate: '40' }],
    items: [],
    period: month('2026-11-01', '2026-11-30', { Labour: '10' }),
    skipped: 'No receiving hours were entered for the period.',
  },
];

describe('warehouse billing, by hand', () => {
  it('counts a receipt at 19:30 in New York on 30 November as a 30 November receipt', () => {
    expect(receiptAt1930).toBe('2026-11-30');
  });

  it.each(table)('$name', (row) => {
    const rates = row.rates.map((r, i) => rate({ id: i + 1, ...r }));
    const { lines, skipped } = billWarehouse(rates, row.period ?? NOV, row.items);
    if (row.skipped) {
      expect(lines).toEqual([]);
      expect(skipped.map((s) => s.reason)).toEqual([row.skipped]);
      return;
    }
    expect(skipped).toEqual([]);
    expect(lines.map((l) => [l.quantity, l.unit, l.rate, l.amount])).toEqual(row.lines);
  });

  it('names each part of a period priced in two parts by its dates', () => {
    const { lines } = billWarehouse(
      [
        rate({ id: 1, description: 'Pallet storage', effectiveTo: '2026-11-15' }),
        rate({ id: 2, description: 'Pallet storage', rate: '1.20', effectiveFrom: '2026-11-16' }),
      ],
      NOV,
      [item('2026-10-01', 2)],
    );
    expect(lines.map((l) => l.description)).toEqual([
      'Pallet storage (11-01-2026 to 11-15-2026)',
      'Pallet storage (11-16-2026 to 11-30-2026)',
    ]);
    expect(lines[0]!.breakdown).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
  });

  it('explains a charge: items, days, free days, left-out items and the rounding', () => {
    const chairs = item('2026-10-01', 200, { uom: 'Each' });
    const { lines } = billWarehouse([rate({ freeDays: 2, minimumCharge: '0' })], NOV, [item('2026-11-10', 2), chairs]);
    const b = lines[0]!.breakdown;
    // 2 pallets from 12 Nov (2 free days: 10 and 11): 19 days: 38 pallet-days.
    expect(b).toMatchObject({ model: 'Daily', basis: 'Per pallet', rounding: 'Period total', freeDays: 2 });
    expect(b.items).toEqual([
      expect.objectContaining({
        receivedOn: '2026-11-10',
        billableFrom: '2026-11-12',
        quantity: '38',
        note: '19 days on hand',
      }),
    ]);
    expect(b.leftOut).toEqual([{ reason: '1 item is not counted in pallets', count: 1 }]);
    expect(lines[0]!.amount).toBe('38.00');
  });
});
