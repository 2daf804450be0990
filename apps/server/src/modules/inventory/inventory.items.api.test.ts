import type { InventoryDetails, InventoryItem, ItemLog } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { inventories, inventoryItems, itemLogs } from './inventory.table';
import { addItem, grouped, stocked } from './inventory.testkit';

// -------------------------------------------------------------------------------------------
// What people see and do to a project's inventory: its totals, its items and their log, groups
// made and undone all or nothing, weights and pieces set at once, and adjustments with a reason.
// The item log is the ledger: every item's quantity on hand is what its log rows add up to.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as?: TokenSubject) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as: as ?? t.admin });

const inventoryOf = async (id: number): Promise<InventoryDetails> => (await call('GET', `/api/inventory/${id}`)).json();
const logsOf = async (itemId: number): Promise<ItemLog[]> =>
  (await call('GET', `/api/inventoryItems/getItemLogs?ItemDetailMasterId=${itemId}`)).json();
const itemsOf = async (projectId: number): Promise<InventoryItem[]> =>
  (await call('GET', `/api/inventoryItems/getAllInventoryItem?ProjectId=${projectId}`)).json();
const edit = (item: InventoryItem, over: Record<string, unknown>) => ({
  id: item.id,
  version: item.version,
  itemNumber: item.itemNumber,
  description: item.description,
  unitOfMeasure: item.unitOfMeasure,
  quantityOnHand: item.quantityOnHand,
  weight: item.weight,
  pieces: item.pieces,
  location: item.location,
  ...over,
});

