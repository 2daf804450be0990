import { type PickTicketDetails, type PickTicketItem, pickTicketStatusIds } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../../db/integrity';
import { inventoryItems, itemLogs, notifications } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { stocked } from '../inventory/inventory.testkit';
import { deliveredTicket, makeTicket, pickedTicket, SIGNATURE_PNG } from './pickTicket.testkit';

// -------------------------------------------------------------------------------------------
// After a ticket is made: a client's request waits for the warehouse to confirm it; the picker
// ticks lines by scanning; proof of delivery (receiver, time, signature, what each line came to)
// marks it Delivered and prints a receipt; who asked and the project's manager are told.
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
const linesOf = async (id: number): Promise<PickTicketItem[]> =>
  (await call('GET', `/api/pickTicketItem/getPickTktItem?pickTicketId=${id}`)).json();
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
const noticesOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

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

/** A client company's project with its goods, its manager, staff who may update tickets, and a client user who may ask. */
async function clientProject() {
  const customer = await t.make.client({ name: `Release client ${Date.now()}${Math.random()}` });
  const manager = await t.make.user({ claims: ['PickTicket:View'] });
  const project = await t.make.project({ customerId: customer.id, projectManagerId: manager.id });
  const stock = await stocked(t, project.id);
  const staff = await t.make.user({ claims: ['PickTicket:View', 'PickTicket:Update'], projects: [project.id] });
  const viewer = await t.make.user({ claims: ['PickTicket:View'], projects: [project.id] });
  const client = await t.make.user({
    userTypeId: 2,
    clientId: customer.id,
    claims: ['PickTicket:View', 'PickTicket:Create', 'PickTicket:Update', 'Inventory:View'],
    projects: [project.id],
  });
  return { customer, project, stock, manager, staff, viewer, client };
}

