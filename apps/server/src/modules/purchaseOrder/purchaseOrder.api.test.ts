import { poStatusIds } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { notifications } from '../notification/notification.table';
import { userProjects } from '../project/tables';
import { followItems } from './purchaseOrder.status';
import { poItems } from './purchaseOrder.table';
import { makePo, poBody, poItemsOf, twoItems } from './purchaseOrder.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, as: TokenSubject = t.admin) => t.call({ method: 'GET', url, as });
const put = (url: string, payload: Record<string, unknown>, as: TokenSubject = t.admin) =>
  t.call({ method: 'PUT', url, payload, as });
const post = (url: string, payload: Record<string, unknown>, as: TokenSubject = t.admin) =>
  t.call({ method: 'POST', url, payload, as });
const updateBody = (po: Awaited<ReturnType<typeof makePo>>, over: Record<string, unknown> = {}) => ({
  id: po.id,
  version: po.version,
  number: po.number,
  projectId: po.projectId,
  vendorId: po.vendorId,
  statusId: po.statusId,
  orderDate: po.orderDate,
  followUpDate: po.followUpDate,
  vendorReference: po.vendorReference,
  notes: po.notes,
  ...over,
});
/** What shipping will do to a line: move its shipped and received quantities, then the PO follows. */
async function moveLine(poId: number, itemId: number, shipped: string, received: string) {
  await t.database.db
    .update(poItems)
    .set({ quantityShipped: shipped, quantityReceived: received })
    .where(eq(poItems.id, itemId));
  await followItems({ id: 1, userName: 'admin' } as never, [poId], t.database.db);
}
const remindersOf = (poId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.source, `po-follow-up:${poId}`))
    .orderBy(notifications.userId);

