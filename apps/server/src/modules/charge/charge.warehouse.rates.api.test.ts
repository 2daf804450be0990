import type { BillingPeriod, WarehouseChargeRun, WarehouseRate } from '@freightdesk/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { itemLogs } from '../inventory/inventory.table';
import { addItem } from '../inventory/inventory.testkit';
import { followStartDate, utcToday } from '../project/project.billing';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { raFromPo } from '../receivingAlert/receivingAlert.testkit';
import { warehouseArrange } from './charge.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, ids, lastMonth, arrange, cartons, fullMonthCwt } = warehouseArrange(() => t);

describe('warehouse rates', () => {
  it('refuses period and proration combinations that do not go together (a 400 naming the field)', async () => {
    const project = await t.make.project();
    const add = (over: object) =>
      call('POST', '/api/project/addSingleWareHouserate', { projectId: project.id, ...fullMonthCwt, ...over });
    for (const proration of ['Full month', 'Half month', 'Anniversary', 'High-water mark']) {
      const res = await add({ period: 'Day', proration });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.proration).toMatch(/A per-day rate is prorated Daily/);
    }
    for (const proration of ['Daily', 'Full month', 'Half month', 'Anniversary', 'High-water mark']) {
      expect((await add({ period: 'Month', proration })).statusCode).toBe(201);
    }
    expect((await add({ period: 'Day', proration: 'Daily' })).statusCode).toBe(201);
    expect((await add({ basis: 'Per hour', period: 'Day', proration: 'Daily' })).json().errors.basis).toBe(
      'Storage is not billed by the hour.',
    );
    expect((await add({ rounding: 'Sometimes' })).json().errors.rounding).toBeDefined();
  });

  it('a change that applies from a day prices the period in two parts', async () => {
    const { days, day16 } = lastMonth();
    const a = await arrange(
      { description: 'Pallets of tiles', unitOfMeasure: 'Pallet', quantityOnHand: '2', weight: '900', pieces: 2 },
      'split',
    );
    const rate = await addWarehouseRate(t, a.projectId, {
      ...fullMonthCwt,
      basis: 'Per pallet',
      rate: '1.00',
      period: 'Day',
      proration: 'Daily',
    });
    const changed = await call('PUT', '/api/project/updateSingleWareHouserate', {
      ...fullMonthCwt,
      basis: 'Per pallet',
      period: 'Day',
      proration: 'Daily',
      id: rate.id,
      version: rate.version,
      rate: '1.20',
      effectiveFrom: day16,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ rate: '1.2000', effectiveFrom: day16, effectiveTo: null });
    const all = (
      await call('GET', `/api/Project/getAllWarehouseRate?projectId=${a.projectId}`)
    ).json() as WarehouseRate[];
    const fifteenth = `${day16.slice(0, 8)}15`;
    expect(all.map((r) => [r.rate, r.effectiveFrom, r.effectiveTo])).toEqual(
      expect.arrayContaining([
        ['1.0000', null, fifteenth],
        ['1.2000', day16, null],
      ]),
    );
    const run = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    // 2 pallets: 1st–15th = 15 days × 2 = 30 pallet-days × 1.00 = 30.00; 16th–end = (days − 15) × 2 × 1.20:
    // a 28-day month 13 × 2 × 1.2 = 31.20, 29: 14 × 2 × 1.2 = 33.60, 30: 15 × 2 × 1.2 = 36.00, 31: 16 × 2 × 1.2 = 38.40.
    const second = {
      28: ['26.000', '31.20'],
      29: ['28.000', '33.60'],
      30: ['30.000', '36.00'],
      31: ['32.000', '38.40'],
    }[days]!;
    expect(run.charges.map((c) => [c.quantity, c.rate, c.amount])).toEqual([
      ['30.000', '1.0000', '30.00'],
      [second[0], '1.2000', second[1]],
    ]);
    // Each part names its dates as people read them (MM-DD-YYYY).
    const shown = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    expect(run.charges[0]!.description).toContain(`(${shown(a.period.startDate)} to ${shown(fifteenth)})`);
  });

  it('hours are entered per charge type; the old body sets Labour', async () => {
    const a = await arrange(cartons, 'hours');
    const flat = { period: null, proration: null, freeDays: 0, minimumCharge: '0', basis: 'Per hour' };
    await addWarehouseRate(t, a.projectId, { ...flat, chargeType: 'Handling in', rate: '40' });
    await addWarehouseRate(t, a.projectId, { ...flat, chargeType: 'Handling out', rate: '45' });
    await addWarehouseRate(t, a.projectId, { ...flat, chargeType: 'Labour', rate: '50' });
    const set = (body: object) => call('POST', '/api/project/updatebillingHours', { ...a.ids, ...body });
    expect((await set({ chargeType: 'Handling in', billingHours: '2.5' })).statusCode).toBe(200);
    expect((await set({ chargeType: 'Handling out', billingHours: 4 })).statusCode).toBe(200);
    const old = await set({ billingHours: 10 });
    const period = (old.json() as BillingPeriod[]).find((p) => p.id === a.period.id)!;
    expect(period).toMatchObject({
      billingHours: '10.00',
      hours: { 'Handling in': '2.5', 'Handling out': '4', Labour: '10' },
    });
    expect((await set({ chargeType: 'Overtime', billingHours: 1 })).json().errors.chargeType).toBeDefined();
    const run = (await call('POST', '/api/project/createWarehouseCharge', ids(a.ids))).json() as WarehouseChargeRun;
    // 2.5 h × 40 = 100.00; 4 h × 45 = 180.00; 10 h × 50 = 500.00.
    expect(run.charges.map((c) => [c.type, c.quantity, c.amount]).sort()).toEqual([
      ['Handling in', '2.500', '100.00'],
      ['Handling out', '4.000', '180.00'],
      ['Labour', '10.000', '500.00'],
    ]);
  });
});

