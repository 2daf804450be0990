import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

// ---------------------------------------------------------------------------------------------
// The customer's calls as the customer wrote them (docs/spec-calls.txt): the exact case, slashes
// and query names of docs/requirements.md section 7. Each one, called by an admin with its parameters filled,
// reaches a route that takes exactly the path parameters the call names (an empty segment read as
// an id is a miss), is never the router's 404, never a 400 about a path parameter, never a 500.
// ---------------------------------------------------------------------------------------------

const listFile = join(import.meta.dirname, '../../../../../docs/spec-calls.txt');
const calls = readFileSync(listFile, 'utf8')
  .split('\n')
  .filter((line) => /^(GET|POST|PUT|DELETE) /.test(line))
  .map((line) => {
    const [method, written] = line.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return { method, written };
  });

/** A value for each query name docs/requirements.md uses that takes a word rather than an id. */
const queryValues: Record<string, string> = {
  moduleName: 'all',
  moduleId: '0',
  isClient: 'true',
  dismissed: 'false',
  requiredData: 'true',
  isMisc: 'false',
  pageIndex: '1',
  pageSize: '10',
  containerModule: 'project',
  blobName: 'project/1/files/a.pdf',
  transactionType: 'project',
};

/** The call as a client sends it: path parameters as 1, each query name with a value. */
function filled(written: string) {
  const [path = '', query] = written.split('?');
  const url = path.replace(/\{[^}]+\}/g, '1');
  if (!query) return { url, path: url };
  const pairs = query
    .replace(/[[\]]/g, '')
    .split('&')
    .map((part) => {
      const [name = '', value] = part.split('=');
      return `${name}=${value && !value.startsWith('{') ? value : (queryValues[name] ?? '1')}`;
    });
  return { url: `${url}?${pairs.join('&')}`, path: url };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("docs/requirements.md's calls as written", () => {
  it('lists every call of section 7', () => {
    expect(calls.length).toBe(246);
  });

  it.each(calls.map((c) => [`${c.method} ${c.written}`, c] as const))('%s reaches its route', async (_name, c) => {
    const { url, path } = filled(c.written);
    const pathParams = (c.written.split('?')[0]!.match(/\{[^}]+\}/g) ?? []).length;

    const route = t.app.findRoute({ method: c.method, url: path });
    expect(route, 'a route answers the path').not.toBeNull();
    expect(Object.keys(route?.params ?? {}), 'the path parameters the route reads').toHaveLength(pathParams);

    const res = await t.call({
      method: c.method,
      url,
      ...(c.method === 'POST' || c.method === 'PUT' ? { payload: {} } : {}),
      as: t.admin,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 404) expect(res.json().message, 'a record not found, not the route').not.toBe('Not found.');
    if (res.statusCode === 400) {
      const fields = Object.keys(res.json().errors ?? {});
      expect(
        fields.filter((f) => f in (route?.params ?? {})),
        res.body,
      ).toEqual([]);
    }
  });
});