describe('an inventory and its items', () => {
  it('answers a project’s totals, its items without weight and its last receipt', async () => {
    const s = await stocked(t);
    const inv = await inventoryOf(s.inventoryId);
    expect(inv.projectId).toBe(s.projectId);
    expect(inv.totals).toMatchObject({ items: 2, pieces: 14, itemsWithoutWeight: 1, groups: 0 });
    expect(Number(inv.totals.quantityOnHand)).toBe(12);
    expect(Number(inv.totals.weight)).toBe(180);
    expect(inv.lastReceipt).not.toBeNull();
    expect(inv.lastRelease).toBeNull();

    const list = await call('POST', '/api/inventory/search', { searchFields: { projectNumber: inv.projectNumber } });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: s.inventoryId, items: 2, itemsWithoutWeight: 1, weight: '180.00' }),
    ]);
    const zero = await call('POST', '/api/project/fetchzeroweightitems', { projectId: s.projectId });
    expect(zero.json().map((i: InventoryItem) => i.id)).toEqual([s.chair.id]);
    const counts = await call('POST', '/api/inventory/dataCounts', { inventoryId: s.inventoryId });
    expect(counts.json()).toEqual({ inventoryId: s.inventoryId, items: 2, groups: 0, itemsWithoutWeight: 1, logs: 2 });
  });

  it('reads one item by its id, as the lists show it; an unknown id is a 404', async () => {
    const s = await stocked(t);
    const chair = await call('GET', `/api/inventoryItems/${s.chair.id}`);
    expect(chair.statusCode).toBe(200);
    expect(chair.json()).toEqual((await itemsOf(s.projectId)).find((i) => i.id === s.chair.id));
    expect((await call('GET', '/api/inventoryItems/999999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/inventoryItems/chair')).statusCode).toBe(400);
  });

  it('adds an item by hand only with a reason, logged as added', async () => {
    const project = await t.make.project();
    const missing = await call('POST', '/api/inventoryItems', {
      projectId: project.id,
      description: 'Crate',
      quantityOnHand: '1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('reason');
    const item = await addItem(t, project.id, { reason: 'Left by the carrier' });
    expect(item).toMatchObject({ projectId: project.id, available: '10.000', groupName: null });
    const [log] = await logsOf(item.id);
    expect(log).toMatchObject({ action: 'added', userName: 'admin', quantityBefore: '0.000', quantityAfter: '10.000' });
    expect(log!.reason).toBe('Left by the carrier');
  });

  it('changes an item: a new quantity needs a reason and never drops below what is held; a stale version is a 409', async () => {
    const { chair } = await stocked(t);
    const noReason = await call('PUT', '/api/inventoryItems/updateItem', edit(chair, { quantityOnHand: '8' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Say why the quantity on hand changes.' });

    const weighed = await call('PUT', '/api/inventoryItems/updateItem', edit(chair, { weight: '95' }));
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json()).toMatchObject({ weight: '95.00', version: chair.version + 1 });

    const stale = await call('PUT', '/api/inventoryItems/updateItem', edit(chair, { location: 'Z-9' }));
    expect(stale.statusCode).toBe(409);

    const current: InventoryItem = weighed.json();
    await t.database.db.update(inventoryItems).set({ quantityHeld: '6' }).where(eq(inventoryItems.id, chair.id));
    const belowHeld = await call(
      'PUT',
      '/api/inventoryItems/updateItem',
      edit(current, { quantityOnHand: '5', reason: 'Counted' }),
    );
    expect(belowHeld.statusCode).toBe(400);
    expect(belowHeld.json().errors.quantityOnHand).toContain('6 Each of it are held');

    const adjusted = await call(
      'PUT',
      '/api/inventoryItems/updateItem',
      edit(current, { quantityOnHand: '7', location: 'A-02-1', reason: 'Three broken in the rack' }),
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ quantityOnHand: '7.000', available: '1.000', location: 'A-02-1' });
    const [latest, previous] = await logsOf(chair.id);
    expect(latest).toMatchObject({ action: 'adjusted', quantityBefore: '10.000', quantityAfter: '7.000' });
    expect(latest!.changes).toEqual([
      { field: 'location', before: 'A-01-1', after: 'A-02-1' },
      { field: 'quantity', before: '10', after: '7' },
    ]);
    expect(previous).toMatchObject({ action: 'weighed', changes: [{ field: 'weight', before: '0', after: '95' }] });
  });

  it('weighs and counts many items at once, all or none, each change logged', async () => {
    const s = await stocked(t);
    const other = await stocked(t);
    const mixed = await call('POST', '/api/project/updateitemsweight', {
      projectId: s.projectId,
      items: [
        { id: s.chair.id, weight: '90' },
        { id: other.chair.id, weight: '90' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toHaveProperty(['items.1.id']);
    expect((await itemsOf(s.projectId)).find((i) => i.id === s.chair.id)!.weight).toBe('0.00');

    const ok = await call('POST', '/api/project/updateitemsweight', {
      projectId: s.projectId,
      items: [
        { id: s.chair.id, weight: '90' },
        { id: s.table.id, weight: '180' },
      ],
    });
    expect(ok.json()).toEqual({ updated: 1 });
    expect((await inventoryOf(s.inventoryId)).totals.itemsWithoutWeight).toBe(0);
    const pieces = await call('POST', '/api/project/updateitemspieces', {
      projectId: s.projectId,
      items: [{ id: s.table.id, pieces: 5 }],
    });
    expect(pieces.json()).toEqual({ updated: 1 });
    expect((await logsOf(s.table.id))[0]).toMatchObject({
      action: 'counted',
      changes: [{ field: 'pieces', before: 4, after: 5 }],
    });
    expect((await logsOf(s.chair.id))[0]).toMatchObject({
      action: 'weighed',
      changes: [{ field: 'weight', before: '0', after: '90' }],
    });
  });
});

describe('groups', () => {
  it('groups items into new numbered groups and an existing one, all or none, and ungrouping empties a group away', async () => {
    const g = await grouped(t);
    expect(g.group).toMatchObject({ name: 'Group 1', items: 2 });
    const third = await addItem(t, g.projectId, { description: 'Side table' });
    const second = await call('POST', '/api/inventoryItems/grouping', {
      projectId: g.projectId,
      selectedInventoryItems: [third.id],
    });
    expect(second.json().group).toMatchObject({ name: 'Group 2', items: 1 });

    const foreign = await stocked(t);
    const mixed = await call('POST', '/api/inventoryItems/grouping', {
      projectId: g.projectId,
      selectedInventoryItems: [g.chair.id, foreign.chair.id],
      selectedGroupId: second.json().group.id,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toHaveProperty(['selectedInventoryItems.1']);
    expect((await itemsOf(g.projectId)).find((i) => i.id === g.chair.id)!.groupName).toBe('Group 1');

    const moved = await call('POST', '/api/inventoryItems/grouping', {
      projectId: g.projectId,
      selectedInventoryItems: [g.chair.id, g.table.id],
      selectedGroupId: second.json().group.id,
    });
    expect(moved.json()).toMatchObject({ items: 2, group: { name: 'Group 2', items: 3 } });
    // Group 1 was left empty by the move, so it went.
    const groups = await call('GET', `/api/inventoryItems/getGroups?ProjectId=${g.projectId}`);
    expect(groups.json().map((x: { name: string }) => x.name)).toEqual(['Group 2']);

    const out = await call('POST', '/api/inventoryItems/ungroup', {
      projectId: g.projectId,
      selectedInventoryItems: [g.chair.id, g.table.id, third.id],
    });
    expect(out.json()).toEqual({ group: null, items: 3 });
    expect((await call('GET', `/api/inventoryItems/getGroups?ProjectId=${g.projectId}`)).json()).toEqual([]);
    expect((await logsOf(g.chair.id)).map((l) => [l.action, l.reference])).toEqual([
      ['ungrouped', ''],
      ['grouped', 'Group 2'],
      ['grouped', 'Group 1'],
      ['added', ''],
    ]);
    const again = await call('POST', '/api/inventoryItems/ungroup', {
      projectId: g.projectId,
      selectedInventoryItems: [g.chair.id],
    });
    expect(again.statusCode).toBe(400);
  });

  it('names a new group once per project, and answers a group’s items with the items without weight', async () => {
    const s = await stocked(t);
    const made = await call('POST', '/api/inventoryItems/newGroup', {
      projectId: s.projectId,
      name: 'Lobby furniture',
      selectedInventoryItems: [s.table.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const twice = await call('POST', '/api/inventoryItems/newGroup', {
      projectId: s.projectId,
      name: 'lobby FURNITURE',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toHaveProperty('name');
    const items = await call('POST', '/api/inventoryItems/getgroupeditems', {
      projectId: s.projectId,
      groupedItem: made.json().group.id,
    });
    expect(items.json().items.map((i: InventoryItem) => i.id)).toEqual([s.table.id]);
    expect(items.json().itemsWithoutWeightList.map((i: InventoryItem) => i.id)).toEqual([s.chair.id]);
  });

  it('keeps a group that still holds items when some of them leave it', async () => {
    const g = await grouped(t);
    const out = await call('POST', '/api/inventoryItems/ungroup', {
      projectId: g.projectId,
      selectedInventoryItems: [g.chair.id],
    });
    expect(out.json()).toEqual({ group: null, items: 1 });
    const groups = await call('GET', `/api/inventoryItems/getGroups?ProjectId=${g.projectId}`);
    expect(groups.json()).toEqual([expect.objectContaining({ id: g.group.id, name: 'Group 1', items: 1 })]);
    expect((await itemsOf(g.projectId)).find((i) => i.id === g.table.id)!.groupName).toBe('Group 1');
  });

  it('gives two groupings at once two group names', async () => {
    const s = await stocked(t);
    const [a, b] = await Promise.all([
      call('POST', '/api/inventoryItems/grouping', { projectId: s.projectId, selectedInventoryItems: [s.chair.id] }),
      call('POST', '/api/inventoryItems/grouping', { projectId: s.projectId, selectedInventoryItems: [s.table.id] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().group.name, b.json().group.name].sort()).toEqual(['Group 1', 'Group 2']);
  });
});

describe('who sees and changes an inventory', () => {
  it('lets a client user see their project’s inventory read-only, and find nothing of another company', async () => {
    const customer = await t.make.client({ name: `Client co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const mine = await stocked(t, project.id, 'mine-x1');
    await stocked(t, undefined, 'mine-x1');
    const viewer = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Inventory:View'],
      projects: [project.id],
    });
    const found = await call('POST', '/api/inventoryItems/allInventories', { searchTerm: 'mine-x1' }, viewer);
    expect(
      found
        .json()
        .items.map((i: InventoryItem) => i.id)
        .sort(),
    ).toEqual([mine.chair.id, mine.table.id].sort());
    expect(found.json().totalCount).toBe(2);
    expect((await call('GET', `/api/inventory/${mine.inventoryId}`, undefined, viewer)).statusCode).toBe(200);
    const change = await call(
      'POST',
      '/api/project/updateitemsweight',
      { projectId: project.id, items: [{ id: mine.chair.id, weight: '1' }] },
      viewer,
    );
    expect(change.statusCode).toBe(403);
  });
});

describe('the ledger', () => {
  it('keeps every item’s quantity on hand equal to what its log rows add up to', async () => {
    const g = await grouped(t);
    await call(
      'PUT',
      '/api/inventoryItems/updateItem',
      edit(g.table, { quantityOnHand: '1', reason: 'One sent back', version: g.table.version + 1 }),
    );
    const logged = sql`coalesce((select sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}) from ${itemLogs}
      where ${itemLogs.inventoryItemId} = ${inventoryItems.id}), 0)`;
    const broken = await t.database.db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(sql`${inventoryItems.quantityOnHand} <> ${logged}`);
    expect(broken).toEqual([]);
    // Each inventory's sums, kept by the database as its items change, are what its items add up to.
    const drift = await t.database.db
      .select({ id: inventories.id })
      .from(inventories)
      .where(
        sql`not exists (select 1 from (select count(*)::int as n, coalesce(sum(i.quantity_on_hand), 0) as q,
            coalesce(sum(i.quantity_held), 0) as h, coalesce(sum(i.pieces), 0)::int as p, coalesce(sum(i.weight), 0) as w,
            (count(*) filter (where i.weight = 0 and i.quantity_on_hand > 0))::int as z
          from ${inventoryItems} i where i.inventory_id = ${inventories.id}) s
          where (${inventories.itemCount}, ${inventories.quantityOnHand}, ${inventories.quantityHeld}, ${inventories.pieces},
            ${inventories.weight}, ${inventories.itemsWithoutWeight}) = (s.n, s.q, s.h, s.p, s.w, s.z))`,
      );
    expect(drift).toEqual([]);
    expect(Number((await itemsOf(g.projectId)).find((i) => i.id === g.table.id)!.quantityOnHand)).toBe(1);
  });
});
