import type { ShipmentDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment, shipmentBody, shipmentWithPoLine } from './shipment.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 999_999;
const put = (s: ShipmentDetails, over: Record<string, unknown>) =>
  t.call({
    method: 'PUT',
    url: '/api/shipment',
    payload: {
      id: s.id,
      version: s.version,
      number: s.number,
      projectId: s.projectId,
      carrierId: s.carrierId,
      methodId: s.methodId,
      statusId: s.statusId,
      ...over,
    },
    as: t.admin,
  });

describe("a shipment's references", () => {
  it('take a carrier only, and companies, a method and a status that exist: one 400 naming each, on create and update', async () => {
    const customer = await t.make.client({ typeId: 1 });
    const wrong = { carrierId: customer.id, shipperId: UNKNOWN, consigneeId: UNKNOWN, methodId: UNKNOWN };
    const errors = {
      carrierId: 'Pick a carrier.',
      shipperId: 'This company does not exist.',
      consigneeId: 'This company does not exist.',
      methodId: 'This method does not exist.',
    };
    const created = await t.call({
      method: 'POST',
      url: '/api/shipment',
      payload: await shipmentBody(t, wrong),
      as: t.admin,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual(errors);
    const s = await makeShipment(t);
    const updated = await put(s, wrong);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errors).toEqual(errors);
    const unknownCarrier = await put(s, { carrierId: UNKNOWN });
    expect(unknownCarrier.json().errors).toEqual({ carrierId: 'Pick a carrier.' });
  });

  it("take PO lines of its own project only: another project's or unknown lines are named, none is shipped", async () => {
    const s = await makeShipment(t);
    const foreign = await makePo(t);
    const own = await makePo(t, { projectId: s.projectId });
    const res = await t.call({
      method: 'POST',
      url: '/api/poItemsShipment',
      payload: {
        shipmentId: s.id,
        items: [
          { poItemId: own.items[0]!.id, quantity: '1' },
          { poItemId: foreign.items[0]!.id, quantity: '1' },
          { poItemId: UNKNOWN, quantity: '1' },
        ],
      },
      as: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.1.poItemId': 'Pick a PO line of this project.',
      'items.2.poItemId': 'Pick a PO line of this project.',
    });
    const lines = await t.call({ method: 'GET', url: `/api/poItemsByPoId/${own.id}`, as: t.admin });
    expect(lines.json()[0].quantityShipped).toBe('0.000');
  });

  it('keep a shipment in its project while receiving alerts expect it', async () => {
    const s = await makeShipment(t);
    const hand = await t.call({
      method: 'POST',
      url: '/api/shipmentItem/create',
      payload: { shipmentId: s.id, description: 'Crated sculpture', quantity: '1' },
      as: t.admin,
    });
    expect(hand.statusCode, hand.body).toBe(201);
    const expected = await t.call({
      method: 'POST',
      url: '/api/raItem/createFromShipment',
      payload: { shipmentId: s.id },
      as: t.admin,
    });
    expect(expected.statusCode, expected.body).toBe(201);
    const fresh = (await t.call({ method: 'GET', url: `/api/shipment/${s.id}`, as: t.admin })).json();
    const other = await t.make.project();
    const moved = await put(fresh, { projectId: other.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.projectId).toBe(
      `Receiving alerts of project ${s.projectNumber} expect this shipment; it cannot move to another.`,
    );
    // Carrying PO lines, it stayed already.
    const { shipment } = await shipmentWithPoLine(t);
    expect((await put(shipment, { projectId: other.id })).statusCode).toBe(400);
  });
});
