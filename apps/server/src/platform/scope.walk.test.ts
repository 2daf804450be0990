import { allEndpoints, clientForbiddenModules, type Endpoint, modules } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allScopeCases, type ScopeCase, type ScopeProject } from '../test/kit';
import { createTestApp, type TestApp, type TokenSubject } from '../test/testApp';

// ---------------------------------------------------------------------------------------------
// Scoping by construction: every endpoint that a contract marks project-owned, found from the
// registry, is called about a record of a project by callers outside that project. By id they
// get a 404; lists, counts and exports hold nothing of it. An admin, as the control, does see it,
// so each case proves it reached the record.
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let cases: Record<string, ScopeCase>;
beforeAll(async () => {
  t = await createTestApp();
  cases = await allScopeCases();
});
afterAll(() => t.close());

const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;
const projectOwned = allEndpoints.filter((e) => e.owner === 'project');
const everyClaim = modules.flatMap((m) => ['View', 'Create', 'Update', 'Delete'].map((a) => `${m}:${a}`));
const clientClaims = everyClaim.filter((c) => !clientForbiddenModules.some((m) => c.startsWith(`${m}:`)));

let seq = 0;
const markerOf = () => `scope${Date.now().toString(36)}${++seq}x`;

/** A project of a fresh customer, whose number holds the marker. */
async function projectWith(marker: string): Promise<ScopeProject> {
  const customer = await t.make.client({ name: `Customer ${marker}` });
  const p = await t.make.project({ number: `P-${marker}`, customerId: customer.id });
  return { id: p.id, customerId: p.customerId };
}

/** Callers outside the project: staff with every permission and another project; a client user of another company. */
async function outsiders(): Promise<[string, TokenSubject][]> {
  const other = await projectWith(markerOf());
  const staff = await t.make.user({ claims: everyClaim, projects: [other.id] });
  const clientUser = await t.make.user({
    userTypeId: 2,
    clientId: other.customerId,
    claims: clientClaims,
    projects: [other.id],
  });
  return [
    ['a staff user without the project', staff],
    ['a client user of another company', clientUser],
  ];
}

