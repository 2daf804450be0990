import type { CycleCountDetails, ItemLog } from '@freightdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { ledgerBreaks } from '../inventory/inventory.moves.testkit';
import { addItem } from '../inventory/inventory.testkit';
import { makeLocation } from '../location/location.testkit';
import { makeCount, submittedCount } from './cycleCount.testkit';

// -------------------------------------------------------------------------------------------
// Cycle counts: a location's items (or chosen ones) snapshotted, counted line by line, submitted,
// and applied by a user with Inventory:Update: each difference an adjustment with its reason in
// the item log ('counted', the count's number), never below what is held, all or none. The
// ledger holds after every flow.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await ledgerBreaks(t)).toEqual([]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: Record<string, unknown>, as?: TokenSubject) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: as ?? t.admin });
const read = async (id: number): Promise<CycleCountDetails> => (await call('GET', `/api/cycleCount/${id}`)).json();
const count = (id: number, counted: string | null, reason?: string, as?: TokenSubject) =>
  call('PUT', '/api/cycleCount/line', { id, counted, ...(reason === undefined ? {} : { reason }) }, as);
const step = async (
  what: 'submit' | 'apply' | 'cancel',
  c: Pick<CycleCountDetails, 'id' | 'version'>,
  as?: TokenSubject,
) => call('POST', `/api/cycleCount/${what}`, { id: c.id, version: c.version }, as);
const logsOf = async (itemId: number): Promise<ItemLog[]> =>
  (await call('GET', `/api/inventoryItems/getItemLogs?ItemDetailMasterId=${itemId}`)).json();

