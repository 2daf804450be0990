import { allEndpoints, type Endpoint, isFileEndpoint } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nested } from '../../test/hostile';
import { allSamples } from '../../test/kit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { findBadText, MAX_DEPTH, TOO_DEEP_MESSAGE } from './nulText';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const urlOf = (e: Endpoint) => e.path.replace(/:\w+/g, '1');
const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;

// ---------------------------------------------------------------------------------------------
// Bad input never becomes a 500: every endpoint, every field, hostile values; whatever the
// contract's schema refuses must be a 400 naming exactly the fields the schema names.
// ---------------------------------------------------------------------------------------------

let seq = 0;

/** A valid body for every endpoint that takes one, from each module's test kit; made afresh for each request. */
let sampleBodies: Awaited<ReturnType<typeof allSamples>>;
beforeAll(async () => {
  sampleBodies = await allSamples();
});

const hostileValues: unknown[] = [
  'abc',
  '',
  -1,
  1.5,
  99_999_999_999,
  null,
  true,
  [],
  {},
  [99_999_999_999],
  ['abc'],
  'x'.repeat(5000),
  'nul\u0000byte',
  "%_\\' or 1=1 --",
  // Classes that once reached the database or the stack (issue 15): year 0 and impossible days,
  // a lone surrogate, and nesting past the limit.
  '0000-02-29',
  '2023-02-30',
  'x\ud800',
  nested(MAX_DEPTH + 1),
];
const hostileTexts = [
  'abc',
  '',
  '-1',
  '0',
  '1.5',
  '99999999999',
  '1e400',
  'NaN',
  'true',
  '%00',
  '%C3%28',
  "'%20or%201=1",
  'x'.repeat(500),
];

const fuzzIp = () => `10.9.${seq % 250}.${++seq % 250}`;
const firstSegments = (keys: string[]) => [...new Set(keys.map((k) => k.split('.')[0]))].sort();

/** Sends one hostile request and checks the answer against what the contract's schema says of it. */
async function expectContractAnswer(
  res: Awaited<ReturnType<TestApp['call']>>,
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
  input: unknown,
  field: string,
  raw: unknown,
  label: string,
) {
  expect(res.statusCode, label).toBeLessThan(500);
  // Text that cannot be stored, or nesting past the limit, is refused before the schema: the field, or the body.
  const bad = findBadText(raw);
  if (bad) {
    expect(res.statusCode, label).toBe(400);
    expect(Object.keys(res.json().errors ?? {}), label).toEqual([bad.message === TOO_DEEP_MESSAGE ? 'body' : field]);
    return;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    expect(res.statusCode, label).toBe(400);
    const body = res.json();
    expect(body.messages.length, label).toBeGreaterThan(0);
    const named = firstSegments(parsed.error!.issues.map((i) => i.path.map(String).join('.')));
    expect(firstSegments(Object.keys(body.errors ?? {})), label).toEqual(named);
  }
}

