import { beforeAll, describe, expect, it } from 'vitest';
import { qboClient } from '../../platform/accounting/qbo';
import type { TestApp } from '../../test/testApp';
import { accountingSync, databaseTokenStore } from './accounting.sync';
import { connectedTestApp } from './accounting.testkit';

/** QuickBooks Online's vendors and ours: matched by name both ways, made, made active, imported. */
const connected = connectedTestApp();
const { services, sync, control, quickBooksState, approvedBill, billOf } = connected;
let t: TestApp;
beforeAll(() => {
  t = connected.app();
});

describe('vendors both ways', () => {
  type Named = { Id: string; DisplayName?: string; Active?: boolean; SyncToken?: string };
  const vendorsNamed = async (name: string) =>
    ((await quickBooksState()).entities.Vendor as Named[]).filter((v) => v.DisplayName === name);
  const billIn = async (docNumber: string) =>
    ((await quickBooksState()).entities.Bill as unknown as { DocNumber: string; VendorRef: { value: string } }[]).find(
      (b) => b.DocNumber === docNumber,
    );

  it('answers GetVendors with QuickBooks’ active vendors, each tied to the address book’s vendor of its name', async () => {
    await control({ vendor: { DisplayName: 'Harbor Freight Lines' } });
    await control({ vendor: { DisplayName: 'Old Haulers', Active: false } });
    await control({ vendor: { DisplayName: 'Only In QuickBooks Co' } });
    const ours = await t.make.client({ typeId: 2, name: 'Harbor Freight Lines' });
    const res = await t.call({ method: 'GET', url: '/api/QBSync/GetVendors', as: t.admin });
    expect(res.statusCode).toBe(200);
    const listed = res.json() as { id: string; name: string; clientId: number | null }[];
    const [harbor] = await vendorsNamed('Harbor Freight Lines');
    expect(listed.find((v) => v.name === 'Harbor Freight Lines')).toEqual({
      id: harbor!.Id,
      name: 'Harbor Freight Lines',
      clientId: ours.id,
    });
    expect(listed.find((v) => v.name === 'Only In QuickBooks Co')?.clientId).toBeNull();
    expect(listed.map((v) => v.name)).not.toContain('Old Haulers');
  });

  it('sends a bill of a vendor whose name a QuickBooks customer holds as "Name (Vendor)", and uses it again', async () => {
    await control({ customer: { DisplayName: 'Northwind Logistics' } });
    const bill = await approvedBill('Northwind Logistics', 'NW-1');
    expect((await sync().runOnce()).sent).toBe(1);
    const [made] = await vendorsNamed('Northwind Logistics (Vendor)');
    expect(made).toBeDefined();
    expect((await billIn('NW-1'))?.VendorRef.value).toBe(made!.Id);
    expect((await billOf(bill.id)).status).toBe('Exported');
    // A second bill of theirs, from another server (nothing remembered): the same vendor, none made.
    const second = await approvedBill('Northwind Logistics', 'NW-2');
    const fresh = accountingSync({
      db: t.database.db,
      qbo: qboClient(connected.settings(), databaseTokenStore(t.database.db)),
      invoices: services().invoice.invoices,
      sources: services().accounting.sources,
    });
    expect((await fresh.runOnce()).sent).toBe(1);
    expect((await billIn('NW-2'))?.VendorRef.value).toBe(made!.Id);
    expect(await vendorsNamed('Northwind Logistics (Vendor)')).toHaveLength(1);
    expect((await billOf(second.id)).status).toBe('Exported');
  });

  it('makes an inactive vendor of the name active again, reading it afresh when someone saved it meanwhile', async () => {
    await control({ vendor: { DisplayName: 'Dormant Supply', Active: false } });
    const [dormant] = await vendorsNamed('Dormant Supply');
    // Someone edits the vendor in QuickBooks between our read and our update: a stale SyncToken (5010).
    await control({ staleOnce: true });
    await approvedBill('Dormant Supply', 'DOR-1');
    expect((await sync().runOnce()).sent).toBe(1);
    const after = await vendorsNamed('Dormant Supply');
    expect(after).toHaveLength(1);
    // Version 0 read, 1 saved by someone else, 2 ours.
    expect(after[0]).toMatchObject({ Id: dormant!.Id, Active: true, SyncToken: '2' });
    expect((await billIn('DOR-1'))?.VendorRef.value).toBe(dormant!.Id);
  });
});

describe('names from QuickBooks into the address book', () => {
  it('adds QuickBooks’ vendors the address book lacks, once, leaving out those it has as vendors or carriers', async () => {
    const carrier = await t.make.client({ typeId: 4, name: 'Swift Line Carriers' });
    await control({ vendor: { DisplayName: 'Swift Line Carriers' } });
    await control({ vendor: { DisplayName: 'Pacific Crate Works' } });
    const before = (await t.call({ method: 'GET', url: '/api/QBSync/GetVendors', as: t.admin })).json() as {
      name: string;
      clientId: number | null;
    }[];
    expect(before.find((v) => v.name === 'Swift Line Carriers')?.clientId).toBe(carrier.id);
    const unmatched = before.filter((v) => v.clientId === null).map((v) => v.name);
    expect(unmatched).toContain('Pacific Crate Works');

    const res = await t.call({ method: 'POST', url: '/api/accounting/vendors/import', as: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().added].sort()).toEqual([...unmatched].sort());
    const after = (await t.call({ method: 'GET', url: '/api/QBSync/GetVendors', as: t.admin })).json() as {
      name: string;
      clientId: number | null;
    }[];
    expect(after.filter((v) => v.clientId === null)).toEqual([]);
    const pacific = after.find((v) => v.name === 'Pacific Crate Works')!;
    const client = (await t.call({ method: 'GET', url: `/api/client/${pacific.clientId}`, as: t.admin })).json();
    expect([client.name, client.typeId]).toEqual(['Pacific Crate Works', 2]);
    // Asked again: nothing more to add.
    expect((await t.call({ method: 'POST', url: '/api/accounting/vendors/import', as: t.admin })).json()).toEqual({
      added: [],
    });
    // Adding to the address book is AddressBook:Create's.
    const viewer = await t.make.user({ claims: ['AddressBook:View', 'Invoice:View'] });
    expect((await t.call({ method: 'POST', url: '/api/accounting/vendors/import', as: viewer })).statusCode).toBe(403);
  });

  it('adds QuickBooks’ customers the address book lacks as customers, and leaves out those it has', async () => {
    const ours = await t.make.client({ typeId: 1, name: 'Lakeside Interiors' });
    await control({ customer: { DisplayName: 'Lakeside Interiors' } });
    await control({ customer: { DisplayName: 'Bayside Retail Group' } });
    const res = await t.call({ method: 'POST', url: '/api/accounting/customers/import', as: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().added as string[];
    expect(added).toContain('Bayside Retail Group');
    expect(added).not.toContain(ours.name);
    const search = await t.call({
      method: 'POST',
      url: '/api/client/search',
      payload: { searchFields: { name: 'Bayside Retail Group' }, pageIndex: 1, pageSize: 10 },
      as: t.admin,
    });
    const [bayside] = search.json().items as { id: number }[];
    expect((await t.call({ method: 'GET', url: `/api/client/${bayside!.id}`, as: t.admin })).json().typeId).toBe(1);
    expect((await t.call({ method: 'POST', url: '/api/accounting/customers/import', as: t.admin })).json()).toEqual({
      added: [],
    });
  });
});
