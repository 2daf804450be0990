import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['a public answer', '/api/health', 200],
    ['a refusal without a token', '/api/user', 401],
    ['an unknown path', '/api/nowhere', 404],
  ])('are on %s', async (_, url, status) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
