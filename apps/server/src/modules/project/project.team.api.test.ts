import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { editUserBody } from '../../test/userBodies';
import { projectBody, projectEditBody } from './project.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = TokenSubject;
const create = async (over: Record<string, unknown> = {}, as: As = t.admin) =>
  t.call({ method: 'POST', url: '/api/project', payload: await projectBody(t, over), as });
const update = async (id: number, over: Record<string, unknown>, as: As = t.admin) =>
  t.call({ method: 'PUT', url: '/api/project', payload: await projectEditBody(t, id, over), as });
const teamOf = async (id: number, as: As = t.admin) =>
  ((await t.call({ method: 'GET', url: `/api/project/${id}/team`, as })).json() as { userName: string }[])
    .map((m) => m.userName)
    .sort();
const notificationsOf = async (as: As) =>
  (await t.call({ method: 'GET', url: '/api/notification', as })).json().items as { title: string; link: string }[];
/** The web screen a link names, asked of the API as that screen would ask it. */
const raListOf = (link: string, as: As) => {
  const number = decodeURIComponent(link.split('f.projectNumber=')[1] ?? '');
  return t.call({
    method: 'POST',
    url: '/api/ra/search',
    payload: { searchFields: { projectNumber: number }, pageSize: 25 },
    as,
  });
};

