import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../../platform/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { raFromPo } from '../receivingAlert/receivingAlert.testkit';
import { reportCalls } from './report.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, run, staff } = reportCalls(() => t);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** An alert of the project whose truck checked in `hours` ago (none: never checked in), received whole or not at all, and finished. */
async function putAway(projectId: number, hours: number | null, receive = true) {
  const { ra } = await raFromPo(t, { projectId });
  if (hours !== null) {
    const arrived = await call('POST', '/api/ra/arrive', { id: ra.id, arrivedAt: hoursAgo(hours) });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({ status: 'Receiving', putAwayAt: null });
  }
  if (receive) {
    for (const line of ra.items) {
      const payload = { id: line.id, version: line.version, quantityReceived: line.quantityExpected, location: 'A-1' };
      expect((await call('PUT', '/api/raItem', payload)).statusCode).toBe(200);
    }
  }
  const done = await call('POST', `/api/ra/${ra.id}/finish`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

describe('dock-to-stock time', () => {
  it('gives each week’s median, 90th percentile and longest wait from arrival to put-away (by hand)', async () => {
    const p = await t.make.project();
    const today = businessDateOf(new Date());
    // Trucks waited 2, 5 and 9 hours before their goods were put away; a fourth alert was finished
    // with nothing received: it never arrived, so it is left out.
    const waited = [await putAway(p.id, 2), await putAway(p.id, 9), await putAway(p.id, 5)];
    const empty = await putAway(p.id, null, false);
    expect(empty.arrivedAt).toBeNull();
    expect(waited[0].putAwayAt).not.toBeNull();

    const user = await staff(['Reports:View', 'RA:View', 'Inventory:View', 'PickTicket:View'], [p.id]);
    const period = { from: today, to: today };
    const weeks = await run({ report: 'dockToStock', filters: period }, user);
    expect(weeks.statusCode, weeks.body).toBe(200);
    // Sorted 2, 5, 9: the median is 5; the 90th percentile lies 0.8 of the way from 5 to 9
    // (rank 0.9 × (3 − 1) = 1.8): 5 + 0.8 × 4 = 8.2; the longest is 9.
    expect(weeks.json().rows).toEqual([
      expect.objectContaining({ alerts: 3, medianHours: '5', p90Hours: '8.2', longestHours: '9' }),
    ]);
    expect(weeks.json().totals).toMatchObject({ alerts: '3' });

    // The KPI: the same median, over 3 alerts with an arrival out of the 4 put away.
    const kpis = (await run({ report: 'warehouseKpis', filters: period }, user)).json();
    const dock = kpis.rows.find((r: { kpi: string }) => r.kpi.startsWith('Dock-to-stock'));
    expect(dock).toMatchObject({ measured: 3, outOf: 4, value: '5' });

    // The receiving log gives each alert's own hours; the one that never arrived has none.
    const log = (await run({ report: 'receivingLog', filters: period }, user)).json();
    const hoursOf = Object.fromEntries(log.rows.map((r: { alertNumber: string }) => [r.alertNumber, r]));
    expect(waited.map((ra) => hoursOf[ra.number].dockToStockHours)).toEqual(['2', '9', '5']);
    expect(hoursOf[empty.number].dockToStockHours).toBeNull();

    // Another project's user counts none of it.
    const other = await staff(['Reports:View', 'RA:View'], [(await t.make.project()).id]);
    expect((await run({ report: 'dockToStock', filters: period }, other)).json().rows).toEqual([]);
  });

  it('starts the clock at the first line received when nobody checked the truck in', async () => {
    const p = await t.make.project();
    const { ra } = await raFromPo(t, { projectId: p.id });
    const before = Date.now();
    const line = ra.items[0]!;
    await call('PUT', '/api/raItem', { id: line.id, version: line.version, quantityReceived: '1' });
    const after = (await call('GET', `/api/ra/${ra.id}`)).json();
    expect(after.status).toBe('Receiving');
    expect(new Date(after.arrivedAt).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    // A later check-in corrects the time, and the history says so.
    const corrected = await call('POST', '/api/ra/arrive', { id: ra.id, arrivedAt: '2026-01-05T13:30:00Z' });
    expect(corrected.json().arrivedAt).toBe('2026-01-05T13:30:00.000Z');
  });

  it('refuses an arrival to come, a client user, and a finished alert', async () => {
    const p = await t.make.project();
    const { ra } = await raFromPo(t, { projectId: p.id });
    const future = await call('POST', '/api/ra/arrive', { id: ra.id, arrivedAt: hoursAgo(-2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject({ arrivedAt: 'The arrival time cannot be in the future.' });
    const garbled = await call('POST', '/api/ra/arrive', { id: ra.id, arrivedAt: 'yesterday' });
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().errors ?? {})).toContain('arrivedAt');
    const client = await t.make.user({
      userTypeId: 2,
      clientId: p.customerId,
      claims: ['RA:View', 'RA:Update'],
      projects: [p.id],
    });
    expect((await call('POST', '/api/ra/arrive', { id: ra.id }, client)).statusCode).toBe(403);
    expect((await call('GET', `/api/ra/${ra.id}`)).json()).toMatchObject({ status: 'Expected', arrivedAt: null });

    const done = await putAway(p.id, 1);
    const again = await call('POST', '/api/ra/arrive', { id: done.id });
    expect(again.statusCode).toBe(409);
  });
});
