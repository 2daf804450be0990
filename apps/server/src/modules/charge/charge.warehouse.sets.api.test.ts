import type { WarehouseChargeRun } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/testApp';
import { stocked } from '../inventory/inventory.testkit';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { currentPeriod } from '../project/project.testkit';

// -------------------------------------------------------------------------------------------
// A billing run writes its charges as a set: the drafts it replaces deleted at once, the new
// ones inserted at once, each with its history, so a run of three charges runs as many
// statements as a run of one. Counted through Drizzle's logger, which sees every statement.
// -------------------------------------------------------------------------------------------

let t: TestApp;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  t = await createTestApp();
  statements = countStatements(t);
});
afterAll(() => t.close());

const flat = { period: null, proration: null, freeDays: 0, minimumCharge: '0' };

/** A stocked project billed by the hour only (one charge), or by weight in and by the hour too (two). */
async function project(rates: 'hours' | 'weight and hours') {
  const { projectId } = await stocked(t, undefined, 'sets');
  await addWarehouseRate(t, projectId, { ...flat, chargeType: 'Labour', basis: 'Per hour', rate: '45.00' });
  if (rates === 'weight and hours') {
    await addWarehouseRate(t, projectId, {
      ...flat,
      chargeType: 'Handling in',
      basis: 'Per hundredweight',
      rate: '3.00',
    });
  }
  const period = await currentPeriod(t, projectId);
  const hours = await t.call({
    method: 'POST',
    url: '/api/project/updatebillingHours',
    payload: { projectId, billingPeriodId: period.id, billingHours: '2' },
    as: t.admin,
  });
  expect(hours.statusCode).toBe(200);
  return { projectId, billingPeriodId: period.id };
}

/** Runs the period's billing; answers the run and the statements it took. */
async function run(input: { projectId: number; billingPeriodId: number }) {
  statements.reset();
  const res = await t.call({ method: 'POST', url: '/api/project/createWarehouseCharge', payload: input, as: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as WarehouseChargeRun, statements: statements.since() };
}

describe('a billing run', () => {
  it('writes and replaces its drafts as a set: as many statements for two charges as for one, each with its history', async () => {
    const one = await project('hours');
    const two = await project('weight and hours');
    await run(one);
    await run(two);
    // Billed again, each run replaces the drafts it made.
    const again1 = await run(one);
    const again2 = await run(two);
    // 2 hours at 45.00 = 90.00; the 180 lb table received is 1.8 CWT, billed whole: 2 CWT at 3.00 = 6.00.
    expect(again1.body.charges.map((c) => [c.type, c.amount])).toEqual([['Labour', '90.00']]);
    expect(again2.body.charges.map((c) => [c.type, c.amount])).toEqual([
      ['Handling in', '6.00'],
      ['Labour', '90.00'],
    ]);
    expect([again1.body.replaced, again2.body.replaced]).toEqual([1, 2]);
    expect(again1.statements).toBeGreaterThan(5);
    expect(again2.statements).toBe(again1.statements);
    // Each charge made has its creation in its history.
    for (const c of again2.body.charges) {
      const history = await t.call({ method: 'GET', url: `/api/history/charge/${c.id}`, as: t.admin });
      expect(history.statusCode).toBe(200);
      expect((history.json() as { action: string }[]).map((h) => h.action)).toEqual(['create']);
    }
  });
});
