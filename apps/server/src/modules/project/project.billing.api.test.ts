import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { billingPeriods } from './billingPeriod.table';
import { extendBillingPeriods, utcToday } from './project.billing';
import { projectBody, projectEditBody } from './project.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Period = { id: number; startDate: string; endDate: string; status: string };

/** The first day of the month `months` from this one (negative: before), as YYYY-MM-DD, on `day`. */
function monthFromNow(months: number, day = 1) {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months, day);
  return d.toISOString().slice(0, 10);
}

const create = async (over: Record<string, unknown>) => {
  const res = await t.call({ method: 'POST', url: '/api/project', payload: await projectBody(t, over), as: t.admin });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const periods = async (projectId: number): Promise<Period[]> => {
  const res = await t.call({
    method: 'POST',
    url: '/api/project/getBillingPeriods',
    payload: { projectId },
    as: t.admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const stored = async (projectId: number) =>
  (await t.database.db.select().from(billingPeriods).where(eq(billingPeriods.projectId, projectId))).length;
const setStatus = (projectId: number, id: number, status: string) =>
  t.call({ method: 'PUT', url: '/api/project/billingPeriod', payload: { projectId, id, status }, as: t.admin });
const startOn = async (projectId: number, startDate: string | null) =>
  t.call({
    method: 'PUT',
    url: '/api/project',
    payload: await projectEditBody(t, projectId, { startDate, endDate: null }),
    as: t.admin,
  });

describe('billing periods', () => {
  it('are made with the project, up to the current month (or the month it starts in); reading them writes nothing', async () => {
    const p = await create({ startDate: monthFromNow(-2, 17), endDate: null });
    // There before anyone asks.
    expect(await stored(p.id)).toBe(3);
    const read = await periods(p.id);
    expect(read.map((x) => x.startDate)).toEqual([monthFromNow(-2, 17), monthFromNow(-1), monthFromNow(0)]);

    // A project that came in without them (an import, older data) gets none by being read.
    const bare = await t.make.project({ startDate: monthFromNow(-5) });
    expect(await periods(bare.id)).toEqual([]);
    expect(await stored(bare.id)).toBe(0);
    // The keeper every server runs gives it its months.
    await extendBillingPeriods(t.database.db, { projectId: bare.id });
    expect((await periods(bare.id)).map((x) => x.startDate)).toEqual(
      [-5, -4, -3, -2, -1, 0].map((m) => monthFromNow(m)),
    );

    // A start in a month ahead has that one period; no start date, the day the project was made.
    const ahead = await create({ startDate: monthFromNow(14, 9), endDate: null });
    expect((await periods(ahead.id)).map((x) => x.startDate)).toEqual([monthFromNow(14, 9)]);
    const undated = await create({ startDate: null, endDate: null });
    expect((await periods(undated.id)).map((x) => x.startDate)).toEqual([utcToday()]);
  });

  it('come into each new month through the keeper, once however many servers run it at once', async () => {
    const p = await create({ startDate: monthFromNow(0), endDate: null });
    expect(await periods(p.id)).toHaveLength(1);
    const later = monthFromNow(3, 2);
    await Promise.all([
      extendBillingPeriods(t.database.db, { today: later }),
      extendBillingPeriods(t.database.db, { today: later }),
    ]);
    const after = await periods(p.id);
    expect(after.map((x) => x.startDate)).toEqual([0, 1, 2, 3].map((m) => monthFromNow(m)));
    for (let i = 1; i < after.length; i++) {
      const dayAfter = new Date(`${after[i - 1]!.endDate}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(after[i]!.startDate).toBe(dayAfter.toISOString().slice(0, 10));
    }
  });

  it('follow a corrected start date: the open periods of a mistaken one go, and closing works again', async () => {
    const p = await create({ startDate: '1990-01-01', endDate: null });
    const mistaken = await periods(p.id);
    expect(mistaken.length).toBeGreaterThan(400);

    const corrected = monthFromNow(-2, 10);
    const res = await startOn(p.id, corrected);
    expect(res.statusCode, res.body).toBe(200);
    const now = await periods(p.id);
    expect(now.map((x) => x.startDate)).toEqual([corrected, monthFromNow(-1), monthFromNow(0)]);
    expect(await stored(p.id)).toBe(3);
    // The first month of the corrected start closes: nothing of 1990 is left in the way.
    expect((await setStatus(p.id, now[0]!.id, 'Closed')).statusCode).toBe(200);

    // Cleared, the periods would start the day the project was made, leaving out the closed month.
    const cleared = await startOn(p.id, null);
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors.startDate).toMatch(/is closed: a start date that moves or removes it cannot be saved/);
  });

  it('a closed or invoiced period stays: a start date that would move it, remove it or add months before it is a 400 on startDate', async () => {
    const start = monthFromNow(-3);
    const p = await create({ startDate: start, endDate: null });
    const [first, second] = await periods(p.id);
    expect((await setStatus(p.id, first!.id, 'Closed')).statusCode).toBe(200);
    expect((await setStatus(p.id, second!.id, 'Closed')).statusCode).toBe(200);
    const month = new Date(`${start}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });

    for (const [startDate, why] of [
      [monthFromNow(-1), 'a start date that moves or removes it cannot be saved'],
      [monthFromNow(-3, 12), 'a start date that moves or removes it cannot be saved'],
      [monthFromNow(-5), 'a start date cannot add open periods before it'],
    ] as const) {
      const res = await startOn(p.id, startDate);
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().errors, startDate).toEqual({ startDate: `${month} is closed: ${why}. Reopen it first.` });
    }
    // Nothing changed: the project's start date and its periods are as they were.
    expect((await t.call({ method: 'GET', url: `/api/project/${p.id}`, as: t.admin })).json().startDate).toBe(start);
    expect((await periods(p.id)).map((x) => x.status)).toEqual(['Closed', 'Closed', 'Open', 'Open']);

    // An invoiced period is its invoice's: no reopening to offer.
    await t.database.db.update(billingPeriods).set({ status: 'Invoiced' }).where(eq(billingPeriods.id, first!.id));
    const invoiced = await startOn(p.id, monthFromNow(-2));
    expect(invoiced.json().errors).toEqual({
      startDate: `${month} is invoiced: a start date that moves or removes it cannot be saved.`,
    });

    // Reopened (the invoice aside), the start date moves and the periods follow.
    await t.database.db.update(billingPeriods).set({ status: 'Open' }).where(eq(billingPeriods.projectId, p.id));
    const moved = await startOn(p.id, monthFromNow(-5));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await periods(p.id)).map((x) => x.startDate)).toEqual([-5, -4, -3, -2, -1, 0].map((m) => monthFromNow(m)));
  });
});
