import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, users } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Actor = TokenSubject;
type Row = { id: number; userName: string; firstName: string; lastName: string; userTypeId: number };
let seq = 0;
/** A marker unique to one test, put into the records it makes so that searches find only those. */
const marker = () => `m${Date.now().toString(36)}${++seq}x`;

const search = (payload: object, as: Actor = t.admin) =>
  t.call({ method: 'POST', url: '/api/user/search', payload, as });
const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((u) => u.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

describe('GET /api/user', () => {
  it('lists active staff users by name for a project manager picker, never client users, and not to client users', async () => {
    const m = marker();
    const manager = await t.make.user({ firstName: `Dana ${m}`, lastName: 'Reyes' });
    await t.make.user({ firstName: `Dana ${m}`, lastName: 'Gone', status: false });
    const customer = await t.make.client({ typeId: 1 });
    const clientUser = await t.make.user({
      firstName: `Dana ${m}`,
      lastName: 'Client',
      userTypeId: 2,
      clientId: customer.id,
    });
    const editor = await t.make.user({ claims: ['Project:View', 'Project:Update'] });
    const staff = (term: string, as: Actor) =>
      t.call({ method: 'GET', url: `/api/user/staff?searchTerm=${encodeURIComponent(term)}`, as });
    const found = await staff(`dana ${m} re`, editor);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      { id: manager.id, firstName: `Dana ${m}`, lastName: 'Reyes', userName: manager.userName, title: manager.title },
    ]);
    expect((await staff(m, t.admin)).json().map((u: { id: number }) => u.id)).toEqual([manager.id]);
    const asClient = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Project:View'],
    });
    expect((await staff(m, asClient)).statusCode).toBe(403);
    expect((await staff(m, await t.make.user({ claims: ['Invoice:View'] }))).statusCode).toBe(403);
    // Who runs reports picks a scheduled report's recipients from the same search; a client user holding it still may not.
    const reporter = await t.make.user({ claims: ['Reports:View'] });
    expect((await staff(`dana ${m} re`, reporter)).json().map((u: { id: number }) => u.id)).toEqual([manager.id]);
    const clientReporter = await t.make.user({ userTypeId: 2, clientId: customer.id, claims: ['Reports:View'] });
    expect((await staff(m, clientReporter)).statusCode).toBe(403);
    expect(clientUser.id).toBeGreaterThan(0);
  });

  it('lists users by user name with their company and type names', async () => {
    const m = marker();
    const client = await t.make.client({ name: `Company ${m}` });
    const user = await t.make.user({ userName: `${m}_list`, clientId: client.id, userTypeId: 4 });
    const res = await t.call({ method: 'GET', url: '/api/user', as: t.admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(await userCount());
    expect(rows.find((r: Row) => r.id === user.id)).toMatchObject({
      userName: user.userName,
      companyName: client.name,
      userTypeId: 4,
      userTypeName: 'Accounting',
      status: true,
      isAdmin: false,
    });
    expect(res.body).not.toMatch(/password|hash/i);
    // By user name, case-insensitively (checked on names whose order no collation disputes).
    const later = await t.make.user({ userName: `${m}_Zed` });
    const earlier = await t.make.user({ userName: `${m}_amy` });
    const order = (await t.call({ method: 'GET', url: '/api/user', as: t.admin })).json().map((r: Row) => r.id);
    expect(order.indexOf(earlier.id)).toBeLessThan(order.indexOf(user.id));
    expect(order.indexOf(user.id)).toBeLessThan(order.indexOf(later.id));
  });

  it('filters by ?typeId', async () => {
    const warehouse = await t.make.user({ userTypeId: 3 });
    const staff = await t.make.user({ userTypeId: 1 });
    const res = await t.call({ method: 'GET', url: '/api/user?typeId=3', as: t.admin });
    const rows: Row[] = res.json();
    expect(rows.map((r) => r.id)).toContain(warehouse.id);
    expect(rows.map((r) => r.id)).not.toContain(staff.id);
    expect(rows.every((r) => r.userTypeId === 3)).toBe(true);
  });
});

