import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { createMetrics } from './metrics';

// What a load balancer and the people who run the product read: liveness, readiness, request ids
// and the Prometheus metrics.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The value of one sample line of the metrics text (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = m[2]!.split(',');
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(m[3]);
  }
  return undefined;
}

describe('health', () => {
  it('answers liveness without the database, and readiness 503 once the server is shutting down', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });

    t.app.draining = true;
    try {
      const draining = await t.call({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().message).toBe('This server is shutting down: send new requests to another.');
      // Work in flight and new requests are still served while the balancer notices.
      expect((await t.call({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/user', as: t.admin })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

describe('request ids', () => {
  it('keeps the proxy’s X-Request-Id, and gives a request without a plain one an id of its own', async () => {
    const passed = await t.call({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'a1b2c3d4e5' } });
    expect(passed.headers['x-request-id']).toBe('a1b2c3d4e5');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const forged = await t.call({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'x\r\nSet-Cookie: a=b' },
    });
    expect(forged.headers['x-request-id']).toMatch(uuid);
    const none = await t.call({ method: 'GET', url: '/api/user/999999', as: t.admin });
    expect(none.statusCode).toBe(404);
    expect(none.headers['x-request-id']).toMatch(uuid);
  });
});

describe('GET /metrics', () => {
  it('counts requests by declared route and status, and shows what waits in the outboxes', async () => {
    const before = (await t.call({ method: 'GET', url: '/metrics' })).body;
    const count = (text: string, route: string, status: string) =>
      sample(text, 'freightdesk_http_requests_total', { method: 'GET', route, status }) ?? 0;
    for (let i = 0; i < 3; i++) await t.call({ method: 'GET', url: `/api/user/${900000 + i}`, as: t.admin });
    await t.call({ method: 'GET', url: '/api/health/live' });
    const res = await t.call({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Three reads of users that do not exist: one route (its pattern, not each address), status 404.
    expect(count(res.body, '/api/user/:id', '404') - count(before, '/api/user/:id', '404')).toBe(3);
    expect(count(res.body, '/api/health/live', '200') - count(before, '/api/health/live', '200')).toBe(1);
    expect(res.body).toContain(
      'freightdesk_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user/:id"}',
    );
    // Nothing waits for QuickBooks Online or for SMTP in a fresh database.
    expect(sample(res.body, 'freightdesk_accounting_outbox_documents', { status: 'Pending' })).toBe(0);
    expect(sample(res.body, 'freightdesk_accounting_outbox_documents', { status: 'Failed' })).toBe(0);
    expect(sample(res.body, 'freightdesk_mail_unsent', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
  });

  it('answers only this machine without a token, and only the token when one is set', async () => {
    const away = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7' });
    expect(away.statusCode).toBe(403);
    // Believing X-Forwarded-For would let anyone through a proxy on this machine in: it is not read.
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);

    const guarded = await createTestApp({ metricsToken: 'scrape-token-0123456789' });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer scrape-token-0123456780' };
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
      const right = { authorization: 'Bearer scrape-token-0123456789' };
      const res = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.7',
        headers: right,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('freightdesk_http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('counts a background job’s rounds by how they ended, and when it last succeeded', async () => {
    const metrics = createMetrics({});
    const job = metrics.job('report mail');
    await job.round(async () => 'sent');
    await expect(job.round(() => Promise.reject(new Error('SMTP down')))).rejects.toThrow('SMTP down');
    await job.round(async () => 'sent');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'freightdesk_job_rounds_total', { job: 'report mail', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'freightdesk_job_rounds_total', { job: 'report mail', outcome: 'failed' })).toBe(1);
    const last = sample(text, 'freightdesk_job_last_success_timestamp_seconds', { job: 'report mail' })!;
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60);
  });
});