describe('a cycle count of a location', () => {
  it('snapshots the items there, counts them, and applies a difference as an adjustment with its reason', async () => {
    const m = await makeCount(t);
    expect(m.count).toMatchObject({ status: 'Open', location: m.where.code, totals: { lines: 2, counted: 0 } });
    expect(m.count.number).toMatch(/^CC-\d+$/);
    const chair = m.count.lines.find((l) => l.inventoryItemId === m.chair.id)!;
    const table = m.count.lines.find((l) => l.inventoryItemId === m.table.id)!;
    expect(chair).toMatchObject({ expected: '10.000', counted: null, location: m.where.code });

    expect((await count(chair.id, '8')).json()).toMatchObject({ counted: '8.000', countedBy: 'admin' });
    expect((await count(table.id, '2')).statusCode).toBe(200);
    const counted = await read(m.count.id);
    expect(counted.totals).toEqual({ lines: 2, counted: 2, differences: 1 });
    const submitted = await step('submit', counted);
    expect(submitted.json()).toMatchObject({ status: 'Submitted' });

    const noReason = await step('apply', submitted.json());
    expect(noReason.statusCode).toBe(400);
    const at = submitted.json().lines.findIndex((l: { id: number }) => l.id === chair.id);
    expect(noReason.json().errors).toEqual({ [`lines.${at}.reason`]: 'Say why CH-100 differs.' });
    expect((await count(chair.id, '7')).json().errors).toHaveProperty('counted');
    expect((await count(chair.id, undefined as unknown as null, 'Two found broken')).statusCode).toBe(200);

    const applied = await step('apply', await read(m.count.id));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'Applied', appliedBy: 'admin' });
    const [chairLog] = await logsOf(m.chair.id);
    expect(chairLog).toMatchObject({
      action: 'counted',
      reference: m.count.number,
      reason: 'Two found broken',
      quantityBefore: '10.000',
      quantityAfter: '8.000',
      changes: [{ field: 'quantity', before: '10', after: '8' }],
    });
    const [tableLog] = await logsOf(m.table.id);
    expect(tableLog).toMatchObject({
      action: 'counted',
      reference: m.count.number,
      quantityAfter: '2.000',
      changes: [],
    });
    expect((await step('apply', applied.json())).statusCode).toBe(400);
    expect((await step('apply', submitted.json())).statusCode).toBe(409);
    const history = await call('GET', `/api/history/cycleCount/${m.count.id}`);
    expect(history.json().length).toBeGreaterThanOrEqual(3);
  });

  it('counts chosen items, and refuses what it cannot count, naming the field', async () => {
    const m = await makeCount(t);
    const chosen = await call('POST', '/api/cycleCount', { inventoryItemIds: [m.table.id] });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ location: '', totals: { lines: 1 } });
    const neither = await call('POST', '/api/cycleCount', {});
    expect(neither.json().errors).toHaveProperty('location');
    const both = await call('POST', '/api/cycleCount', { location: m.where.code, inventoryItemIds: [m.table.id] });
    expect(both.json().errors).toHaveProperty('inventoryItemIds');
    const unknownItem = await call('POST', '/api/cycleCount', { inventoryItemIds: [m.table.id, 999999] });
    expect(unknownItem.json().errors).toEqual({ 'inventoryItemIds.1': 'Item 999999 is not an item you see.' });
    const unknownPlace = await call('POST', '/api/cycleCount', { location: 'NOWHERE-1' });
    expect(unknownPlace.json().errors.location).toBe('NOWHERE-1 is not a location.');
    const empty = await call('POST', '/api/cycleCount', { location: (await makeLocation(t)).code });
    expect(empty.json().totals.lines).toBe(0);
    expect((await count(999999, '1')).statusCode).toBe(404);
    expect((await count(m.count.lines[0]!.id, '-1')).json().errors).toHaveProperty('counted');
  });

  it('takes an item found there that it did not expect, once, while open', async () => {
    const m = await makeCount(t);
    const stray = await addItem(t, m.projectId, {
      itemNumber: 'ST-1',
      description: 'Stray crate',
      quantityOnHand: '3',
    });
    const added = await call('POST', '/api/cycleCount/addLine', {
      cycleCountId: m.count.id,
      inventoryItemId: stray.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      inventoryItemId: stray.id,
      expected: '3.000',
      location: 'A-01-1',
      counted: null,
    });
    const again = await call('POST', '/api/cycleCount/addLine', {
      cycleCountId: m.count.id,
      inventoryItemId: stray.id,
    });
    expect(again.json().errors.inventoryItemId).toBe('ST-1 is on this count already.');
    const unknown = await call('POST', '/api/cycleCount/addLine', {
      cycleCountId: m.count.id,
      inventoryItemId: 999999,
    });
    expect(unknown.json().errors).toHaveProperty('inventoryItemId');
    expect(
      (await call('POST', '/api/cycleCount/addLine', { cycleCountId: 999999, inventoryItemId: stray.id })).statusCode,
    ).toBe(404);
    expect((await read(m.count.id)).totals.lines).toBe(3);
    await step('cancel', await read(m.count.id));
    const closed = await call('POST', '/api/cycleCount/addLine', {
      cycleCountId: m.count.id,
      inventoryItemId: m.chair.id,
    });
    expect(closed.json().errors).toHaveProperty('cycleCountId');
  });

  it('submits only when every line is counted, and cancels without changing the inventory', async () => {
    const m = await makeCount(t);
    await count(m.count.lines[0]!.id, '1');
    const early = await step('submit', m.count);
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().errors)).toEqual(['lines.1.counted']);
    const stale = await step('cancel', { id: m.count.id, version: m.count.version + 3 });
    expect(stale.statusCode).toBe(409);
    const cancelled = await step('cancel', m.count);
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await step('submit', cancelled.json())).statusCode).toBe(400);
    expect((await logsOf(m.chair.id)).filter((l) => l.action === 'counted')).toEqual([]);
  });

  it('refuses, all or none, an item changed since the count began and a count below what is held', async () => {
    const { count: changedCount, chair } = await submittedCount(t);
    await call('PUT', '/api/inventoryItems/updateItem', {
      id: chair.id,
      version: chair.version + 1,
      itemNumber: chair.itemNumber,
      description: chair.description,
      unitOfMeasure: chair.unitOfMeasure,
      quantityOnHand: '9',
      weight: chair.weight,
      pieces: chair.pieces,
      location: (await read(changedCount.id)).location,
      reason: 'One sold',
    });
    const changed = await step('apply', changedCount);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/changed since the count began/);
    expect((await read(changedCount.id)).status).toBe('Submitted');

    const m = await makeCount(t);
    const ticket = await call('POST', '/api/pickTicket', {
      projectId: m.projectId,
      items: [{ inventoryItemId: m.chair.id, quantity: '6' }],
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    // The count began before the hold: on hand is still 10, 6 of it now held.
    const chairLine = m.count.lines.find((l) => l.inventoryItemId === m.chair.id)!;
    for (const l of m.count.lines) await count(l.id, l.id === chairLine.id ? '4' : l.expected, 'Short on the shelf');
    const below = await step('apply', (await step('submit', await read(m.count.id))).json());
    expect(below.statusCode).toBe(400);
    const at = m.count.lines.findIndex((l) => l.id === chairLine.id);
    expect(below.json().errors[`lines.${at}.counted`]).toMatch(/held for pick tickets/);
    expect((await logsOf(m.table.id)).filter((l) => l.action === 'counted')).toEqual([]);
  });

  it('is staff work: 401 without a token, 403 without the permission or as a client user, lines of unseen projects hidden', async () => {
    const m = await makeCount(t);
    expect((await t.call({ method: 'GET', url: `/api/cycleCount/${m.count.id}` })).statusCode).toBe(401);
    const viewer = await t.make.user({ claims: ['Inventory:View'], projects: [m.projectId] });
    expect((await call('GET', `/api/cycleCount/${m.count.id}`, undefined, viewer)).json().lines.length).toBe(2);
    expect((await count(m.count.lines[0]!.id, '1', undefined, viewer)).statusCode).toBe(403);
    const counter = await t.make.user({ claims: ['Inventory:View', 'Inventory:Create'], projects: [m.projectId] });
    expect((await count(m.count.lines[0]!.id, '10', undefined, counter)).statusCode).toBe(200);
    expect((await step('cancel', m.count, counter)).statusCode).toBe(403);
    // Who applies gives the reasons: Inventory:Update records a line too.
    const applier = await t.make.user({ claims: ['Inventory:View', 'Inventory:Update'], projects: [m.projectId] });
    expect((await count(m.count.lines[0]!.id, '10', 'Recounted', applier)).statusCode).toBe(200);
    const outsider = await t.make.user({ claims: ['Inventory:View', 'Inventory:Create', 'Inventory:Update'] });
    expect((await call('GET', `/api/cycleCount/${m.count.id}`, undefined, outsider)).json().lines).toEqual([]);
    expect((await count(m.count.lines[0]!.id, '1', undefined, outsider)).statusCode).toBe(404);
    expect((await step('cancel', m.count, outsider)).statusCode).toBeLessThan(500);
    const customer = await t.make.client({ name: `Count client ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View', 'Inventory:Create', 'Inventory:Update'],
      projects: [project.id],
    });
    expect((await call('POST', '/api/cycleCount/search', {}, client)).statusCode).toBe(403);
    const item = await addItem(t, project.id);
    expect((await call('POST', '/api/cycleCount', { inventoryItemIds: [item.id] }, client)).statusCode).toBe(403);
  });

  it('applies a count once when two apply it at the same moment', async () => {
    const m = await submittedCount(t);
    const both = await Promise.all([step('apply', m.count), step('apply', m.count)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await logsOf(m.chair.id)).filter((l) => l.action === 'counted')).toHaveLength(1);
  });

  it('lists counts with their lines and differences', async () => {
    const m = await submittedCount(t);
    const found = await call('POST', '/api/cycleCount/search', { searchFields: { number: m.count.number } });
    expect(found.json().items).toEqual([
      expect.objectContaining({
        id: m.count.id,
        status: 'Submitted',
        lines: 2,
        differences: 0,
        location: m.where.code,
      }),
    ]);
  });
});
