import type { RaDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { countStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo, poWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { raItemsOf } from './receivingAlert.testkit';

// -------------------------------------------------------------------------------------------
// Finishing an alert is one transaction across receiving, the PO lines and the inventory, and
// its number of statements does not grow with the alert's lines: every module moves its set of
// lines at once (no query per line per module). Counted through Drizzle's logger, which sees
// every statement the app's database runs, on PGlite and PostgreSQL alike.
// -------------------------------------------------------------------------------------------

let t: TestApp;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  t = await createTestApp();
  statements = countStatements(t);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, payload, as: t.admin });

/** A PO of `n` lines, all expected on one alert, each received with one unit damaged and one short. */
async function receivedAlert(n: number): Promise<RaDetails> {
  const items = Array.from({ length: n }, (_, k) => ({
    itemNumber: `LN-${k + 1}`,
    description: `Line ${k + 1}`,
    unitOfMeasure: 'Each',
    quantity: '10',
    unitCost: '2.50',
    weight: '20',
    pieces: 10,
  }));
  const po = await makePo(t, { items });
  const made = await send('POST', '/api/poReceivingAlerts/createRAItemFromPo', {
    purchaseOrderId: po.id,
    expectedDate: null,
    items: po.items.map((i) => ({ poItemId: i.id, quantity: i.quantity })),
  });
  expect(made.statusCode, made.body).toBe(201);
  const ra: RaDetails = made.json();
  for (const line of await raItemsOf(t, ra.id)) {
    const saved = await send('PUT', '/api/raItem', {
      id: line.id,
      version: line.version,
      quantityReceived: '9',
      quantityDamaged: '1',
      damageReason: 'Crushed',
      reason: 'Back-ordered',
      location: 'Aisle 1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return ra;
}

/** The statements one finish runs, once the caller's session is known (the first request reads it). */
async function statementsToFinish(ra: RaDetails) {
  await send('POST', '/api/ra/0/finish');
  statements.reset();
  const res = await send('POST', `/api/ra/${ra.id}/finish`);
  expect(res.statusCode, res.body).toBe(200);
  return statements.since();
}

describe('finishing an alert', () => {
  it('runs as many statements for 50 lines as for 1: each module moves its set of lines at once', async () => {
    const one = await receivedAlert(1);
    const fifty = await receivedAlert(50);
    const forOne = await statementsToFinish(one);
    const forFifty = await statementsToFinish(fifty);
    expect(forOne).toBeGreaterThan(10);
    expect(forFifty).toBe(forOne);
    // What moved is all there: the PO lines took every unit that arrived, and each line is on the shelf twice (good and damaged).
    const po = await poWithItems(t, fifty.purchaseOrderId!);
    expect(po.items.map((i) => i.quantityReceived)).toEqual(Array(50).fill('9.000'));
    expect(po.status).toBe('Partially Received');
    const lines = await raItemsOf(t, fifty.id);
    expect(lines).toHaveLength(50);
    expect(lines.every((l) => l.inventoryItemId !== null && l.damagedInventoryItemId !== null)).toBe(true);
    expect(lines.every((l) => l.condition === 'Damaged' && l.quantityReceived === '9.000')).toBe(true);
    expect(await integrityProblems(t.database.db)).toEqual([]);
  });
});
