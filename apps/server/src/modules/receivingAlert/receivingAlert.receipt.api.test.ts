import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itemLogs } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { poWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { pdfText, raBody, raFromPo, raItemsOf, withLines } from './receivingAlert.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const receive = (line: { id: number; version: number }, fields: Record<string, unknown>) =>
  send('PUT', '/api/raItem', { id: line.id, version: line.version, ...fields });

describe('a receipt records what happened', () => {
  it("keeps the item numbers of a client's announced lines when one is received", async () => {
    const customer = await t.make.client({ typeId: 1 });
    const project = await t.make.project({ customerId: customer.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['RA:View', 'RA:Create'],
      projects: [project.id],
    });
    const notice = await send(
      'POST',
      '/api/ra',
      raBody(project.id, {
        items: [
          { itemNumber: 'ART-L', description: 'Lobby artwork, large', quantityExpected: '2', unitOfMeasure: 'Crate' },
          { itemNumber: 'ART-S', description: 'Lobby artwork, small', quantityExpected: '4', unitOfMeasure: 'Box' },
        ],
      }),
      client,
    );
    expect(notice.statusCode, notice.body).toBe(201);
    const [large, small] = await raItemsOf(t, notice.json().id);
    const saved = await receive(large!, { quantityReceived: '2', location: 'Cage' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ itemNumber: 'ART-L', unitOfMeasure: 'Crate', quantityReceived: '2.000' });
    const lines = await raItemsOf(t, notice.json().id);
    expect(lines.map((l) => [l.itemNumber, l.description, l.unitOfMeasure])).toEqual([
      ['ART-L', 'Lobby artwork, large', 'Crate'],
      ['ART-S', 'Lobby artwork, small', 'Box'],
    ]);
    expect(lines[1]!.version).toBe(small!.version);
    // The scan box finds the line by the customer's number.
    const found = await send('POST', '/api/raItem/search', { receivingAlertId: notice.json().id, searchTerm: 'ART-L' });
    expect(found.json().items.map((i: { id: number }) => i.id)).toEqual([large!.id]);
  });

  it('splits a line by condition, lets weight and pieces follow the quantity unless weighed, and shelves each part', async () => {
    const { po, ra } = await raFromPo(t);
    const [chairs, tables] = ra.items;
    // 8 of 10 chairs: the expected 180 lbs and 10 pieces follow the quantity.
    const short = await receive(chairs!, { quantityReceived: '8', location: 'Aisle 2' });
    expect(short.json()).toMatchObject({
      condition: 'Short',
      quantityDamaged: '0.000',
      weight: '180.00',
      pieces: 10,
      weightReceived: '144.00',
      piecesReceived: 8,
      weighed: false,
      counted: false,
    });
    // One of them damaged: 7 good, 1 damaged with its reason; the short quantity keeps its own.
    const split = await receive(short.json(), {
      quantityDamaged: '1',
      damageReason: 'Crushed carton',
      reason: 'Back-ordered',
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({
      quantityReceived: '8.000',
      quantityDamaged: '1.000',
      condition: 'Damaged',
      damageReason: 'Crushed carton',
      reason: 'Back-ordered',
    });
    const tooMany = await receive(split.json(), { quantityDamaged: '9' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      quantityDamaged: 'Only 8 Each arrived; no more of it can be damaged.',
    });
    const noReason = await receive(tables!, { quantityReceived: '2', quantityDamaged: '1' });
    expect(noReason.json().errors).toEqual({ damageReason: 'Pick a reason for the damage.' });
    // The tables were weighed at the dock: the weight typed stays, the pieces follow.
    const weighed = await receive(tables!, { quantityReceived: '2', weightReceived: '400', location: 'Yard' });
    expect(weighed.json()).toMatchObject({
      weightReceived: '400.00',
      weighed: true,
      piecesReceived: 4,
      counted: false,
    });

    const detail = (await t.call({ method: 'GET', url: `/api/ra/${ra.id}`, as: t.admin })).json();
    expect(detail.totals).toMatchObject({ quantityReceived: '10.000', quantityDamaged: '1.000', damaged: 1, short: 1 });

    const report = await t.call({ method: 'GET', url: `/api/ra/${ra.id}/receivingReport`, as: t.admin });
    const text = pdfText(report.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Damaged: Crushed carton');
    expect(text).toMatch(/Short: Back- ?ordered/);
    expect(text).toContain('144.00');
    expect(text).toContain('400.00');

    const done = await send('POST', `/api/ra/${ra.id}/finish`);
    expect(done.statusCode, done.body).toBe(200);
    const finished = await withLines(t, done.json());
    const stock = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.projectId, ra.projectId))
      .orderBy(inventoryItems.id);
    expect(stock.map((s) => [s.itemNumber, s.condition, s.quantityOnHand, s.weight, s.pieces, s.location])).toEqual([
      ['CH-100', 'Good', '7.000', '126.00', 7, 'Aisle 2'],
      ['CH-100', 'Damaged', '1.000', '18.00', 1, 'Aisle 2'],
      ['TB-200', 'Good', '2.000', '400.00', 4, 'Yard'],
    ]);
    expect(finished.items.map((i) => [i.inventoryItemId, i.damagedInventoryItemId])).toEqual([
      [stock[0]!.id, stock[1]!.id],
      [stock[2]!.id, null],
    ]);
    for (const s of stock) {
      const logs = await t.database.db.select().from(itemLogs).where(eq(itemLogs.inventoryItemId, s.id));
      expect(logs.map((l) => [l.action, l.quantityAfter])).toEqual([['received', s.quantityOnHand]]);
    }
    // The PO took every unit that arrived, the damaged one too.
    expect((await poWithItems(t, po.id)).items.map((i) => i.quantityReceived)).toEqual(['8.000', '2.000']);
  });
});
