import type { InventoryItem, WarehouseChargeRun, WarehouseReview } from '@freightdesk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { warehouseArrange } from '../charge/charge.testkit';
import { makeLocation } from '../location/location.testkit';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { itemLogs } from './inventory.table';

// -------------------------------------------------------------------------------------------
// A split bills as if it had never happened: 20 pallets received on the 1st of last month, 6 of
// them moved to another location on the 10th (split off as an item of their own). The part's
// storage continues from the 1st (its free days and anniversary cycles are the original's), so
// each rate bills the same as for a twin project whose pallets never split, figures by hand below.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, lastMonth, arrange } = warehouseArrange(() => t);

/** 20 pallets of 1,000 lb each: 20,000 lb = 200 CWT. */
const pallets = {
  itemNumber: 'PL-20',
  description: 'Pallets of tile',
  unitOfMeasure: 'Pallet',
  quantityOnHand: '20',
  weight: '20000',
  pieces: 20,
};

const storage = { chargeType: 'Storage', minimumCharge: '0', rounding: 'Period total' };
const rates = [
  {
    ...storage,
    description: 'Pallets a day',
    basis: 'Per pallet',
    period: 'Day',
    proration: 'Daily',
    freeDays: 5,
    rate: '0.50',
  },
  {
    ...storage,
    description: 'CWT a month',
    basis: 'Per hundredweight',
    period: 'Month',
    proration: 'Full month',
    freeDays: 0,
    rate: '1.85',
  },
  {
    ...storage,
    description: 'CWT a month by the day',
    basis: 'Per hundredweight',
    period: 'Month',
    proration: 'Daily',
    freeDays: 0,
    rate: '2.00',
  },
  {
    ...storage,
    description: 'Pallets every 30 days',
    basis: 'Per pallet',
    period: 'Month',
    proration: 'Anniversary',
    freeDays: 3,
    rate: '12.00',
  },
];

/** A project holding the 20 pallets since the 1st of last month, with the four storage rates. */
async function storedPallets(marker: string) {
  const a = await arrange(pallets, marker);
  for (const rate of rates) await addWarehouseRate(t, a.projectId, rate);
  return a;
}

/** Splits 6 of the pallets off to another location, dated as if done on the 10th of last month. */
async function splitOnThe10th(item: InventoryItem): Promise<InventoryItem> {
  const to = await makeLocation(t);
  const res = await call('POST', '/api/inventoryItems/move', {
    inventoryItemId: item.id,
    location: to.code,
    quantity: '6',
  });
  expect(res.statusCode, res.body).toBe(200);
  const part = res.json() as InventoryItem;
  const tenth = `${lastMonth().first.slice(0, 8)}10`;
  await t.database.db
    .update(itemLogs)
    .set({ businessDate: tenth })
    .where(and(eq(itemLogs.action, 'split'), inArray(itemLogs.inventoryItemId, [item.id, part.id])));
  return part;
}

const run = async (ids: { projectId: number; billingPeriodId: number }) => {
  const res = await call('POST', '/api/project/createWarehouseCharge', ids);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WarehouseChargeRun;
};
/** The run's lines by description: [description, quantity, unit, amount]. */
const linesOf = (r: WarehouseChargeRun) =>
  r.charges.map((c) => [c.description, c.quantity, c.unit, c.amount]).sort((x, y) => x[0]!.localeCompare(y[0]!));

describe('storage of an item split during the period', () => {
  it('bills per pallet a day, per CWT a month (full and by the day) and per 30 days as if it had never split', async () => {
    const { days, first } = lastMonth();
    const whole = await storedPallets('whole');
    const split = await storedPallets('split');
    const part = await splitOnThe10th(split.item);
    expect(part).toMatchObject({ quantityOnHand: '6.000', weight: '6000.00' });

    // Pallets a day, 5 free days: billed from the 6th, (days − 5) days × 20 pallets × 0.50.
    // A 31-day month: 26 × 20 = 520 pallet-days × 0.50 = 260.00 (30 days: 500 → 250.00).
    // Had the 6 split off started free days of their own on the 10th, they would bill from the 15th.
    const palletDays = 20 * (days - 5);
    // CWT a month, full month: 200 CWT on hand at the end of the 1st × 1.85 = 370.00 (the split
    // on the 10th is no receipt: nothing is added for the 6).
    // CWT a month by the day: 200 CWT every day, each day 1/days of the month: 200 × 2.00 = 400.00.
    // Pallets every 30 days, 3 free days: one cycle starting the 4th, 20 pallets × 12.00 = 240.00
    // (the next starts the 34th day, after the month; the part does not start a cycle of its own on the 10th).
    const expected = [
      ['CWT a month', '200.000', 'CWT-month', '370.00'],
      ['CWT a month by the day', '200.000', 'CWT-month', '400.00'],
      ['Pallets a day', `${palletDays}.000`, 'Pallet-day', (palletDays / 2).toFixed(2)],
      ['Pallets every 30 days', '20.000', 'Pallet-30 days', '240.00'],
    ];
    const unsplit = await run(whole.ids);
    expect(linesOf(unsplit)).toEqual(expected);
    const after = await run(split.ids);
    expect(linesOf(after)).toEqual(expected);
    expect(after.total).toBe(unsplit.total);
    // 260.00 + 370.00 + 400.00 + 240.00 = 1,270.00 in a 31-day month (1,260.00 in a 30-day one).
    expect(after.total).toBe((palletDays / 2 + 370 + 400 + 240).toFixed(2));
    // The pallets are listed once, as received on the 1st: the part continues the original's storage.
    const daily = after.charges.find((c) => c.description === 'Pallets a day')!;
    expect(daily.breakdown!.items).toEqual([
      expect.objectContaining({ itemId: split.item.id, receivedOn: first, quantity: String(palletDays) }),
    ]);
  });

  it('a split after the period was confirmed is no change to it: the review lists none and a run adjusts nothing', async () => {
    const a = await storedPallets('confirmed');
    const first = await run(a.ids);
    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(200);
    await splitOnThe10th(a.item);
    const review = (await call('POST', '/api/project/warehouseChargeReview', a.ids)).json() as WarehouseReview;
    expect(review.changesSinceConfirmed.count).toBe(0);
    const again = await run(a.ids);
    expect(again.charges.filter((c) => c.adjustment)).toEqual([]);
    expect(first.charges).toHaveLength(4);
  });
});
