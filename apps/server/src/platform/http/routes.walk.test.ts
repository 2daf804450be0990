import {
  ADMIN,
  actions,
  allEndpoints,
  describeAccess,
  type Endpoint,
  exportContentTypes,
  exportFormats,
  isFileEndpoint,
  modules,
  permissionsOf,
} from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, users } from '../../db/schema';
import { allAlsoNeeds, allSamples } from '../../test/kit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTokenIssuer } from '../auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route of the app as [METHOD, path], read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, path: stack.join('') });
  }
  return routes;
}

/** A concrete URL for an endpoint: every path parameter becomes the id (1 unless told). */
const urlOf = (e: Endpoint, id = 1) => e.path.replace(/:\w+/g, String(id));
/** An id no record has, for the controls: a real record could be refused for its own reasons. */
const NO_SUCH_ID = 2_147_483_647;
const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;
const key = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const everyPermission = modules.flatMap((m) => actions.map((a) => `${m}:${a}`));
const protectedEndpoints = allEndpoints.filter((e) => e.access !== 'public');
const permissionEndpoints = allEndpoints.filter((e) => e.access !== 'public' && e.access !== 'signedIn');
const envelope401 = { message: 'Please sign in.', messages: ['Please sign in.'] };

async function send(e: Endpoint, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}, id = 1) {
  return t.app.inject({ method: e.method, url: urlOf(e, id), headers, ...extra });
}

describe('the route table', () => {
  it('registers every contract endpoint', () => {
    expect(allEndpoints.length).toBeGreaterThan(20);
    for (const e of allEndpoints) {
      expect(t.app.hasRoute({ method: e.method, url: e.path }), nameOf(e)).toBe(true);
    }
  });

  it('has no /api route beyond the contract endpoints and the docs', () => {
    const declared = new Set(allEndpoints.map((e) => key(e.method, e.path)));
    const apiRoutes = registeredRoutes(t.app).filter(
      (r) => r.path.toLowerCase().startsWith('/api') && !r.path.toLowerCase().startsWith('/api/docs'),
    );
    // Fastify answers HEAD for every GET by itself.
    const own = apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(own.map((r) => key(r.method, r.path)).sort()).toEqual([...declared].sort());
    for (const head of apiRoutes.filter((r) => r.method === 'HEAD')) {
      expect(declared.has(key('GET', head.path)), head.path).toBe(true);
    }
  });

  it('matches paths case-insensitively', async () => {
    const paged = await t.call({ method: 'GET', url: '/API/USER/PAGED?pageSize=1', as: t.admin });
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ pageIndex: 1, pageSize: 1, items: [expect.any(Object)] });
    const companies = await t.call({
      method: 'POST',
      url: '/Api/Client/GETCOMPANYDETAILS',
      payload: { searchTerm: 'FreightDesk' },
      as: t.admin,
    });
    expect(companies.statusCode).toBe(200);
    expect(companies.json().map((c: { id: number }) => c.id)).toContain(1);
    const states = await t.call({ method: 'GET', url: '/api/STATE/Country/2', as: t.admin });
    expect(states.json()).toContainEqual(expect.objectContaining({ code: 'ON' }));
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing', as: t.admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', messages: ['Not found.'] });
  });

  it('serves the public endpoints without a token', async () => {
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind });
    const docs = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/user/{id}');
  });
});

