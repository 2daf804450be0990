import { reportKeys } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithDemoData } from '../test/demoData';
import { createTestApp, type TestApp, type TokenSubject } from '../test/testApp';
import { users } from './schema';

/*
 * Each demo user holds what their title says: signed in on first start, each reaches their own
 * work and does it, instead of meeting "no permission" or an empty screen.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect((await startWithDemoData(t.database)).seeded).toBe(true);
});
afterAll(() => t.close());

async function demoUser(userName: string): Promise<TokenSubject> {
  const [u] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  if (!u) throw new Error(`no demo user ${userName}`);
  return { id: u.id, userName: u.userName, userTypeId: u.userTypeId };
}

const call = async (as: TokenSubject, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.call({ method, url, ...(payload ? { payload } : {}), as });
  return { status: res.statusCode, body: res.statusCode < 300 ? res.json() : res.body };
};

/** The inventory items a user sees, those with goods available first. */
async function stockOf(as: TokenSubject) {
  const res = await call(as, 'POST', '/api/inventoryItems/allInventories', { searchFields: {}, paged: false });
  expect(res.status, String(res.body)).toBe(200);
  const items = res.body.items as { id: number; projectId: number; quantityOnHand: string; quantityHeld: string }[];
  return items.filter((i) => Number(i.quantityOnHand) > Number(i.quantityHeld));
}

/** A release of one unit of an item the user sees, as the pick ticket form sends it. */
const release = (as: TokenSubject, item: { id: number; projectId: number }) =>
  call(as, 'POST', '/api/pickTicket', {
    projectId: item.projectId,
    items: [{ inventoryItemId: item.id, quantity: '1' }],
  });

describe('the demo users can do their jobs', () => {
  it('the warehouse lead starts a count of the goods on hand', async () => {
    const wchen = await demoUser('wchen');
    const [item] = await stockOf(wchen);
    expect(item).toBeDefined();
    const count = await call(wchen, 'POST', '/api/cycleCount', { inventoryItemIds: [item!.id] });
    expect(count.status, String(count.body)).toBe(201);
    expect(count.body.lines).toHaveLength(1);
  });

  it('the operations manager releases goods from the inventory', async () => {
    const sjordan = await demoUser('sjordan');
    const [item] = await stockOf(sjordan);
    expect(item).toBeDefined();
    const ticket = await release(sjordan, item!);
    expect(ticket.status, String(ticket.body)).toBe(201);
  });

  it('the billing specialist closes a month that has ended', async () => {
    const amiller = await demoUser('amiller');
    const today = new Date().toISOString().slice(0, 10);
    const { body: projects } = await call(amiller, 'GET', '/api/common/allProjects');
    let closed = false;
    for (const p of projects as { id: number }[]) {
      const { body: periods } = await call(amiller, 'POST', '/api/project/getBillingPeriods', { projectId: p.id });
      const first = (periods as { id: number; status: string; endDate: string }[])[0];
      if (first?.status !== 'Open' || first.endDate >= today) continue;
      const res = await call(amiller, 'PUT', '/api/project/billingPeriod', {
        projectId: p.id,
        id: first.id,
        status: 'Closed',
      });
      expect(res.status, String(res.body)).toBe(200);
      closed = true;
      break;
    }
    expect(closed).toBe(true);
  });

  it('the general manager runs every report, and the demo data fills the main ones', async () => {
    const kpatel = await demoUser('kpatel');
    const { body } = await call(kpatel, 'GET', '/api/reports');
    expect(body.reports).toHaveLength(reportKeys.length);
    for (const report of ['inventoryOnHand', 'openPurchaseOrders', 'shipmentsInTransit', 'receivablesAging']) {
      const res = await call(kpatel, 'POST', '/api/reports/run', { report });
      expect(res.status, String(res.body)).toBe(200);
      expect(res.body.total, report).toBeGreaterThan(0);
    }
  });

  it('the client user reads their invoices and asks for a release of their goods', async () => {
    const client = await demoUser('client.harbor');
    const invoices = await call(client, 'POST', '/api/invoices/searchInvoices', { searchFields: {} });
    expect(invoices.status, String(invoices.body)).toBe(200);
    const [item] = await stockOf(client);
    expect(item).toBeDefined();
    const request = await release(client, item!);
    expect(request.status, String(request.body)).toBe(201);
    expect(request.body.awaitingConfirmation).toBe(true);
  });
});
