import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePo } from '../modules/purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../modules/shipment/shipment.testkit';
import { freshDatabase } from '../test/database';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * node-postgres runs one query at a time on a connection; a query sent while others wait is
 * deprecated (a DeprecationWarning, once a process) and an error from pg 9 on. A transaction's
 * queries sent at once (a Promise.all over its lines) must wait their turn without it.
 */
const DRIVER_WARNING = 'already executing a query';

/** The driver's warnings about busy connections emitted while `work` runs. */
async function busyWarnings(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (w: Error) => {
    if (w.message.includes(DRIVER_WARNING)) seen.push(w.message);
  };
  process.on('warning', listener);
  try {
    await work();
    // Warnings are emitted on the next tick.
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    process.off('warning', listener);
  }
  return seen;
}

describe('queries sent at once on one connection', () => {
  it('in a transaction each waits its turn, answers in order, and the driver never warns', async () => {
    const database = await freshDatabase();
    try {
      let answers: number[] = [];
      const warnings = await busyWarnings(async () => {
        const rows = await database.db.transaction((tx) =>
          Promise.all([1, 2, 3, 4, 5, 6].map((n) => tx.execute(sql`select ${n}::int as n from pg_sleep(0.005)`))),
        );
        answers = rows.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n);
      });
      expect(answers).toEqual([1, 2, 3, 4, 5, 6]);
      expect(warnings).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('writes that read their lines back at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a PO given three lines and a shipment given four PO lines, in one call each: no driver warning', async () => {
    const warnings = await busyWarnings(async () => {
      const po = await makePo(t);
      const more = await t.call({
        method: 'POST',
        url: '/api/item',
        payload: {
          purchaseOrderId: po.id,
          items: [1, 2, 3].map((n) => ({ ...po.items[0]!, id: undefined, itemNumber: `EX-${n}`, quantity: '2' })),
        },
        as: t.admin,
      });
      expect(more.statusCode, more.body).toBe(201);
      const shipment = await makeShipment(t, { projectId: po.projectId });
      const items = (await t.call({ method: 'GET', url: `/api/poItemsByPoId/${po.id}`, as: t.admin })).json();
      const lines = await t.call({
        method: 'POST',
        url: '/api/poItemsShipment',
        payload: {
          shipmentId: shipment.id,
          items: items.slice(0, 4).map((i: { id: number }) => ({ poItemId: i.id, quantity: '1' })),
        },
        as: t.admin,
      });
      expect(lines.statusCode, lines.body).toBe(201);
      expect(lines.json()).toHaveLength(4);
    });
    expect(warnings).toEqual([]);
  });
});
