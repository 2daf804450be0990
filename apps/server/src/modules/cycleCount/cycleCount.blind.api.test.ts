import type { CycleCountDetails, CycleCountLine } from '@freightdesk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { ledgerBreaks } from '../inventory/inventory.moves.testkit';
import { addItem } from '../inventory/inventory.testkit';
import { makeCount } from './cycleCount.testkit';

// -------------------------------------------------------------------------------------------
// Blind counts and counting by scan: while a blind count is open nobody reads what a line
// expects, nor how many lines differ; submitted, the applier sees both. A scan adds 1 to its
// line on the server in one statement, so counters scanning the same item at once all count.
// The stocked items expect: chair 10, table 2 (a stray crate added later, 3).
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
const read = async (id: number, as?: TokenSubject): Promise<CycleCountDetails> =>
  (await call('GET', `/api/cycleCount/${id}`, undefined, as)).json();
const line = (id: number, body: Record<string, unknown>, as?: TokenSubject) =>
  call('PUT', '/api/cycleCount/line', { id, ...body }, as);
const listed = async (number: string, as?: TokenSubject) =>
  (await call('POST', '/api/cycleCount/search', { searchFields: { number } }, as)).json().items[0];
const lineOf = (c: CycleCountDetails, inventoryItemId: number) =>
  c.lines.find((l) => l.inventoryItemId === inventoryItemId)!;

describe('a blind count', () => {
  it('is how a count starts unless asked otherwise', async () => {
    const m = await makeCount(t);
    const started = await call('POST', '/api/cycleCount', { inventoryItemIds: [m.chair.id] });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ blind: true, totals: { lines: 1, counted: 0, differences: null } });
    expect(started.json().lines[0].expected).toBeNull();
    // Asked not to be blind, a count shows what it expects while open, as before.
    expect(m.count.blind).toBe(false);
    expect(lineOf(m.count, m.chair.id).expected).toBe('10.000');
  });

  it('hides the expected quantities and the differences from every reader while open, and shows them once submitted', async () => {
    const m = await makeCount(t, undefined, { blind: true });
    const viewer = await t.make.user({ claims: ['Inventory:View'], projects: [m.projectId] });
    const counter = await t.make.user({ claims: ['Inventory:View', 'Inventory:Create'], projects: [m.projectId] });
    const applier = await t.make.user({ claims: ['Inventory:View', 'Inventory:Update'], projects: [m.projectId] });
    const readers = [t.admin, viewer, counter, applier];
    expect(m.count).toMatchObject({ blind: true, status: 'Open', totals: { lines: 2, differences: null } });
    expect(m.count.lines.map((l) => l.expected)).toEqual([null, null]);

    const chair = lineOf(m.count, m.chair.id);
    const table = lineOf(m.count, m.table.id);
    // The chair counted 8 of its 10 (typed), the table 1 of its 2 (scanned once): both differ.
    const typed = await line(chair.id, { counted: '8' }, counter);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ counted: '8.000', expected: null });
    const scanned = await line(table.id, { add: '1' }, counter);
    expect(scanned.json()).toMatchObject({ counted: '1.000', expected: null });
    const stray = await addItem(t, m.projectId, {
      itemNumber: 'ST-9',
      description: 'Stray crate',
      quantityOnHand: '3',
    });
    const added = await call('POST', '/api/cycleCount/addLine', {
      cycleCountId: m.count.id,
      inventoryItemId: stray.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().expected).toBeNull();
    // The stray crate counted 3, as recorded: it does not differ.
    expect((await line(added.json().id, { counted: '3' }, counter)).json().expected).toBeNull();

    for (const who of readers) {
      const seen = await read(m.count.id, who);
      expect(seen.totals).toEqual({ lines: 3, counted: 3, differences: null });
      expect(seen.lines.map((l: CycleCountLine) => l.expected)).toEqual([null, null, null]);
      expect(await listed(m.count.number, who)).toMatchObject({ lines: 3, differences: null });
    }

    const current = await read(m.count.id);
    const submitted = await call(
      'POST',
      '/api/cycleCount/submit',
      { id: current.id, version: current.version },
      counter,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().totals).toEqual({ lines: 3, counted: 3, differences: 2 });
    for (const who of readers) {
      const seen = await read(m.count.id, who);
      expect(seen.totals.differences).toBe(2);
      expect(lineOf(seen, m.chair.id)).toMatchObject({ expected: '10.000', counted: '8.000' });
      expect(lineOf(seen, m.table.id)).toMatchObject({ expected: '2.000', counted: '1.000' });
      expect(lineOf(seen, stray.id)).toMatchObject({ expected: '3.000', counted: '3.000' });
      expect(await listed(m.count.number, who)).toMatchObject({ differences: 2 });
    }
    // The applier gives the reasons; the answer to a line written now shows what it expected.
    const reason = await line(chair.id, { reason: 'Two went to the site unlogged' }, applier);
    expect(reason.json()).toMatchObject({ expected: '10.000', counted: '8.000' });
  });
});

describe('counting by scan (add)', () => {
  it('adds exactly, and a typed count replaces what the scans added', async () => {
    const m = await makeCount(t, undefined, { blind: true });
    const chair = lineOf(m.count, m.chair.id);
    expect((await line(chair.id, { add: '1' })).json().counted).toBe('1.000');
    expect((await line(chair.id, { add: '1' })).json().counted).toBe('2.000');
    expect((await line(chair.id, { counted: '5' })).json().counted).toBe('5.000');
    // A part of a unit adds exactly: 5 + 2.5 = 7.5.
    expect((await line(chair.id, { add: '2.5' })).json()).toMatchObject({ counted: '7.500', countedBy: 'admin' });
  });

  it('counts every one of ten scans of the same item sent at once', async () => {
    const m = await makeCount(t, undefined, { blind: true });
    const counter = await t.make.user({ claims: ['Inventory:View', 'Inventory:Create'], projects: [m.projectId] });
    const table = lineOf(m.count, m.table.id);
    const scans = await Promise.all(
      Array.from({ length: 10 }, (_, i) => line(table.id, { add: '1' }, i % 2 ? counter : t.admin)),
    );
    expect(scans.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(lineOf(await read(m.count.id), m.table.id).counted).toBe('10.000');
  });

  it('refuses an add that is not more than zero, comes with a typed count, or reaches a count no longer open', async () => {
    const m = await makeCount(t, undefined, { blind: true });
    const chair = lineOf(m.count, m.chair.id);
    const table = lineOf(m.count, m.table.id);
    await line(chair.id, { add: '1' });
    for (const add of ['0', '-1', 'one']) {
      const refused = await line(chair.id, { add });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['add']);
    }
    const both = await line(chair.id, { add: '1', counted: '4' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ add: 'Add to the count or type it, not both at once.' });
    const huge = await line(chair.id, { add: '999999999.999' });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().errors)).toEqual(['add']);
    expect(lineOf(await read(m.count.id), m.chair.id).counted).toBe('1.000');

    await line(table.id, { counted: '2' });
    const current = await read(m.count.id);
    const submitted = await call('POST', '/api/cycleCount/submit', { id: current.id, version: current.version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const late = await line(chair.id, { add: '1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.add).toMatch(/is Submitted: its counts no longer change/);
    expect(lineOf(await read(m.count.id), m.chair.id).counted).toBe('1.000');
  });
});
