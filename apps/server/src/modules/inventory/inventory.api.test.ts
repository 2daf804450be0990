import type { InventoryItem } from '@freightdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { makeActor } from '../../platform/auth/actor';
import { createTestApp, type TestApp } from '../../test/testApp';
import { raFromPo, raItemsOf } from '../receivingAlert/receivingAlert.testkit';
import { createInventoryService } from './inventory.service';
import { inventoryItems, itemLogs } from './inventory.table';
import { addItem } from './inventory.testkit';

// -------------------------------------------------------------------------------------------
// The inventory answers what is available of its items and holds and releases sets of them (what
// a pick ticket will ask of it), for the caller's scope, never holding more than is on hand nor
// releasing more than is held; each move is in the item's log.
// -------------------------------------------------------------------------------------------

let t: TestApp;
let inventory: ReturnType<typeof createInventoryService>;
const admin = makeActor({ id: 1, userName: 'admin', userTypeId: 1, clientId: 1 }, 'Admin');
beforeAll(async () => {
  t = await createTestApp();
  inventory = createInventoryService({ db: t.database.db });
});
afterAll(() => t.close());

/** A project's inventory: an alert of 10 chairs and 2 tables received in full and finished. */
async function shelved(projectId?: number) {
  const { ra } = await raFromPo(t, projectId ? { projectId } : {});
  for (const line of await raItemsOf(t, ra.id)) {
    const res = await t.call({
      method: 'PUT',
      url: '/api/raItem',
      payload: { id: line.id, version: line.version, quantityReceived: line.quantityExpected, location: 'Aisle 2' },
      as: t.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await t.call({ method: 'POST', url: `/api/ra/${ra.id}/finish`, as: t.admin });
  expect(done.statusCode, done.body).toBe(200);
  const [chairs, tables] = (await raItemsOf(t, ra.id)).map((l) => l.inventoryItemId!);
  return { projectId: ra.projectId, raId: ra.id, chairs: chairs!, tables: tables! };
}

const logOf = (id: number, action: string) =>
  t.database.db
    .select({ changes: itemLogs.changes, reference: itemLogs.reference })
    .from(itemLogs)
    .where(and(eq(itemLogs.inventoryItemId, id), eq(itemLogs.action, action)));

describe('inventory', () => {
  it('holds and releases a set of items, never beyond what is available or held, each move logged', async () => {
    const stock = await shelved();
    const held = await inventory.hold(admin, {
      projectId: stock.projectId,
      reference: 'PT-1',
      lines: [
        { inventoryItemId: stock.chairs, quantity: '4', field: 'lines.0.quantity' },
        { inventoryItemId: stock.tables, quantity: '2', field: 'lines.1.quantity' },
        { inventoryItemId: stock.chairs, quantity: '1', field: 'lines.2.quantity' },
      ],
    });
    expect(held.map((i) => [i.quantityOnHand, i.quantityHeld, i.available])).toEqual([
      ['10.000', '5.000', '5.000'],
      ['2.000', '2.000', '0.000'],
    ]);
    expect(await logOf(stock.chairs, 'held')).toEqual([
      { reference: 'PT-1', changes: [{ field: 'held', before: '0.000', after: '5.000' }] },
    ]);

    // Past what is available: refused, naming the line, and nothing is held.
    const more = inventory.hold(admin, {
      projectId: stock.projectId,
      reference: 'PT-2',
      lines: [
        { inventoryItemId: stock.chairs, quantity: '5', field: 'lines.0.quantity' },
        { inventoryItemId: stock.tables, quantity: '1', field: 'lines.1.quantity' },
      ],
    });
    await expect(more).rejects.toMatchObject({
      status: 400,
      errors: { 'lines.1.quantity': 'Only 0 Crate of TB-200 at Aisle 2 are available.' },
    });
    const [chairs] = await inventory.available(admin, [stock.chairs]);
    expect(chairs!.quantityHeld).toBe('5.000');

    // Released: never more than is held; then available again.
    await expect(
      inventory.release(admin, {
        projectId: stock.projectId,
        reference: 'PT-1',
        lines: [{ inventoryItemId: stock.tables, quantity: '3', field: 'quantity' }],
      }),
    ).rejects.toMatchObject({ status: 400, errors: { quantity: 'Only 2 Crate of TB-200 at Aisle 2 are held.' } });
    const released = await inventory.release(admin, {
      projectId: stock.projectId,
      reference: 'PT-1',
      lines: [
        { inventoryItemId: stock.chairs, quantity: '5', field: 'lines.0.quantity' },
        { inventoryItemId: stock.tables, quantity: '2', field: 'lines.1.quantity' },
      ],
    });
    expect(released.map((i) => i.available)).toEqual(['10.000', '2.000']);
    expect((await logOf(stock.tables, 'released')).map((l) => l.changes)).toEqual([
      [{ field: 'held', before: '2.000', after: '0.000' }],
    ]);
    expect(await integrityProblems(t.database.db)).toEqual([]);
  });

  it('moves only items of the project the caller sees, and answers only what they see', async () => {
    const stock = await shelved();
    const other = await shelved();
    await expect(
      inventory.hold(admin, {
        projectId: stock.projectId,
        reference: 'PT-3',
        lines: [{ inventoryItemId: other.chairs, quantity: '1', field: 'lines.0.quantity' }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { 'lines.0.inventoryItemId': 'Pick an inventory item of this project.' },
    });

    const user = await t.make.user({ claims: ['Inventory:View'], projects: [stock.projectId] });
    const member = makeActor({ ...user, clientId: user.clientId }, 'Inventory:View');
    expect((await inventory.available(member, [stock.chairs, other.chairs])).map((i) => i.inventoryItemId)).toEqual([
      stock.chairs,
    ]);
    expect(await inventory.countOf(member, stock.projectId)).toBe(2);
    expect(await inventory.countOf(member, other.projectId)).toBe(0);
    await expect(
      inventory.hold(member, {
        projectId: other.projectId,
        reference: 'PT-4',
        lines: [{ inventoryItemId: other.chairs, quantity: '1', field: 'lines.0.quantity' }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { 'lines.0.inventoryItemId': 'Pick an inventory item of this project.' },
    });
    const [row] = await t.database.db
      .select({ held: inventoryItems.quantityHeld })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, other.chairs));
    expect(row!.held).toBe('0.000');
  });
});

describe('where an item came from', () => {
  it('names the alert of the line an item was received on (its photos are that alert’s), read as the item is scoped', async () => {
    const customer = await t.make.client({ name: `Photo co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const stock = await shelved(project.id);
    const lines = await raItemsOf(t, stock.raId);
    const byHand = await addItem(t, project.id);
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View'],
      projects: [project.id],
    });
    const stranger = await t.make.user({
      userTypeId: 2,
      clientId: (await t.make.client({ name: `Other co ${Date.now()}` })).id,
      claims: ['Inventory:View'],
    });

    for (const as of [t.admin, client]) {
      const one = await t.call({ method: 'GET', url: `/api/inventoryItems/${stock.chairs}`, as });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({ raItemId: lines[0]!.id, receivingAlertId: stock.raId });
      const all = await t.call({
        method: 'GET',
        url: `/api/inventoryItems/getAllInventoryItem?ProjectId=${project.id}`,
        as,
      });
      expect(
        (all.json() as InventoryItem[]).map((i) => [i.id, i.receivingAlertId]).sort((a, b) => a[0]! - b[0]!),
      ).toEqual([
        [stock.chairs, stock.raId],
        [stock.tables, stock.raId],
        // Added by hand: from no alert.
        [byHand.id, null],
      ]);
    }
    const hidden = await t.call({ method: 'GET', url: `/api/inventoryItems/${stock.chairs}`, as: stranger });
    expect(hidden.statusCode).toBe(404);
  });
});
