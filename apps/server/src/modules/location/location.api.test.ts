import type { Location } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeLocation, uniqueZone } from './location.testkit';

// -------------------------------------------------------------------------------------------
// The warehouse's locations: a code from zone, aisle, bay and level, unique in any case; a
// versioned edit; out of use by active false; labels as a PDF; staff with Inventory permissions.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as?: TokenSubject) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: as ?? t.admin });
const edit = (l: Location, over: Record<string, unknown>) => ({
  id: l.id,
  version: l.version,
  zone: l.zone,
  aisle: l.aisle,
  bay: l.bay,
  level: l.level,
  description: l.description,
  active: l.active,
  ...over,
});

describe('locations', () => {
  it('makes the code from the parts, upper-cased, and finds it by code in any case', async () => {
    const zone = uniqueZone();
    const made = await call('POST', '/api/location', { zone: zone.toLowerCase(), aisle: '03', bay: 'b', level: '2' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: `${zone}-03-B-2`, zone, active: true, version: 0 });
    const found = await call('GET', `/api/location/byCode?code=${zone.toLowerCase()}-03-b-2`);
    expect(found.json().id).toBe(made.json().id);
    expect((await call('GET', `/api/location/${made.json().id}`)).json().code).toBe(`${zone}-03-B-2`);
    const dock = await call('POST', '/api/location', { zone: `${zone}D` });
    expect(dock.json().code).toBe(`${zone}D`);
    expect((await call('GET', '/api/location/byCode?code=NOPE-1')).statusCode).toBe(404);
    expect((await call('GET', '/api/location/999999')).statusCode).toBe(404);
  });

  it('refuses a code already used in any case, parts out of order, and bad parts, naming the field', async () => {
    const l = await makeLocation(t);
    const twice = await call('POST', '/api/location', {
      zone: l.zone.toLowerCase(),
      aisle: l.aisle,
      bay: l.bay,
      level: l.level,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.zone).toBe(`Location ${l.code} already exists.`);
    const noAisle = await call('POST', '/api/location', { zone: uniqueZone(), bay: '1' });
    expect(noAisle.json().errors).toHaveProperty('aisle');
    const noZone = await call('POST', '/api/location', { zone: '', aisle: '1' });
    expect(noZone.json().errors).toHaveProperty('zone');
    const dash = await call('POST', '/api/location', { zone: 'A-1' });
    expect(dash.json().errors.zone).toBe('Zone: letters and digits only.');
  });

  it('changes a location at its version (a stale one is a 409) and keeps its history', async () => {
    const l = await makeLocation(t);
    const saved = await call('PUT', '/api/location', edit(l, { description: 'Top shelf', active: false }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Top shelf', active: false, version: 1 });
    const stale = await call('PUT', '/api/location', edit(l, { description: 'Again' }));
    expect(stale.statusCode).toBe(409);
    const history = await call('GET', `/api/history/location/${l.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().length).toBe(2);
    const missing = await call('PUT', '/api/location', edit(l, { id: 999999 }));
    expect(missing.statusCode).toBe(404);
  });

  it('lists and searches locations, and filters the inactive ones', async () => {
    const zone = uniqueZone();
    const a = await makeLocation(t, { zone, description: 'Cold room' });
    await makeLocation(t, { zone, aisle: '09', active: false });
    const found = await call('POST', '/api/location/search', { searchFields: { zone }, sortColumn: 'code' });
    expect(found.json().totalCount).toBe(2);
    const active = await call('POST', '/api/location/search', { searchFields: { zone, active: 'true' } });
    expect(active.json().items.map((l: Location) => l.id)).toEqual([a.id]);
    const text = await call('POST', '/api/location/search', { searchTerm: 'cold room', searchFields: { zone } });
    expect(text.json().totalCount).toBe(1);
    const bad = await call('POST', '/api/location/search', { sortColumn: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('prints labels of chosen locations as a PDF, one a page or a sheet, and names ids that do not exist', async () => {
    const a = await makeLocation(t);
    const b = await makeLocation(t);
    for (const format of ['page', 'sheet']) {
      const pdf = await call('GET', `/api/location/labels?ids=${a.id},${b.id}&format=${format}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const missing = await call('GET', `/api/location/labels?ids=${a.id},999999`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('ids');
    expect((await call('GET', '/api/location/labels?ids=x')).json().errors).toHaveProperty('ids');
  });

  it('is for signed-in staff with Inventory permissions: 401 without a token, 403 without the permission or as a client user', async () => {
    expect((await t.call({ method: 'POST', url: '/api/location/search', payload: {} })).statusCode).toBe(401);
    const viewer = await t.make.user({ claims: ['Inventory:View'] });
    expect((await call('POST', '/api/location/search', {}, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/location', { zone: uniqueZone() }, viewer)).statusCode).toBe(403);
    const nobody = await t.make.user({ claims: ['PO:View'] });
    expect((await call('POST', '/api/location/search', {}, nobody)).statusCode).toBe(403);
    const customer = await t.make.client({ name: `Loc client ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View', 'Inventory:Create', 'Inventory:Update'],
      projects: [project.id],
    });
    expect((await call('POST', '/api/location', { zone: uniqueZone() }, client)).statusCode).toBe(403);
  });
});