describe('GET /api/user/paged', () => {
  it('pages by user name with totalCount', async () => {
    for (let i = 0; i < 3; i++) await t.make.user();
    const total = await userCount();
    const all = (await t.call({ method: 'GET', url: '/api/user', as: t.admin })).json().map((r: Row) => r.id);
    const page1 = await t.call({ method: 'GET', url: '/api/user/paged?pageIndex=1&pageSize=2', as: t.admin });
    const page2 = await t.call({ method: 'GET', url: '/api/user/paged?pageIndex=2&pageSize=2', as: t.admin });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ totalCount: total, pageIndex: 1, pageSize: 2 });
    expect(page2.json()).toMatchObject({ totalCount: total, pageIndex: 2, pageSize: 2 });
    expect([...ids(page1), ...ids(page2)]).toEqual(all.slice(0, 4));
    const beyond = await t.call({
      method: 'GET',
      url: `/api/user/paged?pageIndex=${total + 1}&pageSize=1`,
      as: t.admin,
    });
    expect(beyond.json()).toMatchObject({ items: [], totalCount: total });
  });

  it('defaults to page 1 of 25 and 400s a page size over 500 or a page index below 1', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/paged', as: t.admin });
    expect(res.json()).toMatchObject({ pageIndex: 1, pageSize: 25 });
    const big = await t.call({ method: 'GET', url: '/api/user/paged?pageSize=501', as: t.admin });
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().errors)).toEqual(['pageSize']);
    const zero = await t.call({ method: 'GET', url: '/api/user/paged?pageIndex=0', as: t.admin });
    expect(Object.keys(zero.json().errors)).toEqual(['pageIndex']);
  });
});

