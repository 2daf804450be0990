import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/claim', () => {
  it('lists every module with its four actions for staff', async () => {
    const user = await t.make.user();
    const res = await t.call({ method: 'GET', url: '/api/claim', as: user });
    expect(res.statusCode).toBe(200);
    const types = res.json().map((c: { type: string }) => c.type);
    expect(types).toEqual([
      'User',
      'AddressBook',
      'Proposal',
      'Project',
      'PO',
      'Shipment',
      'RA',
      'Inventory',
      'PickTicket',
      'Invoice',
      'Reports',
    ]);
    expect(res.json()[3]).toEqual({
      type: 'Project',
      typeDesc: 'Projects',
      values: ['View', 'Create', 'Update', 'Delete'],
    });
  });

  it('drops Reports, Proposal and AddressBook with isClient=true', async () => {
    const user = await t.make.user();
    const res = await t.call({ method: 'GET', url: '/api/claim?isClient=true', as: user });
    const types = res.json().map((c: { type: string }) => c.type);
    expect(types).not.toContain('Reports');
    expect(types).not.toContain('Proposal');
    expect(types).not.toContain('AddressBook');
    expect(types).toContain('Project');
  });

  it('answers 401 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/claim' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in.');
  });
});

describe('lookups', () => {
  it('serves user types by id and name, and routes case-insensitively', async () => {
    const user = await t.make.user();
    const res = await t.call({ method: 'GET', url: '/api/UserType', as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: 2, name: 'Client' });
  });

  it('serves the states of a country and 400s a bad country id', async () => {
    const user = await t.make.user();
    const ok = await t.call({ method: 'GET', url: '/api/state/country/1', as: user });
    expect(ok.json()).toContainEqual({ id: expect.any(Number), code: 'NY', name: 'New York', countryId: 1 });
    const bad = await t.call({ method: 'GET', url: '/api/state/country/abc', as: user });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('countryId');
  });
});

describe('reference lists', () => {
  it.each([
    ['/api/usertype', ['Staff', 'Client', 'Warehouse', 'Accounting', 'Management']],
    ['/api/clientType', ['Customer', 'Vendor', 'Property', 'Carrier']],
    ['/api/contactType', ['Phone', 'Mobile', 'E-mail', 'Fax']],
    ['/api/projectStatus', ['Quoted', 'Active', 'On Hold', 'Completed', 'Cancelled']],
    ['/api/proposalStatus', ['Draft', 'Sent', 'Accepted', 'Declined', 'Expired']],
    ['/api/POStatus', ['Open', 'Ordered', 'Shipped', 'Partially Received', 'Received', 'Closed', 'Cancelled']],
    ['/api/shipmentMethod', ['LTL', 'FTL', 'Parcel', 'Air', 'Ocean', 'White Glove']],
    ['/api/shipmentStatus', ['Booked', 'In Transit', 'Delivered', 'Exception', 'Cancelled']],
  ])('%s lists its values with ids 1.. in order', async (url, names) => {
    const user = await t.make.user({ userTypeId: 2, clientId: (await t.make.client()).id });
    const res = await t.call({ method: 'GET', url, as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(names.map((name, i) => ({ id: i + 1, name })));
  });

  it('lists the countries by name and 200s an empty list for a country without states', async () => {
    const user = await t.make.user();
    const countries = await t.call({ method: 'GET', url: '/api/country', as: user });
    expect(countries.json().map((c: { code: string }) => c.code)).toEqual(['CA', 'MX', 'US']);
    const none = await t.call({ method: 'GET', url: '/api/state/country/3', as: user });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const states = (await t.call({ method: 'GET', url: '/api/state/country/1', as: user })).json();
    expect(states).toHaveLength(51);
    const names = states.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort());
  });
});
