import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addStandardRate, addWarehouseRate, storageRate } from './project.rates.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: t.admin });

describe('project rates', () => {
  it('copies the master lists into a project once, whatever how often asked', async () => {
    const p = await t.make.project();
    const first = await call('POST', '/api/project/setDefaultData', { id: p.id });
    expect(first.statusCode).toBe(200);
    const masters = (await call('GET', '/api/Project/getAllStandardRate')).json();
    const warehouseMasters = (await call('GET', '/api/Project/getWarehouseRateMasterData')).json();
    expect(first.json().standardRates).toHaveLength(masters.length);
    expect(first.json().warehouseRates).toHaveLength(warehouseMasters.rates.length);
    expect(warehouseMasters.chargeTypes).toEqual([
      'Storage',
      'Handling in',
      'Handling out',
      'Receiving',
      'Delivery',
      'Labour',
    ]);
    const storage = first.json().warehouseRates.find((r: { chargeType: string }) => r.chargeType === 'Storage');
    expect(storage).toMatchObject({
      basis: 'Per hundredweight',
      rate: '1.8500',
      period: 'Month',
      proration: 'Half month',
      minimumCharge: '75.0000',
    });
    const again = (await call('POST', '/api/project/setDefaultData', { id: p.id })).json();
    expect(again.standardRates).toHaveLength(masters.length);
    expect((await call('GET', `/api/Project/getProjectRateManager?id=${p.id}`)).json()).toEqual(again);
  });

  it('keeps rates as exact decimals and checks a storage rate has its period and proration', async () => {
    const p = await t.make.project();
    const r = await addWarehouseRate(t, p.id, { rate: '0.0001', minimumCharge: 12345678.9999 });
    expect(r).toMatchObject({ rate: '0.0001', minimumCharge: '12345678.9999' });
    const bad = await call('POST', '/api/project/addSingleWareHouserate', {
      projectId: p.id,
      ...storageRate,
      period: null,
      proration: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['period', 'proration']);
    const handling = await call('POST', '/api/project/addSingleWareHouserate', {
      projectId: p.id,
      ...storageRate,
      chargeType: 'Handling in',
    });
    expect(handling.json().errors).toEqual({ period: 'Only storage has a period and a proration rule.' });
    const float = await call('POST', '/api/project/addSingleStandardrate', {
      projectId: p.id,
      category: 'Freight',
      name: 'Haul',
      unit: 'per mile',
      rate: '1.23456',
    });
    expect(float.json().errors).toEqual({ rate: 'Enter an amount, at most 8 digits and 4 decimals.' });
  });

  it('changes several rates all or none: one stale version leaves every rate as it was', async () => {
    const p = await t.make.project();
    const a = await addStandardRate(t, p.id, { name: 'A', rate: '1' });
    const b = await addStandardRate(t, p.id, { name: 'B', rate: '2' });
    const body = (rates: object[]) => ({ projectId: p.id, rates });
    const fields = { category: 'Freight', unit: 'per mile' };
    const stale = await call(
      'PUT',
      '/api/project/updateStandardRates',
      body([
        { id: a.id, version: a.version, name: 'A', rate: '10', ...fields },
        { id: b.id, version: b.version + 5, name: 'B', rate: '20', ...fields },
      ]),
    );
    expect(stale.statusCode).toBe(409);
    const search = (
      await call('POST', '/api/project/searchStandardRate', { projectId: p.id, sortColumn: 'name' })
    ).json();
    expect(search.map((r: { rate: string }) => r.rate)).toEqual(['1.0000', '2.0000']);
    const ok = await call(
      'PUT',
      '/api/project/updateStandardRates',
      body([
        { id: a.id, version: a.version, name: 'A', rate: '10', ...fields },
        { id: b.id, version: b.version, name: 'B', rate: '20.5', ...fields },
      ]),
    );
    expect(ok.json().map((r: { rate: string }) => r.rate)).toEqual(['10.0000', '20.5000']);
    const [latest] = (await call('GET', `/api/history/project/${p.id}`)).json();
    expect(latest.changes).toEqual([
      { field: 'Standard rate', before: 'Freight: A, 1.0000 per mile', after: 'Freight: A, 10.0000 per mile' },
      { field: 'Standard rate', before: 'Freight: B, 2.0000 per mile', after: 'Freight: B, 20.5000 per mile' },
    ]);
  });

  it("removes a project's rates, never another project's", async () => {
    const p = await t.make.project();
    const other = await t.make.project();
    const mine = await addWarehouseRate(t, p.id);
    const theirs = await addWarehouseRate(t, other.id);
    const wrong = await call('PUT', '/api/project/removeWarehouseRates', {
      projectId: p.id,
      ids: [mine.id, theirs.id],
    });
    expect(wrong.statusCode).toBe(404);
    expect((await call('GET', `/api/Project/getAllWarehouseRate?projectId=${p.id}`)).json()).toHaveLength(1);
    const ok = await call('PUT', '/api/project/removeWarehouseRates', { projectId: p.id, ids: [mine.id] });
    expect(ok.json()).toEqual([]);
    expect((await call('GET', `/api/Project/getAllWarehouseRate?projectId=${other.id}`)).json()).toHaveLength(1);
  });

  it('searches a project’s warehouse rates by their declared columns, or the master standard list', async () => {
    const p = await t.make.project();
    await addWarehouseRate(t, p.id, { rate: '1.50' });
    await addWarehouseRate(t, p.id, {
      chargeType: 'Labour',
      basis: 'Per hour',
      period: null,
      proration: null,
      rate: '55',
    });
    const labour = await call('POST', '/api/project/searchWarehouseRate', {
      projectId: p.id,
      searchFields: { chargeType: 'labour' },
    });
    expect(labour.json().map((r: { chargeType: string }) => r.chargeType)).toEqual(['Labour']);
    const cheap = await call('POST', '/api/project/searchWarehouseRate', {
      projectId: p.id,
      searchFields: { rate: { to: '2' } },
    });
    expect(cheap.json().map((r: { rate: string }) => r.rate)).toEqual(['1.5000']);
    const member = await t.make.user({ claims: ['Project:View'], projects: [p.id] });
    const asMember = await t.call({
      method: 'POST',
      url: '/api/project/searchWarehouseRate',
      payload: { projectId: p.id },
      as: member,
    });
    expect(asMember.json()).toHaveLength(2);
    const master = await call('POST', '/api/project/searchStandardRate', { searchFields: { category: 'Services' } });
    expect(
      master
        .json()
        .every((r: { projectId: null; category: string }) => r.projectId === null && r.category === 'Services'),
    ).toBe(true);
    expect(master.json().length).toBeGreaterThan(0);
  });
});