describe('POST /api/user/search', () => {
  it('matches each declared column case-insensitively by contains', async () => {
    const m = marker();
    const client = await t.make.client({ name: `Haulers ${m} Inc` });
    const byUserName = await t.make.user({ userName: `u_${m}_1` });
    const byFirst = await t.make.user({ firstName: `First${m}` });
    const byLast = await t.make.user({ lastName: `Last${m}` });
    const byEmail = await t.make.user({ email: `${m}@mail.example.com` });
    const byCompany = await t.make.user({ clientId: client.id });
    const cases: [string, string, number[]][] = [
      ['userName', m.toUpperCase(), [byUserName.id]],
      ['firstName', `first${m}`, [byFirst.id]],
      ['lastName', `LAST${m}`, [byLast.id]],
      ['email', `${m}@MAIL`, [byEmail.id]],
      ['companyName', `haulers ${m}`, [byCompany.id]],
    ];
    for (const [column, text, expected] of cases) {
      const res = await search({ searchFields: { [column]: text } });
      expect(res.statusCode, column).toBe(200);
      expect(sorted(ids(res)), column).toEqual(sorted(expected));
      expect(res.json().totalCount, column).toBe(expected.length);
    }
  });

  it('filters the type name and the status exactly (any case), and the modified date by day or range', async () => {
    const m = marker();
    const warehouse = await t.make.user({ lastName: m, userTypeId: 3 });
    const inactive = await t.make.user({ lastName: m, status: false });
    const old = await t.make.user({ lastName: m, modifiedAt: new Date('2020-01-02T12:00:00Z') });
    const byType = await search({ searchFields: { lastName: m, userTypeName: 'wareHOUSE' } });
    expect(ids(byType)).toEqual([warehouse.id]);
    const byStatus = await search({ searchFields: { lastName: m, status: 'inactive' } });
    expect(ids(byStatus)).toEqual([inactive.id]);
    const byDate = await search({ searchFields: { lastName: m, modifiedAt: '2020-01-02' } });
    expect(ids(byDate)).toEqual([old.id]);
    const byRange = await search({
      searchFields: { lastName: m, modifiedAt: { from: '2019-12-30', to: '2020-01-02' } },
    });
    expect(ids(byRange)).toEqual([old.id]);
    const after = await search({ searchFields: { lastName: m, modifiedAt: { from: '2020-01-03' } } });
    expect(sorted(ids(after))).toEqual(sorted([warehouse.id, inactive.id]));
    // "active" is Active exactly: it never matches Inactive.
    const active = await search({ searchFields: { lastName: m, status: 'active' } });
    expect(sorted(ids(active))).toEqual(sorted([warehouse.id, old.id]));
  });

  it('combines several fields with AND and ignores blank ones', async () => {
    const m = marker();
    const both = await t.make.user({ firstName: `Zed${m}`, lastName: m });
    await t.make.user({ firstName: 'Other', lastName: m });
    const res = await search({ searchFields: { firstName: `zed${m}`, lastName: m, email: '   ' } });
    expect(ids(res)).toEqual([both.id]);
  });

  it('matches the searchTerm against full name, user name, e-mail and company', async () => {
    const m = marker();
    const client = await t.make.client({ name: `Term ${m} Freight` });
    const byName = await t.make.user({ firstName: 'Ada', lastName: `Byron${m}` });
    const byUserName = await t.make.user({ userName: `t_${m}` });
    const byEmail = await t.make.user({ email: `t.${m}@example.com` });
    const byCompany = await t.make.user({ clientId: client.id });
    expect(ids(await search({ searchTerm: `ada byron${m}` }))).toEqual([byName.id]);
    expect(sorted(ids(await search({ searchTerm: m })))).toEqual(
      sorted([byName.id, byUserName.id, byEmail.id, byCompany.id]),
    );
  });

  it('sorts by a declared column ascending, or descending with reverse', async () => {
    const m = marker();
    const b = await t.make.user({ lastName: m, firstName: 'Bravo' });
    const a = await t.make.user({ lastName: m, firstName: 'alpha' });
    const c = await t.make.user({ lastName: m, firstName: 'Charlie' });
    const asc = await search({ searchFields: { lastName: m }, sortColumn: 'firstName' });
    expect(ids(asc)).toEqual([a.id, b.id, c.id]);
    const desc = await search({ searchFields: { lastName: m }, sortColumn: 'firstName', reverse: true });
    expect(ids(desc)).toEqual([c.id, b.id, a.id]);
    const byDate = await search({ searchFields: { lastName: m }, sortColumn: 'modifiedAt', reverse: true });
    expect(ids(byDate)).toHaveLength(3);
  });

  it('pages the results with totalCount', async () => {
    const m = marker();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await t.make.user({ lastName: m, firstName: `P${i}` }));
    const page = await search({ searchFields: { lastName: m }, sortColumn: 'firstName', pageIndex: 2, pageSize: 2 });
    expect(page.json()).toMatchObject({ totalCount: 5, pageIndex: 2, pageSize: 2 });
    expect(ids(page)).toEqual([made[2]!.id, made[3]!.id]);
  });

  it('400s an undeclared sort column, naming sortColumn, and never runs it', async () => {
    for (const sortColumn of ['password_hash', 'passwordHash', 'id; drop table users', 'id', '1']) {
      const res = await search({ sortColumn });
      expect(res.statusCode, sortColumn).toBe(400);
      expect(Object.keys(res.json().errors), sortColumn).toEqual(['sortColumn']);
    }
    expect(await userCount()).toBeGreaterThan(0);
  });

  it('400s an undeclared searchFields key, naming searchFields', async () => {
    for (const key of ['password_hash', 'passwordHash', 'id', 'userTypeId']) {
      const res = await search({ searchFields: { [key]: 'a' } });
      expect(res.statusCode, key).toBe(400);
      expect(Object.keys(res.json().errors), key).toEqual(['searchFields']);
    }
  });

  it('400s a non-text search value or a reverse that is not a boolean', async () => {
    const value = await search({ searchFields: { userName: 5 } });
    expect(value.statusCode).toBe(400);
    expect(Object.keys(value.json().errors)).toEqual(['searchFields.userName']);
    const reverse = await search({ reverse: 'yes' });
    expect(Object.keys(reverse.json().errors)).toEqual(['reverse']);
  });

  it('matches SQL wildcard characters literally', async () => {
    const m = marker();
    const percent = await t.make.user({ lastName: `${m}100%` });
    const underscore = await t.make.user({ lastName: `${m}a_b` });
    const backslash = await t.make.user({ lastName: `${m}c\\d` });
    const lookalikes = [
      await t.make.user({ lastName: `${m}1000` }),
      await t.make.user({ lastName: `${m}axb` }),
      await t.make.user({ lastName: `${m}cd` }),
    ];
    expect(ids(await search({ searchFields: { lastName: '%' } }))).toEqual([percent.id]);
    expect(ids(await search({ searchFields: { lastName: `${m}100%` } }))).toEqual([percent.id]);
    expect(ids(await search({ searchFields: { lastName: `${m}a_b` } }))).toEqual([underscore.id]);
    expect(ids(await search({ searchFields: { lastName: `${m}c\\d` } }))).toEqual([backslash.id]);
    expect(ids(await search({ searchTerm: `${m}100%` }))).toEqual([percent.id]);
    // The look-alikes exist and are found by their own text.
    expect(ids(await search({ searchFields: { lastName: `${m}1000` } }))).toEqual([lookalikes[0]!.id]);
  });
});

