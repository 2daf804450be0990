import type { BillingPeriod, Charge } from '@freightdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { makeActor } from '../../platform/auth/actor';
import { createTestApp, type TestApp } from '../../test/testApp';
import { itemLogs } from '../inventory/inventory.table';
import { addItem } from '../inventory/inventory.testkit';
import { billingPeriods } from '../project/billingPeriod.table';
import { followStartDate, setPeriodStatus, utcToday } from '../project/project.billing';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { charges } from './charge.table';
import { bodyOf, chargeBody } from './charge.testkit';

/*
 * Closing a period, a warehouse run and a charge entered by hand in it take the same lock: on
 * PostgreSQL (several connections, CI's second run), a run or a charge that comes while the period
 * is closing waits for the close's lock and is then refused; nothing lands in a closed month. On
 * PGlite (one connection) they wait for the close's transaction to end, and are refused the same way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: t.admin });

/** A project started last month with an item stored since its 1st and a storage rate: last month has ended. */
async function lastMonthProject() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const project = await t.make.project({ startDate: first });
  await followStartDate(t.database.db, project.id, first, utcToday());
  const item = await addItem(t, project.id, { unitOfMeasure: 'Pallet', quantityOnHand: '3', weight: '1500' });
  await t.database.db.update(itemLogs).set({ businessDate: first }).where(eq(itemLogs.inventoryItemId, item.id));
  await addWarehouseRate(t, project.id, {
    description: 'Pallet storage',
    basis: 'Per pallet',
    rate: '10',
    period: 'Month',
    proration: 'Full month',
    freeDays: 0,
    minimumCharge: '0',
  });
  const periods = (
    await t.call({
      method: 'POST',
      url: '/api/project/getBillingPeriods',
      payload: { projectId: project.id },
      as: t.admin,
    })
  ).json() as BillingPeriod[];
  const period = periods.find((p) => p.startDate === first)!;
  // A charge entered by hand before anything starts: the update and delete below touch it.
  const byHand = (
    await call('POST', '/api/charges', await chargeBody(t, { projectId: project.id, chargeDate: period.endDate }))
  ).json() as Charge;
  return { projectId: project.id, period, byHand };
}

const settled = <T>(p: Promise<T>) => {
  const state = { done: false };
  p.finally(() => {
    state.done = true;
  }).catch(() => {});
  return state;
};

describe('closing a period against a run and manual charges', () => {
  it('a run and charges that come while the period closes wait, then are refused', async () => {
    const { projectId, period, byHand } = await lastMonthProject();
    const admin = makeActor({ id: 1, userName: 'admin', userTypeId: 1, clientId: 0 }, '');
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let closed!: () => void;
    const closing = new Promise<void>((r) => {
      closed = r;
    });
    const close = t.database.db.transaction(async (tx) => {
      await setPeriodStatus(tx, projectId, period.id, 'Closed', utcToday(), admin);
      closed();
      await gate;
    });
    await closing;
    const run = call('POST', '/api/project/createWarehouseCharge', { projectId, billingPeriodId: period.id });
    const create = call('POST', '/api/charges', await chargeBody(t, { projectId, chargeDate: period.startDate }));
    const update = call('PUT', '/api/charges', bodyOf(byHand, { rate: '99.00' }));
    const remove = call('DELETE', `/api/charges/${byHand.id}`);
    const states = [run, create, update, remove].map(settled);
    await new Promise((r) => setTimeout(r, 500));
    // All four wait for the close.
    expect(states.map((s) => s.done)).toEqual([false, false, false, false]);
    release();
    await close;
    const [r, c, u, d] = await Promise.all([run, create, update, remove]);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/is closed/);
    expect([c.statusCode, u.statusCode, d.statusCode]).toEqual([400, 400, 400]);
    expect(c.json().errors.chargeDate).toMatch(/is closed/);
    const inPeriod = await t.database.db
      .select({ id: charges.id, rate: charges.rate })
      .from(charges)
      .where(and(eq(charges.projectId, projectId)));
    expect(inPeriod).toEqual([{ id: byHand.id, rate: byHand.rate }]);
  });

  it('the three at once: whichever comes first, nothing lands after the close', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { projectId, period, byHand } = await lastMonthProject();
      const [closeRes, runRes, chargeRes] = await Promise.all([
        t.call({
          method: 'PUT',
          url: '/api/project/billingPeriod',
          payload: { projectId, id: period.id, status: 'Closed' },
          as: t.admin,
        }),
        call('POST', '/api/project/createWarehouseCharge', { projectId, billingPeriodId: period.id }),
        call('POST', '/api/charges', await chargeBody(t, { projectId, chargeDate: period.startDate })),
      ]);
      expect(closeRes.statusCode).toBe(200);
      expect([200, 409]).toContain(runRes.statusCode);
      expect([201, 400]).toContain(chargeRes.statusCode);
      // What was refused was refused because the period had closed; what got in, got in before.
      const rows = await t.database.db
        .select({ id: charges.id, warehouse: charges.warehouse, createdAt: charges.createdAt })
        .from(charges)
        .where(eq(charges.projectId, projectId));
      const made = rows.filter((x) => x.id !== byHand.id);
      // 3 pallets × 10.00 = 30.00: one storage charge when the run got in first.
      expect(made.filter((x) => x.warehouse)).toHaveLength(runRes.statusCode === 200 ? 1 : 0);
      expect(made.filter((x) => !x.warehouse)).toHaveLength(chargeRes.statusCode === 201 ? 1 : 0);
    }
  });

  it('runs, a confirmation and a deletion at once leave the period counting the drafts it holds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { projectId, period } = await lastMonthProject();
      const ids = { projectId, billingPeriodId: period.id };
      const results = await Promise.all([
        call('POST', '/api/project/createWarehouseCharge', ids),
        call('POST', '/api/project/createWarehouseCharge', ids),
        call('POST', '/api/project/confirmWarehouseCharges', ids),
        call('DELETE', `/api/charges/deleteWarehouseCharges/${period.id}`),
        call('POST', '/api/project/createWarehouseCharge', ids),
      ]);
      for (const res of results) expect([200, 409]).toContain(res.statusCode);
      const drafts = await t.database.db
        .select({ id: charges.id })
        .from(charges)
        .where(and(eq(charges.billingPeriodId, period.id), eq(charges.state, 'Draft')));
      const [stored] = await t.database.db
        .select({ draftCharges: billingPeriods.draftCharges })
        .from(billingPeriods)
        .where(eq(billingPeriods.id, period.id));
      expect(stored!.draftCharges).toBe(drafts.length);
    }
    expect(await integrityProblems(t.database.db)).toEqual([]);
  });
});
