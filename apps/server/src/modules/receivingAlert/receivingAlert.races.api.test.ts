import type { RaDetails } from '@freightdesk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo, poWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { raItemsOf } from './receivingAlert.testkit';

// -------------------------------------------------------------------------------------------
// Every path that expects, ships or receives a PO line, raced: two requests at once take the
// same line's quantity through the API; exactly one wins and the other is refused, saying why.
// On PostgreSQL these are real races on a pool; on PGlite they take turns. Either way the goods'
// invariants hold afterwards (db/integrity.ts).
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await integrityProblems(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method, url, payload, as: t.admin });
const fromPo = (purchaseOrderId: number, poItemId: number, quantity: string) =>
  send('POST', '/api/poReceivingAlerts/createRAItemFromPo', { purchaseOrderId, items: [{ poItemId, quantity }] });

/** Exactly one of the two won (2xx); the other was refused with a 400 or 409 that says why. */
function oneWins(results: LightMyRequestResponse[], why: RegExp) {
  const codes = results.map((r) => r.statusCode);
  expect(
    codes.filter((c) => c < 300),
    codes.join(' '),
  ).toHaveLength(1);
  const loser = results.find((r) => r.statusCode >= 300)!;
  expect([400, 409], loser.body).toContain(loser.statusCode);
  expect(loser.json().message).toMatch(why);
  return results.find((r) => r.statusCode < 300)!;
}
const TAKEN = /left to expect|received or expected already/;

async function alertFor(po: { id: number }, poItemId: number, quantity: string) {
  const res = await fromPo(po.id, poItemId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RaDetails;
}

describe('two requests at once for the same PO line', () => {
  it('expected from its PO twice: one alert', async () => {
    const po = await makePo(t);
    const line = po.items[0]!;
    oneWins(await Promise.all([fromPo(po.id, line.id, '10'), fromPo(po.id, line.id, '10')]), TAKEN);
  });

  it('added to two alerts: one takes it', async () => {
    const po = await makePo(t);
    const tables = po.items[1]!;
    const a = await alertFor(po, po.items[0]!.id, '1');
    const b = await alertFor(po, po.items[0]!.id, '1');
    const add = (ra: RaDetails) =>
      send('POST', '/api/poReceivingAlerts/addToRAItem', {
        receivingAlertId: ra.id,
        items: [{ poItemId: tables.id, quantity: '2' }],
      });
    oneWins(await Promise.all([add(a), add(b)]), TAKEN);
  });

  it('expected from its shipment and from its PO: one alert', async () => {
    const po = await makePo(t);
    const line = po.items[0]!;
    const shipment = await makeShipment(t, { projectId: po.projectId });
    await send('POST', '/api/poItemsShipment', {
      shipmentId: shipment.id,
      items: [{ poItemId: line.id, quantity: '10' }],
    });
    oneWins(
      await Promise.all([
        fromPo(po.id, line.id, '10'),
        send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id }),
      ]),
      TAKEN,
    );
  });

  it('a cancelled alert expected again while a new one expects the line: one of them', async () => {
    const po = await makePo(t);
    const line = po.items[0]!;
    const first = await alertFor(po, line.id, '10');
    const heading = { id: first.id, number: first.number, projectId: first.projectId };
    const cancelled = await send('PUT', '/api/ra', { ...heading, version: first.version, status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    oneWins(
      await Promise.all([
        fromPo(po.id, line.id, '10'),
        send('PUT', '/api/ra', { ...heading, version: cancelled.json().version, status: 'Expected' }),
      ]),
      TAKEN,
    );
  });

  it('its order lowered while an alert expects it: one of them', async () => {
    const po = await makePo(t);
    const item = po.items[0]!;
    const results = await Promise.all([
      fromPo(po.id, item.id, '10'),
      send('PUT', '/api/poItems', { ...item, quantity: '5' }),
    ]);
    oneWins(results, /left to expect|received or are expected|received or expected already/);
  });

  it('shipped on two shipments: one carries it', async () => {
    const po = await makePo(t);
    const line = po.items[0]!;
    const [a, b] = [
      await makeShipment(t, { projectId: po.projectId }),
      await makeShipment(t, { projectId: po.projectId }),
    ];
    const ship = (shipmentId: number) =>
      send('POST', '/api/poItemsShipment', { shipmentId, items: [{ poItemId: line.id, quantity: '10' }] });
    oneWins(await Promise.all([ship(a!.id), ship(b!.id)]), /left to ship/);
    expect((await poWithItems(t, po.id)).items[0]!.quantityShipped).toBe('10.000');
  });

  it("a shipment's line raised while another shipment takes the rest: one of them", async () => {
    const po = await makePo(t);
    const line = po.items[0]!;
    const a = await makeShipment(t, { projectId: po.projectId });
    const b = await makeShipment(t, { projectId: po.projectId });
    const added = await send('POST', '/api/poItemsShipment', {
      shipmentId: a.id,
      items: [{ poItemId: line.id, quantity: '4' }],
    });
    const carried = added.json()[0];
    oneWins(
      await Promise.all([
        send('PUT', '/api/shipmentItem', {
          id: carried.id,
          version: carried.version,
          poItemId: line.id,
          description: carried.description,
          quantity: '10',
        }),
        send('POST', '/api/shipmentItem/create', { shipmentId: b.id, poItemId: line.id, quantity: '6' }),
      ]),
      /left to ship/,
    );
  });

  it('received twice on one alert: one receipt, one finish', async () => {
    const po = await makePo(t);
    const ra = await alertFor(po, po.items[0]!.id, '10');
    const [line] = await raItemsOf(t, ra.id);
    const receive = (quantity: string) =>
      send('PUT', '/api/raItem', { id: line!.id, version: line!.version, quantityReceived: quantity });
    oneWins(await Promise.all([receive('10'), receive('9')]), /changed by someone else/);
    const finish = () => send('POST', `/api/ra/${ra.id}/finish`);
    oneWins(await Promise.all([finish(), finish()]), /is Received/);
    const now = await poWithItems(t, po.id);
    expect(['9.000', '10.000']).toContain(now.items[0]!.quantityReceived);
  });
});
