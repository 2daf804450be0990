import { type PickTicketDetails, pickTicketStatusIds } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { inventoryItems, itemLogs } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeTicket } from './pickTicket.testkit';

// -------------------------------------------------------------------------------------------
// Picking by scan: each scan of an item number is one unit (or the units typed with it), a label
// ticks its line, from the location scanned; what is not on the ticket or not there is refused.
// -------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  as?: TokenSubject,
) => t.call({ method, url, ...(payload ? { payload } : {}), as: as ?? t.admin });
const ticketOf = async (id: number): Promise<PickTicketDetails> => (await call('GET', `/api/pickTicket/${id}`)).json();
const withStatus = (p: PickTicketDetails, statusId: number) => ({
  id: p.id,
  version: p.version,
  number: p.number,
  projectId: p.projectId,
  statusId,
  requestedDate: p.requestedDate,
  deliveryAddress: p.deliveryAddress,
  carrierId: p.carrierId,
  driver: p.driver,
  notes: p.notes,
});

/** The ledger: every item's quantity on hand is what its log rows add up to, and the goods' invariants hold. */
async function expectLedgerTrue() {
  const logged = sql`coalesce((select sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}) from ${itemLogs}
      where ${itemLogs.inventoryItemId} = ${inventoryItems.id}), 0)`;
  const broken = await t.database.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      sql`${inventoryItems.quantityOnHand} <> ${logged} or ${inventoryItems.quantityHeld} > ${inventoryItems.quantityOnHand}`,
    );
  expect(broken).toEqual([]);
  expect(await integrityProblems(t.database.db)).toEqual([]);
}

describe('picking by scan', () => {
  it('picks a unit a scan of the item number, the units typed with it, never more than the line asks', async () => {
    const m = await makeTicket(t);
    const scan = (over: object = {}) =>
      call('POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: 'CH-100', ...over });
    // The chairs' line asks for 4: one scan, one chair.
    expect((await scan()).json()).toMatchObject({ quantityPicked: '1.000' });
    // Two more typed with the next scan: 1 + 2 = 3.
    expect((await scan({ quantity: '2' })).json()).toMatchObject({ quantityPicked: '3.000' });
    const over = await scan({ quantity: '2' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.quantity).toBe('Only 1 Each of CH-100 is left to pick.');
    expect((await scan()).json()).toMatchObject({ quantityPicked: '4.000' });
    expect((await scan()).json().errors.code).toBe('CH-100 is already picked (4 Each).');
  });

  it('ticks the line a label or item number names, from the location scanned, and refuses what is not there', async () => {
    const m = await makeTicket(t);
    await call('POST', '/api/pickTicketItem', {
      pickTicketId: m.ticket.id,
      inventoryItemId: m.table.id,
      quantity: '2',
    });
    const wrongPlace = await call('POST', '/api/pickTicketItem/scan', {
      pickTicketId: m.ticket.id,
      code: 'CH-100',
      location: 'B-02-1',
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().errors.location).toBe('CH-100 is at A-01-1, not B-02-1.');
    const unknown = await call('POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: 'ZZ-1' });
    expect(unknown.json().errors.code).toBe(`ZZ-1 is not on pick ticket ${m.ticket.number}.`);

    const chairs = await call('POST', '/api/pickTicketItem/scan', {
      pickTicketId: m.ticket.id,
      code: `INV-${m.chair.id}`,
      location: 'a-01-1',
    });
    expect(chairs.statusCode, chairs.body).toBe(200);
    expect(chairs.json()).toMatchObject({ quantityPicked: '4.000', pickedLocation: 'a-01-1' });
    expect((await ticketOf(m.ticket.id)).status).toBe('Picking');
    const twice = await call('POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: 'ch-100' });
    expect(twice.json().errors.code).toBe('CH-100 is already picked (4 Each).');

    // The table by its receiving label: its inventory item came from receiving line 77.
    await t.database.db.execute(sql`update inventory_items set ra_item_id = 77 where id = ${m.table.id}`);
    const table = await call('POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: 'RAI-77' });
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json()).toMatchObject({ quantityPicked: '2.000', pickedLocation: 'B-02-1' });

    // A short pick (with its reason) on the phone, then Picked: on hand drops, logged, in one go.
    const short = await call('PUT', '/api/pickTicketItem', {
      id: table.json().id,
      version: table.json().version,
      quantity: '2',
      quantityPicked: '1',
      shortReason: 'One leg broken',
    });
    expect(short.json()).toMatchObject({ quantityPicked: '1.000', pickedLocation: 'B-02-1' });
    const picked = await call(
      'PUT',
      '/api/pickTicket',
      withStatus(await ticketOf(m.ticket.id), pickTicketStatusIds.picked),
    );
    expect(picked.statusCode, picked.body).toBe(200);
    const [row] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, m.table.id));
    expect(row).toMatchObject({ quantityOnHand: '1.000', quantityHeld: '0.000' });
    const logs = await t.database.db
      .select()
      .from(itemLogs)
      .where(and(eq(itemLogs.reference, m.ticket.number), eq(itemLogs.action, 'picked')));
    expect(logs).toHaveLength(2);
    await expectLedgerTrue();
  });
});
