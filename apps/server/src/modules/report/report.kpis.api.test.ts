import type { CycleCountDetails } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../../platform/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makeCount } from '../cycleCount/cycleCount.testkit';
import { addItem } from '../inventory/inventory.testkit';
import { makeLocation } from '../location/location.testkit';
import { deliveredTicket } from '../pickTicket/pickTicket.testkit';
import { receivedPo } from '../vendorBill/vendorBill.testkit';
import { reportCalls } from './report.testkit';

// A database of its own: "locations used" is out of every active location of the warehouse.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, run, staff } = reportCalls(() => t);
const dayFrom = (today: string, days: number) =>
  new Date(new Date(`${today}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A count of a fresh location's two items (chair 10, table 2), the table counted `tableCounted`, applied. */
async function appliedCount(projectId: number, tableCounted: string) {
  const m = await makeCount(t, projectId);
  for (const l of m.count.lines) {
    const counted = l.description.startsWith('Oak table') ? tableCounted : l.expected;
    await call('PUT', '/api/cycleCount/line', { id: l.id, counted, reason: 'Recounted twice' });
  }
  const step = async (what: 'submit' | 'apply') => {
    const current: CycleCountDetails = (await call('GET', `/api/cycleCount/${m.count.id}`)).json();
    const res = await call('POST', `/api/cycleCount/${what}`, { id: current.id, version: current.version });
    expect(res.statusCode, res.body).toBe(200);
  };
  await step('submit');
  await step('apply');
  return m;
}

describe('warehouse KPIs', () => {
  it('give each measure with what it counted, out of how many, and the percentage (by hand)', async () => {
    const p = await t.make.project();
    const today = businessDateOf(new Date());
    // Two tickets delivered today (one line each): one asked for tomorrow (on time), one for
    // yesterday (late), and a unit of the late one damaged at delivery.
    const onTime = await deliveredTicket(t, p.id);
    const late = await deliveredTicket(t, p.id);
    const db = t.database.db;
    await db.execute(sql`update pick_tickets set requested_date = ${dayFrom(today, 1)} where id = ${onTime.ticket.id}`);
    await db.execute(sql`update pick_tickets set requested_date = ${dayFrom(today, -1)} where id = ${late.ticket.id}`);
    await db.execute(sql`update pick_ticket_items set quantity_damaged = 1 where pick_ticket_id = ${late.ticket.id}`);
    // Two locations counted: one as expected, one with the table 1 short.
    await appliedCount(p.id, '2');
    await appliedCount(p.id, '1');

    await makeLocation(t, { zone: 'A', aisle: '01', bay: '1', level: '' });
    const user = await staff(['Reports:View', 'Inventory:View', 'PickTicket:View', 'RA:View'], [p.id]);
    const res = await run({ report: 'warehouseKpis', filters: { from: today, to: today } }, user);
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(res.json().rows.map((r: { kpi: string }) => [r.kpi, r]));
    // 1 of 2 lines on time: 50.0 %; 1 of 2 tickets without an exception: 50.0 %; 1 of 2 locations exact: 50.0 %.
    expect(byName['On-time shipping']).toMatchObject({ measured: 1, outOf: 2, value: '50' });
    expect(byName['Pick accuracy']).toMatchObject({ measured: 1, outOf: 2, value: '50' });
    expect(byName['Inventory record accuracy']).toMatchObject({ measured: 1, outOf: 2, value: '50' });
    // Holding goods at the warehouse's active locations: A-01-1 (the chairs left, a location of
    // the warehouse) and the two counted locations. B-02-1 (the tables) was typed at receiving and
    // is no location of the warehouse, so it is not one of the active locations used.
    const active = (await call('POST', '/api/location/search', { searchFields: { active: true }, pageSize: 1 })).json();
    expect(byName['Locations used']).toMatchObject({ measured: 3, outOf: active.totalCount });
    expect(byName['On-time shipping'].formula).toMatch(/^Lines delivered on or before the requested date/);

    // A user of another project: nothing delivered or counted, no percentage to give.
    const other = await staff(
      ['Reports:View', 'Inventory:View', 'PickTicket:View', 'RA:View'],
      [(await t.make.project()).id],
    );
    const theirs = (await run({ report: 'warehouseKpis', filters: { from: today, to: today } }, other)).json();
    expect(theirs.rows.find((r: { kpi: string }) => r.kpi === 'Pick accuracy')).toMatchObject({
      measured: 0,
      outOf: 0,
      value: null,
    });
    // Their project holds nothing: the locations the other project fills are not theirs to count.
    expect(theirs.rows.find((r: { kpi: string }) => r.kpi === 'Locations used')).toMatchObject({ measured: 0 });
  });
});

describe('client activity', () => {
  it('sums a project’s receipts, picks and deliveries of the period and what it has on hand now', async () => {
    const p = await t.make.project();
    const idle = await t.make.project();
    await receivedPo(t, { projectId: p.id, received: ['12', '1'] }); // 2 receipts, 13 in
    await deliveredTicket(t, p.id); // 10 chairs and 2 tables added by hand; 4 chairs picked and delivered
    // Two crates of 24 × 12 × 18 in: 5,184 in³, 3 ft³ each, 6 ft³ on hand; nothing else has dimensions.
    await addItem(t, p.id, {
      description: 'Crate',
      quantityOnHand: '2',
      lengthIn: '24',
      widthIn: '12',
      heightIn: '18',
    });
    const user = await staff(['Reports:View', 'Inventory:View', 'Invoice:View'], [p.id, idle.id]);
    const today = businessDateOf(new Date());
    const report = (await run({ report: 'clientActivity', filters: { from: today, to: today } }, user)).json();
    // On hand: 13 received + 10 − 4 chairs + 2 tables + 2 crates = 23. The idle project is left out.
    expect(report.rows).toEqual([
      expect.objectContaining({
        projectId: p.id,
        receipts: 2,
        quantityIn: '13',
        picks: 1,
        quantityOut: '4',
        deliveries: 1,
        storageBilled: '0.00',
        onHand: '23',
        cubicFeet: '6',
      }),
    ]);
  });
});
