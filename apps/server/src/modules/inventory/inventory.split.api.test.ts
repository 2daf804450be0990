import type { InventoryItem, ItemLog } from '@freightdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeLocation } from '../location/location.testkit';
import { makeTicket } from '../pickTicket/pickTicket.testkit';
import { raFromPo, raItemsOf } from '../receivingAlert/receivingAlert.testkit';
import { ledgerBreaks } from './inventory.moves.testkit';
import { addItem } from './inventory.testkit';

// -------------------------------------------------------------------------------------------
// Moving part of an item: the rest stays, the part becomes an item of its own at the new
// location, weight and pieces shared by quantity (adding up to what the item had), both logged as
// 'split'; never more than is available; scope and roles as a whole move.
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
const move = (payload: Record<string, unknown>, as?: TokenSubject) =>
  call('POST', '/api/inventoryItems/move', payload, as);
const itemOf = async (id: number): Promise<InventoryItem> => (await call('GET', `/api/inventoryItems/${id}`)).json();
const logsOf = async (id: number): Promise<ItemLog[]> =>
  (await call('GET', `/api/inventoryItems/getItemLogs?ItemDetailMasterId=${id}`)).json();

/** 20 cartons of 100 lb in all (5 lb each), 20 pieces, at A-01-1. */
const cartons = (projectId: number) =>
  addItem(t, projectId, {
    itemNumber: 'CT-20',
    description: 'Cartons of tiles',
    unitOfMeasure: 'Carton',
    quantityOnHand: '20',
    weight: '100',
    pieces: 20,
    lengthIn: '24',
    widthIn: '12',
    heightIn: '10',
  });

