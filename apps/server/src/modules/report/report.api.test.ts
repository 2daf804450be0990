import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { businessDateOf } from '../../platform/businessDate';
import { createTestApp, type TestApp } from '../../test/testApp';
import { deliveredTicket } from '../pickTicket/pickTicket.testkit';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { receivedPo } from '../vendorBill/vendorBill.testkit';
import { reportCalls } from './report.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, run, staff } = reportCalls(() => t);

/** An item put on hand by hand, as the admin. */
async function item(projectId: number, fields: Record<string, unknown>) {
  const res = await call('POST', '/api/inventoryItems', {
    projectId,
    description: 'Report crate',
    reason: 'Counted for the report',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The warehouse's day `days` before today. */
const daysAgo = (days: number) => {
  const today = new Date(`${businessDateOf(new Date())}T12:00:00Z`);
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
};

describe('inventory on hand', () => {
  it('sums each project’s items on hand, within the projects the caller sees (figures by hand)', async () => {
    const a = await t.make.project();
    const b = await t.make.project();
    // A: 10 units of 48 × 40 × 50 in (96,000 in³ = 55.5555… ft³ each; 555.556 ft³) and 2.5 without weight.
    await item(a.id, {
      quantityOnHand: '10',
      weight: '250.5',
      pieces: 10,
      lengthIn: '48',
      widthIn: '40',
      heightIn: '50',
    });
    await item(a.id, { quantityOnHand: '2.5' });
    // B: 4 one-foot cubes.
    await item(b.id, { quantityOnHand: '4', weight: '100', pieces: 4, lengthIn: '12', widthIn: '12', heightIn: '12' });
    // And in A, 3 cartons all gone out since: counted down to nothing, they hold no weight, pieces or cube.
    const gone = await item(a.id, {
      quantityOnHand: '3',
      weight: '30',
      pieces: 3,
      lengthIn: '10',
      widthIn: '10',
      heightIn: '10',
    });
    const emptied = await call('PUT', '/api/inventoryItems/updateItem', {
      ...(await call('GET', `/api/inventoryItems/${gone.id}`)).json(),
      quantityOnHand: '0',
      reason: 'All three went out',
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    // The on-hand sums the database keeps are what the items add up to, and the check would say so.
    expect(await integrityProblems(t.database.db)).toEqual([]);
    const nudge = (by: number) =>
      t.database.db.execute(
        sql`update inventories set weight_on_hand = weight_on_hand + ${by} where project_id = ${a.id}`,
      );
    await nudge(1);
    expect((await integrityProblems(t.database.db)).map((p) => p.rule)).toEqual([
      'inventory sums are not what its items add up to',
    ]);
    await nudge(-1);

    const both = await staff(['Reports:View', 'Inventory:View'], [a.id, b.id]);
    const res = await run({ report: 'inventoryOnHand' }, both);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.total).toBe(2);
    expect(report.rows.find((r: { projectId: number }) => r.projectId === a.id)).toMatchObject({
      projectNumber: a.number,
      items: 2,
      quantityOnHand: '12.5',
      quantityHeld: '0',
      pieces: 10,
      weight: '250.5',
      cubicFeet: '555.556',
      itemsWithoutWeight: 1,
    });
    // 12.5 + 4 = 16.5; 250.5 + 100 = 350.5; 555.556 + 4 = 559.556.
    expect(report.totals).toEqual({
      items: '3',
      quantityOnHand: '16.5',
      quantityHeld: '0',
      pieces: '14',
      weight: '350.5',
      cubicFeet: '559.556',
      itemsWithoutWeight: '1',
    });

    // A user of A alone sees A's row and A's totals only.
    const onlyA = await staff(['Reports:View', 'Inventory:View'], [a.id]);
    const mine = (await run({ report: 'inventoryOnHand' }, onlyA)).json();
    expect(mine.rows.map((r: { projectId: number }) => r.projectId)).toEqual([a.id]);
    expect(mine.totals.quantityOnHand).toBe('12.5');
    // …and asking for B by id answers nothing of it.
    const asked = (await run({ report: 'inventoryOnHand', filters: { projectId: b.id } }, onlyA)).json();
    expect(asked).toMatchObject({ rows: [], total: 0, totals: { quantityOnHand: '0' } });

    // The admin narrows to B's customer; a page of one row still totals every row.
    const byClient = (await run({ report: 'inventoryOnHand', filters: { clientId: b.customerId } })).json();
    expect(byClient.rows).toEqual([expect.objectContaining({ projectId: b.id, cubicFeet: '4' })]);
    const paged = (
      await run({ report: 'inventoryOnHand', sortColumn: 'quantityOnHand', reverse: true, pageSize: 1 }, both)
    ).json();
    expect(paged).toMatchObject({ total: 2, rows: [{ projectId: a.id }], totals: { quantityOnHand: '16.5' } });
    // A page past the last row still says how many there are and what they come to.
    const past = (await run({ report: 'inventoryOnHand', pageIndex: 5, pageSize: 1 }, both)).json();
    expect(past).toMatchObject({ total: 2, rows: [], totals: { quantityOnHand: '16.5' } });
  });
});

describe('stock aging', () => {
  it('puts what is on hand in the bucket of its receipt date’s age', async () => {
    const p = await t.make.project();
    const aged: [string, number][] = [
      ['1', 0], // entered today, no receipt date: 0–30
      ['2', 30], // 0–30
      ['3', 45], // 31–60
      ['4', 90], // 61–90
      ['5.5', 180], // 91–180
      ['6', 181], // over 180
    ];
    for (const [quantityOnHand, days] of aged) {
      const { id } = await item(p.id, { quantityOnHand });
      if (days)
        await t.database.db.execute(sql`update inventory_items set received_date = ${daysAgo(days)} where id = ${id}`);
    }
    // Entered 200 days ago without a receipt date: over 180 by the day it was entered.
    const { id: undated } = await item(p.id, { quantityOnHand: '0.5' });
    await t.database.db.execute(
      sql`update inventory_items set received_date = null, created_at = now() - interval '200 days' where id = ${undated}`,
    );
    const user = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    const report = (await run({ report: 'stockAging' }, user)).json();
    // 1 + 2 = 3; 3; 4; 5.5; 6 + 0.5 = 6.5; in all 22.
    const buckets = {
      days0to30: '3',
      days31to60: '3',
      days61to90: '4',
      days91to180: '5.5',
      over180: '6.5',
      quantityOnHand: '22',
    };
    expect(report.rows).toEqual([expect.objectContaining(buckets)]);
    expect(report.filters).toEqual({});
    // The admin narrowed to the project's client sees the same row, and the totals are its figures.
    const byClient = (await run({ report: 'stockAging', filters: { clientId: p.customerId } })).json();
    expect(byClient.rows).toEqual([expect.objectContaining({ projectId: p.id, ...buckets })]);
    expect(byClient.totals).toMatchObject(buckets);
  });
});

describe('the floor', () => {
  it('logs each alert received with its lines over and short, line by line', async () => {
    const p = await t.make.project();
    // 10 chairs and 2 tables expected; 12 chairs (2 over) and 1 table (1 short) received.
    await receivedPo(t, { projectId: p.id, received: ['12', '1'] });
    const user = await staff(['Reports:View', 'RA:View'], [p.id]);
    const today = businessDateOf(new Date());
    const res = await run({ report: 'receivingLog', filters: { from: today, to: today } }, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({
        receivedDate: today,
        projectId: p.id,
        lines: 2,
        expected: '12',
        received: '13',
        over: '2',
        short: '1',
        damaged: '0',
      }),
    ]);
  });

  it('counts each day’s receipts, picks, deliveries and items added, with the days of nothing too', async () => {
    const p = await t.make.project();
    await receivedPo(t, { projectId: p.id }); // 2 lines received
    await deliveredTicket(t, p.id); // 2 items added by hand, 1 line picked, 1 ticket delivered
    const user = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    const today = businessDateOf(new Date());
    const from = daysAgo(2);
    const res = await run({ report: 'warehouseActivity', filters: { from, to: today } }, user);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.total).toBe(3);
    expect(report.rows.map((r: { day: string }) => r.day)).toEqual([from, daysAgo(1), today]);
    expect(report.rows[2]).toEqual({ day: today, receipts: 2, moves: 0, picks: 1, deliveries: 1, counts: 0, added: 2 });
    expect(report.rows[0]).toMatchObject({ receipts: 0, picks: 0, deliveries: 0 });
    expect(report.totals).toEqual({ receipts: '2', moves: '0', picks: '1', deliveries: '1', counts: '0', added: '2' });
    // Another project's user sees the days, and none of this work.
    const other = await staff(['Reports:View', 'Inventory:View'], [(await t.make.project()).id]);
    const theirs = (await run({ report: 'warehouseActivity', filters: { from, to: today } }, other)).json();
    expect(theirs.totals).toEqual({ receipts: '0', moves: '0', picks: '0', deliveries: '0', counts: '0', added: '0' });
    // The admin sees every project's work (the log read without its items): this project's at least.
    const all = (await run({ report: 'warehouseActivity', filters: { from, to: today } })).json();
    const allToday = all.rows.find((r: { day: string }) => r.day === today);
    for (const [measure, least] of Object.entries({ receipts: 2, picks: 1, deliveries: 1, added: 2 })) {
      expect(allToday[measure], measure).toBeGreaterThanOrEqual(least);
    }
  });
});

describe('open purchase orders', () => {
  it('lists what is left to receive, the most overdue follow-up first and those without one last', async () => {
    const p = await t.make.project();
    const late = await makePo(t, { projectId: p.id, followUpDate: '2026-11-01' });
    const none = await makePo(t, { projectId: p.id });
    const due = await makePo(t, { projectId: p.id, followUpDate: '2026-12-15' });
    const user = await staff(['Reports:View', 'PO:View'], [p.id]);
    const res = await run({ report: 'openPurchaseOrders', filters: { asOf: '2026-11-28' } }, user);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.rows.map((r: { purchaseOrderId: number }) => r.purchaseOrderId)).toEqual([late.id, due.id, none.id]);
    // Nov 1 to Nov 28: 27 days. Each PO: 10 + 2 = 12 to receive, 10 × 125.50 + 2 × 899.995 = 3,054.99.
    expect(report.rows[0]).toMatchObject({
      daysOverdue: 27,
      followUpDate: '2026-11-01',
      quantityOpen: '12',
      amount: '3054.99',
    });
    expect(report.rows[1]).toMatchObject({ daysOverdue: 0 });
    expect(report.rows[2]).toMatchObject({ daysOverdue: null, followUpDate: null });
    expect(report.totals).toEqual({ quantityOpen: '36', amount: '9164.97' });
    expect(report.filters).toEqual({ asOf: '2026-11-28' });
  });
});

describe('shipments in transit', () => {
  it('lists those not delivered, the latest first, with the days each is late', async () => {
    const p = await t.make.project();
    const late = await makeShipment(t, { projectId: p.id, statusId: 2, expectedDate: '2026-11-25' });
    await makeShipment(t, { projectId: p.id, statusId: 3, deliveredDate: '2026-11-24' }); // delivered: left out
    const booked = await makeShipment(t, { projectId: p.id, statusId: 1, expectedDate: '2026-12-05' });
    const user = await staff(['Reports:View', 'Shipment:View'], [p.id]);
    const report = (await run({ report: 'shipmentsInTransit', filters: { asOf: '2026-11-28' } }, user)).json();
    // Nov 25 to Nov 28: 3 days late; Dec 5 is not yet due.
    expect(report.rows).toEqual([
      expect.objectContaining({ shipmentId: late.id, status: 'In Transit', daysLate: 3 }),
      expect.objectContaining({ shipmentId: booked.id, status: 'Booked', daysLate: 0 }),
    ]);
  });
});

describe('who may run what', () => {
  it('lists the reports of the modules a user views; refuses the rest, and client users', async () => {
    const p = await t.make.project();
    const stock = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    expect((await call('GET', '/api/reports', undefined, stock)).json()).toEqual({
      reports: ['inventoryOnHand', 'stockAging', 'warehouseActivity'],
    });
    const refused = await run({ report: 'invoiceRegister' }, stock);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Invoice register needs Invoice:View besides Reports:View.');
    expect((await run({ report: 'inventoryOnHand' }, await staff(['Inventory:View'], [p.id]))).statusCode).toBe(403);

    const client = await t.make.user({
      userTypeId: 2,
      clientId: p.customerId,
      claims: ['Reports:View', 'Inventory:View'],
      projects: [p.id],
    });
    expect((await call('GET', '/api/reports', undefined, client)).statusCode).toBe(403);
    expect((await run({ report: 'inventoryOnHand' }, client)).statusCode).toBe(403);
  });

  it('answers bad filters and sorts with a 400 naming the field', async () => {
    const bad = async (body: object, field: string) => {
      const res = await run(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    };
    await bad({ report: 'openPurchaseOrders', filters: { asOf: '2026-13-01' } }, 'filters.asOf');
    await bad({ report: 'invoiceRegister', filters: { from: '2026-08-01', to: '2026-07-01' } }, 'filters.to');
    await bad({ report: 'inventoryOnHand', sortColumn: 'passwordHash' }, 'sortColumn');
    await bad({ report: 'nothing' }, 'report');
  });
});

describe('exports', () => {
  it('writes every row and the totals line to CSV, number cells to Excel, and prints a PDF', async () => {
    const p = await t.make.project();
    await item(p.id, { quantityOnHand: '7.25', weight: '12.5', pieces: 3 });
    const filters = { projectId: p.id };
    const csv = await call('POST', '/api/reports/export', { report: 'inventoryOnHand', filters, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Project,Project name,Client,Items,Quantity on hand,Held for picks,Pieces,Weight (lb),Cube (cu ft),Items without weight',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',1,7.25,0,3,12.5,0,0');
    expect(lines[2]).toBe('Total,,,1,7.25,0,3,12.5,0,0');

    const xlsx = await call('POST', '/api/reports/export', { report: 'inventoryOnHand', filters, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(5).value).toBe(7.25);
    expect(row.getCell(4).value).toBe(1);

    const pdf = await call('POST', '/api/reports/export', { report: 'inventoryOnHand', filters, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
