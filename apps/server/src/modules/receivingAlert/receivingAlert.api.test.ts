import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itemLogs, notifications, userProjects } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { poWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { shipmentWithPoLine } from '../shipment/shipment.testkit';
import { raBody, raFromPo, withLines } from './receivingAlert.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, as: TokenSubject = t.admin) => t.call({ method: 'GET', url, as });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, as = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const receive = (line: { id: number; version: number }, fields: Record<string, unknown>, as = t.admin) =>
  send('PUT', '/api/raItem', { id: line.id, version: line.version, ...fields }, as);

describe('receiving alerts', () => {
  it('expect PO lines with their share of weight and pieces, numbered', async () => {
    const { po, ra } = await raFromPo(t);
    expect(ra.number).toMatch(/^RA-\d+$/);
    expect(ra).toMatchObject({ status: 'Expected', purchaseOrderId: po.id, poNumber: po.number, advanceNotice: false });
    expect(ra.items.map((i) => [i.itemNumber, i.quantityExpected, i.weight, i.pieces, i.barcode])).toEqual([
      ['CH-100', '10.000', '180.00', 10, `RAI-${ra.items[0]!.id}`],
      ['TB-200', '2.000', '420.50', 4, `RAI-${ra.items[1]!.id}`],
    ]);
    const other = await raFromPo(t);
    const foreign = await send('POST', '/api/poReceivingAlerts/addToRAItem', {
      receivingAlertId: ra.id,
      items: [{ poItemId: other.po.items[0]!.id, quantity: '1' }],
    });
    expect(foreign.json().errors).toEqual({ 'items.0.poItemId': 'Pick a PO line of this project.' });
  });

  it('save lines part-way, work out short and over, and need a reason for damage', async () => {
    const { ra } = await raFromPo(t);
    const [chairs, tables] = ra.items;
    const short = await receive(chairs!, { quantityReceived: '8', location: 'Aisle 2' });
    expect(short.json()).toMatchObject({
      quantityReceived: '8.000',
      condition: 'Short',
      receivedDate: expect.any(String),
    });
    expect((await get(`/api/ra/${ra.id}`)).json().status).toBe('Receiving');
    const noReason = await receive(tables!, { quantityReceived: '2', condition: 'Damaged' });
    expect(noReason.json().errors).toEqual({ damageReason: 'Pick a reason for the damage.' });
    const damaged = await receive(tables!, {
      quantityReceived: '2',
      condition: 'Damaged',
      damageReason: 'Crushed carton',
      note: 'Corner of one crate crushed',
    });
    expect(damaged.json()).toMatchObject({
      condition: 'Damaged',
      quantityDamaged: '2.000',
      damageReason: 'Crushed carton',
    });
    const stale = await receive(tables!, { quantityReceived: '3' });
    expect(stale.statusCode).toBe(409);
    const over = await receive({ id: chairs!.id, version: 1 }, { quantityReceived: '11' });
    expect(over.json().condition).toBe('Over');
  });

  it('finish all or nothing: goods into inventory with a log row, PO lines received, exceptions to the manager', async () => {
    const manager = await t.make.user({ claims: ['RA:View'] });
    const project = await t.make.project({ projectManagerId: manager.id });
    const { po, ra } = await raFromPo(t, { projectId: project.id });
    const [chairs, tables] = ra.items;
    await receive(chairs!, { quantityReceived: '8', location: 'Aisle 2' });
    await receive(tables!, {
      quantityReceived: '2',
      condition: 'Damaged',
      damageReason: 'Water damage',
      location: 'Cage',
    });

    const done = await send('POST', `/api/ra/${ra.id}/finish`);
    expect(done.statusCode).toBe(200);
    const finished = await withLines(t, done.json());
    expect(finished).toMatchObject({
      status: 'Received',
      totals: {
        items: 2,
        linesReceived: 2,
        quantityReceived: '10.000',
        quantityDamaged: '2.000',
        damaged: 1,
        short: 1,
        over: 0,
      },
    });
    // The chairs' good goods and the tables' damaged ones, each an inventory item of its line.
    expect(finished.items.map((i) => [i.inventoryItemId !== null, i.damagedInventoryItemId !== null])).toEqual([
      [true, false],
      [false, true],
    ]);

    const stock = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.projectId, project.id))
      .orderBy(inventoryItems.id);
    expect(stock.map((s) => [s.description, s.quantityOnHand, s.location, s.condition])).toEqual([
      ['Guest chair, walnut', '8.000', 'Aisle 2', 'Good'],
      ['Conference table', '2.000', 'Cage', 'Damaged'],
    ]);
    const [log] = await t.database.db.select().from(itemLogs).where(eq(itemLogs.inventoryItemId, stock[0]!.id));
    expect(log).toMatchObject({
      action: 'received',
      reference: ra.number,
      quantityBefore: '0.000',
      quantityAfter: '8.000',
    });

    const poNow = await poWithItems(t, po.id);
    expect(poNow.status).toBe('Partially Received');
    // The status moved under a PO form opened before: its save is a conflict, not a step back.
    expect(poNow.version).toBeGreaterThan(po.version);
    const stale = await send('PUT', '/api/purchaseOrder', {
      id: po.id,
      version: po.version,
      number: po.number,
      projectId: po.projectId,
      vendorId: po.vendorId,
      statusId: po.statusId,
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(`/api/purchaseOrder/${po.id}`)).json().status).toBe('Partially Received');
    expect(poNow.items.map((i: { quantityReceived: string }) => i.quantityReceived)).toEqual(['8.000', '2.000']);
    const counts = (await send('POST', '/api/project/dataCounts', { projectId: project.id })).json();
    expect(counts).toMatchObject({ receivingAlerts: 1, inventoryItems: 2 });
    const poCounts = (await send('POST', '/api/purchaseOrder/dataCounts', { purchaseOrderId: po.id })).json();
    expect(poCounts).toMatchObject({ items: 2, shipments: 0, receivingAlerts: 1 });

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, manager.id));
    expect(told.map((n) => [n.title, n.text])).toEqual([
      [`Receiving exceptions on ${ra.number}`, `Project ${ra.projectNumber}: 1 damaged, 1 short of 2 lines received.`],
    ]);

    // Once only, and a received alert no longer changes.
    expect((await send('POST', `/api/ra/${ra.id}/finish`)).statusCode).toBe(409);
    expect((await receive(finished.items[0]!, { quantityReceived: '9' })).statusCode).toBe(409);
    expect((await send('DELETE', `/api/ra/${ra.id}`)).statusCode).toBe(409);
    const history = (await get(`/api/history/receivingAlert/${ra.id}`)).json();
    expect(history[0].changes[0]).toEqual({ field: 'status', before: 'Receiving', after: 'Received' });
  });

  it('finish a line never received as short, and the whole PO as received when every line arrived', async () => {
    const { po, ra } = await raFromPo(t);
    await receive(ra.items[0]!, { quantityReceived: '10' });
    const finished = await withLines(t, (await send('POST', `/api/ra/${ra.id}/finish`)).json());
    expect(finished.items.map((i) => [i.quantityReceived, i.condition])).toEqual([
      ['10.000', 'Good'],
      ['0.000', 'Short'],
    ]);
    expect(finished.items[1]!.inventoryItemId).toBeNull();
    expect(finished.totals).toMatchObject({ items: 2, linesReceived: 2, short: 1, damaged: 0, over: 0 });
    // The alert's exceptions, as its summary lists them: the short line only.
    const exceptions = async (exception: string) =>
      (await send('POST', '/api/raItem/search', { receivingAlertId: ra.id, searchFields: { exception } })).json();
    expect((await exceptions('true')).items.map((i: { id: number }) => i.id)).toEqual([finished.items[1]!.id]);
    expect((await exceptions('false')).items.map((i: { id: number }) => i.id)).toEqual([finished.items[0]!.id]);
    const second = await send('POST', '/api/poReceivingAlerts/createRAItemFromPo', {
      purchaseOrderId: po.id,
      items: [{ poItemId: po.items[1]!.id, quantity: '2' }],
    });
    const late = await withLines(t, second.json());
    await receive(late.items[0]!, { quantityReceived: '2' });
    await send('POST', `/api/ra/${late.id}/finish`);
    expect((await get(`/api/purchaseOrder/${po.id}`)).json().status).toBe('Received');
    const list = (await get(`/api/poReceivingAlerts/receivingAlertList?purchaseOrderId=${po.id}`)).json();
    expect(list.map((r: { id: number }) => r.id).sort()).toEqual([ra.id, late.id].sort());
  });

  it("expect a shipment's lines, on a new alert for it or on an open one", async () => {
    const { shipment, po } = await shipmentWithPoLine(t);
    const created = await send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id });
    expect(created.statusCode).toBe(201);
    const ra = await withLines(t, created.json());
    expect(ra).toMatchObject({ shipmentId: shipment.id, purchaseOrderId: po.id, reference: 'PRO 448812' });
    expect(ra.totals).toMatchObject({ items: 1, linesReceived: 0, quantityExpected: '4.000' });
    expect(ra.items.map((i) => [i.quantityExpected, i.poItemId])).toEqual([['4.000', po.items[0]!.id]]);
    const list = (await get(`/api/shipmentRaItems/receivingAlertList?shipmentId=${shipment.id}`)).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([ra.id]);
    // The shipment's lines are expected once: again is refused, until their alert is cancelled.
    const again = await send('POST', '/api/raItem/createFromShipment', {
      shipmentId: shipment.id,
      receivingAlertId: ra.id,
    });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json().errors.shipmentId)).toContain(
      'Every line of this shipment is already expected on an alert.',
    );
    const cancelled = await send('PUT', '/api/ra', {
      id: ra.id,
      version: ra.version,
      number: ra.number,
      projectId: ra.projectId,
      status: 'Cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const renewed = await send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().totals.items).toBe(1);
  });

  it("expect the shipment's lines picked, how many of each, each line on one alert at a time", async () => {
    const { shipment, po, item: chairs } = await shipmentWithPoLine(t);
    const added = await send('POST', '/api/poItemsShipment', {
      shipmentId: shipment.id,
      items: [{ poItemId: po.items[1]!.id, quantity: '2' }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const tables = added.json()[0] as { id: number };
    const linesToExpect = async () =>
      (await get(`/api/shipmentRaItems/linesToExpect?shipmentId=${shipment.id}`)).json() as {
        shipmentItemId: number;
        quantity: string;
        expectedOn: string | null;
      }[];
    expect((await linesToExpect()).map((l) => [l.shipmentItemId, l.quantity, l.expectedOn])).toEqual([
      [chairs.id, '4.000', null],
      [tables.id, '2.000', null],
    ]);
    const fromShipment = (items: { shipmentItemId: number; quantity: string }[], receivingAlertId?: number) =>
      send('POST', '/api/raItem/createFromShipment', { shipmentId: shipment.id, receivingAlertId, items });
    // More than the line carries, a line of another shipment, and nothing at all are refused on their rows.
    const tooMany = await fromShipment([{ shipmentItemId: chairs.id, quantity: '5' }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors['items.0.quantity']).toMatch(/^The shipment carries 4 \w+; expect no more\.$/);
    const other = await shipmentWithPoLine(t);
    const foreign = await fromShipment([{ shipmentItemId: other.item.id, quantity: '1' }]);
    expect(foreign.json().errors).toEqual({ 'items.0.shipmentItemId': 'This line is not on the shipment.' });
    expect((await fromShipment([])).json().errors).toEqual({ items: 'Pick at least one line of the shipment.' });

    // Three of the four chairs: the alert expects three, with their share of the line's weight.
    const created = await fromShipment([{ shipmentItemId: chairs.id, quantity: '3' }]);
    expect(created.statusCode, created.body).toBe(201);
    const ra = await withLines(t, created.json());
    expect(ra.items.map((i) => [i.shipmentItemId, i.quantityExpected])).toEqual([[chairs.id, '3.000']]);
    expect(Number(ra.items[0]!.weight)).toBeCloseTo((Number(chairs.weight) * 3) / 4, 2);
    expect((await linesToExpect()).map((l) => l.expectedOn)).toEqual([ra.number, null]);

    // The chairs are on that alert now; the tables join it.
    const twice = await fromShipment([{ shipmentItemId: chairs.id, quantity: '1' }], ra.id);
    expect(twice.json().errors).toEqual({ 'items.0.shipmentItemId': `${ra.number} expects this line already.` });
    const joined = await fromShipment([{ shipmentItemId: tables.id, quantity: '2' }], ra.id);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().totals).toMatchObject({ items: 2, quantityExpected: '5.000' });
    expect((await linesToExpect()).map((l) => l.expectedOn)).toEqual([ra.number, ra.number]);

    // A client user of another company sees no such shipment.
    const outsider = await t.make.user({ claims: ['RA:View'] });
    const hidden = await get(`/api/shipmentRaItems/linesToExpect?shipmentId=${shipment.id}`, outsider);
    expect(hidden.statusCode).toBe(404);
  });

  it('never expects more of a PO line than is left to expect, even from two alerts made at once', async () => {
    const { po, ra } = await raFromPo(t);
    const line = po.items[0]!;
    const fromPo = (quantity: string) =>
      send('POST', '/api/poReceivingAlerts/createRAItemFromPo', {
        purchaseOrderId: po.id,
        items: [{ poItemId: line.id, quantity }],
      });
    const leftOf = async () =>
      (await get(`/api/poReceivingAlerts/leftToExpect?purchaseOrderId=${po.id}`)).json() as {
        poItemId: number;
        quantityLeft: string;
      }[];
    expect((await leftOf()).map((l) => Number(l.quantityLeft))).toEqual(po.items.map(() => 0));
    const more = await fromPo('1');
    expect(more.statusCode).toBe(400);
    expect(JSON.stringify(more.json().errors['items.0.quantity'])).toContain('is received or expected already');
    // Two requests for the same line in one call add up.
    const twice = await send('POST', '/api/poReceivingAlerts/addToRAItem', {
      receivingAlertId: ra.id,
      items: [
        { poItemId: line.id, quantity: '1' },
        { poItemId: line.id, quantity: '1' },
      ],
    });
    expect(twice.statusCode).toBe(400);

    // Cancelled, the alert gives the line back; two alerts made at once for all of it: one wins.
    await send('PUT', '/api/ra', {
      id: ra.id,
      version: ra.version,
      number: ra.number,
      projectId: ra.projectId,
      status: 'Cancelled',
    });
    const both = await Promise.all([fromPo(line.quantity), fromPo(line.quantity)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const winner = await withLines(t, both.find((r) => r.statusCode === 201)!.json());

    // What was received is not expected again; what came short may be.
    await receive(winner.items[0]!, { quantityReceived: '6' });
    await send('POST', `/api/ra/${winner.id}/finish`);
    const rest = Number(line.quantity) - 6;
    expect((await leftOf()).find((l) => l.poItemId === line.id)?.quantityLeft).toBe(`${rest}.000`);
    const tooMany = await fromPo(String(rest + 1));
    expect(JSON.stringify(tooMany.json().errors['items.0.quantity'])).toContain(`Only ${rest} `);
    expect((await fromPo(String(rest))).statusCode).toBe(201);
  });

  it("take a client user's advance notice for their own project and tell the project's staff", async () => {
    const customer = await t.make.client({ typeId: 1 });
    const manager = await t.make.user({});
    const project = await t.make.project({ customerId: customer.id, projectManagerId: manager.id });
    const receiver = await t.make.user({ claims: ['RA:View', 'RA:Update'], projects: [project.id] });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['RA:View', 'RA:Create'],
      projects: [project.id],
    });
    const notice = await send('POST', '/api/ra', raBody(project.id), client);
    expect(notice.statusCode).toBe(201);
    expect(notice.json()).toMatchObject({ advanceNotice: true, status: 'Expected' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/receiving-alerts/${notice.json().id}`));
    expect(told.map((n) => n.userId).sort()).toEqual([manager.id, receiver.id].sort());
    // Another company's project is not theirs to announce for.
    const other = await t.make.project();
    await t.database.db.insert(userProjects).values({ userId: client.id, projectId: other.id });
    expect((await send('POST', '/api/ra', raBody(other.id), client)).statusCode).toBe(404);
  });

  it('lists by project and status, cancels an alert with nothing received, and prints the report and labels', async () => {
    const { ra } = await raFromPo(t);
    const open = (await get(`/api/projectRAs/filtered?ProjectId=${ra.projectId}`)).json();
    expect(open.map((r: { id: number; itemCount: number }) => [r.id, r.itemCount])).toEqual([[ra.id, 2]]);
    const cancelled = await send('PUT', '/api/ra', {
      id: ra.id,
      version: ra.version,
      number: ra.number,
      projectId: ra.projectId,
      purchaseOrderId: ra.purchaseOrderId,
      status: 'Cancelled',
    });
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await get(`/api/projectRAs/filtered?ProjectId=${ra.projectId}`)).json()).toEqual([]);
    const byStatus = (await send('POST', '/api/ra/filtered', { status: 'Cancelled', projectId: ra.projectId })).json();
    expect(byStatus.map((r: { id: number }) => r.id)).toEqual([ra.id]);

    const report = await get(`/api/ra/${ra.id}/receivingReport`);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const labels = await get(`/api/ra/${ra.id}/labels?format=4x6`);
    expect(labels.headers['content-disposition']).toContain(`labels-${ra.number}-4x6.pdf`);
    // One 4 × 6 page a line.
    expect(labels.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
