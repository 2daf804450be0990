import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Actor = TokenSubject;
type Company = { id: number; name: string; typeId: number };
let seq = 0;
const marker = () => `c${Date.now().toString(36)}${++seq}q`;

const companies = async (payload: object, as: Actor = t.admin) => {
  const res = await t.call({ method: 'POST', url: '/api/client/getCompanyDetails', payload, as });
  expect(res.statusCode).toBe(200);
  return res.json() as (Company & { label: string; value: number; addresses: unknown[]; contacts: unknown[] })[];
};
const idsOf = (list: { id: number }[]) => list.map((c) => c.id);

describe('POST /api/client/getCompanyDetails', () => {
  it('finds companies by a case-insensitive part of the name, by name, customers by default', async () => {
    const m = marker();
    const b = await t.make.client({ name: `Beta ${m} Hotels` });
    const a = await t.make.client({ name: `alpha ${m} hotels` });
    await t.make.client({ name: `Gamma ${m} Site`, typeId: 3 });
    const found = await companies({ searchTerm: `${m.toUpperCase()} HOTELS` });
    expect(idsOf(found)).toEqual([a.id, b.id]);
    expect(found[0]).toMatchObject({ id: a.id, name: a.name, typeId: 1, label: a.name, value: a.id });
  });

  it('filters by _clientTypeIds: 1 customers, 3 properties, 100 all', async () => {
    const m = marker();
    const customer = await t.make.client({ name: `${m} customer`, typeId: 1 });
    const vendor = await t.make.client({ name: `${m} vendor`, typeId: 2 });
    const property = await t.make.client({ name: `${m} property`, typeId: 3 });
    expect(idsOf(await companies({ searchTerm: m, _clientTypeIds: [1] }))).toEqual([customer.id]);
    expect(idsOf(await companies({ searchTerm: m, _clientTypeIds: [3] }))).toEqual([property.id]);
    expect(idsOf(await companies({ searchTerm: m, _clientTypeIds: [1, 3] }))).toEqual([customer.id, property.id]);
    expect(idsOf(await companies({ searchTerm: m, _clientTypeIds: [100] }))).toEqual([
      customer.id,
      property.id,
      vendor.id,
    ]);
  });

  it('returns at most _requiredData companies, the first ones by name', async () => {
    const m = marker();
    const made = [];
    for (const letter of ['d', 'a', 'c', 'b', 'e']) made.push(await t.make.client({ name: `${m} ${letter}` }));
    const three = await companies({ searchTerm: m, _requiredData: 3 });
    expect(three.map((c) => c.name)).toEqual([`${m} a`, `${m} b`, `${m} c`]);
    expect(await companies({ searchTerm: m })).toHaveLength(5);
  });

  it('400s a _requiredData outside 1..100 and a type id that is not a positive number', async () => {
    for (const payload of [{ _requiredData: 0 }, { _requiredData: 101 }, { _requiredData: 'ten' }]) {
      const res = await t.call({ method: 'POST', url: '/api/client/getCompanyDetails', payload, as: t.admin });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['_requiredData']);
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/client/getCompanyDetails',
      payload: { _clientTypeIds: [-1] },
      as: t.admin,
    });
    expect(Object.keys(res.json().errors)).toEqual(['_clientTypeIds.0']);
  });

  it('carries addresses, and contacts with their contact infos', async () => {
    const m = marker();
    const client = await t.make.client({ name: `Addressed ${m}` });
    const address = await t.make.address({
      clientId: client.id,
      address1: '12 Pier Road',
      address2: 'Unit 4',
      city: 'Hoboken',
      stateId: 31,
      postalCode: '07030',
      isPrimary: true,
    });
    const contact = await t.make.contact({
      clientId: client.id,
      title: 'Receiving manager',
      firstName: 'Rae',
      lastName: 'Dock',
      infos: [
        [1, '+1 201 555 0100'],
        [3, 'rae@example.com'],
      ],
    });
    const bare = await t.make.contact({ clientId: client.id });
    const [found] = await companies({ searchTerm: m });
    expect(found).toEqual({
      id: client.id,
      name: client.name,
      typeId: 1,
      label: client.name,
      value: client.id,
      addresses: [
        {
          id: address.id,
          address1: '12 Pier Road',
          address2: 'Unit 4',
          city: 'Hoboken',
          state: 'NJ',
          postalCode: '07030',
          country: 'United States',
          isPrimary: true,
        },
      ],
      contacts: [
        {
          id: contact.id,
          title: 'Receiving manager',
          firstName: 'Rae',
          lastName: 'Dock',
          contactInfos: [
            { contactTypeId: 1, contactType: 'Phone', value: '+1 201 555 0100' },
            { contactTypeId: 3, contactType: 'E-mail', value: 'rae@example.com' },
          ],
        },
        { id: bare.id, title: '', firstName: 'Pat', lastName: bare.lastName, contactInfos: [] },
      ],
    });
  });

  it("does not mix one company's addresses or contacts into another's", async () => {
    const m = marker();
    const one = await t.make.client({ name: `${m} one` });
    const two = await t.make.client({ name: `${m} two` });
    await t.make.address({ clientId: one.id });
    await t.make.contact({ clientId: two.id, infos: [[2, '555']] });
    const [first, second] = await companies({ searchTerm: m });
    expect(first).toMatchObject({ id: one.id, contacts: [] });
    expect(first!.addresses).toHaveLength(1);
    expect(second).toMatchObject({ id: two.id, addresses: [] });
    expect(second!.contacts).toHaveLength(1);
  });

  it('brings the _includeIds companies even when the term does not match', async () => {
    const m = marker();
    const matching = await t.make.client({ name: `${m} matching` });
    const named = await t.make.client({ name: 'Unrelated Name', typeId: 3 });
    const found = await companies({ searchTerm: m, _includeIds: [named.id, matching.id] });
    expect(idsOf(found).sort((a, b) => a - b)).toEqual([matching.id, named.id].sort((a, b) => a - b));
    expect(found.find((c) => c.id === named.id)).toMatchObject({ label: 'Unrelated Name', addresses: [] });
  });

  it('gives a client user (type 2) only their own company, whatever they search', async () => {
    const m = marker();
    const own = await t.make.client({ name: `${m} own` });
    const other = await t.make.client({ name: `${m} other` });
    const clientUser = await t.make.user({ userTypeId: 2, clientId: own.id });
    expect(idsOf(await companies({ searchTerm: m }, clientUser))).toEqual([own.id]);
    expect(idsOf(await companies({ searchTerm: `${m} other` }, clientUser))).toEqual([]);
    expect(idsOf(await companies({ searchTerm: '', _clientTypeIds: [100], _requiredData: 100 }, clientUser))).toEqual([
      own.id,
    ]);
    expect(idsOf(await companies({ searchTerm: 'zzz-no-match', _includeIds: [other.id, 1] }, clientUser))).toEqual([]);
    // A staff user sees both.
    const staff = await t.make.user();
    expect(idsOf(await companies({ searchTerm: m }, staff))).toEqual([other.id, own.id]);
  });

  it('gives a client user the clients of their projects too (job site, billing, third party), never another company', async () => {
    const m = marker();
    const own = await t.make.client({ name: `${m} own` });
    const site = await t.make.client({ name: `${m} site`, typeId: 3 });
    const billing = await t.make.client({ name: `${m} billing` });
    const otherSite = await t.make.client({ name: `${m} other site`, typeId: 3 });
    const mine = await t.make.project({ customerId: own.id, jobSiteId: site.id, billingClientId: billing.id });
    const notMine = await t.make.project({ jobSiteId: otherSite.id });
    const clientUser = await t.make.user({ userTypeId: 2, clientId: own.id, projects: [mine.id] });
    const all = { searchTerm: m, _clientTypeIds: [100], _requiredData: 100 };
    expect(idsOf(await companies(all, clientUser)).sort((a, b) => a - b)).toEqual(
      [own.id, site.id, billing.id].sort((a, b) => a - b),
    );
    // Another company's project on their list (set behind the rules' back) still shows nothing of it.
    const listed = await t.make.user({ userTypeId: 2, clientId: own.id, projects: [mine.id, notMine.id] });
    const seen = idsOf(await companies(all, listed));
    expect(seen).toContain(site.id);
    expect(seen).not.toContain(otherSite.id);
  });
});
