import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { clientBody } from './client.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (body: object, as = t.admin) => t.call({ method: 'POST', url: '/api/client', payload: body, as });
const get = (id: number, as = t.admin) => t.call({ method: 'GET', url: `/api/client/${id}`, as });
const update = (body: object, as = t.admin) => t.call({ method: 'PUT', url: '/api/client', payload: body, as });
const remove = (id: number, as = t.admin) => t.call({ method: 'DELETE', url: `/api/client/${id}`, as });
const search = (payload: object, as = t.admin) => t.call({ method: 'POST', url: '/api/client/search', payload, as });

describe('the address book', () => {
  it('creates a client with its primary address and its contacts, and reads it back', async () => {
    const body = clientBody({ typeId: 2 });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ name: body.name, typeId: 2, typeName: 'Vendor', createdBy: 'admin', version: 0 });
    expect(c.addresses).toEqual([
      expect.objectContaining({ address1: '1 Dock Street', city: 'Newark', postalCode: '07105', isPrimary: true }),
    ]);
    expect(c.contacts[0]).toMatchObject({
      title: 'Buyer',
      firstName: 'Pat',
      contactInfos: [{ contactTypeId: 3, contactType: 'E-mail', value: body.contacts[0]!.contactInfos[0]!.value }],
    });
    expect((await get(c.id)).json()).toEqual(c);
  });

  it('needs exactly one primary address when a client has addresses, and a name and a type', async () => {
    const address = clientBody().addresses[0]!;
    const none = await create(clientBody({ addresses: [{ ...address, isPrimary: false }] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ addresses: 'Mark exactly one address as primary.' });
    const two = await create(clientBody({ addresses: [address, { ...address, address1: '2 Pier' }] }));
    expect(two.json().errors).toEqual({ addresses: 'Mark exactly one address as primary.' });
    const blank = await create(clientBody({ name: ' ', typeId: 99 }));
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['name']);
    expect((await create(clientBody({ typeId: 99 }))).json().errors).toEqual({
      typeId: 'This client type does not exist.',
    });
    const badState = await create(clientBody({ addresses: [{ ...address, stateId: 99_999 }] }));
    expect(badState.statusCode).toBe(400);
    expect(Object.keys(badState.json().errors)).toEqual(['addresses']);
    expect((await create(clientBody())).statusCode).toBe(201);
    expect((await create(clientBody({ addresses: [] }))).statusCode).toBe(201);
  });

  it('updates a client, replacing its addresses and contacts, and answers a stale version with 409', async () => {
    const c = (await create(clientBody())).json();
    const billing = await t.make.client({ name: 'Billing House' });
    const edit = {
      ...clientBody({ name: `${c.name} Renamed`, defaultBillingClientId: billing.id }),
      id: c.id,
      version: c.version,
      addresses: [
        { address1: '5 New Wharf', city: 'Bayonne', isPrimary: false },
        { address1: '6 Main St', city: 'Hoboken', isPrimary: true },
      ],
      contacts: [],
    };
    const res = await update(edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `${c.name} Renamed`,
      defaultBillingClientName: 'Billing House',
      version: 1,
      contacts: [],
    });
    expect(res.json().addresses.map((a: { city: string; isPrimary: boolean }) => [a.city, a.isPrimary])).toEqual([
      ['Bayonne', false],
      ['Hoboken', true],
    ]);
    const stale = await update({ ...edit, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect((await get(c.id)).json().name).toBe(`${c.name} Renamed`);
    const self = await update({ ...edit, version: 1, thirdPartyClientId: c.id });
    expect(self.json().errors).toEqual({ thirdPartyClientId: 'A client cannot refer to itself.' });
  });

  it('adds an address, a new primary one taking over, and a contact, each in the history', async () => {
    const c = (await create(clientBody())).json();
    const added = await t.call({
      method: 'POST',
      url: '/api/client/addAddress',
      payload: { clientId: c.id, address1: '10 Rail Yard', city: 'Kearny', isPrimary: true },
      as: t.admin,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().addresses.map((a: { city: string; isPrimary: boolean }) => [a.city, a.isPrimary])).toEqual([
      ['Newark', false],
      ['Kearny', true],
    ]);
    const contact = await t.call({
      method: 'POST',
      url: '/api/client/addContact',
      payload: {
        clientId: c.id,
        firstName: 'Sam',
        lastName: 'Ortiz',
        contactInfos: [{ contactTypeId: 1, value: '555-0100' }],
      },
      as: t.admin,
    });
    expect(contact.json().contacts.map((k: { firstName: string }) => k.firstName)).toEqual(['Pat', 'Sam']);
    // An edit opened before the additions is now stale.
    expect((await update({ ...clientBody(), id: c.id, version: c.version })).statusCode).toBe(409);
    const history = (await t.call({ method: 'GET', url: `/api/history/client/${c.id}`, as: t.admin })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[0].changes).toEqual([
      {
        field: 'contacts',
        before: [expect.stringContaining('Pat Lee')],
        after: [expect.stringContaining('Pat Lee'), 'Sam Ortiz, Phone 555-0100'],
      },
    ]);
    const missing = await t.call({
      method: 'POST',
      url: '/api/client/addContact',
      payload: { clientId: 2_147_483_647, firstName: 'No', lastName: 'One' },
      as: t.admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete a client that a user, a project or another client uses, saying what, and deletes nothing', async () => {
    const used = (await create(clientBody())).json();
    await t.make.user({ clientId: used.id, userName: `zed_${used.id}` });
    const project = await t.make.project({ jobSiteId: used.id, number: `DEL-${used.id}` });
    await t.make.client({ name: 'Child Co', thirdPartyClientId: used.id });
    const res = await remove(used.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${used.name} cannot be deleted: it is used by 1 user (zed_${used.id}); 1 project (${project.number}); 1 client as billing or third party (Child Co).`,
    );
    expect((await get(used.id)).statusCode).toBe(200);
    const free = (await create(clientBody())).json();
    expect((await remove(free.id)).statusCode).toBe(204);
    expect((await get(free.id)).statusCode).toBe(404);
    const history = (await t.call({ method: 'GET', url: `/api/history/client/${free.id}`, as: t.admin })).statusCode;
    expect(history).toBe(404);
    expect((await remove(1)).statusCode).toBe(400);
  });

  it('lists clients by type, paged and searched, with the primary address city', async () => {
    const m = `ab${Date.now().toString(36)}`;
    const vendor = (await create(clientBody({ name: `${m} Vendor`, typeId: 2 }))).json();
    const site = (await create(clientBody({ name: `${m} Site`, typeId: 3 }))).json();
    const byType = await t.call({ method: 'GET', url: '/api/client?typeId=3', as: t.admin });
    expect(byType.json().every((c: { typeId: number }) => c.typeId === 3)).toBe(true);
    expect(byType.json().map((c: { id: number }) => c.id)).toContain(site.id);
    const all = await t.call({ method: 'GET', url: '/api/client/paged?typeId=100&pageSize=500', as: t.admin });
    expect(all.json().items.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([vendor.id, site.id]));
    const found = await search({ searchFields: { name: m, typeName: 'vendor' } });
    expect(found.json()).toMatchObject({
      totalCount: 1,
      totalExact: true,
      items: [{ id: vendor.id, city: 'Newark', typeName: 'Vendor' }],
    });
    const term = await search({ searchTerm: m, sortColumn: 'typeName', reverse: true });
    expect(term.json().items.map((c: { id: number }) => c.id)).toEqual([site.id, vendor.id]);
    const csv = await t.call({
      method: 'POST',
      url: '/api/client/export',
      payload: { searchFields: { name: m }, format: 'csv' },
      as: t.admin,
    });
    expect(csv.body).toContain(`${m} Vendor`);
    expect(csv.body.split('\r\n')[0]).toBe('\ufeffName,Type,City,State,Modified (UTC)');
  });

  it('names the added address’s or contact’s own field when its state, country or contact type does not exist', async () => {
    const c = (await create(clientBody())).json();
    for (const [url, payload, field, message] of [
      [
        '/api/client/addAddress',
        { address1: '1 Dock Rd', city: 'Newark', stateId: 999_999 },
        'stateId',
        'state or country',
      ],
      [
        '/api/client/addAddress',
        { address1: '1 Dock Rd', city: 'Newark', countryId: 999_999 },
        'countryId',
        'state or country',
      ],
      [
        '/api/client/addContact',
        { firstName: 'Sam', lastName: 'Ortiz', contactInfos: [{ contactTypeId: 999_999, value: '555-0100' }] },
        'contactInfos',
        'contact type',
      ],
    ] as const) {
      const res = await t.call({ method: 'POST', url, payload: { clientId: c.id, ...payload }, as: t.admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: `A ${message} does not exist.` });
    }
    const after = (await t.call({ method: 'GET', url: `/api/client/${c.id}`, as: t.admin })).json();
    expect([after.addresses.length, after.contacts.length, after.version]).toEqual([
      c.addresses.length,
      c.contacts.length,
      c.version,
    ]);
  });

  it("lists, sorts and finds a client by its primary address's city and state as its addresses change", async () => {
    const m = `pc${Date.now().toString(36)}`;
    const c = (await create(clientBody({ name: `${m} Client` }))).json();
    const cityOf = async () => (await search({ searchFields: { name: m } })).json().items[0];
    expect(await cityOf()).toMatchObject({ city: 'Newark' });
    await t.call({
      method: 'POST',
      url: '/api/client/addAddress',
      payload: { clientId: c.id, address1: '10 Rail Yard', city: `Kearny ${m}`, stateId: 1, isPrimary: true },
      as: t.admin,
    });
    const state = (await cityOf()).state;
    expect(await cityOf()).toMatchObject({ city: `Kearny ${m}` });
    expect(state).toBeTruthy();
    const byCity = await search({ searchFields: { city: `kearny ${m}` } });
    expect(byCity.json().items.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await search({ searchTerm: `kearny ${m}` })).json().items.map((r: { id: number }) => r.id)).toEqual([c.id]);
    // A secondary address added later does not change it; replacing the addresses does.
    await t.call({
      method: 'POST',
      url: '/api/client/addAddress',
      payload: { clientId: c.id, address1: '2 Side St', city: 'Elsewhere', isPrimary: false },
      as: t.admin,
    });
    expect(await cityOf()).toMatchObject({ city: `Kearny ${m}`, state });
    const current = (await t.call({ method: 'GET', url: `/api/client/${c.id}`, as: t.admin })).json();
    const updated = await t.call({
      method: 'PUT',
      url: '/api/client',
      payload: {
        ...clientBody({ name: `${m} Client` }),
        id: c.id,
        version: current.version,
        addresses: [{ address1: '9 Pier Rd', city: 'Aaa Harbor', isPrimary: true }],
      },
      as: t.admin,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await cityOf()).toMatchObject({ city: 'Aaa Harbor', state: null });
    const other = (await create(clientBody({ name: `${m} Zed` }))).json();
    const sorted = await search({ searchFields: { name: m }, sortColumn: 'city' });
    expect(sorted.json().items.map((r: { id: number }) => r.id)).toEqual([c.id, other.id]);
    const desc = await search({ searchFields: { name: m }, sortColumn: 'city', reverse: true });
    expect(desc.json().items.map((r: { id: number }) => r.id)).toEqual([other.id, c.id]);
  });

  it('gives the clients a project involves, in their roles, only to callers who see the project', async () => {
    const customer = await t.make.client({ name: 'Role Customer' });
    const site = await t.make.client({ name: 'Role Site', typeId: 3 });
    const project = await t.make.project({ customerId: customer.id, jobSiteId: site.id, billingClientId: customer.id });
    const url = `/api/client/getClients?moduleName=Project&moduleId=${project.id}`;
    const res = await t.call({ method: 'GET', url, as: t.admin });
    expect(res.json()).toEqual([
      { id: customer.id, name: 'Role Customer', typeId: 1, role: 'Billing' },
      { id: customer.id, name: 'Role Customer', typeId: 1, role: 'Customer' },
      { id: site.id, name: 'Role Site', typeId: 3, role: 'Job site' },
    ]);
    const outsider = await t.make.user({ claims: ['Project:View'] });
    expect((await t.call({ method: 'GET', url, as: outsider })).json()).toEqual([]);
    const member = await t.make.user({ claims: ['Project:View'], projects: [project.id] });
    expect((await t.call({ method: 'GET', url, as: member })).json()).toHaveLength(3);
  });

  it('is 403 without the AddressBook permission of each call', async () => {
    const viewer = await t.make.user({ claims: ['AddressBook:View'] });
    expect((await create(clientBody(), viewer)).statusCode).toBe(403);
    const c = (await create(clientBody())).json();
    expect((await get(c.id, viewer)).statusCode).toBe(200);
    expect((await remove(c.id, viewer)).statusCode).toBe(403);
  });
});
