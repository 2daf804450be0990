import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/factories';
import { resetTokenIn } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';

// Sign-in throttling (OWASP's authentication cheat sheet, account lockout): 10 failures of a user
// name from one address, 100 of a user name from anywhere, 50 from one address, in 15 minutes.
// Forwarded addresses count only from configured proxies.
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

let ipSeq = 0;
/** A fresh address for each use, so the per-address throttle never spills between tests. */
const freshIp = () => `10.60.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function signIn(userName: string, password: string, opts: { ip?: string; forwardedFor?: string; app?: TestApp } = {}) {
  return (opts.app ?? t).call({
    method: 'POST',
    url: '/api/account/token',
    payload: { userName, password },
    remoteAddress: opts.ip ?? freshIp(),
    ...(opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {}),
  });
}

const TOO_MANY = 'Too many failed sign-in attempts';

describe('a user name from one address', () => {
  it('is stopped after 10 failures, even with the right password; its owner elsewhere still signs in', async () => {
    const user = await t.make.user();
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(user.userName, `Wrong@${i}a`, { ip: attacker })).statusCode).toBe(401);
    }
    const stopped = await signIn(user.userName.toUpperCase(), TEST_PASSWORD, { ip: attacker });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().messages).toEqual([expect.stringContaining(TOO_MANY)]);
    // Ten wrong passwords from one address lock nobody out.
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets no more than 10 of a burst of parallel guesses be checked', async () => {
    const user = await t.make.user();
    const ip = freshIp();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(user.userName, `Wrong@${i}b`, { ip })));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(signInFailures)
      .where(eq(signInFailures.key, `user:${user.userName.toLowerCase()}`))) as [{ n: number }];
    expect(n).toBe(statuses.filter((s) => s === 401).length);
  });

  it('forgets the failures older than the 15-minute window', async () => {
    const user = await t.make.user();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signIn(user.userName, 'Wrong@123', { ip })).statusCode).toBe(401);
    expect((await signIn(user.userName, TEST_PASSWORD, { ip })).statusCode).toBe(429);
    await t.database.db
      .update(signInFailures)
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where(like(signInFailures.key, `%${user.userName.toLowerCase()}%`));
    expect((await signIn(user.userName, TEST_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const user = await t.make.user();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn(user.userName, 'Wrong@123', { ip })).statusCode).toBe(401);
      expect((await signIn(user.userName, TEST_PASSWORD, { ip })).statusCode).toBe(200);
    }
  });

  it('is let in again once the password was reset', async () => {
    const user = await t.make.user();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signIn(user.userName, 'Wrong@123', { ip })).statusCode).toBe(401);
    expect((await signIn(user.userName, TEST_PASSWORD, { ip })).statusCode).toBe(429);
    await t.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email: user.email } });
    const token = await resetTokenIn(t, user.email);
    const reset = await t.call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token, password: 'N3w@pass', confirmPassword: 'N3w@pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.userName, 'N3w@pass', { ip })).statusCode).toBe(200);
  });
});

describe('a user name from many addresses', () => {
  it('is stopped after 100 failures in all, whatever the addresses', async () => {
    const user = await t.make.user();
    for (let batch = 0; batch < 4; batch++) {
      const tries = await Promise.all(
        Array.from({ length: 25 }, (_, i) => signIn(user.userName, `Wrong@${batch}x${i}`)),
      );
      expect(tries.map((r) => r.statusCode)).toEqual(Array(25).fill(401));
    }
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('an address', () => {
  it('is stopped after 50 failures, whatever the user names', async () => {
    const ip = freshIp();
    const attempts = Array.from({ length: 50 }, (_, i) => signIn(`guess_${i}_${Date.now()}`, 'Wrong@123', { ip }));
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(50);
    const user = await t.make.user();
    expect((await signIn(user.userName, TEST_PASSWORD, { ip })).statusCode).toBe(429);
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is the connection’s own: a forged X-Forwarded-For does not spread guesses over addresses', async () => {
    const ip = freshIp();
    const spray = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(`spray_${i}_${Date.now()}`, 'Wrong@123', { ip, forwardedFor: `203.0.113.${i + 1}` }),
      ),
    );
    expect(spray.map((r) => r.statusCode)).toEqual(Array(50).fill(401));
    const user = await t.make.user();
    const next = await signIn(user.userName, TEST_PASSWORD, { ip, forwardedFor: '203.0.113.200' });
    expect(next.statusCode).toBe(429);
  });

  it('is the forwarded one behind a configured proxy, and only behind it (TRUST_PROXY)', async () => {
    const user = await proxied.make.user();
    const client = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(user.userName, `Wrong@${i}p`, { app: proxied, ip: '127.0.0.1', forwardedFor: client });
      expect(res.statusCode).toBe(401);
    }
    const fromClient = { app: proxied, ip: '127.0.0.1', forwardedFor: client };
    expect((await signIn(user.userName, TEST_PASSWORD, fromClient)).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    const other = { app: proxied, ip: '127.0.0.1', forwardedFor: '198.51.100.8' };
    expect((await signIn(user.userName, TEST_PASSWORD, other)).statusCode).toBe(200);
    // A caller that is not the proxy cannot claim to be the throttled client's neighbour either:
    // its header is ignored, and its own address counts.
    const direct = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(user.userName, `Wrong@${i}d`, {
        app: proxied,
        ip: direct,
        forwardedFor: `198.51.100.${20 + i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(user.userName, TEST_PASSWORD, { app: proxied, ip: direct })).statusCode).toBe(429);
  });
});
