import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const issuer = createTokenIssuer(secret);
const claims = { unique_name: 'ann', scope: 'User:View', nameid: 7, userTypeId: 1 };
const verified = { ...claims, issuedAt: expect.any(Number) };
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('sign-in tokens', () => {
  it('verifies a token it signed', async () => {
    const { token } = await issuer.sign(claims, 60);
    expect(await issuer.verify(token)).toEqual(verified);
  });

  it('carries when it was issued, to the millisecond; a token without iat counts as issued at the epoch', async () => {
    const before = Date.now();
    const { token } = await issuer.sign(claims, 60);
    const issuedAt = (await issuer.verify(token))?.issuedAt ?? -1;
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(Date.now());
    const noIat = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect((await issuer.verify(noIat))?.issuedAt).toBe(0);
  });

  it('refuses a token verified before once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await issuer.sign(claims, 60);
    expect(await issuer.verify(token)).toEqual(verified);
    expect(await issuer.verify(token)).toEqual(verified);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await issuer.verify(token)).toBeNull();
  });
  afterEach(() => vi.useRealTimers());

  it('refuses an expired token, another secret, a changed payload, "none" and other algorithms', async () => {
    expect(await issuer.verify((await issuer.sign(claims, -1)).token)).toBeNull();
    expect(await issuer.verify((await createTokenIssuer(`${secret}-other`).sign(claims, 60)).token)).toBeNull();
    const [h, , s] = (await issuer.sign(claims, 60)).token.split('.');
    expect(await issuer.verify(`${h}.${b64({ ...claims, scope: 'Admin', exp: 9e9 })}.${s}`)).toBeNull();
    const none = new UnsecuredJWT({ ...claims }).setExpirationTime('1h').encode();
    expect(await issuer.verify(none)).toBeNull();
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await issuer.verify(hs512)).toBeNull();
  });

  it('refuses a token without an expiry, one not yet valid, and anything malformed', async () => {
    const key = new TextEncoder().encode(secret);
    const noExp = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await issuer.verify(noExp)).toBeNull();
    const later = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('2h')
      .setNotBefore('1h')
      .sign(key);
    expect(await issuer.verify(later)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c', '...', `${b64({ alg: 'HS256' })}.x.y`, 'x'.repeat(5000)]) {
      expect(await issuer.verify(bad)).toBeNull();
    }
  });
});
