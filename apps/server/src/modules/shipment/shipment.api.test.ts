import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo, poItemsOf } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment, shipmentBody, shipmentWithPoLine } from './shipment.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, as: t.admin });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: t.admin });
const poLine = async (poId: number, index = 0) => (await poItemsOf(t, poId))[index]!;
const update = (s: Record<string, unknown>, over: Record<string, unknown>) =>
  send('PUT', '/api/shipment', {
    id: s.id,
    version: s.version,
    number: s.number,
    projectId: s.projectId,
    carrierId: s.carrierId,
    methodId: s.methodId,
    statusId: s.statusId,
    shipDate: s.shipDate,
    expectedDate: s.expectedDate,
    trackingNumber: s.trackingNumber,
    ...over,
  });

describe('shipments', () => {
  it('creates a numbered shipment and names what is wrong', async () => {
    const first = await makeShipment(t);
    expect(first.number).toMatch(/^SH-\d+$/);
    expect(first).toMatchObject({ status: 'Booked', method: 'LTL', trackingNumber: 'PRO 448812' });
    expect(first.totals).toEqual({ items: 0, purchaseOrders: 0, quantity: '0.000', weight: '0.00', pieces: 0 });
    const customer = await t.make.client({ typeId: 1 });
    const notCarrier = await send('POST', '/api/shipment', await shipmentBody(t, { carrierId: customer.id }));
    expect(notCarrier.json().errors).toEqual({ carrierId: 'Pick a carrier.' });
    const early = await send('POST', '/api/shipment', await shipmentBody(t, { expectedDate: '2026-11-01' }));
    expect(early.json().errors).toEqual({ expectedDate: 'Expected delivery cannot be before the ship date.' });
    const cancelled = await send('POST', '/api/shipment', await shipmentBody(t, { statusId: 5 }));
    expect(cancelled.json().errors).toEqual({ statusId: 'A new shipment cannot be cancelled.' });
  });

  it("takes PO lines with their share of weight and pieces, never more than is left, and moves the PO's status", async () => {
    const po = await makePo(t);
    const s = await makeShipment(t, { projectId: po.projectId });
    const [chairs, tables] = po.items as [(typeof po.items)[number], (typeof po.items)[number]];
    const added = await send('POST', '/api/poItemsShipment', {
      shipmentId: s.id,
      items: [{ poItemId: chairs.id, quantity: '4' }],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()[0]).toMatchObject({
      poItemId: chairs.id,
      poNumber: po.number,
      itemNumber: 'CH-100',
      quantity: '4.000',
      weight: '72.00',
      pieces: 4,
    });
    expect((await poLine(po.id)).quantityShipped).toBe('4.000');

    // All or none: the second line asks for more than is left, so the first is not taken either.
    const tooMuch = await send('POST', '/api/poItemsShipment', {
      shipmentId: s.id,
      items: [
        { poItemId: tables.id, quantity: '1' },
        { poItemId: chairs.id, quantity: '7' },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({
      'items.1.quantity': `Only 6 Each of CH-100 ${po.number} are left to ship.`,
    });
    expect((await poLine(po.id, 1)).quantityShipped).toBe('0.000');

    const rest = await send('POST', '/api/poItemsShipment', {
      shipmentId: s.id,
      items: [
        { poItemId: chairs.id, quantity: '6' },
        { poItemId: tables.id, quantity: '2' },
      ],
    });
    expect(rest.statusCode).toBe(201);
    expect((await get(`/api/purchaseOrder/${po.id}`)).json().status).toBe('Shipped');
    const shipment = (await get(`/api/shipment/${s.id}`)).json();
    expect(shipment.totals).toEqual({ items: 3, purchaseOrders: 1, quantity: '12.000', weight: '600.50', pieces: 14 });

    // A line of another project's PO is refused.
    const other = await makePo(t);
    const foreign = await send('POST', '/api/poItemsShipment', {
      shipmentId: s.id,
      items: [{ poItemId: other.items[0]!.id, quantity: '1' }],
    });
    expect(foreign.json().errors).toEqual({ 'items.0.poItemId': 'Pick a PO line of this project.' });
  });

  it('lets only one of two shipments taking the same line at once win', async () => {
    const po = await makePo(t);
    const [a, b] = [
      await makeShipment(t, { projectId: po.projectId }),
      await makeShipment(t, { projectId: po.projectId }),
    ];
    const take = (shipmentId: number) =>
      send('POST', '/api/poItemsShipment', { shipmentId, items: [{ poItemId: po.items[0]!.id, quantity: '6' }] });
    const results = await Promise.all([take(a.id), take(b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await poLine(po.id)).quantityShipped).toBe('6.000');
  });

  it('moves the PO line with a changed or removed line, and keeps lines by hand described', async () => {
    const { po, shipment, item } = await shipmentWithPoLine(t);
    const more = await send('PUT', '/api/shipmentItem', {
      id: item.id,
      version: item.version,
      poItemId: item.poItemId,
      quantity: '9',
    });
    expect(more.json()).toMatchObject({ quantity: '9.000', weight: '162.00', pieces: 9, version: 1 });
    expect((await poLine(po.id)).quantityShipped).toBe('9.000');
    const over = await send('PUT', '/api/shipmentItem', {
      id: item.id,
      version: 1,
      poItemId: item.poItemId,
      quantity: '11',
    });
    expect(over.json().errors).toEqual({ quantity: `Only 1 Each of CH-100 ${po.number} are left to ship.` });

    const byHand = await send('POST', '/api/shipmentItem/create', { shipmentId: shipment.id, quantity: '2' });
    expect(byHand.json().errors).toEqual({ description: 'Describe a line that is not from a PO.' });
    const hardware = await send('POST', '/api/shipmentItem/create', {
      shipmentId: shipment.id,
      description: 'Loose hardware',
      quantity: '2',
      unitOfMeasure: 'Box',
      weight: '12.5',
    });
    expect(hardware.json()).toMatchObject({ poItemId: null, poNumber: null, weight: '12.50', pieces: 0 });

    expect((await send('DELETE', `/api/shipmentItem/${item.id}`)).statusCode).toBe(204);
    expect((await poLine(po.id)).quantityShipped).toBe('0.000');
    const history = (await get(`/api/history/shipment/${shipment.id}`)).json();
    expect(history[0].changes[0]).toEqual({
      field: 'items removed',
      before: ['CH-100 Guest chair, walnut: 9 Each'],
      after: null,
    });
  });

  it('gives the PO lines back when cancelled or deleted; a cancelled shipment is final and a delivered one stays', async () => {
    const { po, shipment } = await shipmentWithPoLine(t);
    const cancelled = await update(shipment, { statusId: 5 });
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await poLine(po.id)).quantityShipped).toBe('0.000');
    expect((await update(cancelled.json(), { statusId: 1 })).statusCode).toBe(409);
    const add = await send('POST', '/api/shipmentItem/create', {
      shipmentId: shipment.id,
      description: 'x',
      quantity: '1',
    });
    expect(add.statusCode).toBe(409);

    const second = await shipmentWithPoLine(t);
    expect((await send('DELETE', `/api/shipment/${second.shipment.id}`)).statusCode).toBe(204);
    expect((await poLine(second.po.id)).quantityShipped).toBe('0.000');

    const third = await shipmentWithPoLine(t);
    const delivered = await update(third.shipment, { statusId: 3 });
    expect(delivered.json().deliveredDate).toBe(new Date().toISOString().slice(0, 10));
    expect((await send('DELETE', `/api/shipment/${third.shipment.id}`)).statusCode).toBe(409);
    const stale = await update(third.shipment, { notes: 'late' });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a shipment that a receiving alert expects: deleting it is a 409 saying so, and nothing changes', async () => {
    const { po, shipment } = await shipmentWithPoLine(t);
    const alert = await send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id });
    expect(alert.statusCode, alert.body).toBe(201);
    const res = await send('DELETE', `/api/shipment/${shipment.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Shipment ${shipment.number} is expected by 1 receiving alert and cannot be deleted; cancel it instead.`,
    );
    expect((await get(`/api/shipment/${shipment.id}`)).json()).toMatchObject({
      id: shipment.id,
      version: shipment.version,
    });
    expect((await poLine(po.id)).quantityShipped).toBe('4.000');
    // Once the alert is gone, so may the shipment be.
    expect((await send('DELETE', `/api/ra/${alert.json().id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/shipment/${shipment.id}`)).statusCode).toBe(204);
  });

  it("lists a project's shipments, a PO's shipments and the lines left to ship, and counts them on the hub", async () => {
    const { po, shipment } = await shipmentWithPoLine(t);
    const other = await makeShipment(t, { projectId: po.projectId, statusId: 3, deliveredDate: '2026-11-22' });
    const inProject = (await send('POST', '/api/project/Searchshipments', { projectId: po.projectId })).json();
    expect(inProject.items.map((s: { id: number }) => s.id)).toEqual([other.id, shipment.id]);
    expect(inProject.items[1]).toMatchObject({ itemCount: 1, totalWeight: '72.00', method: 'LTL' });
    const ofPo = (await get(`/api/poItemsShipment/shipmentList?purchaseOrderId=${po.id}`)).json();
    expect(ofPo.map((s: { id: number }) => s.id)).toEqual([shipment.id]);
    const shippable = (await get(`/api/poItemsShipment/paged?projectId=${po.projectId}`)).json();
    expect(shippable.items.map((l: { itemNumber: string; remaining: string }) => [l.itemNumber, l.remaining])).toEqual([
      ['CH-100', '6.000'],
      ['TB-200', '2.000'],
    ]);
    const filtered = (await get(`/api/shipment/filter?projectId=${po.projectId}&statusId=3`)).json();
    expect(filtered.map((s: { id: number }) => s.id)).toEqual([other.id]);

    const counts = (await send('POST', '/api/project/dataCounts', { projectId: po.projectId })).json();
    expect(counts).toMatchObject({ purchaseOrders: 1, shipments: 2 });
    const open = (await get(`/api/dataFlow/getProjectOpenModules?projectId=${po.projectId}`)).json();
    expect(open.modules).toEqual([
      { module: 'PO', label: 'Purchase Orders', open: 1 },
      { module: 'Shipment', label: 'Shipments', open: 1 },
    ]);
    expect((await send('POST', '/api/shipment/dataCounts', { shipmentId: shipment.id })).json()).toEqual({
      shipmentId: shipment.id,
      items: 1,
      purchaseOrders: 1,
      receivingAlerts: 0,
      files: 0,
    });
    const csv = await send('POST', '/api/shipment/export', {
      searchFields: { number: shipment.number },
      format: 'csv',
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      '\ufeffShipment,Project,Carrier,Method,Status,Tracking / BOL,Shipped (UTC),Expected (UTC),Delivered (UTC),Items,Weight (lbs),Modified (UTC)',
    );
  });

  it('prints a bill of lading as a PDF', async () => {
    const { shipment } = await shipmentWithPoLine(t);
    const res = await get(`/api/shipment/${shipment.id}/billOfLading`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="bill-of-lading-${shipment.number}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(`Bill of lading ${shipment.number}`);
  });
});
