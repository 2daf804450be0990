import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/QBSync/GetVendors', () => {
  it('answers the address book’s vendors through the default accounting adapter, by name', async () => {
    const b = await t.make.client({ name: 'Beta Mills', typeId: 2 });
    const a = await t.make.client({ name: 'acme Supply', typeId: 2 });
    await t.make.client({ name: 'Not A Vendor', typeId: 1 });
    const res = await t.call({ method: 'GET', url: '/api/qbsync/getvendors', as: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: String(a.id), name: 'acme Supply', clientId: a.id },
      { id: String(b.id), name: 'Beta Mills', clientId: b.id },
    ]);
  });

  it('is 403 without AddressBook:View', async () => {
    const user = await t.make.user({ claims: ['Project:View'] });
    expect((await t.call({ method: 'GET', url: '/api/QBSync/GetVendors', as: user })).statusCode).toBe(403);
  });
});

describe('POST /api/accounting/vendors/import without QuickBooks Online', () => {
  it('says there is nothing to add: the address book is the accounting system', async () => {
    const res = await t.call({ method: 'POST', url: '/api/accounting/vendors/import', as: t.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'QuickBooks Online is not connected: the address book’s vendors are the accounting system’s, nothing to add.',
    );
  });
});
