import type { InventoryDetails, InventoryItem, OnHandHistory } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { itemLogs } from './inventory.table';
import { stocked } from './inventory.testkit';

// -------------------------------------------------------------------------------------------
// What an inventory held on each day, read from the item log: storage is billed from it, so it
// must agree with the ledger on every day, including the days nothing moved.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const get = (url: string) => t.call({ method: 'GET', url, as: t.admin });

/** Says the item's log rows so far happened `days` ago (at noon UTC), as if it came in then. */
async function cameIn(item: InventoryItem, days: number) {
  await t.database.db
    .update(itemLogs)
    .set({ at: new Date(`${day(-days)}T12:00:00Z`) })
    .where(eq(itemLogs.inventoryItemId, item.id));
}

describe('an inventory’s on-hand history', () => {
  it('answers every day’s items, quantity and weight from the log, the days without a move too', async () => {
    const s = await stocked(t);
    // The chairs (10, unweighed) came in ten days ago; the tables (2, 180 lbs) five days ago.
    await cameIn(s.chair, 10);
    await cameIn(s.table, 5);
    // Today one table is written off: half the tables' weight stays.
    const adjusted = await t.call({
      method: 'PUT',
      url: '/api/inventoryItems/updateItem',
      as: t.admin,
      payload: {
        id: s.table.id,
        version: s.table.version,
        itemNumber: s.table.itemNumber,
        description: s.table.description,
        unitOfMeasure: s.table.unitOfMeasure,
        quantityOnHand: '1',
        weight: s.table.weight,
        pieces: s.table.pieces,
        location: s.table.location,
        reason: 'Broken in the rack',
      },
    });
    expect(adjusted.statusCode).toBe(200);

    const res = await get(`/api/inventory/${s.inventoryId}/onHand?from=${day(-12)}&to=${day(0)}`);
    expect(res.statusCode).toBe(200);
    const history: OnHandHistory = res.json();
    expect(history).toMatchObject({ inventoryId: s.inventoryId, projectId: s.projectId, from: day(-12), to: day(0) });
    expect(history.days).toHaveLength(13);
    const on = (offset: number) => history.days.find((d) => d.date === day(offset));
    expect(on(-12)).toEqual({ date: day(-12), items: 0, quantityOnHand: '0.000', weight: '0.00' });
    expect(on(-11)).toEqual({ date: day(-11), items: 0, quantityOnHand: '0.000', weight: '0.00' });
    for (const d of [-10, -8, -6]) expect(on(d)).toMatchObject({ items: 1, quantityOnHand: '10.000', weight: '0.00' });
    for (const d of [-5, -3, -1]) expect(on(d)).toMatchObject({ items: 2, quantityOnHand: '12.000', weight: '180.00' });
    expect(on(0)).toMatchObject({ items: 2, quantityOnHand: '11.000', weight: '90.00' });

    // The last day is what the inventory holds now: the history and the ledger agree.
    const inventory: InventoryDetails = (await get(`/api/inventory/${s.inventoryId}`)).json();
    expect(Number(on(0)!.quantityOnHand)).toBe(Number(inventory.totals.quantityOnHand));
    expect(inventory.totals.items).toBe(on(0)!.items);

    // A range that starts after the goods came in opens with what was already there.
    const later: OnHandHistory = (
      await get(`/api/inventory/${s.inventoryId}/onHand?from=${day(-2)}&to=${day(-1)}`)
    ).json();
    expect(later.days).toEqual([
      { date: day(-2), items: 2, quantityOnHand: '12.000', weight: '180.00' },
      { date: day(-1), items: 2, quantityOnHand: '12.000', weight: '180.00' },
    ]);
  });

  it('refuses a range that ends before it starts, one over a year, and a date that is not one', async () => {
    const s = await stocked(t);
    const url = (q: string) => `/api/inventory/${s.inventoryId}/onHand?${q}`;
    const backwards = await get(url(`from=${day(0)}&to=${day(-1)}`));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('to');
    const tooLong = await get(url(`from=${day(-400)}&to=${day(0)}`));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.to).toMatch(/366 days/);
    const notADate = await get(url(`from=yesterday&to=${day(0)}`));
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors).toHaveProperty('from');
    expect((await get(`/api/inventory/999999999/onHand?from=${day(-1)}&to=${day(0)}`)).statusCode).toBe(404);
  });

  it('keeps the history of a year and a day in one read', async () => {
    const s = await stocked(t);
    const res = await get(`/api/inventory/${s.inventoryId}/onHand?from=${day(-365)}&to=${day(0)}`);
    expect(res.statusCode).toBe(200);
    const history: OnHandHistory = res.json();
    expect(history.days).toHaveLength(366);
    expect(history.days.at(-1)).toMatchObject({ items: 2, quantityOnHand: '12.000', weight: '180.00' });
  });
});
