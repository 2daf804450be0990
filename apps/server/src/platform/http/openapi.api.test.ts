import { allEndpoints, describeAccess } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI at /api/docs', () => {
  it('describes every contract endpoint with its access rule and bearer security', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { description?: string; security?: unknown }>> };
    for (const e of allEndpoints) {
      const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op?.description).toBe(`Requires: ${describeAccess(e.access)}`);
      expect(Boolean(op?.security)).toBe(e.access !== 'public');
    }
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });

  it('never documents a password hash in any response', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.body).not.toMatch(/passwordHash|password_hash/);
  });
});