describe('purchase orders', () => {
  it('creates a PO with its items, numbered, priced exactly and totalled', async () => {
    const res = await t.call({ method: 'POST', url: '/api/purchaseOrder', payload: await poBody(t), as: t.admin });
    expect(res.statusCode).toBe(201);
    const po = res.json();
    expect(po.number).toMatch(/^PO-\d+$/);
    expect(po).toMatchObject({ status: 'Open', vendorReference: 'Q-7781', followUpDate: null });
    expect((await poItemsOf(t, po.id)).map((i) => i.amount)).toEqual(['1255.00', '1799.99']);
    expect(po.totals).toEqual({
      items: 2,
      linesToShip: 2,
      linesToReceive: 2,
      quantity: '12.000',
      weight: '600.50',
      pieces: 14,
      cost: '3054.99',
      quantityShipped: '0.000',
      quantityReceived: '0.000',
    });
    const next = await makePo(t);
    expect(Number(next.number.slice(3))).toBe(Number(po.number.slice(3)) + 1);
  });

  it('names what is wrong: not a vendor, a status set by events, a number in use; another project is not found', async () => {
    const customer = await t.make.client({ typeId: 1 });
    const notVendor = await post('/api/purchaseOrder', await poBody(t, { vendorId: customer.id }));
    expect(notVendor.statusCode).toBe(400);
    expect(notVendor.json().errors).toEqual({ vendorId: 'Pick a vendor.' });
    const received = await post('/api/purchaseOrder', await poBody(t, { statusId: poStatusIds.received }));
    expect(received.json().errors.statusId).toBe('Received follows shipping and receiving; it cannot be set by hand.');
    const po = await makePo(t);
    const taken = await post('/api/purchaseOrder', await poBody(t, { number: po.number.toLowerCase() }));
    expect(taken.json().errors).toEqual({ number: 'This PO number is already used.' });
    const badItem = await post('/api/purchaseOrder', await poBody(t, { items: [{ description: '', quantity: '0' }] }));
    expect(Object.keys(badItem.json().errors).sort()).toEqual(['items.0.description', 'items.0.quantity']);

    const mine = await t.make.project();
    const other = await t.make.project();
    const buyer = await t.make.user({ claims: ['PO:View', 'PO:Create'], projects: [mine.id] });
    const outside = await post('/api/purchaseOrder', await poBody(t, { projectId: other.id }), buyer);
    expect(outside.statusCode).toBe(404);
    expect((await post('/api/purchaseOrder', await poBody(t, { projectId: mine.id }), buyer)).statusCode).toBe(201);
  });

  it('refuses a stale update, and cancels only a PO nothing was shipped or received against', async () => {
    const po = await makePo(t);
    const ordered = await put('/api/purchaseOrder', updateBody(po, { statusId: poStatusIds.ordered }));
    expect(ordered.json().status).toBe('Ordered');
    const stale = await put('/api/purchaseOrder', updateBody(po, { notes: 'late edit' }));
    expect(stale.statusCode).toBe(409);

    const shipped = await makePo(t);
    await moveLine(shipped.id, shipped.items[0]!.id, '3', '0');
    const cancel = await put('/api/purchaseOrder', updateBody(shipped, { statusId: poStatusIds.cancelled }));
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain('close it instead');
    const close = await put('/api/purchaseOrder', updateBody(shipped, { statusId: poStatusIds.closed }));
    expect(close.json().status).toBe('Closed');
    // A closed PO's items no longer change.
    const add = await post('/api/poItems', { purchaseOrderId: shipped.id, description: 'Late add', quantity: '1' });
    expect(add.statusCode).toBe(409);

    const cancelled = await put('/api/purchaseOrder', updateBody(po, { version: 1, statusId: poStatusIds.cancelled }));
    expect(cancelled.json().status).toBe('Cancelled');
  });

  it('follows its items: shipped, partly received, received; a new line takes it back to Ordered', async () => {
    const po = await makePo(t, { statusId: poStatusIds.ordered });
    const [chairs, tables] = po.items;
    const statusOf = async () => (await get(`/api/purchaseOrder/${po.id}`)).json().status;
    await moveLine(po.id, chairs!.id, '10', '0');
    expect(await statusOf()).toBe('Ordered');
    await moveLine(po.id, tables!.id, '2', '0');
    expect(await statusOf()).toBe('Shipped');
    await moveLine(po.id, chairs!.id, '10', '8');
    expect(await statusOf()).toBe('Partially Received');
    expect((await get(`/api/purchaseOrder/${po.id}`)).json().totals).toMatchObject({
      items: 2,
      linesToShip: 0,
      linesToReceive: 2,
      quantityShipped: '12.000',
      quantityReceived: '8.000',
    });
    await moveLine(po.id, chairs!.id, '10', '11');
    await moveLine(po.id, tables!.id, '2', '2');
    expect(await statusOf()).toBe('Received');
    const history = (await get(`/api/history/purchaseOrder/${po.id}`)).json();
    expect(history[0].changes).toEqual([{ field: 'status', before: 'Partially Received', after: 'Received' }]);

    const open = await makePo(t, { statusId: poStatusIds.ordered });
    await moveLine(open.id, open.items[0]!.id, '10', '0');
    await moveLine(open.id, open.items[1]!.id, '2', '0');
    expect((await get(`/api/purchaseOrder/${open.id}`)).json().status).toBe('Shipped');
    await post('/api/poItems', { purchaseOrderId: open.id, description: 'Spare legs', quantity: '4' });
    expect((await get(`/api/purchaseOrder/${open.id}`)).json().status).toBe('Ordered');
    const flow = (await get(`/api/dataFlow/getPosOpenModules?poId=${open.id}`)).json();
    expect(flow.modules).toEqual([
      { module: 'Shipment', label: 'Shipments', open: 1 },
      { module: 'RA', label: 'Receiving Alerts', open: 3 },
    ]);
  });

  it('never ships a line beyond what was ordered, even when two shipments take it at once', async () => {
    const po = await makePo(t);
    const line = po.items[0]!.id;
    // What a shipment does: add to the shipped quantity, as the database allows.
    const ship = (q: string) =>
      t.database.db.transaction(async (tx) => {
        await tx
          .update(poItems)
          .set({ quantityShipped: sql`${poItems.quantityShipped} + ${q}::numeric` })
          .where(eq(poItems.id, line));
      });
    const results = await Promise.allSettled([ship('6'), ship('6')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [row] = await t.database.db.select().from(poItems).where(eq(poItems.id, line));
    expect(row!.quantityShipped).toBe('6.000');
    // And the quantity ordered cannot drop below what was shipped.
    const item = (await get(`/api/poItems/getSingle?id=${line}&PurchaseOrderId=${po.id}`)).json();
    const lower = await put('/api/poItems', { ...twoItems()[0]!, id: line, version: item.version, quantity: '5' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual({ quantity: '6.000 have already been shipped; the quantity cannot be less.' });
    const remove = await t.call({ method: 'DELETE', url: `/api/poItems/${line}`, as: t.admin });
    expect(remove.statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `/api/purchaseOrder/${po.id}`, as: t.admin })).statusCode).toBe(409);
  });

  it('reminds the project manager and the creator on the follow-up date, and moves or withdraws the reminder with it', async () => {
    const manager = await t.make.user({ claims: ['PO:View'] });
    const buyer = await t.make.user({ claims: ['PO:View', 'PO:Create', 'PO:Update'] });
    const project = await t.make.project({ projectManagerId: manager.id });
    await t.database.db.insert(userProjects).values([
      { userId: buyer.id, projectId: project.id },
      { userId: manager.id, projectId: project.id },
    ]);
    const created = await post(
      '/api/purchaseOrder',
      await poBody(t, { projectId: project.id, followUpDate: '2026-01-05' }),
      buyer,
    );
    const po = created.json();
    const reminders = await remindersOf(po.id);
    expect(reminders.map((r) => r.userId)).toEqual([manager.id, buyer.id].sort((a, b) => a - b));
    expect(reminders[0]!.scheduledFor.toISOString()).toBe('2026-01-05T12:00:00.000Z');
    expect(reminders[0]).toMatchObject({ title: `Follow up on ${po.number}`, link: `/purchase-orders/${po.id}` });
    // Due (the date has passed), it is in the manager's bell.
    const bell = (await get('/api/notification?dismissed=false', manager)).json();
    expect(bell.items.map((n: { title: string }) => n.title)).toContain(`Follow up on ${po.number}`);

    // The manager dismisses theirs; moving the date schedules both again, once each, and keeps the dismissed one.
    await post(`/api/notification/dismiss/${reminders[0]!.id}`, {}, manager);
    const moved = await put('/api/purchaseOrder/updatefolloupdate', { id: po.id, followUpDate: '2099-03-01' }, buyer);
    expect(moved.json().followUpDate).toBe('2099-03-01');
    const after = await remindersOf(po.id);
    expect(after.filter((r) => !r.dismissed).map((r) => r.scheduledFor.toISOString())).toEqual([
      '2099-03-01T12:00:00.000Z',
      '2099-03-01T12:00:00.000Z',
    ]);
    expect(after.filter((r) => r.dismissed)).toHaveLength(1);
    // Not due yet: not in the bell.
    const later = (await get('/api/notification?dismissed=false', buyer)).json();
    expect(later.items.map((n: { title: string }) => n.title)).not.toContain(`Follow up on ${po.number}`);

    const cleared = await put('/api/purchaseOrder/updatefolloupdate', { id: po.id, followUpDate: null }, buyer);
    expect(cleared.json().followUpDate).toBeNull();
    expect((await remindersOf(po.id)).filter((r) => !r.dismissed)).toEqual([]);

    // A finished PO needs no reminder.
    const again = await put('/api/purchaseOrder/updatefolloupdate', { id: po.id, followUpDate: '2099-04-01' }, buyer);
    expect((await remindersOf(po.id)).filter((r) => !r.dismissed)).toHaveLength(2);
    await put('/api/purchaseOrder', updateBody(again.json(), { statusId: poStatusIds.closed }), buyer);
    expect((await remindersOf(po.id)).filter((r) => !r.dismissed)).toEqual([]);
  });

  it('lists and searches POs with their item count and cost, per project too, and exports them', async () => {
    const project = await t.make.project();
    const a = await makePo(t, { projectId: project.id });
    const b = await makePo(t, { projectId: project.id, items: [] });
    const inProject = (await post('/api/project/searchInPos', { projectId: project.id, sortColumn: 'number' })).json();
    expect(inProject.totalCount).toBe(2);
    expect(
      inProject.items.map((p: { id: number; itemCount: number; totalCost: string }) => [
        p.id,
        p.itemCount,
        p.totalCost,
      ]),
    ).toEqual([
      [a.id, 2, '3054.99'],
      [b.id, 0, '0.00'],
    ]);
    const paged = (await get(`/api/purchaseOrder/pagedByProjectId?projectId=${project.id}&pageSize=1`)).json();
    expect(paged).toMatchObject({ totalCount: 2, pageSize: 1 });
    expect(paged.items[0].id).toBe(b.id);
    const list = (await get(`/api/project/purchaseOrders?projectId=${project.id}`)).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    const byVendor = (await post('/api/purchaseOrder/search', { searchFields: { vendorName: a.vendorName } })).json();
    expect(byVendor.items.map((p: { id: number }) => p.id)).toEqual([a.id]);

    const csv = await post('/api/purchaseOrder/export', {
      searchFields: { projectNumber: a.projectNumber },
      format: 'csv',
    });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffPO,Project,Vendor,Status,Ordered (UTC),Follow-up (UTC),Items,Cost,Modified (UTC)');
    expect(lines.filter((l) => l.startsWith(a.number))[0]).toContain(',2,3054.99,');

    const counts = (await post('/api/project/dataCounts', { projectId: project.id })).json();
    expect(counts.purchaseOrders).toBe(2);
    const open = (await get(`/api/dataFlow/getProjectOpenModules?projectId=${project.id}`)).json();
    expect(open.modules).toEqual([{ module: 'PO', label: 'Purchase Orders', open: 2 }]);
    const del = await t.call({ method: 'DELETE', url: `/api/project/${project.id}`, as: t.admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('2 purchaseOrders');
    expect((await post('/api/purchaseOrder/dataCounts', { purchaseOrderId: a.id })).json()).toEqual({
      purchaseOrderId: a.id,
      items: 2,
      shipments: 0,
      receivingAlerts: 0,
      files: 0,
    });
  });

  it('deletes a PO with nothing shipped, its pending reminders with it', async () => {
    const po = await makePo(t, {
      followUpDate: '2099-01-01',
      projectId: (await t.make.project({ projectManagerId: 1 })).id,
    });
    expect(await remindersOf(po.id)).toHaveLength(1);
    const res = await t.call({ method: 'DELETE', url: `/api/purchaseOrder/${po.id}`, as: t.admin });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/purchaseOrder/${po.id}`)).statusCode).toBe(404);
    expect(await remindersOf(po.id)).toEqual([]);
  });
});
