import { homeQueueKeys, poStatusIds } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../platform/businessDate';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { draftWarehouseRun } from '../charge/charge.testkit';
import { stocked } from '../inventory/inventory.testkit';
import { endedPeriod } from '../project/project.testkit';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { daysOf } from './home.service';
import { queueOf } from './home.testkit';

// -------------------------------------------------------------------------------------------
// The home page's work queue: each line a filter of a list, counted within the caller's
// projects as that list shows them, and only for callers whose permissions open the list.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { today, yesterday } = daysOf(businessToday());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: TokenSubject,
  payload?: Record<string, unknown>,
) => t.call({ method, url, as, ...(payload ? { payload } : {}) });
const keysOf = async (as: TokenSubject) => [...(await queueOf(t, as)).keys()];

describe('the home queue', () => {
  it('counts a PO follow-up due for a user of its project, and the list it opens shows that PO', async () => {
    const project = await t.make.project();
    const due = await makePo(t, { projectId: project.id, followUpDate: yesterday });
    // Not due: a later follow-up, and one of a PO already closed.
    await makePo(t, { projectId: project.id, followUpDate: '2100-01-01' });
    await makePo(t, { projectId: project.id, followUpDate: yesterday, statusId: poStatusIds.closed });
    const member = await t.make.user({ claims: ['PO:View'], projects: [project.id] });
    const outsider = await t.make.user({ claims: ['PO:View'], projects: [(await t.make.project()).id] });

    const line = (await queueOf(t, member)).get('poFollowUpsDue');
    expect(line).toEqual({
      key: 'poFollowUpsDue',
      label: 'PO follow-ups due',
      count: 1,
      exact: true,
      list: { path: '/purchase-orders', filters: { followUpDate: { to: today }, inProgress: 'true' } },
    });
    expect((await queueOf(t, outsider)).get('poFollowUpsDue')).toMatchObject({ count: 0, exact: true });

    const listed = await call('POST', '/api/purchaseOrder/search', member, { searchFields: line!.list.filters });
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: due.id }] });
  });

  it('shows a line only to a user whose permissions open its list, and billing to those who invoice', async () => {
    expect(await keysOf(await t.make.user({ claims: ['RA:View'] }))).toEqual(['alertsOverdue', 'alertsDueToday']);
    expect(await keysOf(await t.make.user({ claims: ['RA:View', 'RA:Update', 'Shipment:View'] }))).not.toContain(
      'poFollowUpsDue',
    );
    expect(await keysOf(await t.make.user({ claims: ['Project:View'] }))).toEqual([]);
    expect(await keysOf(await t.make.user({ claims: ['Project:View', 'Invoice:Create'] }))).toEqual(['periodsToBill']);
    // QuickBooks Online is not connected here: no export can fail later, so that queue is not offered.
    expect(await keysOf(t.admin)).toEqual(homeQueueKeys.filter((k) => k !== 'failedExports'));
  });

  it('counts a client’s release request for the warehouse and for the client, never for another company', async () => {
    const customer = await t.make.client();
    const project = await t.make.project({ customerId: customer.id });
    const stock = await stocked(t, project.id);
    const clientClaims = ['PickTicket:View', 'PickTicket:Create', 'Inventory:View', 'PO:View', 'RA:View'];
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: clientClaims,
      projects: [project.id],
    });
    const other = await t.make.project({ customerId: (await t.make.client()).id });
    const stranger = await t.make.user({
      userTypeId: 2,
      clientId: other.customerId,
      claims: clientClaims,
      projects: [other.id],
    });
    const staff = await t.make.user({
      claims: ['PickTicket:View', 'PickTicket:Update', 'Inventory:View'],
      projects: [project.id],
    });
    const asked = await call('POST', '/api/pickTicket', client, {
      projectId: project.id,
      items: [{ inventoryItemId: stock.chair.id, quantity: '3' }],
    });
    expect(asked.statusCode, asked.body).toBe(201);

    // A client user sees their own requests and deliveries, in their words; nothing of the warehouse's work.
    const theirs = await queueOf(t, client);
    expect([...theirs.keys()]).toEqual(['releaseRequests', 'ticketsOutForDelivery']);
    expect(theirs.get('releaseRequests')).toMatchObject({
      label: 'Your release requests awaiting the warehouse',
      count: 1,
      list: { path: '/pick-tickets', filters: { status: 'Open', awaitingConfirmation: 'true' } },
    });
    expect((await queueOf(t, stranger)).get('releaseRequests')).toMatchObject({ count: 0 });

    const before = await queueOf(t, staff);
    expect(before.get('releaseRequests')).toMatchObject({ label: 'Release requests to confirm', count: 1 });
    expect(before.get('ticketsToPick')).toMatchObject({ count: 0 });
    // The stocked chair still waits to be weighed.
    expect(before.get('itemsWithoutWeight')).toMatchObject({ count: 1, list: { path: '/inventory' } });

    const request = asked.json();
    const confirmed = await call('POST', '/api/pickTicket/confirm', staff, {
      id: request.id,
      version: request.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await queueOf(t, staff);
    expect(after.get('releaseRequests')).toMatchObject({ count: 0 });
    expect(after.get('ticketsToPick')).toMatchObject({ count: 1 });
  });

  it('counts a project whose ended period was closed as ready to bill, and its list shows the project', async () => {
    const project = await t.make.project();
    const closed = await call('PUT', '/api/project/billingPeriod', t.admin, await endedPeriod(t, project.id));
    expect(closed.statusCode, closed.body).toBe(200);
    const biller = await t.make.user({ claims: ['Project:View', 'Invoice:Create'], projects: [project.id] });

    const line = (await queueOf(t, biller)).get('periodsToBill');
    expect(line).toMatchObject({ count: 1, list: { path: '/projects', filters: { toBill: 'true' } } });
    const listed = await call('POST', '/api/project/search', biller, { searchFields: line!.list.filters });
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: project.id }] });
  });

  it('counts a project whose warehouse run waits to be confirmed, until it is confirmed', async () => {
    const project = await t.make.project();
    const payload = await draftWarehouseRun(t, project.id);
    const biller = await t.make.user({ claims: ['Project:View', 'Invoice:Update'], projects: [project.id] });
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [project.id] });

    const line = (await queueOf(t, biller)).get('warehouseRunsToConfirm');
    expect(line).toMatchObject({
      label: 'Projects with warehouse charges to confirm',
      count: 1,
      list: { path: '/projects', filters: { runToConfirm: 'true' } },
    });
    const listed = await call('POST', '/api/project/search', biller, { searchFields: line!.list.filters });
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: project.id }] });
    // Who may not confirm a run is not asked to.
    expect((await queueOf(t, viewer)).has('warehouseRunsToConfirm')).toBe(false);
    // A client user learns nothing of a draft from the filter: theirs is left out, whatever it asks.
    const client = await t.make.user({
      userTypeId: 2,
      clientId: project.customerId,
      claims: ['Project:View'],
      projects: [project.id],
    });
    const noDraft = await call('POST', '/api/project/search', client, { searchFields: { runToConfirm: 'false' } });
    expect(noDraft.json()).toMatchObject({ totalCount: 1, items: [{ id: project.id }] });

    // Its one draft deleted by hand, nothing waits; run again, it waits again.
    const drafts = await call('GET', `/api/charges?ProjectId=${project.id}`, t.admin);
    const draft = drafts.json().find((c: { state: string }) => c.state === 'Draft');
    expect((await call('DELETE', `/api/charges/${draft.id}`, t.admin)).statusCode).toBe(204);
    expect((await queueOf(t, biller)).get('warehouseRunsToConfirm')).toMatchObject({ count: 0 });
    expect((await call('POST', '/api/project/createWarehouseCharge', t.admin, payload)).statusCode).toBe(200);
    expect((await queueOf(t, biller)).get('warehouseRunsToConfirm')).toMatchObject({ count: 1 });

    const confirmed = await call('POST', '/api/project/confirmWarehouseCharges', t.admin, payload);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await queueOf(t, biller)).get('warehouseRunsToConfirm')).toMatchObject({ count: 0 });
  });
});
