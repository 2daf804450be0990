import type { RaDetails } from '@freightdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo, poWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { raBody, raItemsOf, withLines } from './receivingAlert.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await integrityProblems(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ method, url, payload, as: t.admin });
const fromPo = (purchaseOrderId: number, poItemId: number, quantity: string) =>
  send('POST', '/api/poReceivingAlerts/createRAItemFromPo', {
    purchaseOrderId,
    items: [{ poItemId, quantity }],
  });
/** A shipment of the PO's project carrying `quantity` of its first line (the chairs). */
async function shipped(po: { projectId: number; items: { id: number }[] }, quantity: string) {
  const shipment = await makeShipment(t, { projectId: po.projectId });
  const res = await send('POST', '/api/poItemsShipment', {
    shipmentId: shipment.id,
    items: [{ poItemId: po.items[0]!.id, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return shipment;
}
const receiveAll = async (ra: RaDetails) => {
  for (const line of await raItemsOf(t, ra.id)) {
    await send('PUT', '/api/raItem', { id: line.id, version: line.version, quantityReceived: line.quantityExpected });
  }
  return send('POST', `/api/ra/${ra.id}/finish`, {});
};

describe('goods are expected once', () => {
  it('an alert from a shipment does not expect what an alert from the PO expects already, nor what arrived', async () => {
    const po = await makePo(t);
    const chairs = po.items[0]!;
    const byPo = await fromPo(po.id, chairs.id, '10');
    expect(byPo.statusCode, byPo.body).toBe(201);
    const shipment = await shipped(po, '10');
    const twice = await send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      shipmentId: `All of CH-100 (${po.number}) is received or expected already. ${byPo.json().number} expects it.`,
    });
    // The PO's alert receives the ten; the shipment's goods are those, not ten more.
    expect((await receiveAll(byPo.json())).statusCode).toBe(200);
    const again = await send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id });
    expect(again.json().errors.shipmentId).toBe(`All of CH-100 (${po.number}) is received or expected already.`);
    const now = await poWithItems(t, po.id);
    expect(now.items[0]!.quantityReceived).toBe('10.000');
  });

  it('what is left of a line may come on a shipment’s alert, no more', async () => {
    const po = await makePo(t);
    const chairs = po.items[0]!;
    expect((await fromPo(po.id, chairs.id, '6')).statusCode).toBe(201);
    const five = await shipped(po, '5');
    const refused = await send('POST', '/api/raItem/createFromShipment', { shipmentId: five.id });
    expect(refused.json().errors.shipmentId).toContain(`Only 4 Each of CH-100 (${po.number}) are left to expect.`);
    // A shipment of the 4 left may be expected.
    const four = await shipped(po, '4');
    const ok = await send('POST', '/api/raItem/createFromShipment', { shipmentId: four.id });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a cancelled alert expects again only what is still left; a PO line keeps its quantity above what is expected', async () => {
    const po = await makePo(t);
    const chairs = po.items[0]!;
    const first = (await fromPo(po.id, chairs.id, '10')).json() as RaDetails;
    const cancelled = await send('PUT', '/api/ra', {
      id: first.id,
      version: first.version,
      number: first.number,
      projectId: first.projectId,
      purchaseOrderId: first.purchaseOrderId,
      status: 'Cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await fromPo(po.id, chairs.id, '7');
    expect(second.statusCode).toBe(201);
    const reopened = await send('PUT', '/api/ra', {
      id: first.id,
      version: cancelled.json().version,
      number: first.number,
      projectId: first.projectId,
      purchaseOrderId: first.purchaseOrderId,
      status: 'Expected',
    });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().errors).toEqual({
      status: `Only 3 Each of CH-100 (${po.number}) are left to expect. ${second.json().number} expects it.`,
    });
    // The order cannot drop below the 7 expected; to 8 it may.
    const item = (await poWithItems(t, po.id)).items[0]!;
    const edit = (quantity: string) =>
      send('PUT', '/api/poItems', {
        ...item,
        categoryId: item.categoryId,
        quantity,
      });
    const lower = await edit('6');
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual({
      quantity: '7 have been received or are expected at the dock; the quantity cannot be less.',
    });
    expect((await edit('8')).statusCode).toBe(200);
  });

  it('a line by hand never takes a PO line, and a line of one never expects more by an edit', async () => {
    const po = await makePo(t);
    const chairs = po.items[0]!;
    const res = await send('POST', '/api/ra', {
      ...raBody(po.projectId),
      items: [{ description: 'Chairs', quantityExpected: '10', poItemId: chairs.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = await send('POST', '/api/raItem/create', {
      receivingAlertId: res.json().id,
      description: 'More chairs',
      quantityExpected: '10',
      poItemId: chairs.id,
    });
    expect(added.statusCode).toBe(201);
    const ra = await withLines(t, res.json());
    expect(ra.items.map((i) => i.poItemId)).toEqual([null, null]);
    // The whole line is still left to expect; and a line of it keeps what it expects when saved.
    const ofPo = await fromPo(po.id, chairs.id, '10');
    expect(ofPo.statusCode).toBe(201);
    const [line] = await raItemsOf(t, ofPo.json().id);
    const edited = await send('PUT', '/api/raItem', { id: line!.id, version: line!.version, quantityExpected: '20' });
    expect(edited.json().quantityExpected).toBe('10.000');
  });
});