describe("a project's team, chosen on the project form", () => {
  it('gives the new project to its team in the same save, and tells each a screen they may open', async () => {
    const dock = await t.make.user({ firstName: 'Wei', claims: ['RA:View', 'RA:Update'] });
    const pm = await t.make.user({ claims: ['Project:View', 'PO:View'] });
    const res = await create({ projectManagerId: pm.id, team: [pm.id, dock.id] });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(await teamOf(p.id)).toEqual([dock.userName, pm.userName].sort());
    const counts = await t.call({
      method: 'POST',
      url: '/api/project/dataCounts',
      payload: { projectId: p.id },
      as: t.admin,
    });
    expect(counts.json().users).toBe(2);

    // The dock worker holds RA:View only: the project's hub would be a 403; its alerts open.
    const [toDock] = await notificationsOf(dock);
    expect(toDock).toMatchObject({ title: 'New project access', text: `You can now see project ${p.number}.` });
    expect(toDock!.link).toBe(`/receiving-alerts?f.projectNumber=${encodeURIComponent(p.number)}`);
    expect((await raListOf(toDock!.link, dock)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/project/${p.id}`, as: dock })).statusCode).toBe(403);

    const [toPm] = await notificationsOf(pm);
    expect(toPm!.link).toBe(`/projects/${p.id}`);
    expect((await t.call({ method: 'GET', url: `/api/project/${p.id}`, as: pm })).statusCode).toBe(200);

    const [entry] = (await t.call({ method: 'GET', url: `/api/history/project/${p.id}`, as: t.admin })).json();
    expect(entry.changes).toContainEqual({ field: 'team', before: null, after: [dock.userName, pm.userName].sort() });
    const [userEntry] = (await t.call({ method: 'GET', url: `/api/history/user/${dock.id}`, as: t.admin })).json();
    expect(userEntry.changes).toEqual([{ field: 'projects', before: [], after: [p.id] }]);
  });

  it('sends a reader given a project on the user screen to a screen they may open, too', async () => {
    const dock = await t.make.user({ claims: ['RA:View'] });
    const p = await t.make.project();
    const res = await t.call({
      method: 'PUT',
      url: '/api/user',
      payload: await editUserBody(t, dock.id, { projects: [p.id] }),
      as: t.admin,
    });
    expect(res.statusCode).toBe(200);
    const [n] = await notificationsOf(dock);
    expect(n).toMatchObject({ title: 'New project access' });
    expect(n!.link).toBe(`/receiving-alerts?f.projectNumber=${encodeURIComponent(p.number)}`);
    const alerts = await raListOf(n!.link, dock);
    expect(alerts.statusCode).toBe(200);
  });

  it('lets a non-admin put on the team only users who hold nothing they do not, and keeps nothing of a refused save', async () => {
    const lead = await t.make.user({ claims: ['Project:View', 'Project:Create', 'Project:Update', 'RA:View'] });
    const dock = await t.make.user({ claims: ['RA:View'] });
    const buyer = await t.make.user({ claims: ['RA:View', 'PO:View'] });
    const admin = await t.make.user({ isAdmin: true });

    const refused = await create({ number: `TEAM-${Date.now()}`, team: [dock.id, buyer.id] }, lead);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain(`${buyer.userName} also holds PO:View`);
    const search = await t.call({
      method: 'POST',
      url: '/api/project/search',
      payload: { searchFields: { number: 'TEAM-' } },
      as: t.admin,
    });
    expect(search.json().totalCount).toBe(0);
    expect(await notificationsOf(dock)).toEqual([]);

    expect((await create({ team: [admin.id] }, lead)).statusCode).toBe(403);

    const made = await create({ team: [dock.id] }, lead);
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    // The creator stays on the team of the project they made.
    expect(await teamOf(id)).toEqual([dock.userName, lead.userName].sort());

    // What the admin added beyond the lead stays out of the lead's reach.
    expect((await update(id, { team: [lead.id, dock.id, buyer.id] })).statusCode).toBe(200);
    const takeOff = await update(id, { team: [lead.id, dock.id] }, lead);
    expect(takeOff.statusCode).toBe(403);
    expect(await teamOf(id)).toEqual([buyer.userName, dock.userName, lead.userName].sort());
    expect((await update(id, { team: [lead.id, buyer.id] }, lead)).statusCode).toBe(200);
    expect(await teamOf(id)).toEqual([buyer.userName, lead.userName].sort());

    const self = await update(id, { team: [buyer.id] }, lead);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ team: 'You cannot take yourself off the team: you would lose this project.' });
  });

  it("takes only active users, and client users of the project's own customer", async () => {
    const customer = await t.make.client({ typeId: 1 });
    const other = await t.make.client({ typeId: 1 });
    const ours = await t.make.user({ userTypeId: 2, clientId: customer.id, claims: ['RA:View'] });
    const theirs = await t.make.user({ userTypeId: 2, clientId: other.id });
    const away = await t.make.user({ status: false });
    const cases: [number[], string][] = [
      [[theirs.id], `${theirs.userName} is a client user of another company`],
      [[away.id], `${away.userName} is inactive: only active users join a team.`],
      [[2_000_000_000], 'Unknown users: 2000000000.'],
    ];
    for (const [team, message] of cases) {
      const res = await create({ customerId: customer.id, team });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors.team).toContain(message);
    }
    const res = await create({ customerId: customer.id, team: [ours.id] });
    expect(res.statusCode).toBe(201);
    expect(await teamOf(res.json().id)).toEqual([ours.userName]);
  });

  it('refuses a team from a client user, and shows a client user only the team of their own company', async () => {
    const customer = await t.make.client({ typeId: 1 });
    const p = await t.make.project({ customerId: customer.id });
    const staff = await t.make.user({ projects: [p.id] });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Project:View', 'Project:Update'],
      projects: [p.id],
    });
    expect(await teamOf(p.id, client)).toEqual([client.userName]);
    expect(await teamOf(p.id)).toEqual([client.userName, staff.userName].sort());
    const res = await update(p.id, { team: [client.id] }, client);
    expect(res.statusCode).toBe(403);
    expect(await teamOf(p.id)).toEqual([client.userName, staff.userName].sort());
  });

  it('offers as candidates the users the caller may add, and names the ones chosen', async () => {
    const customer = await t.make.client({ typeId: 1 });
    const lead = await t.make.user({ lastName: 'Lead', claims: ['Project:Create', 'RA:View'] });
    const dock = await t.make.user({ lastName: 'Candidock', claims: ['RA:View'] });
    const buyer = await t.make.user({ lastName: 'Candibuyer', claims: ['PO:View'] });
    const client = await t.make.user({ lastName: 'Candiclient', userTypeId: 2, clientId: customer.id });
    const names = async (query: string, as: As) =>
      (
        (await t.call({ method: 'GET', url: `/api/project/teamCandidates?${query}`, as })).json() as { id: number }[]
      ).map((u) => u.id);
    expect(await names('searchTerm=Candi', lead)).toEqual([dock.id]);
    expect((await names('searchTerm=Candi', t.admin)).sort()).toEqual([buyer.id, dock.id].sort());
    expect((await names(`searchTerm=Candi&customerId=${customer.id}`, t.admin)).sort()).toEqual(
      [buyer.id, client.id, dock.id].sort(),
    );
    expect(await names(`searchTerm=nobody-by-this-name&selected=${buyer.id}`, lead)).toEqual([buyer.id]);
    // A client user is named only beside their own company's project.
    expect(await names(`searchTerm=nobody-by-this-name&selected=${client.id}`, lead)).toEqual([]);
    expect(await names(`searchTerm=nobody&customerId=${customer.id}&selected=${client.id}`, lead)).toEqual([client.id]);
    const bad = await t.call({ method: 'GET', url: '/api/project/teamCandidates?selected=1,x', as: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['selected']);
  });
});