describe('GET /api/user/assignableProjects', () => {
  const assignable = (query: string, as: Actor = t.admin) =>
    t.call({ method: 'GET', url: `/api/user/assignableProjects${query}`, as });

  it('lists every project for an admin, with customer, job site and status', async () => {
    const project = await t.make.project();
    const res = await assignable('');
    expect(res.statusCode).toBe(200);
    const [total] = await t.database.db.select({ n: count() }).from(projects);
    expect(res.json().totalCount).toBe(total!.n);
    expect(res.json().items.find((p: { id: number }) => p.id === project.id)).toEqual({
      id: project.id,
      number: project.number,
      customerId: project.customerId,
      customerName: expect.any(String),
      jobSiteName: expect.stringMatching(/^Site /),
      status: 'Active',
    });
  });

  it("limits to one company's projects with clientId", async () => {
    const customer = await t.make.client();
    const own = [await t.make.project({ customerId: customer.id }), await t.make.project({ customerId: customer.id })];
    await t.make.project();
    const res = await assignable(`?clientId=${customer.id}`);
    expect(sorted(ids(res))).toEqual(sorted(own.map((p) => p.id)));
    expect(res.json().totalCount).toBe(2);
  });

  it('matches the searchTerm against the project number only', async () => {
    const m = marker();
    const byNumber = await t.make.project({ number: `AP-${m.toUpperCase()}-1` });
    const customer = await t.make.client({ name: `Customer ${m}` });
    await t.make.project({ customerId: customer.id });
    const res = await assignable(`?searchTerm=${m}`);
    expect(ids(res)).toEqual([byNumber.id]);
  });

  it('shows a non-admin only the projects on their own access list', async () => {
    const mine = await t.make.project();
    await t.make.project();
    const viewer = await t.make.user({ claims: ['User:View'], projects: [mine.id] });
    const res = await assignable('', viewer);
    expect(ids(res)).toEqual([mine.id]);
    expect(res.json().totalCount).toBe(1);
  });

  it('caps the answer at pageSize', async () => {
    await t.make.project();
    await t.make.project();
    const res = await assignable('?pageSize=1');
    expect(res.json().items).toHaveLength(1);
    expect(res.json().totalCount).toBeGreaterThan(1);
  });
});
