import type { InventoryItem, ItemLog } from '@freightdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeLocation } from '../location/location.testkit';
import { raFromPo, raItemsOf } from '../receivingAlert/receivingAlert.testkit';
import { ledgerBreaks } from './inventory.moves.testkit';
import { addItem, stocked } from './inventory.testkit';

// -------------------------------------------------------------------------------------------
// Finding an item by what a scanner reads (RAI-, INV-, an item number) and moving it, whole, to an
// active location: one 'moved' log row, the quantity unchanged; the ledger holds after each flow.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await ledgerBreaks(t)).toEqual([]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as?: TokenSubject) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: as ?? t.admin });
const scan = async (code: string, as?: TokenSubject): Promise<InventoryItem[]> =>
  (await call('GET', `/api/inventoryItems/scan?code=${encodeURIComponent(code)}`, undefined, as)).json();
const logsOf = async (itemId: number): Promise<ItemLog[]> =>
  (await call('GET', `/api/inventoryItems/getItemLogs?ItemDetailMasterId=${itemId}`)).json();

describe('finding an item by scanning', () => {
  it('resolves an inventory label, an item number in any case, and nothing for an unknown code', async () => {
    const s = await stocked(t);
    const number = `SC-${Date.now()}`;
    const item = await addItem(t, s.projectId, { itemNumber: number, description: 'Scanned crate' });
    expect((await scan(`inv-${s.chair.id}`)).map((i) => i.id)).toEqual([s.chair.id]);
    expect((await scan(number.toLowerCase())).map((i) => i.id)).toEqual([item.id]);
    expect(await scan('RAI-999999999')).toEqual([]);
    expect(await scan('INV-99999999999')).toEqual([]);
    expect(await scan('50%_off')).toEqual([]);
    const empty = await call('GET', '/api/inventoryItems/scan?code=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('code');
  });

  it('resolves a receiving label to the items its line became: its good and its damaged part', async () => {
    const { ra } = await raFromPo(t);
    const [line] = await raItemsOf(t, ra.id);
    const saved = await call('PUT', '/api/raItem', {
      id: line!.id,
      version: line!.version,
      quantityReceived: '10',
      quantityDamaged: '2',
      damageReason: 'Crushed',
      location: 'DOCK',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/api/ra/${ra.id}/finish`)).statusCode).toBe(200);
    const found = await scan(`RAI-${line!.id}`);
    expect(found.map((i) => [i.condition, i.quantityOnHand])).toEqual([
      ['Good', '8.000'],
      ['Damaged', '2.000'],
    ]);
  });
});

describe('moving an item', () => {
  it('moves the whole item to an active location in any case, logged as moved with the location before and after', async () => {
    const s = await stocked(t);
    const to = await makeLocation(t);
    const moved = await call('POST', '/api/inventoryItems/move', {
      inventoryItemId: s.chair.id,
      version: s.chair.version,
      location: to.code.toLowerCase(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ location: to.code, quantityOnHand: s.chair.quantityOnHand });
    expect(moved.json().version).toBe(s.chair.version + 1);
    const [log] = await logsOf(s.chair.id);
    expect(log).toMatchObject({
      action: 'moved',
      reference: to.code,
      quantityBefore: '10.000',
      quantityAfter: '10.000',
      changes: [{ field: 'location', before: 'A-01-1', after: to.code }],
    });
  });

  it('refuses an unknown or inactive location, the location it is at, and a stale version, naming the field', async () => {
    const s = await stocked(t);
    const to = await makeLocation(t);
    const off = await makeLocation(t, { active: false });
    const unknown = await call('POST', '/api/inventoryItems/move', {
      inventoryItemId: s.chair.id,
      location: 'NOWHERE-9',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.location).toMatch(/not an active location/);
    const inactive = await call('POST', '/api/inventoryItems/move', {
      inventoryItemId: s.chair.id,
      location: off.code,
    });
    expect(inactive.json().errors).toHaveProperty('location');
    expect(
      (await call('POST', '/api/inventoryItems/move', { inventoryItemId: s.chair.id, location: to.code })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/inventoryItems/move', { inventoryItemId: s.chair.id, location: to.code });
    expect(again.json().errors.location).toMatch(/already at/);
    const stale = await call('POST', '/api/inventoryItems/move', {
      inventoryItemId: s.table.id,
      version: s.table.version + 5,
      location: to.code,
    });
    expect(stale.statusCode).toBe(409);
    const missing = await call('POST', '/api/inventoryItems/move', { inventoryItemId: 999999, location: to.code });
    expect(missing.statusCode).toBe(404);
    const noLocation = await call('POST', '/api/inventoryItems/move', { inventoryItemId: s.chair.id });
    expect(noLocation.json().errors).toHaveProperty('location');
    expect((await logsOf(s.table.id)).filter((l) => l.action === 'moved')).toEqual([]);
  });

  it('moves an item once when two scanners move it at the same moment from the same screen', async () => {
    const s = await stocked(t);
    const [a, b] = [await makeLocation(t), await makeLocation(t)];
    const both = await Promise.all(
      [a, b].map((to) =>
        call('POST', '/api/inventoryItems/move', {
          inventoryItemId: s.chair.id,
          version: s.chair.version,
          location: to.code,
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const moves = (await logsOf(s.chair.id)).filter((l) => l.action === 'moved');
    expect(moves).toHaveLength(1);
    expect(moves[0]!.changes).toEqual([
      { field: 'location', before: 'A-01-1', after: both[0]!.statusCode === 200 ? a.code : b.code },
    ]);
  });

  it('needs Inventory:Update and the project; a client user finds their goods but never moves them', async () => {
    const customer = await t.make.client({ name: `Move client ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const s = await stocked(t, project.id);
    const to = await makeLocation(t);
    const body = { inventoryItemId: s.chair.id, location: to.code };
    expect((await t.call({ method: 'POST', url: '/api/inventoryItems/move', payload: body })).statusCode).toBe(401);
    const viewer = await t.make.user({ claims: ['Inventory:View'], projects: [project.id] });
    expect((await call('POST', '/api/inventoryItems/move', body, viewer)).statusCode).toBe(403);
    const outsider = await t.make.user({ claims: ['Inventory:View', 'Inventory:Update'] });
    expect((await call('POST', '/api/inventoryItems/move', body, outsider)).statusCode).toBe(404);
    expect(await scan(`INV-${s.chair.id}`, outsider)).toEqual([]);
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View', 'Inventory:Update'],
      projects: [project.id],
    });
    expect((await scan(`INV-${s.chair.id}`, client)).map((i) => i.id)).toEqual([s.chair.id]);
    expect((await call('POST', '/api/inventoryItems/move', body, client)).statusCode).toBe(403);
    const worker = await t.make.user({ claims: ['Inventory:View', 'Inventory:Update'], projects: [project.id] });
    expect((await call('POST', '/api/inventoryItems/move', body, worker)).statusCode).toBe(200);
  });
});