describe('bad input never 500s', () => {
  const withBody = allEndpoints.filter((e) => e.body);

  it('has a sample body for every endpoint that takes one', () => {
    // The other samples are the valid queries of GETs that need one (a range of days).
    const queries = new Set(allEndpoints.filter((e) => e.query && !e.body).map(nameOf));
    const bodies = Object.keys(sampleBodies).filter((name) => !queries.has(name));
    expect(bodies.sort()).toEqual(withBody.map(nameOf).sort());
  });

  it.each(withBody.map((e) => [nameOf(e), e] as const))('%s: a malformed JSON body is a 400 envelope', async (_, e) => {
    for (const payload of ['{"a":', '{bad json}', '[1,2', '{"__proto__":{"isAdmin":true}}']) {
      const res = await t.call({
        method: e.method,
        url: urlOf(e),
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: fuzzIp(),
        as: t.admin,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), messages: [expect.any(String)] });
    }
  });

  it.each(withBody.map((e) => [nameOf(e), e] as const))('%s: a wrong content type is a 400', async (_, e) => {
    for (const [type, payload] of [
      ['application/xml', '<user/>'],
      ['text/plain', 'userName=admin'],
      ['application/x-www-form-urlencoded', 'userName=admin'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const res = await t.call({
        method: e.method,
        url: urlOf(e),
        payload,
        headers: { 'content-type': type },
        remoteAddress: fuzzIp(),
        as: t.admin,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().messages.length).toBeGreaterThan(0);
    }
  });

  it.each(withBody.map((e) => [nameOf(e), e] as const))('%s: hostile body fields', async (name, e) => {
    const sample = await sampleBodies[name]!(t);
    expect(e.body!.safeParse(sample).success).toBe(true);
    const plain = await t.call({
      method: e.method,
      url: urlOf(e),
      payload: sample,
      remoteAddress: fuzzIp(),
      as: t.admin,
    });
    expect(plain.statusCode).toBeLessThan(500);
    // A file endpoint answers a good body with the file, and bad ones with the JSON envelope below.
    if (isFileEndpoint(e)) expect(plain.headers['content-disposition']).toMatch(/^attachment; /);
    for (const field of Object.keys(sample)) {
      for (const value of hostileValues) {
        let body: Record<string, unknown> = { ...sample, [field]: value };
        // A body the schema takes reaches the service: give it fresh records (a new user name, a
        // user at its current version) so that it goes as deep as a real request would.
        if (e.body!.safeParse(body).success) body = { ...(await sampleBodies[name]!(t)), [field]: value };
        const res = await t.call({
          method: e.method,
          url: urlOf(e),
          payload: body,
          remoteAddress: fuzzIp(),
          as: t.admin,
        });
        await expectContractAnswer(res, e.body!, body, field, value, `${field} = ${JSON.stringify(value)}`);
      }
    }
  });

  it.each(withBody.map((e) => [nameOf(e), e] as const))('%s: a body over 1 MB is a 413 envelope', async (_, e) => {
    const res = await t.call({
      method: e.method,
      url: urlOf(e),
      payload: JSON.stringify({ searchTerm: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: fuzzIp(),
      as: t.admin,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String), messages: [expect.any(String)] });
  });

  it.each(allEndpoints.filter((e) => e.params).map((e) => [nameOf(e), e] as const))(
    '%s: hostile path parameters',
    async (_, e) => {
      const names = Object.keys(e.params!.shape);
      for (const text of hostileTexts.filter((x) => x !== '')) {
        const url = e.path.replace(/:\w+/g, text);
        const res = await t.call({ method: e.method, url, as: t.admin });
        let decoded: string;
        try {
          decoded = decodeURIComponent(text);
        } catch {
          // The router refuses a path it cannot decode, before any route: still the envelope.
          expect(res.statusCode, url).toBe(400);
          expect(res.json()).toEqual({
            message: expect.stringContaining('not a valid url'),
            messages: [expect.any(String)],
          });
          continue;
        }
        if (text.length > 100) {
          // Longer than the router's parameter limit: 414 URI Too Long, still the envelope.
          expect(res.statusCode, url).toBe(414);
          expect(res.json().messages).toHaveLength(1);
          continue;
        }
        const input = Object.fromEntries(names.map((n) => [n, decoded]));
        await expectContractAnswer(res, e.params!, input, names[0]!, decoded, url);
      }
    },
  );

  it.each(allEndpoints.filter((e) => e.query).map((e) => [nameOf(e), e] as const))(
    '%s: hostile query values',
    async (_, e) => {
      for (const field of Object.keys(e.query!.shape)) {
        for (const text of hostileTexts) {
          const url = `${urlOf(e)}?${field}=${text}`;
          const res = await t.call({ method: e.method, url, as: t.admin });
          let decoded: string;
          try {
            decoded = decodeURIComponent(text);
          } catch {
            decoded = text; // Fastify keeps a malformed escape as it came
          }
          await expectContractAnswer(res, e.query!, { [field]: decoded }, field, decoded, url);
        }
      }
    },
  );
});
