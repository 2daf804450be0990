import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Actor = TokenSubject;
let seq = 0;
const marker = () => `p${Date.now().toString(36)}${++seq}z`;

const list = (query: string, as: Actor = t.admin) => t.call({ method: 'GET', url: `/api/project${query}`, as });
const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((p) => p.id);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('GET /api/project', () => {
  it('shows an admin every project, by number, with customer, job site and status', async () => {
    const m = marker();
    const customer = await t.make.client({ name: `Customer ${m}` });
    const site = await t.make.client({ name: `Site ${m}`, typeId: 3 });
    const project = await t.make.project({
      number: `${m}-B`,
      customerId: customer.id,
      jobSiteId: site.id,
      status: 'On Hold',
    });
    const first = await t.make.project({ number: `${m}-A` });
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const [total] = await t.database.db.select({ n: count() }).from(projects);
    expect(res.json()).toMatchObject({ totalCount: total!.n, pageIndex: 1, pageSize: 500 });
    expect(res.json().items).toHaveLength(total!.n);
    expect(res.json().items.find((p: { id: number }) => p.id === project.id)).toEqual({
      id: project.id,
      number: `${m}-B`,
      customerId: customer.id,
      customerName: customer.name,
      jobSiteId: site.id,
      jobSiteName: site.name,
      statusId: 3,
      status: 'On Hold',
    });
    expect(ids(res).indexOf(first.id)).toBeLessThan(ids(res).indexOf(project.id));
  });

  it('shows a non-admin with Project:View only the projects on their access list, and counts only those', async () => {
    const a = await t.make.project();
    const b = await t.make.project();
    await t.make.project();
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [a.id, b.id] });
    const res = await list('', viewer);
    expect(res.statusCode).toBe(200);
    expect(sorted(ids(res))).toEqual(sorted([a.id, b.id]));
    expect(res.json().totalCount).toBe(2);
    const page = await list('?pageSize=1&pageIndex=2', viewer);
    expect(page.json()).toMatchObject({ totalCount: 2, pageIndex: 2, pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
  });

  it('shows a non-admin with no projects on their list nothing', async () => {
    await t.make.project();
    const viewer = await t.make.user({ claims: ['Project:View'] });
    expect((await list('', viewer)).json()).toMatchObject({ items: [], totalCount: 0 });
  });

  it('searches by number, case-insensitively, within what the caller may see', async () => {
    const m = marker();
    const hit = await t.make.project({ number: `JOB-${m.toUpperCase()}-1` });
    const hidden = await t.make.project({ number: `JOB-${m.toUpperCase()}-2` });
    const named = await t.make.client({ name: `Named ${m}` });
    await t.make.project({ customerId: named.id });
    expect(sorted(ids(await list(`?searchTerm=${m}`)))).toEqual(sorted([hit.id, hidden.id]));
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [hit.id] });
    const mine = await list(`?searchTerm=${m}`, viewer);
    expect(ids(mine)).toEqual([hit.id]);
    expect(mine.json().totalCount).toBe(1);
  });

  it('filters by clientId (the customer)', async () => {
    const customer = await t.make.client();
    const own = [await t.make.project({ customerId: customer.id }), await t.make.project({ customerId: customer.id })];
    await t.make.project();
    const res = await list(`?clientId=${customer.id}`);
    expect(sorted(ids(res))).toEqual(sorted(own.map((p) => p.id)));
    expect(res.json().totalCount).toBe(2);
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [own[0]!.id] });
    expect(ids(await list(`?clientId=${customer.id}`, viewer))).toEqual([own[0]!.id]);
  });

  it('shows a client user (type 2) their own projects', async () => {
    const customer = await t.make.client();
    const own = await t.make.project({ customerId: customer.id });
    await t.make.project({ customerId: customer.id });
    const clientUser = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Project:View'],
      projects: [own.id],
    });
    expect(ids(await list('', clientUser))).toEqual([own.id]);
  });

  it('is 403 without Project:View, even with every other Project permission', async () => {
    const user = await t.make.user({ claims: ['User:View', 'Project:Create', 'Project:Update', 'Project:Delete'] });
    const res = await list('', user);
    expect(res.statusCode).toBe(403);
    expect(res.json().items).toBeUndefined();
  });

  it('400s a bad clientId or page size, naming the field', async () => {
    for (const [query, field] of [
      ['?clientId=abc', 'clientId'],
      ['?clientId=-3', 'clientId'],
      ['?clientId=99999999999', 'clientId'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=501', 'pageSize'],
      ['?pageIndex=1.5', 'pageIndex'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });
});