describe('business dates', () => {
  it('a receipt measured at the dock, received on the 1st of last month and finished today, bills from its date by its cube', async () => {
    const { first } = lastMonth();
    const { ra } = await raFromPo(t);
    await followStartDate(t.database.db, ra.projectId, first, utcToday());
    const lines = ra.items;
    for (const [k, line] of lines.entries()) {
      const body = {
        id: line.id,
        version: line.version,
        quantityReceived: line.quantityExpected,
        receivedDate: first,
        location: 'A-01',
        // The first line measured: 24 × 12 × 12 in = 3,456 in³ = 2 ft³ a unit; the other not.
        ...(k === 0 ? { lengthIn: '24', widthIn: '12', heightIn: '12' } : {}),
      };
      const saved = await call('PUT', '/api/raItem', body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const half = await call('PUT', '/api/raItem', { id: lines[1]!.id, version: lines[1]!.version + 1, lengthIn: '10' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.widthIn).toBe('Enter length, width and height, or none of them.');
    expect((await call('POST', `/api/ra/${ra.id}/finish`)).statusCode).toBe(200);
    await addWarehouseRate(t, ra.projectId, {
      ...fullMonthCwt,
      basis: 'Per cubic foot',
      rate: '0.25',
    });
    const periods = (
      await call('POST', '/api/project/getBillingPeriods', { projectId: ra.projectId })
    ).json() as BillingPeriod[];
    const period = periods.find((p) => p.startDate === first)!;
    const run = (
      await call('POST', '/api/project/createWarehouseCharge', { projectId: ra.projectId, billingPeriodId: period.id })
    ).json() as WarehouseChargeRun;
    // 10 chairs (the first line) × 2 ft³ = 20 ft³ × 0.25 = 5.00 for last month; the tables have no cube.
    expect(run.charges.map((c) => [c.quantity, c.unit, c.amount])).toEqual([['20.000', 'Cubic foot-month', '5.00']]);
    expect(run.charges[0]!.breakdown!.leftOut).toEqual([
      { reason: '1 item has no cube (length × width × height) recorded', count: 1 },
    ]);
    expect(run.charges[0]!.breakdown!.items[0]).toMatchObject({ receivedOn: first });
  });

  it('an item added by hand counts from today at the warehouse; a receipt from its received date', async () => {
    const project = await t.make.project();
    const item = await addItem(t, project.id, { lengthIn: '24', widthIn: '12', heightIn: '12' });
    expect(item).toMatchObject({ lengthIn: '24.00', widthIn: '12.00', heightIn: '12.00' });
    const [log] = await t.database.db
      .select()
      .from(itemLogs)
      .where(inArray(itemLogs.inventoryItemId, [item.id]));
    const ny = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(log!.businessDate).toBe(ny);
    const half = await call('POST', '/api/inventoryItems', {
      projectId: project.id,
      description: 'Half measured',
      quantityOnHand: '1',
      lengthIn: '10',
      reason: 'Found',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.widthIn).toBe('Enter length, width and height, or none of them.');
  });
});
