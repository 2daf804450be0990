import type {
  BillingPeriod,
  Charge,
  ChargeTotals,
  WarehouseChargeRun,
  WarehouseRate,
  WarehouseReview,
} from '@freightdesk/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { itemLogs } from '../inventory/inventory.table';
import { addItem } from '../inventory/inventory.testkit';
import { followStartDate, utcToday } from '../project/project.billing';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { bodyOf, typeIdOf } from './charge.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const ids = (b: { projectId: number; billingPeriodId: number }) => ({
  projectId: b.projectId,
  billingPeriodId: b.billingPeriodId,
});

/** The first day of last month, and how many days it has. */
function lastMonth() {
  const d = new Date();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).getUTCDate();
  return { first: first.toISOString().slice(0, 10), days, day16: `${first.toISOString().slice(0, 8)}16` };
}

/**
 * A client's project started last month, its client user, and an item received on the 1st of last
 * month (its log rows dated so: what the dock would have entered).
 */
async function arrange(item: Record<string, unknown>, marker: string) {
  const { first } = lastMonth();
  const customer = await t.make.client({ typeId: 1, name: `Stored co ${marker} ${Date.now()}` });
  const project = await t.make.project({ customerId: customer.id, startDate: first });
  const client = await t.make.user({
    userTypeId: 2,
    clientId: customer.id,
    claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Project:View', 'Project:Update', 'Inventory:View'],
    projects: [project.id],
  });
  await followStartDate(t.database.db, project.id, first, utcToday());
  const stored = await addItem(t, project.id, item);
  await t.database.db.update(itemLogs).set({ businessDate: first }).where(eq(itemLogs.inventoryItemId, stored.id));
  const periods = (
    await call('POST', '/api/project/getBillingPeriods', { projectId: project.id })
  ).json() as BillingPeriod[];
  const period = periods.find((p) => p.startDate === first)!;
  return {
    projectId: project.id,
    client,
    item: stored,
    period,
    ids: { projectId: project.id, billingPeriodId: period.id },
  };
}

const cartons = {
  itemNumber: 'CT-10',
  description: 'Cartons of 10 lb',
  unitOfMeasure: 'Carton',
  quantityOnHand: '1000',
  weight: '10000',
  pieces: 1000,
};
const fullMonthCwt = {
  chargeType: 'Storage',
  basis: 'Per hundredweight',
  description: 'Storage',
  rate: '1.85',
  period: 'Month',
  proration: 'Full month',
  freeDays: 0,
  minimumCharge: '0',
};

