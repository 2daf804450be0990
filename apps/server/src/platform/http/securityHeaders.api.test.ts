import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('the page inline script', () => {
  it('is allowed by its hash alone, so a script injected into the page does not run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-web-'));
    const frame = '(function(){document.title="x"})();';
    writeFileSync(
      join(dir, 'index.html'),
      `<html><head><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div><script>${frame}</script></body></html>`,
    );
    const web = await createTestApp({ webDist: dir });
    try {
      const res = await web.call({ method: 'GET', url: '/purchase-orders/1' });
      expect(res.statusCode).toBe(200);
      const hash = createHash('sha256').update(frame).digest('base64');
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
