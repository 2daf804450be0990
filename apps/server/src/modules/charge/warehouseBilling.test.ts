import type { WarehouseRate } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredItem } from '../inventory';
import { billWarehouse } from './warehouseBilling';

const rate = (over: Partial<WarehouseRate>): WarehouseRate => ({
  id: 1,
  projectId: 1,
  chargeType: 'Storage',
  basis: 'Per hundredweight',
  description: '',
  rate: '1.00',
  period: 'Day',
  proration: 'Daily',
  freeDays: 0,
  minimumCharge: '0',
  version: 0,
  ...over,
});
const november = { startDate: '2026-11-01', endDate: '2026-11-30', billingHours: '0' };
/** 250 lbs in 2 crates, received on the 10th; one crate picked on the 20th. */
const crates: StoredItem = {
  id: 1,
  weight: 250,
  pieces: 2,
  peak: 2,
  moves: [
    { day: '2026-11-10', action: 'received', before: 0, after: 2 },
    { day: '2026-11-20', action: 'picked', before: 2, after: 1 },
  ],
};
/** 120 lbs in one pallet, on hand since October. */
const pallet: StoredItem = {
  id: 2,
  weight: 120,
  pieces: 1,
  peak: 1,
  moves: [{ day: '2026-10-05', action: 'received', before: 0, after: 1 }],
};
const bill = (r: WarehouseRate, items: StoredItem[], period = november) => billWarehouse([r], period, items);

describe('storage', () => {
  it('daily: each day on hand, in whole hundredweights, from the day of receipt', () => {
    // Crates: 3 CWT on the 10th–19th (10 days), 2 CWT (125 lbs) on the 20th–30th (11 days) = 52.
    // Pallet: 2 CWT (120 lbs) every day of November = 60.
    const { lines } = bill(rate({ rate: '0.05' }), [crates, pallet]);
    expect(lines).toEqual([expect.objectContaining({ quantity: '112', unit: 'CWT-day', rate: '0.05' })]);
  });

  it('free days start on the day of receipt', () => {
    // Crates free on the 10th–14th: 3 CWT on the 15th–19th (5 days), then 2 CWT for 11 days = 37.
    const { lines } = bill(rate({ freeDays: 5 }), [crates]);
    expect(lines[0]?.quantity).toBe('37');
  });

  it('a monthly rate billed daily counts each day as its share of the month', () => {
    const { lines } = bill(rate({ period: 'Month', rate: '30' }), [pallet]);
    expect(lines[0]).toMatchObject({ quantity: '2', unit: 'CWT-month' });
  });

  it('full month: on hand at the start, and each receipt in the period, for the whole month', () => {
    const { lines } = bill(rate({ period: 'Month', proration: 'Full month' }), [crates, pallet]);
    // Pallet 2 CWT on the 1st; crates 3 CWT as received.
    expect(lines[0]).toMatchObject({ quantity: '5', unit: 'CWT-month' });
  });

  it('half month: a receipt on the 16th or later is billed half a month', () => {
    const late = { ...crates, moves: [{ day: '2026-11-16', action: 'received', before: 0, after: 2 }] };
    const { lines } = bill(rate({ period: 'Month', proration: 'Half month' }), [late, pallet]);
    expect(lines[0]?.quantity).toBe('3.5');
  });

  it('anniversary: each receipt every 30 days from the day it came in', () => {
    // Pallet received 5 October: its anniversary falls on 4 November. Crates received 10 November: billed that day.
    const { lines } = bill(rate({ period: 'Month', proration: 'Anniversary' }), [crates, pallet]);
    expect(lines[0]).toMatchObject({ quantity: '5', unit: 'CWT-30 days' });
  });

  it('per piece counts pieces in proportion; a minimum replaces a smaller amount', () => {
    const { lines } = bill(rate({ basis: 'Per piece', rate: '0.10', minimumCharge: '25' }), [crates]);
    // 2 pieces × 10 days + 1 × 11 = 31 piece-days × 0.10 = 3.10, under the 25.00 minimum.
    expect(lines[0]).toMatchObject({ quantity: '1', unit: 'Minimum', rate: '25' });
    expect(lines[0]?.description).toContain('(minimum charge)');
  });

  it('says why a rate makes nothing: nothing stored, no volume recorded', () => {
    expect(bill(rate({}), []).skipped[0]?.reason).toBe('Nothing was stored in the period.');
    expect(bill(rate({ basis: 'Per cubic foot' }), [crates]).skipped[0]?.reason).toMatch(/cubic feet/);
  });
});

describe('handling, receiving, delivery and labour', () => {
  const handling = (over: Partial<WarehouseRate>) => rate({ period: null, proration: null, ...over });

  it('by the hour bills the period’s billing hours, or says none were entered', () => {
    const hours = billWarehouse(
      [handling({ chargeType: 'Labour', basis: 'Per hour', rate: '45' })],
      {
        ...november,
        billingHours: '2.50',
      },
      [],
    );
    expect(hours.lines[0]).toMatchObject({ quantity: '2.50', unit: 'Hour', rate: '45' });
    expect(bill(handling({ chargeType: 'Handling in', basis: 'Per hour' }), []).skipped[0]?.reason).toBe(
      'No billing hours were entered for the period.',
    );
  });

  it('receiving counts the weight that came in during the period, delivery what was picked', () => {
    const received = bill(handling({ chargeType: 'Receiving' }), [crates, pallet]);
    expect(received.lines[0]).toMatchObject({ quantity: '3', unit: 'CWT' });
    const delivered = bill(handling({ chargeType: 'Delivery' }), [crates, pallet]);
    expect(delivered.lines[0]).toMatchObject({ quantity: '2' });
    expect(bill(handling({ chargeType: 'Delivery' }), [pallet]).skipped[0]?.reason).toBe(
      'Nothing went out during the period.',
    );
  });
});