describe('warehouse charges are reviewed, then confirmed', () => {
  it('a run makes drafts only staff see; confirmed, they are frozen and the client sees them', async () => {
    const a = await arrange(cartons, 'review');
    await addWarehouseRate(t, a.projectId, fullMonthCwt);

    // 1,000 cartons × 10 lb = 10,000 lb = 100 CWT on hand all month × 1.85 = 185.00.
    const ran = await call('POST', '/api/project/createWarehouseCharge', a.ids);
    expect(ran.statusCode).toBe(200);
    const run = ran.json() as WarehouseChargeRun;
    expect(run.charges.map((c) => [c.quantity, c.unit, c.rate, c.amount, c.state])).toEqual([
      ['100.000', 'CWT-month', '1.8500', '185.00', 'Draft'],
    ]);
    const draft = run.charges[0]!;
    expect(draft.breakdown).toMatchObject({ model: 'Full month', basis: 'Per hundredweight', exactQuantity: '100' });
    expect(draft.breakdown!.items[0]).toMatchObject({ itemId: a.item.id, receivedOn: a.period.startDate });

    // The client user sees no draft: not listed, searched, counted, totalled or read by id.
    const theirs = (await call('GET', `/api/charges?ProjectId=${a.projectId}`, undefined, a.client)).json() as Charge[];
    expect(theirs).toEqual([]);
    const searched = await call('POST', '/api/charges/Search', { projectId: a.projectId, searchFields: {} }, a.client);
    expect(searched.json().items ?? searched.json()).toEqual([]);
    expect((await call('GET', `/api/charges/${draft.id}`, undefined, a.client)).statusCode).toBe(404);
    const totals = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    expect(totals).toMatchObject({ count: 0, open: '0.00' });
    const counts = await call('POST', '/api/project/dataCounts', { projectId: a.projectId }, a.client);
    expect(counts.json().charges).toBe(0);
    // …and reviews or confirms nothing.
    expect((await call('POST', '/api/project/warehouseChargeReview', a.ids, a.client)).statusCode).toBe(403);
    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids, a.client)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/project/warehouseChargeSummary', { projectId: a.projectId }, a.client)).statusCode,
    ).toBe(403);

    // A draft is not invoiced, nor edited by hand.
    const invoice = await call('POST', '/api/invoices', { projectId: a.projectId, chargeIds: [draft.id] });
    expect(invoice.statusCode).toBe(400);
    expect(JSON.stringify(invoice.json())).toContain('chargeIds');
    expect((await call('PUT', '/api/charges', bodyOf(draft, { rate: '1.00' }))).statusCode).toBe(409);

    const confirmed = await call('POST', '/api/project/confirmWarehouseCharges', a.ids);
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as WarehouseReview).charges.map((c) => c.state)).toEqual(['Confirmed']);
    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(409);

    // The client sees it now, with how it was worked out.
    const seen = await call('GET', `/api/charges/${draft.id}`, undefined, a.client);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ amount: '185.00', state: 'Confirmed', breakdown: { exactQuantity: '100' } });
    const after = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    expect(after).toMatchObject({ count: 1, open: '185.00' });

    // Frozen: no edit, no delete, not replaced by a run.
    const current = (await call('GET', `/api/charges/${draft.id}`)).json() as Charge;
    const edit = await call('PUT', '/api/charges', bodyOf(current, { rate: '1.00' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is confirmed: it cannot be changed/);
    expect((await call('DELETE', `/api/charges/${draft.id}`)).statusCode).toBe(409);

    // A weight fixed after confirmation is listed for the clerk…
    const weighed = await call('POST', '/api/project/updateitemsweight', {
      projectId: a.projectId,
      items: [{ id: a.item.id, weight: '8000' }],
    });
    expect(weighed.statusCode).toBe(200);
    const review = (await call('POST', '/api/project/warehouseChargeReview', a.ids)).json() as WarehouseReview;
    expect(review.changesSinceConfirmed.count).toBe(1);
    expect(review.changesSinceConfirmed.changes[0]).toMatchObject({ itemId: a.item.id, action: 'weighed' });
    const summary = await call('POST', '/api/project/warehouseChargeSummary', { projectId: a.projectId });
    expect(summary.json()).toContainEqual({
      billingPeriodId: a.period.id,
      drafts: 0,
      confirmed: 1,
      changesSinceConfirmed: 1,
    });

    // …and a run makes a draft adjustment: 8,000 lb = 80 CWT × 1.85 = 148.00; 148.00 − 185.00 = −37.00.
    const again = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    expect(again.confirmed).toBe(true);
    expect(again.changesSinceConfirmed.count).toBe(1);
    expect(again.charges.map((c) => [c.quantity, c.rate, c.amount, c.state, c.adjustment, c.correctsChargeId])).toEqual(
      [['-1.000', '37.0000', '-37.00', 'Draft', true, draft.id]],
    );
    expect(again.charges[0]!.breakdown!.adjustment).toEqual({
      correctsChargeId: draft.id,
      confirmedAmount: '185.00',
      amountNow: '148.00',
    });
    // The confirmed charge stays; the client does not see the draft adjustment yet.
    expect(
      ((await call('GET', `/api/charges?ProjectId=${a.projectId}`, undefined, a.client)).json() as Charge[]).map(
        (c) => c.id,
      ),
    ).toEqual([draft.id]);
    // A second run replaces the draft adjustment, not the confirmed charge.
    const third = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    expect(third.replaced).toBe(1);
    expect(third.charges.map((c) => c.amount)).toEqual(['-37.00']);

    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(200);
    const net = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    // 185.00 − 37.00 = 148.00.
    expect(net).toMatchObject({ count: 2, open: '148.00' });
    // Confirmed charges are invoiced.
    const billed = await call('POST', '/api/invoices', {
      projectId: a.projectId,
      chargeIds: [draft.id, third.charges[0]!.id],
    });
    expect(billed.statusCode).toBe(201);
  });

  it('a manual adjustment corrects a confirmed charge; only an adjustment may be negative', async () => {
    const a = await arrange(cartons, 'manual');
    await addWarehouseRate(t, a.projectId, fullMonthCwt);
    const run = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    await call('POST', '/api/project/confirmWarehouseCharges', a.ids);
    const base = {
      projectId: a.projectId,
      typeId: typeIdOf('Storage'),
      description: 'Goodwill: 10 CWT back',
      chargeDate: a.period.endDate,
      quantity: '-10',
      rate: '1.85',
    };
    const refused = await call('POST', '/api/charges', base);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.quantity).toBe('The quantity must be more than zero.');
    const made = await call('POST', '/api/charges', { ...base, correctsChargeId: run.charges[0]!.id });
    expect(made.statusCode).toBe(201);
    // −10 × 1.85 = −18.50.
    expect(made.json()).toMatchObject({
      amount: '-18.50',
      adjustment: true,
      state: 'Confirmed',
      correctsChargeId: run.charges[0]!.id,
    });
    const other = await t.make.project();
    const elsewhere = await call('POST', '/api/charges', {
      ...base,
      projectId: other.id,
      correctsChargeId: run.charges[0]!.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.correctsChargeId).toBeDefined();
  });
});

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
    expect(run.charges[0]!.description).toContain(`(${a.period.startDate} to ${fifteenth})`);
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