describe('a client’s release request', () => {
  it('waits for the warehouse: staff are told, a client user cannot confirm, pick or deliver, staff confirm', async () => {
    const c = await clientProject();
    const asked = await call(
      'POST',
      '/api/pickTicket',
      {
        projectId: c.project.id,
        requestedDate: '2026-12-04',
        notes: 'Gate code 1234',
        items: [{ inventoryItemId: c.stock.chair.id, quantity: '3' }],
      },
      c.client,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const request: PickTicketDetails = asked.json();
    expect(request).toMatchObject({
      awaitingConfirmation: true,
      confirmedAt: null,
      requestedById: c.client.id,
      requestedBy: c.client.userName,
    });
    // The project's staff who may update tickets hear of it; a viewer does not.
    const told = await noticesOf(c.staff.id);
    expect(told).toEqual([
      expect.objectContaining({ title: `Release requested: ${request.number}`, link: `/pick-tickets/${request.id}` }),
    ]);
    expect(told[0]!.text).toContain('2026-12-04');
    expect(await noticesOf(c.viewer.id)).toEqual([]);

    const [line] = await linesOf(request.id);
    // Not picked before it is confirmed.
    const early = await call('POST', '/api/pickTicketItem/scan', { pickTicketId: request.id, code: 'CH-100' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.code).toContain('awaiting confirmation');
    const earlyPick = await call('PUT', '/api/pickTicket', withStatus(request, pickTicketStatusIds.picked));
    expect(earlyPick.json().errors.statusId).toContain('awaiting confirmation');

    // A client user may not confirm, pick, scan or deliver (even holding PickTicket:Update).
    const asClient = c.client;
    const forbidden = [
      await call('POST', '/api/pickTicket/confirm', { id: request.id, version: request.version }, asClient),
      await call('POST', '/api/pickTicketItem/scan', { pickTicketId: request.id, code: 'CH-100' }, asClient),
      await call(
        'PUT',
        '/api/pickTicketItem',
        { id: line!.id, version: line!.version, quantity: '3', quantityPicked: '3' },
        asClient,
      ),
      await call('PUT', '/api/pickTicket', withStatus(request, pickTicketStatusIds.picking), asClient),
      await call(
        'POST',
        '/api/pickTicket/deliver',
        { id: request.id, version: request.version, receiverName: 'Me', signatureTyped: true },
        asClient,
      ),
    ];
    expect(forbidden.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);

    const stale = await call('POST', '/api/pickTicket/confirm', { id: request.id, version: request.version + 5 });
    expect(stale.statusCode).toBe(409);
    const confirmed = await call(
      'POST',
      '/api/pickTicket/confirm',
      { id: request.id, version: request.version },
      c.staff,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ awaitingConfirmation: false, confirmedBy: c.staff.userName });
    // Answered, the "confirm it" notice ends for everyone it asked.
    expect(await noticesOf(c.staff.id)).toEqual([]);
    const again = await call('POST', '/api/pickTicket/confirm', { id: request.id, version: confirmed.json().version });
    expect(again.statusCode).toBe(400);
    const history = (await call('GET', `/api/history/pickTicket/${request.id}`)).json();
    expect(JSON.stringify(history)).toContain(request.number);
  });

  it('answers 400 naming the field, 401 without a token, 403 without the permission and 404 to another company', async () => {
    const c = await clientProject();
    const m = await makeTicket(t, c.project.id);
    expect((await call('POST', '/api/pickTicket/confirm', { id: m.ticket.id })).json().errors).toHaveProperty(
      'version',
    );
    const noCode = await call('POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: ' ' });
    expect(noCode.json().errors).toHaveProperty('code');
    const anon = await t.call({
      method: 'POST',
      url: '/api/pickTicket/confirm',
      payload: { id: m.ticket.id, version: 0 },
    });
    expect(anon.statusCode).toBe(401);
    const viewerScan = await call(
      'POST',
      '/api/pickTicketItem/scan',
      { pickTicketId: m.ticket.id, code: 'x' },
      c.viewer,
    );
    expect(viewerScan.statusCode).toBe(403);
    const stranger = await clientProject();
    for (const [method, url, body] of [
      ['POST', '/api/pickTicket/confirm', { id: m.ticket.id, version: 0 }],
      ['POST', '/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: 'CH-100' }],
      ['POST', '/api/pickTicket/deliver', { id: m.ticket.id, version: 0, receiverName: 'X', signatureTyped: true }],
      ['GET', `/api/pickTicket/${m.ticket.id}/deliveryReceipt`, undefined],
      ['GET', `/api/pickTicket/${m.ticket.id}`, undefined],
    ] as const) {
      const res = await call(method, url, body, stranger.client);
      expect(res.statusCode, url).toBe(404);
    }
    // A client user may call off their own request before it is picked.
    const asked = await call(
      'POST',
      '/api/pickTicket',
      { projectId: c.project.id, items: [{ inventoryItemId: c.stock.table.id, quantity: '1' }] },
      c.client,
    );
    const off = await call('PUT', '/api/pickTicket', withStatus(asked.json(), pickTicketStatusIds.cancelled), c.client);
    expect(off.statusCode, off.body).toBe(200);
    await expectLedgerTrue();
  });

  it('the client changes or calls off their request while it waits, and goes through the warehouse once it is confirmed', async () => {
    const c = await clientProject();
    const held = async () =>
      (await call('POST', '/api/inventoryItems/search', { projectId: c.project.id, paged: false }))
        .json()
        .items.find((i: { id: number }) => i.id === c.stock.chair.id).quantityHeld;
    const asked = await call(
      'POST',
      '/api/pickTicket',
      { projectId: c.project.id, notes: 'Gate 1', items: [{ inventoryItemId: c.stock.chair.id, quantity: '3' }] },
      c.client,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const request: PickTicketDetails = asked.json();
    expect(await held()).toBe('3.000');
    // While it waits: the notes and the line's quantity change (the hold follows: 3 → 2).
    const renoted = await call(
      'PUT',
      '/api/pickTicket',
      { ...withStatus(request, request.statusId), notes: 'Gate 2' },
      c.client,
    );
    expect(renoted.statusCode, renoted.body).toBe(200);
    expect(renoted.json().notes).toBe('Gate 2');
    const [line] = await linesOf(request.id);
    const fewer = await call(
      'PUT',
      '/api/pickTicketItem',
      { id: line!.id, version: line!.version, quantity: '2' },
      c.client,
    );
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(await held()).toBe('2.000');

    // Confirmed by the warehouse: the client's change, line change and cancel are each refused.
    const waiting = await ticketOf(request.id);
    const confirmed = await call(
      'POST',
      '/api/pickTicket/confirm',
      { id: request.id, version: waiting.version },
      c.staff,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const refusal = `Pick ticket ${request.number} was confirmed by the warehouse: ask them to change it.`;
    const now: PickTicketDetails = confirmed.json();
    const [after] = await linesOf(request.id);
    const tries = [
      await call('PUT', '/api/pickTicket', { ...withStatus(now, now.statusId), notes: 'Gate 3' }, c.client),
      await call('PUT', '/api/pickTicket', withStatus(now, pickTicketStatusIds.cancelled), c.client),
      await call('PUT', '/api/pickTicketItem', { id: after!.id, version: after!.version, quantity: '1' }, c.client),
      await call('DELETE', `/api/pickTicketItem/${after!.id}`, undefined, c.client),
    ];
    expect(tries.map((r) => [r.statusCode, r.json().message])).toEqual(tries.map(() => [400, refusal]));
    expect(await held()).toBe('2.000');
    expect((await ticketOf(request.id)).notes).toBe('Gate 2');
  });
});

describe('proof of delivery', () => {
  it('records the receiver, the time, the signature and each line’s exceptions, tells who asked, and prints the receipt', async () => {
    const c = await clientProject();
    const asked = await call(
      'POST',
      '/api/pickTicket',
      { projectId: c.project.id, items: [{ inventoryItemId: c.stock.chair.id, quantity: '5' }] },
      c.client,
    );
    const confirmed = await call('POST', '/api/pickTicket/confirm', {
      id: asked.json().id,
      version: asked.json().version,
    });
    const picked = await call('PUT', '/api/pickTicket', withStatus(confirmed.json(), pickTicketStatusIds.picked));
    expect(picked.statusCode, picked.body).toBe(200);
    const ticket: PickTicketDetails = picked.json();
    expect((await noticesOf(c.client.id)).map((n) => n.title)).toEqual([`Picked: ${ticket.number}`]);
    expect((await noticesOf(c.manager.id)).map((n) => n.title)).toEqual([`Picked: ${ticket.number}`]);
    const [line] = await linesOf(ticket.id);

    // Delivered only through proof of delivery.
    const byStatus = await call('PUT', '/api/pickTicket', withStatus(ticket, pickTicketStatusIds.delivered));
    expect(byStatus.json().errors.statusId).toContain('Deliver');
    const deliver = (body: Record<string, unknown>) =>
      call('POST', '/api/pickTicket/deliver', {
        id: ticket.id,
        version: ticket.version,
        receiverName: 'Dana Ruiz',
        ...body,
      });
    expect((await deliver({})).json().errors).toHaveProperty('signaturePng');
    expect((await deliver({ receiverName: '', signatureTyped: true })).json().errors).toHaveProperty('receiverName');
    const notPng = Buffer.from('GIF89a not a png at all, just some bytes to be long enough').toString('base64');
    expect((await deliver({ signaturePng: notPng })).json().errors.signaturePng).toBe(
      'The signature is not a PNG image.',
    );
    const huge = Buffer.concat([Buffer.from(SIGNATURE_PNG, 'base64'), Buffer.alloc(210_000)]).toString('base64');
    const tooBig = await deliver({ signaturePng: huge });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toHaveProperty('signaturePng');
    const future = await deliver({ signatureTyped: true, receivedAt: '2099-01-01T00:00:00Z' });
    expect(future.json().errors).toHaveProperty('receivedAt');
    const lineAt = (over: Record<string, unknown>) =>
      deliver({ signaturePng: SIGNATURE_PNG, lines: [{ id: line!.id, ...over }] });
    expect((await lineAt({ quantityDelivered: '6' })).json().errors['lines.0.quantityDelivered']).toBe(
      'Only 5 Each were picked.',
    );
    expect((await lineAt({ quantityDelivered: '4' })).json().errors['lines.0.deliveryReason']).toBe(
      'Say why it is short.',
    );
    expect((await lineAt({ quantityDelivered: '5', quantityDamaged: '1' })).json().errors['lines.0.damageReason']).toBe(
      'Say why it is damaged.',
    );
    const foreign = await makeTicket(t);
    expect((await lineAt({ id: foreign.line.id, quantityDelivered: '1' })).json().errors).toHaveProperty('lines.0.id');
    expect((await ticketOf(ticket.id)).status).toBe('Picked');

    const done = await lineAt({
      quantityDelivered: '4',
      quantityDamaged: '1',
      damageReason: 'Crushed carton',
      deliveryReason: 'Lost in transit',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'Delivered',
      delivery: {
        receiverName: 'Dana Ruiz',
        signatureTyped: false,
        hasSignatureImage: true,
        photoFolder: `${ticket.number}-delivery`,
      },
    });
    expect(await linesOf(ticket.id)).toEqual([
      expect.objectContaining({
        quantityDelivered: '4.000',
        quantityDamaged: '1.000',
        damageReason: 'Crushed carton',
        deliveryReason: 'Lost in transit',
      }),
    ]);
    expect((await noticesOf(c.client.id)).map((n) => n.title)).toContain(`Delivered: ${ticket.number}`);
    expect((await noticesOf(c.manager.id)).find((n) => n.title.startsWith('Delivered'))!.text).toContain(
      '1 line damaged or short',
    );
    expect((await deliver({ signatureTyped: true, version: done.json().version })).statusCode).toBe(400);

    const png = await call('GET', `/api/pickTicket/${ticket.id}/signature`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(Buffer.from(SIGNATURE_PNG, 'base64'))).toBe(true);
    const receipt = await call('GET', `/api/pickTicket/${ticket.id}/deliveryReceipt`, undefined, c.client);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const notYet = await makeTicket(t);
    expect((await call('GET', `/api/pickTicket/${notYet.ticket.id}/deliveryReceipt`)).statusCode).toBe(400);
    expect((await call('GET', `/api/pickTicket/${notYet.ticket.id}/signature`)).statusCode).toBe(404);
    await expectLedgerTrue();
  });

  it('takes a typed name as the signature, and lines left out arrive as picked', async () => {
    const m = await deliveredTicket(t);
    expect(m.ticket.delivery).toMatchObject({ hasSignatureImage: true });
    const p = await pickedTicket(t);
    const typed = await call('POST', '/api/pickTicket/deliver', {
      id: p.ticket.id,
      version: p.ticket.version,
      receiverName: 'Kim Lee',
      signatureTyped: true,
      notes: 'Left at the loading bay',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().delivery).toMatchObject({
      signatureTyped: true,
      hasSignatureImage: false,
      notes: 'Left at the loading bay',
    });
    expect((await linesOf(p.ticket.id))[0]).toMatchObject({ quantityDelivered: '4.000', quantityDamaged: '0.000' });
    expect((await call('GET', `/api/pickTicket/${p.ticket.id}/deliveryReceipt`)).statusCode).toBe(200);
  });
});
