import {
  type InventoryItem,
  type PickTicketDetails,
  type PickTicketItem,
  pickTicketStatusIds,
} from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { inventoryItems, itemLogs } from '../inventory/inventory.table';
import { stocked } from '../inventory/inventory.testkit';
import { makeTicket } from './pickTicket.testkit';

// -------------------------------------------------------------------------------------------
// A pick ticket releases a project's goods to its job site: its inventory lines hold what they
// take (never more than is available: of two tickets taking one item at once, one wins), picking
// lowers what is on hand with a log row each, and a cancelled or deleted ticket lets go.
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

const itemOf = async (projectId: number, id: number): Promise<InventoryItem> =>
  (
    (await call('GET', `/api/inventoryItems/getAllInventoryItem?ProjectId=${projectId}`)).json() as InventoryItem[]
  ).find((i) => i.id === id)!;
const ticketOf = async (id: number): Promise<PickTicketDetails> => (await call('GET', `/api/pickTicket/${id}`)).json();
const linesOf = async (id: number): Promise<PickTicketItem[]> =>
  (await call('GET', `/api/pickTicketItem/getPickTktItem?pickTicketId=${id}`)).json();
const withStatus = (p: PickTicketDetails, statusId: number, over: Record<string, unknown> = {}) => ({
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
  ...over,
});