async function ask(c: Awaited<ReturnType<ScopeCase['arrange']>>, as: TokenSubject) {
  return t.call({
    method: c.method,
    url: c.url,
    ...(c.payload ? { payload: c.payload } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
    as,
  });
}

/** The ids a list answer holds, and its total when it has one. */
function idsOf(body: unknown): { ids: number[]; total?: number } {
  if (Array.isArray(body)) return { ids: body.map((r: { id: number }) => r.id) };
  const paged = body as { items: { id: number }[]; totalCount: number };
  return { ids: paged.items.map((r) => r.id), total: paged.totalCount };
}

describe('project scoping', () => {
  it('marks project-owned endpoints in the contracts, each with a case in its module test kit', () => {
    expect(projectOwned.length).toBeGreaterThanOrEqual(4);
    expect(projectOwned.map(nameOf).filter((n) => !cases[n])).toEqual([]);
    expect(Object.keys(cases).filter((n) => !projectOwned.some((e) => nameOf(e) === n))).toEqual([]);
  });

  it.each(projectOwned.map((e) => [nameOf(e)] as const))(
    '%s shows nothing of a project to callers outside it',
    async (name) => {
      const marker = markerOf();
      const project = await projectWith(marker);
      const c = await cases[name]!.arrange(t, project, marker);
      const kind = cases[name]!.kind;

      for (const [who, as] of await outsiders()) {
        const res = await ask(c, as);
        const label = `${name} as ${who}`;
        if (kind === 'byId' || kind === 'write' || kind === 'download') {
          expect(res.statusCode, label).toBe(404);
          expect(res.body, label).not.toContain(marker);
          continue;
        }
        expect(res.statusCode, label).toBe(200);
        if (kind === 'export') {
          expect(res.body, label).not.toContain(marker);
          continue;
        }
        const { ids, total } = idsOf(res.json());
        expect(ids, label).not.toContain(c.id);
        // An outsider's lists are short (their one project at most): the total counts exactly what they see.
        if (total !== undefined) expect(total, label).toBe(ids.length);
      }

      // The control, last (a write changes the record): an admin reaches the record by the same request.
      const control = await ask(c, t.admin);
      expect(control.statusCode, `${name} as admin: ${control.body}`).toBeLessThan(300);
      if (kind === 'byId') expect(control.json().id).toBe(c.id);
      if (kind === 'list') expect(idsOf(control.json()).ids).toContain(c.id);
      if (kind === 'export' || kind === 'download') expect(control.body).toContain(marker);
    },
  );

  it('shows a client user only the projects on their list that belong to their own company', async () => {
    const mine = await projectWith(markerOf());
    const foreign = await projectWith(markerOf());
    const clientUser = await t.make.user({
      userTypeId: 2,
      clientId: mine.customerId,
      claims: ['Project:View'],
      // Another company's project on the list (set behind the rules' back) still stays hidden.
      projects: [mine.id, foreign.id],
    });
    const res = await t.call({ method: 'POST', url: '/api/project/search', payload: {}, as: clientUser });
    expect(idsOf(res.json())).toEqual({ ids: [mine.id], total: 1 });
    expect((await t.call({ method: 'GET', url: `/api/project/${foreign.id}`, as: clientUser })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/project/${mine.id}`, as: clientUser })).statusCode).toBe(200);
  });
});

describe('users scoping', () => {
  it('shows a client user with User:View only the users of their own company, by list, search, id and export', async () => {
    const marker = markerOf();
    const own = await t.make.client({ name: `Own ${marker}` });
    const other = await t.make.client({ name: `Other ${marker}` });
    const viewer = await t.make.user({ userTypeId: 2, clientId: own.id, claims: ['User:View'], lastName: marker });
    const colleague = await t.make.user({ userTypeId: 2, clientId: own.id, lastName: marker });
    const stranger = await t.make.user({ userTypeId: 2, clientId: other.id, lastName: marker });
    const staff = await t.make.user({ lastName: marker });

    const search = await t.call({
      method: 'POST',
      url: '/api/user/search',
      payload: { searchFields: { lastName: marker } },
      as: viewer,
    });
    expect(idsOf(search.json()).ids.sort()).toEqual([viewer.id, colleague.id].sort());
    expect(search.json().totalCount).toBe(2);

    const list = await t.call({ method: 'GET', url: '/api/user', as: viewer });
    expect(list.json().every((u: { clientId: number }) => u.clientId === own.id)).toBe(true);
    const paged = await t.call({ method: 'GET', url: '/api/user/paged?pageSize=500', as: viewer });
    expect(paged.json().items.every((u: { clientId: number }) => u.clientId === own.id)).toBe(true);

    for (const hidden of [stranger, staff]) {
      const byId = await t.call({ method: 'GET', url: `/api/user/${hidden.id}`, as: viewer });
      expect(byId.statusCode).toBe(404);
      expect(byId.body).not.toContain(hidden.email);
      const history = await t.call({ method: 'GET', url: `/api/history/user/${hidden.id}`, as: viewer });
      expect(history.statusCode).toBe(404);
    }
    const csv = await t.call({
      method: 'POST',
      url: '/api/user/export',
      payload: { searchFields: { lastName: marker }, format: 'csv' },
      as: viewer,
    });
    expect(csv.body).toContain(colleague.email);
    expect(csv.body).not.toContain(stranger.email);
    expect(csv.body).not.toContain(staff.email);

    // A staff user with User:View sees every company's users.
    const staffViewer = await t.make.user({ claims: ['User:View'] });
    const all = await t.call({
      method: 'POST',
      url: '/api/user/search',
      payload: { searchFields: { lastName: marker } },
      as: staffViewer,
    });
    expect(all.json().totalCount).toBe(4);
  });
});
