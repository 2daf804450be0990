import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { raBody, raFromPo } from './receivingAlert.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 999_999;

/** Another project's PO and shipment, a customer (not a carrier), and the messages they earn. */
async function strangers() {
  const other = await t.make.project();
  const po = await makePo(t, { projectId: other.id });
  const shipment = await makeShipment(t, { projectId: other.id });
  const customer = await t.make.client({ typeId: 1 });
  return { po, shipment, customer };
}
const refused = {
  purchaseOrderId: 'Pick a PO of this project.',
  shipmentId: 'Pick a shipment of this project.',
  carrierId: 'Pick a carrier.',
};

describe("an alert's references", () => {
  it('are checked on update: another project’s PO and shipment, a customer as carrier, unknown ids: one 400 naming each', async () => {
    const { ra } = await raFromPo(t);
    const { po, shipment, customer } = await strangers();
    const put = (over: Record<string, unknown>) =>
      t.call({
        method: 'PUT',
        url: '/api/ra',
        payload: { id: ra.id, version: ra.version, number: ra.number, projectId: ra.projectId, ...over },
        as: t.admin,
      });
    const foreign = await put({ purchaseOrderId: po.id, shipmentId: shipment.id, carrierId: customer.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual(refused);
    const unknown = await put({ purchaseOrderId: UNKNOWN, shipmentId: UNKNOWN, carrierId: UNKNOWN });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(refused);
    // Nothing was kept: the alert still names its own PO only.
    const now = (await t.call({ method: 'GET', url: `/api/ra/${ra.id}`, as: t.admin })).json();
    expect(now).toMatchObject({ purchaseOrderId: ra.purchaseOrderId, shipmentId: null, carrierId: null });
    expect(now.version).toBe(ra.version);
    // Its own project's are taken.
    const carrier = await t.make.client({ typeId: 4 });
    const own = await makeShipment(t, { projectId: ra.projectId });
    const ok = await put({ purchaseOrderId: ra.purchaseOrderId, shipmentId: own.id, carrierId: carrier.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ shipmentNumber: own.number, carrierId: carrier.id });
  });

  it('are checked on create alike', async () => {
    const project = await t.make.project();
    const { po, shipment, customer } = await strangers();
    const post = (over: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/ra', payload: raBody(project.id, over), as: t.admin });
    const foreign = await post({ purchaseOrderId: po.id, shipmentId: shipment.id, carrierId: customer.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual(refused);
    const unknown = await post({ purchaseOrderId: UNKNOWN });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ purchaseOrderId: refused.purchaseOrderId });
    // An unknown project, or one the caller does not see, is not found.
    expect((await t.call({ method: 'POST', url: '/api/ra', payload: raBody(UNKNOWN), as: t.admin })).statusCode).toBe(
      404,
    );
  });

  it("name a PO's lines of another project, or unknown ones, each by its field", async () => {
    const { ra } = await raFromPo(t);
    const { po } = await strangers();
    const res = await t.call({
      method: 'POST',
      url: '/api/poReceivingAlerts/addToRAItem',
      payload: {
        receivingAlertId: ra.id,
        items: [
          { poItemId: po.items[0]!.id, quantity: '1' },
          { poItemId: UNKNOWN, quantity: '1' },
        ],
      },
      as: t.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.0.poItemId': 'Pick a PO line of this project.',
      'items.1.poItemId': 'Pick a PO line of this project.',
    });
  });
});
