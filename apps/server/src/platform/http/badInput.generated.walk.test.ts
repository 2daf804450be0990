import { allEndpoints, type Endpoint } from '@freightdesk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fingerprint, fingerprint } from '../../test/fingerprint';
import { anyHostile, changesOf, FIRST_ID, hostile, nestedJson, putAt, type Schema, validish } from '../../test/hostile';
import { allSamples } from '../../test/kit';
import { multipart, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { findBadText } from './nulText';

// ---------------------------------------------------------------------------------------------
// The generated bad-input walker. For every endpoint of the contracts, fast-check derives
// requests from the endpoint's own schemas (a module's valid sample with one to three of its
// places changed, nested ones too, to values of their kind or hostile ones: out-of-range and
// impossible dates, NUL and lone surrogates, huge numbers, wrong types, deep nesting; hostile
// path and query texts; malformed multipart), so a route added later is walked without anyone
// listing it. Whatever is sent: the answer is never a 5xx; a 400 names the field at fault (the
// very fields the schema names, when it is the schema that refuses); and a refused request
// leaves every table as it found it. Fixed seeds and bounded runs keep it repeatable and fast.
// ---------------------------------------------------------------------------------------------

const SEED = 15_0710;
/** Runs per route and part: enough to meet every class of value at several places. */
const RUNS = { body: 20, query: 8, params: 8, bare: 2, multipart: 30 };

let t: TestApp;
let samples: Awaited<ReturnType<typeof allSamples>>;
beforeAll(async () => {
  t = await createTestApp();
  samples = await allSamples();
});
afterAll(() => t.close());

const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;
/** Each route its own seed, so adding a route changes no other route's requests. */
const seedOf = (name: string) => [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);
const firstSegments = (keys: string[]) => [...new Set(keys.map((k) => k.split('.')[0] || 'body'))].sort();
const shapeKeys = (s: unknown) => Object.keys((s as { shape?: object } | undefined)?.shape ?? {});
let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

interface Sent {
  method: Endpoint['method'];
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  as?: TokenSubject;
}

/**
 * What a request's answer must be, beyond "never a 5xx": `exact` the fields a 400 must name
 * (first segments), or `allowed` the fields a 400 may name (when the schema takes the input and
 * the service refuses it, it must still name one of the request's fields).
 */
type Expected = { exact: string[] } | { allowed: string[] };

/**
 * Tables whose purpose is to record refused requests: a wrong current password is a 400 naming it
 * and, by design, a failure counted toward the sign-in throttle.
 */
const RECORDS_REFUSALS = new Set(['sign_in_failures']);

/** The state of the tables before the next request, kept while requests change nothing. */
let known: Fingerprint | null = null;

async function send(e: Endpoint, sent: Sent, expected: Expected, label: string) {
  const before = known ?? (await fingerprint(t.database.db));
  const res = await t.call({ remoteAddress: nextIp(), as: t.admin, ...sent });
  const what = `${nameOf(e)} ${label} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if ('exact' in expected) {
    expect(res.statusCode, what).toBe(400);
  }
  if (res.statusCode !== 400) {
    known = null;
    return res;
  }
  const named = Object.keys(res.json().errors ?? {});
  expect(named.length, `${what}: a 400 names the field at fault`).toBeGreaterThan(0);
  if ('exact' in expected) expect(firstSegments(named), what).toEqual(expected.exact);
  else for (const field of firstSegments(named)) expect(expected.allowed, what).toContain(field);
  const after = await fingerprint(t.database.db);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table] && !RECORDS_REFUSALS.has(table));
  expect(changed, `${what}: a refused request changed rows`).toEqual([]);
  known = after;
  return res;
}

/** What the server sees of a JSON value: undefined dropped, as JSON leaves it. */
const asSent = (v: unknown) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** The answer a part's input must get, from the same checks the server makes: unstorable text first, then the schema. */
function expectedOf(schema: Schema | undefined, input: unknown, part: string, allowed: string[]): Expected {
  const bad = findBadText(input);
  if (bad) return { exact: [bad.path ? bad.path.split('.')[0]! : part] };
  const parsed = (
    schema as unknown as
      | { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }
      | undefined
  )?.safeParse(input);
  if (parsed && !parsed.success) {
    return {
      exact: firstSegments(parsed.error!.issues.map((i) => i.path.map(String).join('.'))).map((f) =>
        f === 'body' ? part : f,
      ),
    };
  }
  return { allowed: [...allowed, part] };
}

const urlOf = (e: Endpoint, params: Record<string, string> = {}) =>
  e.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');

/** "?from=…&to=…" from a module's sample of a route whose query is required (a GET's sample is its query). */
async function validQuery(e: Endpoint) {
  const sample = e.query && !e.body ? samples[nameOf(e)] : undefined;
  if (!sample) return '';
  const query = new URLSearchParams(Object.entries(await sample(t)).map(([k, v]): [string, string] => [k, String(v)]));
  return `?${query}`;
}

describe('generated bad input, every route', () => {
  const withBody = allEndpoints.filter((e) => e.body);

  it.each(withBody.map((e) => [nameOf(e), e] as const))('%s: generated bodies', async (name, e) => {
    const schema = e.body as unknown as Schema;
    const allowed = shapeKeys(e.body);
    const body = fc.oneof(
      { arbitrary: changesOf(schema).map((changes) => ({ changes })), weight: 8 },
      { arbitrary: validish(schema).map((whole) => ({ whole })), weight: 2 },
      { arbitrary: anyHostile.map((whole) => ({ whole })), weight: 1 },
      {
        arbitrary: fc.constantFrom('array' as const, 'object' as const).map((deep) => ({ deep })),
        weight: 1,
      },
    );
    let sample = await samples[name]!(t);
    known = null;
    await fc.assert(
      fc.asyncProperty(body, async (c) => {
        const label = JSON.stringify(c).slice(0, 400);
        if ('deep' in c) {
          // 20,000 levels, 40 KB: written as text, as no serializer should be asked to write it.
          const sent = {
            method: e.method,
            url: urlOf(e),
            payload: nestedJson(20_000, c.deep),
            headers: { 'content-type': 'application/json' },
          };
          await send(e, sent, { exact: ['body'] }, label);
          return;
        }
        const value = asSent(
          'whole' in c ? c.whole : c.changes.reduce<unknown>((v, ch) => putAt(v, ch.path, ch.value), sample),
        );
        const sent = {
          method: e.method,
          url: urlOf(e),
          payload: JSON.stringify(value ?? null),
          headers: { 'content-type': 'application/json' },
        };
        const res = await send(e, sent, expectedOf(schema, value ?? null, 'body', allowed), label);
        // A write taken (a record made or changed) gives the next run fresh records (a new name, a
        // current version) to go as deep; a search or an export leaves its sample as good as it was.
        const wrote = res.statusCode === 201 || (e.method !== 'POST' && res.statusCode < 300);
        if (wrote) sample = await samples[name]!(t);
      }),
      { seed: seedOf(name), numRuns: RUNS.body, endOnFailure: true },
    );
  });

  /** A query string from texts as they stand in a URL; what the server reads of each. */
  const queryOf = (texts: Record<string, string>) => {
    const url = Object.entries(texts)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const decode = (v: string) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v; // Fastify keeps a malformed escape as it came
      }
    };
    return { url, read: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, decode(v)])) };
  };
  /** A URL text of a schema's kind: a valid-ish value, escaped, or a hostile URL text. */
  const urlText = (s: Schema) =>
    fc.oneof(
      validish(s)
        .filter((v) => v !== undefined && (typeof v !== 'string' || (!/\p{Cs}/u.test(v) && v.length < 200)))
        .map((v) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))),
      fc.constantFrom(...hostile.urlTexts),
    );

  it.each(allEndpoints.filter((e) => e.query).map((e) => [nameOf(e), e] as const))(
    '%s: generated query strings',
    async (name, e) => {
      const shape = (e.query as unknown as { shape: Record<string, Schema> }).shape;
      const query = fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, urlText(s)])), {
        requiredKeys: [],
      });
      known = null;
      await fc.assert(
        fc.asyncProperty(query, async (texts) => {
          const q = queryOf(texts as Record<string, string>);
          const expected = expectedOf(e.query as unknown as Schema, q.read, 'querystring', Object.keys(shape));
          await send(e, { method: e.method, url: `${urlOf(e)}?${q.url}` }, expected, q.url.slice(0, 300));
        }),
        { seed: seedOf(name), numRuns: RUNS.query, endOnFailure: true },
      );
    },
  );

  it.each(allEndpoints.filter((e) => e.params).map((e) => [nameOf(e), e] as const))(
    '%s: generated path parameters',
    async (name, e) => {
      const shape = (e.params as unknown as { shape: Record<string, Schema> }).shape;
      const texts = fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([k, s]) => [
            k,
            fc.oneof(fc.integer({ min: FIRST_ID, max: FIRST_ID + 60 }).map(String), urlText(s)),
          ]),
        ),
      );
      known = null;
      await fc.assert(
        fc.asyncProperty(texts, async (p) => {
          const params = p as Record<string, string>;
          // A route that also needs its query (a range of days) gets its module's valid one.
          const url = urlOf(e, params) + (await validQuery(e));
          const label = url.slice(0, 200);
          const raw = Object.values(params);
          if (raw.some((v) => v.length > 100)) {
            // Longer than the router's parameter limit: 414 URI Too Long, before any route.
            const res = await t.call({ method: e.method, url, as: t.admin });
            expect(res.statusCode, label).toBe(414);
            return;
          }
          const read = queryOf(params).read;
          if (raw.some((v, i) => v === Object.values(read)[i] && /%[0-9a-f]{2}/i.test(v))) {
            // A path it cannot decode is refused by the router, before any route, as a bad URL.
            const res = await t.call({ method: e.method, url, as: t.admin });
            expect(res.statusCode, label).toBe(400);
            expect(res.json().message, label).toContain('not a valid url');
            return;
          }
          if (url.split('?')[0]!.endsWith('/')) {
            // An empty last parameter leaves a trailing slash: that is the path without it (docs/requirements.md
            // writes GET /api/charges/?ProjectId=), another route or none, never an empty id.
            const res = await t.call({ method: e.method, url, as: t.admin });
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode === 400)
              expect(Object.keys(res.json().errors ?? {}), label).not.toContain(Object.keys(shape).at(-1));
            known = null;
            return;
          }
          await send(
            e,
            { method: e.method, url },
            expectedOf(e.params as unknown as Schema, read, 'params', Object.keys(shape)),
            label,
          );
        }),
        { seed: seedOf(name), numRuns: RUNS.params, endOnFailure: true },
      );
    },
  );

  const bare = allEndpoints.filter((e) => !e.body && !e.query && !e.params && !e.multipart);

  it.each(bare.map((e) => [nameOf(e), e] as const))('%s: generated input it takes none of', async (name, e) => {
    const junk = fc.record({
      query: fc.dictionary(
        fc.constantFrom('x', 'id', 'pageIndex', 'searchTerm'),
        fc.constantFrom(...hostile.urlTexts),
        {
          maxKeys: 2,
        },
      ),
      body: fc.oneof(
        anyHostile.map((value) => ({ value })),
        fc.constant({ deep: true as const }),
      ),
    });
    // A call that names nothing acts on its caller (signing out everywhere): a throwaway admin makes it.
    const as = e.method === 'GET' ? t.admin : await t.make.user({ isAdmin: true });
    known = null;
    await fc.assert(
      fc.asyncProperty(junk, async ({ query, body }) => {
        const q = queryOf(query);
        const text = 'deep' in body ? nestedJson(20_000) : JSON.stringify(body.value);
        const sentBody = e.method === 'GET' ? undefined : text;
        const badQuery = findBadText(q.read);
        const badBody = sentBody === undefined ? null : 'deep' in body ? { path: '' } : findBadText(body.value);
        const expected: Expected = badQuery
          ? { exact: [badQuery.path.split('.')[0]!] }
          : badBody
            ? { exact: [badBody.path.split('.')[0] || 'body'] }
            : { allowed: [...Object.keys(query), 'body', 'querystring'] };
        const sent = {
          method: e.method,
          url: `${e.path}${q.url ? `?${q.url}` : ''}`,
          as,
          ...(sentBody === undefined ? {} : { payload: sentBody, headers: { 'content-type': 'application/json' } }),
        };
        await send(e, sent, expected, `${q.url} ${JSON.stringify(body).slice(0, 200)}`);
      }),
      { seed: seedOf(name), numRuns: RUNS.bare, endOnFailure: true },
    );
  });

  /** One boundary for every generated upload, so a cut falls at the same byte in every run. */
  const boundary = '----freightdeskwalker';
  /** How an upload's bytes are framed: well, or in one of the ways a client gets it wrong. */
  const framings = ['ok', 'noBoundary', 'emptyBoundary', 'otherBoundary', 'truncated', 'junk'] as const;
  const fileKinds = {
    pdf: sampleFiles.pdf,
    png: sampleFiles.png,
    csv: () => sampleFiles.csv('itemNumber,description,quantity\nA-1,Chair,4\n'),
    exe: sampleFiles.exe,
    empty: () => Buffer.alloc(0),
  };

  it.each(allEndpoints.filter((e) => e.multipart).map((e) => [nameOf(e), e] as const))(
    '%s: generated uploads',
    async (name, e) => {
      const shape = (e.multipart as unknown as { shape: Record<string, Schema> }).shape;
      // A project of its own, so that a well-framed upload goes as deep as storing the file.
      const real: Record<string, string> = { projectId: String((await t.make.project()).id) };
      const fieldText = (k: string, s: Schema) =>
        fc.oneof(
          ...(real[k] ? [fc.constant(real[k])] : []),
          validish(s).map((v) => (typeof v === 'string' ? v : JSON.stringify(v ?? ''))),
          fc.constantFrom(...hostile.texts.filter((x) => x.length < 1000)),
        );
      const upload = fc.record({
        fields: fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, fieldText(k, s)])), {
          requiredKeys: [],
        }),
        files: fc.array(
          fc.record({
            kind: fc.constantFrom(...(Object.keys(fileKinds) as (keyof typeof fileKinds)[])),
            name: fc.constantFrom(
              'bol.pdf',
              'dock.png',
              'items.csv',
              '../../etc/passwd',
              'x\u0000.pdf',
              '貨物.csv',
              'run.exe',
              '',
            ),
            field: fc.constantFrom('file', 'files', 'other'),
          }),
          { maxLength: 2 },
        ),
        framing: fc.constantFrom(...framings),
        cut: fc.nat(400),
      });
      known = null;
      await fc.assert(
        fc.asyncProperty(upload, async ({ fields, files, framing, cut }) => {
          const body = multipart(
            fields as Record<string, string>,
            files.map((f) => ({ name: f.name, field: f.field, data: fileKinds[f.kind]() })),
            boundary,
          );
          const type = {
            ok: body.headers['content-type']!,
            noBoundary: 'multipart/form-data',
            emptyBoundary: 'multipart/form-data; boundary=',
            otherBoundary: `multipart/form-data; boundary=${boundary}x`,
            truncated: body.headers['content-type']!,
            junk: body.headers['content-type']!,
          }[framing];
          const payload =
            framing === 'truncated'
              ? body.payload.subarray(0, Math.min(cut, body.payload.length - 1))
              : framing === 'junk'
                ? Buffer.from(`--${boundary}\r\n\u0000\u00ff garbage`)
                : body.payload;
          const sent = { method: e.method, url: e.path, payload, headers: { ...body.headers, 'content-type': type } };
          const label = `${framing} ${JSON.stringify(fields)} ${JSON.stringify(files)}`;
          await send(e, sent, { allowed: [...Object.keys(shape), 'file'] }, label.slice(0, 400));
        }),
        { seed: seedOf(name), numRuns: RUNS.multipart, endOnFailure: true },
      );
    },
  );

  it('leaves the reference admin able to work, so no route after walked nothing', async () => {
    const me = await t.call({ method: 'GET', url: '/api/account/me', as: t.admin });
    expect(me.statusCode).toBe(200);
  });
});