describe.each(protectedEndpoints.map((e) => [nameOf(e), e] as const))('%s without a valid token', (_, e) => {
  it('is 401 with no token, a garbage token or another scheme', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer garbage' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer a.b.c' },
      { authorization: 'Basic YWRtaW46QWRtaW5AMTIz' },
    ]) {
      const res = await send(e, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual(envelope401);
    }
  });

  it('is 401 with an expired token, a token signed with another key, or an unsigned one', async () => {
    const expired = await t.tokenFor(t.admin, -60);
    const otherKey = (
      await createTokenIssuer('another-secret-that-is-long-enough-for-hs256').sign(
        { unique_name: 'admin', scope: ADMIN, nameid: 1, userTypeId: 1 },
        3600,
      )
    ).token;
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      unique_name: 'admin',
      scope: ADMIN,
      nameid: 1,
      userTypeId: 1,
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    for (const token of [expired, otherKey, unsigned]) {
      const res = await send(e, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(envelope401);
    }
  });

  it('is 401 with the token of a deleted or an inactive user', async () => {
    const deleted = await t.make.user({ isAdmin: true });
    const deletedToken = await t.tokenFor(deleted);
    await t.database.db.delete(users).where(eq(users.id, deleted.id));
    const inactive = await t.make.user({ isAdmin: true, status: false });
    for (const token of [deletedToken, await t.tokenFor(inactive)]) {
      const res = await send(e, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(envelope401);
    }
  });

  it('lets a valid admin token past the guard (control)', async () => {
    const res = await send(e, { authorization: `Bearer ${await t.tokenFor(t.admin)}` });
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('HEAD, which Fastify adds for every GET', () => {
  it.each(protectedEndpoints.filter((e) => e.method === 'GET').map((e) => [nameOf(e), e] as const))(
    '%s is 401 without a token and 403 without the permission',
    async (_, e) => {
      const anonymous = await t.app.inject({ method: 'HEAD', url: urlOf(e) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).toBe('');
      if (e.access === 'signedIn') return;
      const user = await t.make.user();
      const res = await t.app.inject({
        method: 'HEAD',
        url: urlOf(e),
        headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
      });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe.each(permissionEndpoints.map((e) => [nameOf(e), e] as const))('%s without its permission', (_, e) => {
  it(`is 403 for a user holding every permission but ${describeAccess(e.access)}`, async () => {
    const opening: string[] = permissionsOf(e.access);
    const user = await t.make.user({ claims: everyPermission.filter((p) => !opening.includes(p)) });
    const res = await send(e, { authorization: `Bearer ${await t.tokenFor(user)}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You do not have permission to do this.',
      messages: ['You do not have permission to do this.'],
    });
  });

  it('is 403 for a signed-in user with no permissions, whatever the body', async () => {
    const user = await t.make.user();
    const res = await send(
      e,
      { authorization: `Bearer ${await t.tokenFor(user)}`, 'content-type': 'application/json' },
      { payload: '{not json' },
    );
    expect(res.statusCode).toBe(403);
  });
});

// An endpoint open to any of several permissions is open to each of them alone.
describe.each(permissionEndpoints.flatMap((e) => permissionsOf(e.access).map((p) => [nameOf(e), p, e] as const)))(
  '%s with only %s',
  (_, access, e) => {
    it('passes the guard (control)', async () => {
      const user = await t.make.user({ claims: [access] });
      const res = await send(e, { authorization: `Bearer ${await t.tokenFor(user)}` }, {}, NO_SUCH_ID);
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    });
  },
);

describe('export endpoints', () => {
  // Downloads of stored files are the files module's to test (file.api.test.ts).
  const fileEndpoints = allEndpoints.filter((e) => isFileEndpoint(e) && e.body);

  it('include the exports', () => {
    expect(fileEndpoints.map(nameOf)).toContain('POST /api/user/export');
  });

  // An export body is a search payload plus its format, so the format alone is a valid body; an
  // export of one record's rows (a PO's items) also names the record: its module's sample does.
  it.each(fileEndpoints.flatMap((e) => exportFormats.map((f) => [nameOf(e), f, e] as const)))(
    '%s sends %s as an attachment to a user holding only its permission',
    async (name, format, e) => {
      const alone = e.body!.safeParse({ format }).success;
      const payload = alone ? { format } : { ...(await (await allSamples())[name]!(t)), format };
      // A project-owned record's rows need the project on the user's list too.
      const everyProject = alone
        ? []
        : (await t.database.db.select({ id: projects.id }).from(projects)).map((p) => p.id);
      const user = await t.make.user({
        claims: [...permissionsOf(e.access).slice(0, 1), ...((await allAlsoNeeds())[name] ?? [])],
        isAdmin: e.access === ADMIN,
        projects: everyProject,
      });
      const res = await send(e, { authorization: `Bearer ${await t.tokenFor(user)}` }, { payload });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(exportContentTypes[format]);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="[\\w-]+\\.${format}"`));
      expect(res.rawPayload.length).toBeGreaterThan(0);
    },
  );
});

describe('signed-in endpoints', () => {
  it.each(allEndpoints.filter((e) => e.access === 'signedIn').map((e) => [nameOf(e), e] as const))(
    '%s is open to a user with no permissions',
    async (_, e) => {
      const user = await t.make.user();
      const res = await send(e, { authorization: `Bearer ${await t.tokenFor(user)}` }, {}, NO_SUCH_ID);
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
