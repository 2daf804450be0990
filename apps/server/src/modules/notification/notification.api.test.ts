import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Actor = TokenSubject;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

const list = (query: string, as: Actor) => t.call({ method: 'GET', url: `/api/notification${query}`, as });
const dismiss = (id: number, as: Actor) => t.call({ method: 'POST', url: `/api/notification/dismiss/${id}`, as });
const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((n) => n.id);

describe('GET /api/notification', () => {
  it("lists only the caller's own due, active notifications, newest first", async () => {
    const me = await t.make.user({ claims: ['PO:View'] });
    const someoneElse = await t.make.user();
    const older = await t.make.notification({ userId: me.id, scheduledFor: minutes(-120) });
    const newer = await t.make.notification({
      userId: me.id,
      scheduledFor: minutes(-5),
      title: 'PO follow-up',
      text: 'PO 1001 is due for follow-up',
      link: '/purchase-orders/1001',
    });
    await t.make.notification({ userId: me.id, scheduledFor: minutes(60) });
    await t.make.notification({ userId: me.id, dismissed: true, dismissedAt: new Date() });
    await t.make.notification({ userId: someoneElse.id });
    const res = await list('', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 20 });
    expect(res.json().items).toEqual([
      {
        id: newer.id,
        title: 'PO follow-up',
        text: 'PO 1001 is due for follow-up',
        link: '/purchase-orders/1001',
        scheduledFor: newer.scheduledFor.toISOString(),
        dismissed: false,
      },
      expect.objectContaining({ id: older.id, dismissed: false }),
    ]);
  });

  it('lists the dismissed ones with dismissed=true, still only due and own', async () => {
    const me = await t.make.user();
    const gone = await t.make.notification({ userId: me.id, dismissed: true });
    await t.make.notification({ userId: me.id });
    await t.make.notification({ userId: me.id, dismissed: true, scheduledFor: minutes(60) });
    await t.make.notification({ userId: (await t.make.user()).id, dismissed: true });
    const res = await list('?dismissed=true', me);
    expect(ids(res)).toEqual([gone.id]);
    expect(res.json().items[0].dismissed).toBe(true);
  });

  it('pages with totalCount', async () => {
    const me = await t.make.user();
    const made = [];
    for (let i = 5; i > 0; i--) made.push(await t.make.notification({ userId: me.id, scheduledFor: minutes(-i) }));
    const page = await list('?pageIndex=2&pageSize=2', me);
    expect(page.json()).toMatchObject({ totalCount: 5, pageIndex: 2, pageSize: 2 });
    expect(ids(page)).toEqual([made[2]!.id, made[1]!.id]);
  });

  it('400s a dismissed flag that is not a boolean', async () => {
    const me = await t.make.user();
    const res = await list('?dismissed=maybe', me);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['dismissed']);
  });
});

describe('POST /api/notification/dismiss/:id', () => {
  it('dismisses one of your notifications, which moves to the dismissed list', async () => {
    const me = await t.make.user();
    const n = await t.make.notification({ userId: me.id });
    const res = await dismiss(n.id, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: n.id, dismissed: true });
    expect(ids(await list('', me))).not.toContain(n.id);
    expect(ids(await list('?dismissed=true', me))).toContain(n.id);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row!.dismissedAt).toBeInstanceOf(Date);
  });

  it("404s another user's notification and leaves it active", async () => {
    const owner = await t.make.user();
    const intruder = await t.make.user();
    const n = await t.make.notification({ userId: owner.id });
    const res = await dismiss(n.id, intruder);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Notification not found.', messages: ['Notification not found.'] });
    expect(ids(await list('', owner))).toContain(n.id);
    // Not even an admin dismisses someone else's notification.
    expect((await dismiss(n.id, t.admin)).statusCode).toBe(404);
    expect(ids(await list('', owner))).toContain(n.id);
  });

  it('404s an unknown id and 400s one that is not a positive number', async () => {
    const me = await t.make.user();
    expect((await dismiss(2_000_000_000, me)).statusCode).toBe(404);
    const bad = await t.call({ method: 'POST', url: '/api/notification/dismiss/abc', as: me });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});
