import type { BillingPeriod, Charge, WarehouseChargeRun } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { stocked } from '../inventory/inventory.testkit';
import { billingPeriods } from '../project/billingPeriod.table';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { currentPeriod } from '../project/project.testkit';
import { makeCharge } from './charge.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const run = (projectId: number, billingPeriodId: number, as?: TokenSubject) =>
  call('POST', '/api/project/createWarehouseCharge', { projectId, billingPeriodId }, as);
const daysLeftIn = (period: { endDate: string }) => {
  // Today at the warehouse (New York), the day the items added by hand count from.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  return (Date.parse(period.endDate) - Date.parse(today)) / 86_400_000 + 1;
};

/** A stocked project (a 180 lb table, a chair without weight, both added today) with four warehouse rates. */
async function warehouseProject() {
  const { projectId } = await stocked(t, undefined, 'bill');
  const flat = { period: null, proration: null, freeDays: 0, minimumCharge: '0' };
  await addWarehouseRate(t, projectId, {
    description: 'Storage per CWT a day',
    basis: 'Per hundredweight',
    rate: '0.10',
    period: 'Day',
    proration: 'Daily',
    freeDays: 0,
    minimumCharge: '0',
  });
  await addWarehouseRate(t, projectId, {
    ...flat,
    chargeType: 'Handling in',
    basis: 'Per hundredweight',
    rate: '3.00',
  });
  await addWarehouseRate(t, projectId, { ...flat, chargeType: 'Labour', basis: 'Per hour', rate: '45.00' });
  await addWarehouseRate(t, projectId, { ...flat, chargeType: 'Delivery', basis: 'Per hundredweight', rate: '4.00' });
  return { projectId, period: await currentPeriod(t, projectId) };
}

describe("a billing period's warehouse charges", () => {
  it('bills storage from the item log, handling by weight received, labour by the hours; says what it left out', async () => {
    const { projectId, period } = await warehouseProject();
    const hours = await call('POST', '/api/project/updatebillingHours', {
      projectId,
      billingPeriodId: period.id,
      billingHours: '2.5',
    });
    expect(hours.statusCode).toBe(200);
    expect((hours.json() as BillingPeriod[]).at(-1)).toMatchObject({ id: period.id, billingHours: '2.50' });

    const res = await run(projectId, period.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WarehouseChargeRun;
    const days = daysLeftIn(period);
    // The table's 180 lb are 1.8 CWT a day from today to the period's end, the total rounded up
    // once (the rate's Period total): 3 days 5.4 → 6, 5 days 9 → 9, 10 days 18 → 18.
    const cwtDays = Math.ceil((18 * days) / 10);
    expect(body.charges.map((c) => [c.type, c.quantity, c.unit, c.amount])).toEqual([
      ['Storage', cwtDays.toFixed(3), 'CWT-day', ((cwtDays * 10) / 100).toFixed(2)],
      ['Handling in', '2.000', 'CWT', '6.00'],
      ['Labour', '2.500', 'Hour', '112.50'],
    ]);
    expect(body.charges.every((c) => c.warehouse && c.chargeDate === period.endDate && c.status === 'Open')).toBe(true);
    expect(body.total).toBe(((cwtDays * 10 + 600 + 11250) / 100).toFixed(2));
    expect(body.skipped).toEqual([
      expect.objectContaining({ chargeType: 'Delivery', reason: 'Nothing went out during the period.' }),
    ]);
    expect(body).toMatchObject({ replaced: 0, itemsWithoutWeight: 1, startDate: period.startDate });

    // They are the project's charges, with their history.
    const listed = (await call('GET', `/api/charges?ProjectId=${projectId}`)).json() as Charge[];
    expect(listed.filter((c) => c.warehouse)).toHaveLength(3);
    const history = await call('GET', `/api/history/charge/${body.charges[0]!.id}`);
    expect(JSON.stringify(history.json())).toContain('Storage');
  });

  it('a second run replaces the open warehouse charges; removing them leaves the hand-entered ones', async () => {
    const { projectId, period } = await warehouseProject();
    const byHand = await makeCharge(t, { projectId, chargeDate: period.endDate });
    const first = (await run(projectId, period.id)).json() as WarehouseChargeRun;
    const second = (await run(projectId, period.id)).json() as WarehouseChargeRun;
    expect(second.replaced).toBe(first.charges.length);
    expect(second.charges.map((c) => c.amount)).toEqual(first.charges.map((c) => c.amount));
    const all = (await call('GET', `/api/charges?ProjectId=${projectId}`)).json() as Charge[];
    expect(all.filter((c) => c.warehouse)).toHaveLength(first.charges.length);

    const removed = await call('DELETE', `/api/charges/deleteWarehouseCharges/${period.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: first.charges.length });
    const left = (await call('GET', `/api/charges?ProjectId=${projectId}`)).json() as Charge[];
    expect(left.map((c) => c.id)).toEqual([byHand.id]);
  });

  it('refuses a closed period, a client user, another project’s period and hours that are not hours', async () => {
    const { projectId, period } = await warehouseProject();
    await t.database.db.update(billingPeriods).set({ status: 'Closed' }).where(eq(billingPeriods.id, period.id));
    const closed = await run(projectId, period.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(
      /is closed: its warehouse charges are done\. Reopen the billing period first\./,
    );
    const closedHours = await call('POST', '/api/project/updatebillingHours', {
      projectId,
      billingPeriodId: period.id,
      billingHours: 4,
    });
    expect(closedHours.statusCode).toBe(409);
    await t.database.db.update(billingPeriods).set({ status: 'Open' }).where(eq(billingPeriods.id, period.id));

    const other = await t.make.project();
    expect((await run(other.id, period.id)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/charges/deleteWarehouseCharges/999999')).statusCode).toBe(404);

    const customer = await t.make.client({ typeId: 1, name: `Warehoused co ${Date.now()}` });
    const theirs = await t.make.project({ customerId: customer.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Delete', 'Project:View', 'Project:Update'],
      projects: [theirs.id],
    });
    const theirPeriod = await currentPeriod(t, theirs.id);
    const refused = await run(theirs.id, theirPeriod.id, client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Client users do not bill the warehouse.');
    const hoursByClient = { projectId: theirs.id, billingPeriodId: theirPeriod.id, billingHours: 1 };
    expect((await call('POST', '/api/project/updatebillingHours', hoursByClient, client)).statusCode).toBe(403);

    const bad = await call('POST', '/api/project/updatebillingHours', {
      projectId,
      billingPeriodId: period.id,
      billingHours: '2.555',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('billingHours');
  });

  it('two runs at once leave one set of charges', async () => {
    const { projectId, period } = await warehouseProject();
    const [a, b] = await Promise.all([run(projectId, period.id), run(projectId, period.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const all = (await call('GET', `/api/charges?ProjectId=${projectId}`)).json() as Charge[];
    expect(all.filter((c) => c.warehouse)).toHaveLength((a.json() as WarehouseChargeRun).charges.length);
  });
});