describe('moving part of an item', () => {
  it('6 of 20 cartons: 14 stay at A with 70 lb, a new item of 6 at B with 30 lb, both logged', async () => {
    const project = await t.make.project();
    const item = await cartons(project.id);
    const to = await makeLocation(t);
    const res = await move({ inventoryItemId: item.id, version: item.version, location: to.code, quantity: '6' });
    expect(res.statusCode, res.body).toBe(200);
    const part = res.json() as InventoryItem;
    // 100 lb ÷ 20 cartons = 5 lb each: 6 × 5 = 30 lb move, 14 × 5 = 70 lb stay; pieces 6 and 14.
    expect(part.id).not.toBe(item.id);
    expect(part).toMatchObject({
      projectId: project.id,
      inventoryId: item.inventoryId,
      itemNumber: 'CT-20',
      description: 'Cartons of tiles',
      unitOfMeasure: 'Carton',
      location: to.code,
      quantityOnHand: '6.000',
      quantityHeld: '0.000',
      weight: '30.00',
      pieces: 6,
      condition: 'Good',
      receivedDate: item.receivedDate,
      lengthIn: '24.00',
      widthIn: '12.00',
      heightIn: '10.00',
    });
    expect(await itemOf(item.id)).toMatchObject({
      location: 'A-01-1',
      quantityOnHand: '14.000',
      weight: '70.00',
      pieces: 14,
      version: item.version + 1,
    });
    const [kept] = await logsOf(item.id);
    expect(kept).toMatchObject({
      action: 'split',
      reference: `to INV-${part.id}`,
      quantityBefore: '20.000',
      quantityAfter: '14.000',
      changes: [
        { field: 'quantity', before: '20', after: '14' },
        { field: 'weight', before: '100', after: '70' },
        { field: 'pieces', before: 20, after: 14 },
      ],
    });
    expect(await logsOf(part.id)).toEqual([
      expect.objectContaining({
        action: 'split',
        reference: `from INV-${item.id}`,
        quantityBefore: '0.000',
        quantityAfter: '6.000',
        changes: [
          { field: 'quantity', before: 0, after: '6' },
          { field: 'location', before: 'A-01-1', after: to.code },
          { field: 'weight', before: '0', after: '30' },
          { field: 'pieces', before: 0, after: 6 },
        ],
      }),
    ]);
    // The inventory's totals are the same goods: 20 on hand, 100 lb, 20 pieces, now in two items.
    const inventory = (await call('GET', `/api/inventory/${item.inventoryId}`)).json();
    expect(inventory.totals).toMatchObject({ items: 2, quantityOnHand: '20.000', weight: '100.00', pieces: 20 });
    // …and so is today's on-hand history: 14 × 5 lb + 6 × 5 lb = 100 lb, as before the split.
    const today = new Date().toISOString().slice(0, 10);
    const history = (await call('GET', `/api/inventory/${item.inventoryId}/onHand?from=${today}&to=${today}`)).json();
    expect(history.days).toEqual([{ date: today, items: 2, quantityOnHand: '20.000', weight: '100.00' }]);
  });

  it('3 of 7 with 10 lb: the part takes 4.28 lb (3/7 of 10 = 4.2857…, down to the cent), the rest 5.72', async () => {
    const project = await t.make.project();
    const item = await addItem(t, project.id, { quantityOnHand: '7', weight: '10', pieces: 7 });
    const to = await makeLocation(t);
    const part = (await move({ inventoryItemId: item.id, location: to.code, quantity: '3' })).json() as InventoryItem;
    const kept = await itemOf(item.id);
    expect([part.weight, kept.weight]).toEqual(['4.28', '5.72']);
    // 4.28 + 5.72 = 10.00: nothing lost to rounding. Pieces 3 and 4.
    expect([part.pieces, kept.pieces]).toEqual([3, 4]);
    expect([part.quantityOnHand, kept.quantityOnHand]).toEqual(['3.000', '4.000']);
  });

  it('shares by the most the item held: 20 received at 100 lb, 10 picked, then 6 of the 10 left move with 30 lb', async () => {
    const project = await t.make.project();
    const item = await cartons(project.id);
    // A count down to 10 (the weight, as always, stays that of the 20 received).
    const counted = await call('PUT', '/api/inventoryItems/updateItem', {
      ...item,
      quantityOnHand: '10',
      reason: 'Ten went out with the first truck',
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const to = await makeLocation(t);
    const part = (await move({ inventoryItemId: item.id, location: to.code, quantity: '6' })).json() as InventoryItem;
    // 5 lb a carton: 6 × 5 = 30 lb, and the 4 left keep 100 − 30 = 70 lb (of the 14 they stand for).
    expect(part).toMatchObject({ quantityOnHand: '6.000', weight: '30.00' });
    expect(await itemOf(item.id)).toMatchObject({ quantityOnHand: '4.000', weight: '70.00' });
    // Moving 2 more of the 4: 70 lb ÷ (20 − 6 = 14) = 5 lb each: 10 lb.
    const to2 = await makeLocation(t);
    const again = (await move({ inventoryItemId: item.id, location: to2.code, quantity: '2' })).json();
    expect(again).toMatchObject({ quantityOnHand: '2.000', weight: '10.00' });
    expect(await itemOf(item.id)).toMatchObject({ quantityOnHand: '2.000', weight: '60.00' });
  });

  it('a received line split: the part keeps its receiving line, so its label (RAI-) finds both', async () => {
    const { ra } = await raFromPo(t);
    const [line] = await raItemsOf(t, ra.id);
    const saved = await call('PUT', '/api/raItem', {
      id: line!.id,
      version: line!.version,
      quantityReceived: '10',
      location: 'DOCK',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/api/ra/${ra.id}/finish`)).statusCode).toBe(200);
    const [received] = (await call('GET', `/api/inventoryItems/scan?code=RAI-${line!.id}`)).json() as InventoryItem[];
    expect(received).toMatchObject({ quantityOnHand: '10.000', weight: '180.00' });
    const to = await makeLocation(t);
    const part = (await move({ inventoryItemId: received!.id, location: to.code, quantity: '4' })).json();
    // 180 lb ÷ 10 = 18 lb each: 4 × 18 = 72 lb move, 108 lb stay.
    expect(part).toMatchObject({ raItemId: line!.id, poItemId: received!.poItemId, weight: '72.00' });
    expect((await itemOf(received!.id)).weight).toBe('108.00');
    const found = (await call('GET', `/api/inventoryItems/scan?code=RAI-${line!.id}`)).json() as InventoryItem[];
    expect(found.map((i) => [i.id, i.quantityOnHand, i.location])).toEqual([
      [received!.id, '6.000', 'DOCK'],
      [part.id, '4.000', to.code],
    ]);
    // The integrity check knows a part is no receipt of its own.
    const { problems } = (await call('GET', '/api/system/integrity')).json() as { problems: { record: string }[] };
    expect(problems.filter((p) => p.record.includes(`line ${line!.id}`))).toEqual([]);
  });

  it('all that is on hand moves the item whole, logged as moved', async () => {
    const project = await t.make.project();
    const item = await cartons(project.id);
    const to = await makeLocation(t);
    const res = await move({ inventoryItemId: item.id, location: to.code, quantity: '20.000' });
    expect(res.json()).toMatchObject({ id: item.id, location: to.code, quantityOnHand: '20.000', weight: '100.00' });
    expect((await logsOf(item.id))[0]).toMatchObject({ action: 'moved' });
  });
});

describe('what may not be split off', () => {
  it('refuses nothing, more than on hand, and goods pick tickets hold, naming quantity; the free part moves', async () => {
    // 10 chairs, a ticket holds 4: 6 available.
    const m = await makeTicket(t);
    const to = await makeLocation(t);
    const body = { inventoryItemId: m.chair.id, location: to.code };
    for (const [quantity, message] of [
      ['0', 'Move more than zero.'],
      ['-2', 'Enter a quantity, at most 3 decimals.'],
      ['2.5555', 'Enter a quantity, at most 3 decimals.'],
      ['11', 'Only 6 Each of CH-100 are available to move.'],
      ['7', '4 Each of CH-100 are held by pick tickets: move at most 6.'],
    ]) {
      const res = await move({ ...body, quantity });
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json().errors.quantity, quantity).toBe(message);
    }
    expect((await logsOf(m.chair.id)).some((l) => l.action === 'split')).toBe(false);
    const part = (await move({ ...body, quantity: '6' })).json() as InventoryItem;
    expect(part).toMatchObject({ quantityOnHand: '6.000', quantityHeld: '0.000', location: to.code });
    // The 4 held stay where the ticket will pick them.
    expect(await itemOf(m.chair.id)).toMatchObject({
      quantityOnHand: '4.000',
      quantityHeld: '4.000',
      available: '0.000',
      location: 'A-01-1',
    });
  });

  it('takes the item as the whole move does: two splits of the last 6 at once, one of them is refused', async () => {
    const project = await t.make.project();
    const item = await addItem(t, project.id, { quantityOnHand: '10' });
    const [a, b] = [await makeLocation(t), await makeLocation(t)];
    const both = await Promise.all(
      [a, b].map((to) => move({ inventoryItemId: item.id, location: to.code, quantity: '6' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().errors.quantity).toBe(
      'Only 4 Each of CH-100 are available to move.',
    );
    expect((await itemOf(item.id)).quantityOnHand).toBe('4.000');
  });

  it('a caller outside the project gets a 404, a client user a 403, whatever the quantity', async () => {
    const customer = await t.make.client({ name: `Split client ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const item = await cartons(project.id);
    const to = await makeLocation(t);
    const body = { inventoryItemId: item.id, location: to.code, quantity: '6' };
    const outsider = await t.make.user({ claims: ['Inventory:View', 'Inventory:Update'] });
    expect((await move(body, outsider)).statusCode).toBe(404);
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View', 'Inventory:Update'],
      projects: [project.id],
    });
    expect((await move(body, client)).statusCode).toBe(403);
    expect(await logsOf(item.id)).toHaveLength(1);
  });
});
