import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor } from '../../platform/auth/actor';
import { createTestApp, type TestApp } from '../../test/testApp';
import { inventoryGroups } from '../inventory/inventory.table';
import { createProjectService } from './project.service';
import { projectBody, projectEditBody } from './project.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = async (over: Record<string, unknown> = {}, as = t.admin) =>
  t.call({ method: 'POST', url: '/api/project', payload: await projectBody(t, over), as });
const update = (payload: object, as = t.admin) => t.call({ method: 'PUT', url: '/api/project', payload, as });

describe('creating and changing projects', () => {
  it('gives a new project the next number, the customer’s default billing client, and a history', async () => {
    const billing = await t.make.client({ name: 'Billing Partner' });
    const customer = await t.make.client({ typeId: 1, defaultBillingClientId: billing.id });
    const a = await create({ customerId: customer.id });
    expect(a.statusCode).toBe(201);
    const b = await create();
    const next = (n: string) => Number(n.slice(2));
    expect(a.json().number).toMatch(/^P-\d+$/);
    expect(next(b.json().number)).toBe(next(a.json().number) + 1);
    expect(a.json()).toMatchObject({
      billingClientId: billing.id,
      billingClientName: 'Billing Partner',
      status: 'Active',
    });
    const history = (await t.call({ method: 'GET', url: `/api/history/project/${a.json().id}`, as: t.admin })).json();
    expect(history[0]).toMatchObject({ action: 'create', userName: 'admin' });
  });

  it('keeps project numbers unique, case-insensitively, even when two users create the same number at once', async () => {
    const number = `UNQ-${Date.now().toString(36)}`;
    const results = await Promise.all([create({ number }), create({ number: number.toLowerCase() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().errors).toEqual({ number: 'This project number is already used.' });
  });

  it('checks the customer, job site, status, manager and dates', async () => {
    const vendor = await t.make.client({ typeId: 2 });
    const clientUser = await t.make.user({ userTypeId: 2, clientId: vendor.id });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ customerId: vendor.id }, { customerId: 'Pick a customer.' }],
      [{ jobSiteId: vendor.id }, { jobSiteId: 'Pick a job site (a property).' }],
      [{ statusId: 999 }, { statusId: 'This status does not exist.' }],
      [{ projectManagerId: clientUser.id }, { projectManagerId: 'The project manager must be an active staff user.' }],
      [{ endDate: '2026-11-30' }, { endDate: 'The end date is before the start date.' }],
      [{ startDate: '12-01-2026' }, { startDate: 'Enter a date as YYYY-MM-DD.' }],
    ];
    for (const [over, errors] of cases) {
      const res = await create(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual(errors);
    }
  });

  it('puts a project a non-admin creates on their Project Access list', async () => {
    const creator = await t.make.user({ claims: ['Project:View', 'Project:Create'] });
    const res = await create({}, creator);
    expect(res.statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: `/api/project/${res.json().id}`, as: creator })).statusCode).toBe(200);
  });

  it('updates with the version, answers a stale one with 409, and records each changed field', async () => {
    const p = (await create()).json();
    const pm = await t.make.user({ firstName: 'Rita', lastName: 'Moreno' });
    const res = await update(await projectEditBody(t, p.id, { name: 'Ballroom refit', projectManagerId: pm.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ballroom refit', projectManagerName: 'Rita Moreno', version: 1 });
    const stale = await update({ ...(await projectEditBody(t, p.id)), version: 0, name: 'Lost' });
    expect(stale.statusCode).toBe(409);
    const [latest] = (await t.call({ method: 'GET', url: `/api/history/project/${p.id}`, as: t.admin })).json();
    expect(latest.changes).toEqual([
      { field: 'name', before: 'Lobby refit', after: 'Ballroom refit' },
      { field: 'projectManager', before: null, after: 'Rita Moreno' },
    ]);
    const manager = await t.call({
      method: 'PUT',
      url: '/api/project/updateProjectManager',
      payload: { id: p.id, projectManagerId: null },
      as: t.admin,
    });
    expect(manager.json()).toMatchObject({ projectManagerId: null, projectManagerName: null, version: 2 });
  });

  it('lists the modules where a project has work in progress: none for a new project', async () => {
    const p = (await create()).json();
    const url = `/api/dataFlow/getProjectOpenModules?projectId=${p.id}`;
    expect((await t.call({ method: 'GET', url, as: t.admin })).json()).toEqual({ projectId: p.id, modules: [] });
    // Each module reports its open records to the project service (app.ts); those with some are listed in flow order.
    const service = createProjectService({
      db: t.database.db,
      openWork: { Invoice: async () => 1, PO: async () => 2, Shipment: async () => 0 },
      held: { proposalOfProject: async () => null },
    });
    const admin = makeActor({ id: 1, userName: 'admin', userTypeId: 1, clientId: 1 }, 'Admin');
    expect(await service.openModules(admin, p.id)).toEqual({
      projectId: p.id,
      modules: [
        { module: 'PO', label: 'Purchase Orders', open: 2 },
        { module: 'Invoice', label: 'Invoices', open: 1 },
      ],
    });
    const bad = await t.call({ method: 'GET', url: '/api/dataFlow/getProjectOpenModules?projectId=x', as: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['projectId']);
  });

  it('counts a project’s records for its hub, and deletes a project that holds none', async () => {
    const p = (await create()).json();
    const member = await t.make.user({ claims: ['Project:View'], projects: [p.id] });
    const counts = await t.call({
      method: 'POST',
      url: '/api/project/dataCounts',
      payload: { projectId: p.id },
      as: member,
    });
    expect(counts.json()).toEqual({
      projectId: p.id,
      purchaseOrders: 0,
      shipments: 0,
      receivingAlerts: 0,
      inventoryItems: 0,
      pickTickets: 0,
      charges: 0,
      invoices: 0,
      files: 0,
      users: 1,
    });
    expect((await t.call({ method: 'DELETE', url: `/api/project/${p.id}`, as: t.admin })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/project/${p.id}`, as: t.admin })).statusCode).toBe(404);
    const me = (await t.call({ method: 'GET', url: `/api/user/${member.id}`, as: t.admin })).json();
    expect(me.projects).toEqual([]);
  });

  it('refuses to delete a project that still holds what no count shows (an empty inventory group): a 409, not a 500', async () => {
    const p = await t.make.project();
    await t.database.db.insert(inventoryGroups).values({ projectId: p.id, name: 'Pallet 1' });
    const del = await t.call({ method: 'DELETE', url: `/api/project/${p.id}`, as: t.admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(`Project ${p.number} still holds inventory groups and cannot be deleted.`);
    expect((await t.call({ method: 'GET', url: `/api/project/${p.id}`, as: t.admin })).statusCode).toBe(200);
  });

  it('lists a client’s projects and searches them by number', async () => {
    const customer = await t.make.client({ typeId: 1 });
    const a = (await create({ customerId: customer.id, number: `SBC-${customer.id}-A` })).json();
    const b = (await create({ customerId: customer.id, number: `SBC-${customer.id}-B` })).json();
    const all = await t.call({ method: 'GET', url: `/api/project/client/${customer.id}`, as: t.admin });
    expect(all.json().map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const found = await t.call({
      method: 'POST',
      url: '/api/project/searchByClient',
      payload: { clientId: customer.id, searchTerm: '-b' },
      as: t.admin,
    });
    expect(found.json().map((p: { id: number }) => p.id)).toEqual([b.id]);
    // A client takes part as job site, billing or third-party client too.
    const site = await t.make.client({ typeId: 3 });
    const asSite = (await create({ jobSiteId: site.id, number: `SBC-${customer.id}-C` })).json();
    const asBilling = (await create({ billingClientId: customer.id, number: `SBC-${customer.id}-D` })).json();
    expect(
      (await t.call({ method: 'GET', url: `/api/project/client/${site.id}`, as: t.admin }))
        .json()
        .map((p: { id: number }) => p.id),
    ).toEqual([asSite.id]);
    expect(
      (await t.call({ method: 'GET', url: `/api/project/client/${customer.id}`, as: t.admin }))
        .json()
        .map((p: { id: number }) => p.id),
    ).toEqual([a.id, b.id, asBilling.id]);
    // Within the caller's scope only.
    const outsider = await t.make.user({ claims: ['Project:View'], projects: [a.id] });
    expect(
      (await t.call({ method: 'GET', url: `/api/project/client/${customer.id}`, as: outsider }))
        .json()
        .map((p: { id: number }) => p.id),
    ).toEqual([a.id]);
  });

  it('lists contiguous monthly billing periods from the start day to the current month, once however often asked', async () => {
    const start = new Date();
    start.setUTCMonth(start.getUTCMonth() - 2, 17);
    const startDate = start.toISOString().slice(0, 10);
    const p = (await create({ startDate, endDate: null })).json();
    const ask = () =>
      t.call({ method: 'POST', url: '/api/project/getBillingPeriods', payload: { projectId: p.id }, as: t.admin });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.statusCode).toBe(200);
    const periods = first.json();
    expect(second.json()).toEqual(periods);
    expect(periods).toHaveLength(3);
    expect(periods[0]).toMatchObject({ startDate, status: 'Open' });
    for (let i = 1; i < periods.length; i++) {
      const dayAfter = new Date(`${periods[i - 1].endDate}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(periods[i].startDate).toBe(dayAfter.toISOString().slice(0, 10));
      expect(periods[i].startDate.endsWith('-01')).toBe(true);
    }
  });

  it('closes ended periods in order, reopens the latest closed one, and leaves the current month open', async () => {
    const start = new Date();
    start.setUTCMonth(start.getUTCMonth() - 3, 1);
    const p = (await create({ startDate: start.toISOString().slice(0, 10), endDate: null })).json();
    const periods = (
      await t.call({ method: 'POST', url: '/api/project/getBillingPeriods', payload: { projectId: p.id }, as: t.admin })
    ).json();
    expect(periods).toHaveLength(4);
    const set = (id: number, status: string, as = t.admin) =>
      t.call({ method: 'PUT', url: '/api/project/billingPeriod', payload: { projectId: p.id, id, status }, as });
    const [first, second, third, current] = periods;

    // Out of order, not ended yet, or not a status a person sets: refused, nothing changed.
    const early = await set(second.id, 'Closed');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Close \w+ \d{4} first: periods close in order\.$/);
    expect((await set(current.id, 'Closed')).statusCode).toBe(409);
    const invoiced = await set(first.id, 'Invoiced');
    expect(invoiced.statusCode).toBe(400);
    expect(invoiced.json().errors).toHaveProperty('status');

    // Two users closing the first month at once: one closes it, the other finds it closed.
    const both = await Promise.all([set(first.id, 'Closed'), set(first.id, 'Closed')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const closed = (await set(second.id, 'Closed')).json();
    expect(closed.map((x: { status: string }) => x.status)).toEqual(['Closed', 'Closed', 'Open', 'Open']);

    // Only the latest closed period reopens.
    expect((await set(first.id, 'Open')).statusCode).toBe(409);
    expect((await set(second.id, 'Open')).json()[1].status).toBe('Open');
    expect((await set(third.id, 'Closed')).statusCode).toBe(409);

    // A user who may only view the project may not; one outside it finds nothing.
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [p.id] });
    expect((await set(first.id, 'Open', viewer)).statusCode).toBe(403);
    const outsider = await t.make.user({ claims: ['Project:View', 'Project:Update'] });
    expect((await set(first.id, 'Open', outsider)).statusCode).toBe(404);
    // Another project's period is not this project's.
    const other = (await create({})).json();
    const theirs = (
      await t.call({
        method: 'POST',
        url: '/api/project/getBillingPeriods',
        payload: { projectId: other.id },
        as: t.admin,
      })
    ).json();
    const wrong = await t.call({
      method: 'PUT',
      url: '/api/project/billingPeriod',
      payload: { projectId: p.id, id: theirs[0].id, status: 'Closed' },
      as: t.admin,
    });
    expect(wrong.statusCode).toBe(404);

    const history = (await t.call({ method: 'GET', url: `/api/history/project/${p.id}`, as: t.admin })).json();
    expect(history[0].changes[0]).toMatchObject({ before: 'Closed', after: 'Open' });
    expect(history[0].changes[0].field).toMatch(/^billing period \w+ \d{4}$/);
  });
});