describe('pick tickets', () => {
  it('holds what its lines take, numbered, delivering to the job site unless told otherwise', async () => {
    const m = await makeTicket(t);
    expect(m.ticket).toMatchObject({ status: 'Open', number: expect.stringMatching(/^PT-3\d{4}$/) });
    expect(m.ticket.deliveryAddress).not.toBe('');
    expect(m.ticket.totals).toMatchObject({ lines: 1, quantity: '4.000' });
    expect(m.line).toMatchObject({
      inventoryItemId: m.chair.id,
      location: 'A-01-1',
      quantity: '4.000',
      quantityPicked: null,
    });
    expect(await itemOf(m.projectId, m.chair.id)).toMatchObject({ quantityHeld: '4.000', available: '6.000' });

    const beyond = await call('POST', '/api/pickTicketItem', {
      pickTicketId: m.ticket.id,
      inventoryItemId: m.chair.id,
      quantity: '7',
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.quantity).toBe('Only 6 Each of CH-100 at A-01-1 are available.');
    const foreign = await stocked(t);
    const elsewhere = await call('POST', '/api/pickTicketItem', {
      pickTicketId: m.ticket.id,
      inventoryItemId: foreign.chair.id,
      quantity: '1',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toHaveProperty('inventoryItemId');
  });

  it('gives one item to only one of two tickets taking it at once', async () => {
    const s = await stocked(t);
    const ask = () =>
      call('POST', '/api/pickTicket', {
        projectId: s.projectId,
        items: [{ inventoryItemId: s.chair.id, quantity: '8' }],
      });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().errors).toHaveProperty(['items.0.quantity']);
    expect(await itemOf(s.projectId, s.chair.id)).toMatchObject({ quantityHeld: '8.000', available: '2.000' });
  });

  it('moves what is held with a line’s quantity, and lets it go when the line goes', async () => {
    const m = await makeTicket(t);
    const more = await call('PUT', '/api/pickTicketItem', { id: m.line.id, version: m.line.version, quantity: '6' });
    expect(more.statusCode, more.body).toBe(200);
    expect((await itemOf(m.projectId, m.chair.id)).quantityHeld).toBe('6.000');
    const less = await call('PUT', '/api/pickTicketItem', {
      id: m.line.id,
      version: more.json().version,
      quantity: '2',
    });
    expect(less.statusCode, less.body).toBe(200);
    expect((await itemOf(m.projectId, m.chair.id)).quantityHeld).toBe('2.000');
    const byHand = await call('POST', '/api/pickTicketItem/createNonInventoryItem', {
      pickTicketId: m.ticket.id,
      description: 'Moving blankets',
      quantity: '6',
    });
    expect(byHand.json()).toMatchObject({ inventoryItemId: null, description: 'Moving blankets' });
    expect((await call('DELETE', `/api/pickTicketItem/${m.line.id}`)).statusCode).toBe(204);
    expect((await itemOf(m.projectId, m.chair.id)).quantityHeld).toBe('0.000');
    expect((await call('POST', '/api/pickTicket/dataCounts', { pickTicketId: m.ticket.id })).json()).toMatchObject({
      items: 0,
      nonInventoryItems: 1,
    });
  });

  it('adds several inventory lines at once, or none: a refusal names its row and holds nothing', async () => {
    const m = await makeTicket(t);
    const url = '/api/pickTicketItem/createFromInventory';
    const none = await call('POST', url, { pickTicketId: m.ticket.id, items: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.items).toBe('Pick at least one item.');

    // The chair has 6 available (the ticket holds 4 of 10): the table's line is fine, the chair's is not.
    const beyond = await call('POST', url, {
      pickTicketId: m.ticket.id,
      items: [
        { inventoryItemId: m.table.id, quantity: '2' },
        { inventoryItemId: m.chair.id, quantity: '7' },
      ],
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors['items.1.quantity']).toBe('Only 6 Each of CH-100 at A-01-1 are available.');
    expect(await linesOf(m.ticket.id)).toHaveLength(1);
    expect(await itemOf(m.projectId, m.table.id)).toMatchObject({ quantityHeld: '0.000', available: '2.000' });

    const foreign = await stocked(t);
    const elsewhere = await call('POST', url, {
      pickTicketId: m.ticket.id,
      items: [{ inventoryItemId: foreign.chair.id, quantity: '1' }],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toHaveProperty(['items.0.inventoryItemId']);

    const added = await call('POST', url, {
      pickTicketId: m.ticket.id,
      items: [
        { inventoryItemId: m.table.id, quantity: '2' },
        { inventoryItemId: m.chair.id, quantity: '6' },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as PickTicketItem[]).map((l) => [l.itemNumber, l.quantity])).toEqual([
      ['CH-100', '6.000'],
      ['TB-200', '2.000'],
    ]);
    expect(await linesOf(m.ticket.id)).toHaveLength(3);
    expect(await itemOf(m.projectId, m.chair.id)).toMatchObject({ quantityHeld: '10.000', available: '0.000' });
    expect(await itemOf(m.projectId, m.table.id)).toMatchObject({ quantityHeld: '2.000', available: '0.000' });
    expect((await ticketOf(m.ticket.id)).totals).toMatchObject({ lines: 3, quantity: '12.000' });

    // A client user of another company sees neither the ticket nor the items.
    const customer = await t.make.client({ name: `Other co ${Date.now()}` });
    const outsider = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['PickTicket:View', 'PickTicket:Update', 'Inventory:View'],
      projects: [(await t.make.project({ customerId: customer.id })).id],
    });
    const one = { pickTicketId: m.ticket.id, items: [{ inventoryItemId: m.chair.id, quantity: '1' }] };
    expect((await call('POST', url, one, outsider)).statusCode).toBe(404);
  });

  it('picks: short needs a reason, then on hand drops by what was picked, each item logged, and the lines stay', async () => {
    const m = await makeTicket(t);
    await call('POST', '/api/pickTicketItem', {
      pickTicketId: m.ticket.id,
      inventoryItemId: m.table.id,
      quantity: '2',
    });
    const lines = await linesOf(m.ticket.id);
    const chairs = lines.find((l) => l.inventoryItemId === m.chair.id)!;
    const short = await call('PUT', '/api/pickTicketItem', {
      id: chairs.id,
      version: chairs.version,
      quantity: '4',
      quantityPicked: '3',
    });
    expect(short.statusCode, short.body).toBe(200);
    const picking = await ticketOf(m.ticket.id);
    expect(picking.status).toBe('Picking');

    const noReason = await call('PUT', '/api/pickTicket', withStatus(picking, pickTicketStatusIds.picked));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.statusId).toContain('picked short');

    await call('PUT', '/api/pickTicketItem', {
      id: chairs.id,
      version: short.json().version,
      quantity: '4',
      quantityPicked: '3',
      shortReason: 'One broken on the shelf',
    });
    const ready = await ticketOf(m.ticket.id);
    const picked = await call('PUT', '/api/pickTicket', withStatus(ready, pickTicketStatusIds.picked));
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'Picked', totals: { picked: '5.000', short: 1 } });
    expect(picked.json().pickedAt).not.toBeNull();

    expect(await itemOf(m.projectId, m.chair.id)).toMatchObject({ quantityOnHand: '7.000', quantityHeld: '0.000' });
    expect(await itemOf(m.projectId, m.table.id)).toMatchObject({ quantityOnHand: '0.000', quantityHeld: '0.000' });
    const [log] = await t.database.db
      .select()
      .from(itemLogs)
      .where(sql`${itemLogs.inventoryItemId} = ${m.chair.id} and ${itemLogs.action} = 'picked'`);
    expect(log).toMatchObject({ reference: m.ticket.number, quantityBefore: '10.000', quantityAfter: '7.000' });
    const inventory = (await call('GET', `/api/inventory/${m.inventoryId}`)).json();
    expect(inventory.lastRelease).not.toBeNull();
    // The inventory's sums follow the items picked: 7 chairs and no table left, nothing held.
    expect(inventory.totals).toMatchObject({ items: 2, quantityOnHand: '7.000', quantityHeld: '0.000' });

    const late = await call('PUT', '/api/pickTicketItem', { id: chairs.id, version: 99, quantity: '1' });
    expect(late.statusCode).toBe(400);
    expect((await call('DELETE', `/api/pickTicket/${m.ticket.id}`)).statusCode).toBe(400);

    // The ledger: every item's quantity on hand is what its log rows add up to.
    const logged = sql`coalesce((select sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}) from ${itemLogs}
      where ${itemLogs.inventoryItemId} = ${inventoryItems.id}), 0)`;
    const broken = await t.database.db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(sql`${inventoryItems.quantityOnHand} <> ${logged}`);
    expect(broken).toEqual([]);

    const pdf = await call('GET', `/api/pickTicket/${m.ticket.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const out = await call('POST', '/api/pickTicket/deliver', {
      id: m.ticket.id,
      version: picked.json().version,
      receiverName: 'Site foreman',
      signatureTyped: true,
    });
    expect(out.json()).toMatchObject({ status: 'Delivered' });
    expect(out.json().deliveredAt).not.toBeNull();
  });

  it('lets what a cancelled or deleted ticket held go, and refuses a status it cannot reach', async () => {
    const m = await makeTicket(t);
    const jump = await call('PUT', '/api/pickTicket', withStatus(m.ticket, pickTicketStatusIds.delivered));
    expect(jump.statusCode).toBe(400);
    expect(jump.json().errors.statusId).toBe('A pick ticket that is Open cannot become Delivered.');
    const cancelled = await call('PUT', '/api/pickTicket', withStatus(m.ticket, pickTicketStatusIds.cancelled));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await itemOf(m.projectId, m.chair.id)).quantityHeld).toBe('0.000');

    const other = await makeTicket(t);
    expect((await call('DELETE', `/api/pickTicket/${other.ticket.id}`)).statusCode).toBe(204);
    expect((await itemOf(other.projectId, other.chair.id)).quantityHeld).toBe('0.000');
    const [row] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, other.chair.id));
    expect(row!.quantityOnHand).toBe('10.000');
  });

  it('lets a client user with PickTicket:Create ask for a release of their own goods only', async () => {
    const customer = await t.make.client({ name: `Release co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const mine = await stocked(t, project.id);
    const theirs = await stocked(t);
    const clientUser = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['PickTicket:View', 'PickTicket:Create', 'Inventory:View'],
      projects: [project.id],
    });
    const asked = await call(
      'POST',
      '/api/pickTicket',
      {
        projectId: project.id,
        requestedDate: '2026-12-03',
        items: [{ inventoryItemId: mine.table.id, quantity: '2' }],
      },
      clientUser,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'Open', createdBy: clientUser.userName });
    const foreign = await call(
      'POST',
      '/api/pickTicket',
      { projectId: theirs.projectId, items: [{ inventoryItemId: theirs.table.id, quantity: '1' }] },
      clientUser,
    );
    expect(foreign.statusCode).toBe(404);
    const change = await call(
      'PUT',
      '/api/pickTicket',
      withStatus(asked.json(), pickTicketStatusIds.picking),
      clientUser,
    );
    expect(change.statusCode).toBe(403);
  });

  it('shows in the pickers of its project and among the project’s open work until delivered', async () => {
    const m = await makeTicket(t);
    const get = async (url: string) => (await call('GET', url)).json();
    const byProject = await get(`/api/common/getAllByProjectId?ProjectId=${m.projectId}`);
    expect(byProject.pickTickets).toEqual([
      {
        id: m.ticket.id,
        number: m.ticket.number,
        label: `${m.ticket.number} · Open · 2026-12-01`,
        projectId: m.projectId,
      },
    ]);
    expect((await get('/api/common/pickTktAllProject')).map((p: { id: number }) => p.id)).toContain(m.projectId);
    const open = await get(`/api/dataFlow/getProjectOpenModules?projectId=${m.projectId}`);
    expect(open.modules).toEqual([expect.objectContaining({ module: 'PickTicket', open: 1 })]);
    const cancelled = await call('PUT', '/api/pickTicket', withStatus(m.ticket, pickTicketStatusIds.cancelled));
    expect(cancelled.statusCode).toBe(200);
    expect((await get(`/api/dataFlow/getProjectOpenModules?projectId=${m.projectId}`)).modules).toEqual([]);
  });
});
