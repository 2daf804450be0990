import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema';
import { holdTransaction, lockWaiters } from '../../test/concurrency';
import { createTestApp, type TestApp } from '../../test/testApp';
import { raFromPo } from '../receivingAlert/receivingAlert.testkit';
import { shipmentWithPoLine } from '../shipment/shipment.testkit';
import { makePo, type PoWithItems, poBody } from './purchaseOrder.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 999_999;
const put = (po: PoWithItems, over: Record<string, unknown> = {}) =>
  t.call({
    method: 'PUT',
    url: '/api/purchaseOrder',
    payload: {
      id: po.id,
      version: po.version,
      number: po.number,
      projectId: po.projectId,
      vendorId: po.vendorId,
      statusId: po.statusId,
      ...over,
    },
    as: t.admin,
  });

describe('a PO’s references', () => {
  it('take a vendor only: a customer or an unknown company is a 400 naming vendorId, on create and update', async () => {
    const customer = await t.make.client({ typeId: 1 });
    for (const vendorId of [customer.id, UNKNOWN]) {
      const created = await t.call({
        method: 'POST',
        url: '/api/purchaseOrder',
        payload: await poBody(t, { vendorId }),
        as: t.admin,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual({ vendorId: 'Pick a vendor.' });
    }
    const po = await makePo(t);
    for (const vendorId of [customer.id, UNKNOWN]) {
      const updated = await put(po, { vendorId });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().errors).toEqual({ vendorId: 'Pick a vendor.' });
    }
    // A project the caller does not see (or none) is not found, whatever else is wrong.
    const outsider = await t.make.user({ claims: ['PO:View', 'PO:Update'], projects: [po.projectId] });
    const elsewhere = await t.make.project();
    const moved = await t.call({
      method: 'PUT',
      url: '/api/purchaseOrder',
      payload: {
        id: po.id,
        version: po.version,
        number: po.number,
        projectId: elsewhere.id,
        vendorId: customer.id,
        statusId: po.statusId,
      },
      as: outsider,
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe('a PO moving to another project', () => {
  it('is refused while its lines are on a shipment, expected on an alert or received; moves when none are', async () => {
    const other = await t.make.project();
    const { po: shipped } = await shipmentWithPoLine(t);
    const onShipment = await put(shipped, { projectId: other.id });
    expect(onShipment.statusCode).toBe(400);
    expect(onShipment.json().errors.projectId).toBe(
      `PO ${shipped.number} stays with project ${shipped.projectNumber}: its lines are on 1 shipment.`,
    );
    const { po: expected, ra } = await raFromPo(t);
    const onAlert = await put(expected, { projectId: other.id });
    expect(onAlert.json().errors.projectId).toBe(
      `PO ${expected.number} stays with project ${expected.projectNumber}: its lines are expected on 1 receiving alert.`,
    );
    const line = ra.items[0]!;
    await t.call({
      method: 'PUT',
      url: '/api/raItem',
      payload: { id: line.id, version: line.version, quantityReceived: '10' },
      as: t.admin,
    });
    await t.call({ method: 'POST', url: `/api/ra/${ra.id}/finish`, as: t.admin });
    const latest = (await t.call({ method: 'GET', url: `/api/purchaseOrder/${expected.id}`, as: t.admin })).json();
    const received = await put(
      { ...expected, version: latest.version, statusId: latest.statusId },
      { projectId: other.id },
    );
    expect(received.json().errors.projectId).toContain('expected on 1 receiving alert, received into inventory');

    const free = await makePo(t);
    const moves = await put(free, { projectId: other.id });
    expect(moves.statusCode, moves.body).toBe(200);
    expect(moves.json().projectId).toBe(other.id);
  });
});

describe('a PO saved while receiving moves its status', () => {
  it('is saved or told of the conflict once the other transaction commits, never "not found"', async () => {
    const po = await makePo(t);
    // Another transaction (receiving, say) moves the PO's status and holds its row.
    const held = await holdTransaction(t, async (tx) => {
      await tx
        .update(purchaseOrders)
        .set({ status: 'Partially Received', version: sql`${purchaseOrders.version} + 1` })
        .where(eq(purchaseOrders.id, po.id));
    });
    const save = put(po, { notes: 'Call before delivery' });
    await lockWaiters(t);
    await held.commit();
    const res = await save;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('was changed by someone else');
  });
});
