import { PASSWORD_RULE, PASSWORDS_MISMATCH } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/factories';
import { mailsTo, outboxFor, resetTokenIn } from '../../test/outbox';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/testApp';
import { FORGOT_MESSAGE, RESET_MESSAGE } from './account.recovery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_IN_FAILED = 'The user name or password is incorrect.';
const RESET_INVALID = 'This password reset link is invalid or has expired. Ask for a new one.';
const NEW_PASSWORD = 'N3w@pass';

let ipSeq = 0;
/** Each test signs in from its own address, so the per-address throttle never spills between tests. */
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function signIn(userName: string, password: string, opts: { rememberMe?: boolean; ip?: string } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/account/token',
    payload: { userName, password, ...(opts.rememberMe === undefined ? {} : { rememberMe: opts.rememberMe }) },
    remoteAddress: opts.ip ?? freshIp(),
  });
}

function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
}

async function forgot(email: string) {
  return t.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email } });
}

/** Asks for a reset link for the user and returns the token from the mailed link, once it arrived. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await outboxFor(t, email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return resetTokenIn(t, email, before + 1);
}

/**
 * Waits until every reset mail asked for so far was handled: they are handled in turn, so once a
 * fresh user's link arrived, the requests before it are done.
 */
async function handled() {
  const marker = await t.make.user();
  await forgot(marker.email);
  expect(await mailsTo(t, marker.email)).toHaveLength(1);
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return t.call({ method: 'POST', url: '/api/account/reset-password', payload: { token, password, confirmPassword } });
}

describe('POST /api/account/token', () => {
  it('signs a user in with a token carrying unique_name, scope, nameid, userTypeId and exp', async () => {
    const user = await t.make.user({ userTypeId: 3, claims: ['User:View', 'Project:Create', 'Project:View'] });
    const before = Math.floor(Date.now() / 1000);
    const res = await signIn(user.userName, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ unique_name: user.userName, nameid: user.id, userTypeId: 3 });
    expect(String(claims.scope).split(' ').sort()).toEqual(['Project:Create', 'Project:View', 'User:View']);
    // A session lasts 12 hours.
    expect(claims.exp).toBeGreaterThanOrEqual(before + 12 * 3600 - 5);
    expect(claims.exp).toBeLessThanOrEqual(before + 12 * 3600 + 5);
    expect(Math.floor(new Date(expiresAt).getTime() / 1000)).toBe(claims.exp);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('gives an admin the scope "Admin"', async () => {
    const res = await signIn('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().token)).toMatchObject({
      unique_name: 'admin',
      scope: 'Admin',
      nameid: 1,
      userTypeId: 1,
    });
  });

  it('gives a user without claims an empty scope, and matches the user name case-insensitively', async () => {
    const user = await t.make.user();
    const res = await signIn(user.userName.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().token)).toMatchObject({ scope: '', unique_name: user.userName });
  });

  it('lasts 30 days with rememberMe', async () => {
    const user = await t.make.user();
    const short = claimsOf((await signIn(user.userName, TEST_PASSWORD, { rememberMe: false })).json().token);
    const long = claimsOf((await signIn(user.userName, TEST_PASSWORD, { rememberMe: true })).json().token);
    expect(Number(long.exp) - Number(short.exp)).toBeGreaterThan(29 * 24 * 3600 - 12 * 3600);
    expect(Number(long.exp) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(30 * 24 * 3600 + 5);
  });

  it('refuses a wrong password with 401 and a list of messages', async () => {
    const user = await t.make.user();
    const res = await signIn(user.userName, 'Wrong@123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SIGN_IN_FAILED, messages: [SIGN_IN_FAILED] });
  });

  it('answers an unknown user name exactly as a wrong password', async () => {
    const res = await signIn(`nobody_${Date.now()}`, 'Wrong@123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SIGN_IN_FAILED, messages: [SIGN_IN_FAILED] });
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await t.make.user({ status: false });
    const res = await signIn(user.userName, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().token).toBeUndefined();
    expect(res.json().messages).toEqual([expect.stringContaining('inactive')]);
  });

  it('400s a missing user name or password, naming the field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/account/token', payload: { userName: ' ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userName: 'This field is required', password: 'This field is required' });
  });
});

describe('GET /api/account/me', () => {
  it('returns the signed-in user and their current scope, without any password field', async () => {
    const user = await t.make.user({ title: 'Dock lead', claims: ['PO:View', 'PO:Create'] });
    const res = await t.call({ method: 'GET', url: '/api/account/me', as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userTypeId: 1,
      clientId: 1,
      isAdmin: false,
      scope: 'PO:Create PO:View',
    });
  });

  it('returns Admin as the scope of an admin', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/me', as: t.admin });
    expect(res.json()).toMatchObject({ id: 1, isAdmin: true, scope: 'Admin' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await t.make.user();
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await forgot(user.email);
    const other = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(other.json()).toEqual(known.json());
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Reset your FreightDesk password' });
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/account\/reset-password\?token=\d+\.[\w-]+/);
    await handled();
    expect(await outboxFor(t, unknown)).toHaveLength(0);
  });

  it('matches the e-mail address case-insensitively and mails no inactive user', async () => {
    const user = await t.make.user();
    expect((await forgot(`  ${user.email.toUpperCase()} `)).json()).toEqual({ message: FORGOT_MESSAGE });
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    const inactive = await t.make.user({ status: false });
    expect((await forgot(inactive.email)).json()).toEqual({ message: FORGOT_MESSAGE });
    await handled();
    expect(await outboxFor(t, inactive.email)).toHaveLength(0);
  });

  it('mails at most 5 links an hour to one address, answering the same every time', async () => {
    const user = await t.make.user();
    for (let i = 0; i < 7; i++) expect((await forgot(user.email)).json()).toEqual({ message: FORGOT_MESSAGE });
    await handled();
    expect(await outboxFor(t, user.email)).toHaveLength(5);
  });

  it('stores only a hash of the token', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    const secret = token.split('.')[1]!;
    expect(rows[0]!.tokenHash).not.toContain(secret);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password with the mailed token: the new one signs in, the old one no longer', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_MESSAGE });
    expect((await signIn(user.userName, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('takes a token once: the second use is a 400 naming the token', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Other@123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: RESET_INVALID,
      messages: [RESET_INVALID],
      errors: { token: RESET_INVALID },
    });
    expect((await signIn(user.userName, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel resets with the same token through', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    const results = await Promise.all([reset(token, 'First@123'), reset(token, 'Second@123')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'First@123' : 'Second@123';
    const loser = winner === 'First@123' ? 'Second@123' : 'First@123';
    expect((await signIn(user.userName, winner)).statusCode).toBe(200);
    expect((await signIn(user.userName, loser)).statusCode).toBe(401);
  });

  it('refuses a forged secret, and the genuine token still works afterwards', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    const [id, secret] = token.split('.') as [string, string];
    const forged = `${id}.${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, `${id}.`, `${id}`, `${id}.x`, 'abc', `-${id}.${secret}`, `99999999999.${secret}`]) {
      const res = await reset(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual({ token: RESET_INVALID });
    }
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("does not accept one user's secret under another user's token id", async () => {
    const a = await t.make.user();
    const b = await t.make.user();
    const tokenA = await resetTokenFor(a.email);
    const tokenB = await resetTokenFor(b.email);
    const mixed = `${tokenB.split('.')[0]}.${tokenA.split('.')[1]}`;
    const res = await reset(mixed, 'Hijack@123');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: RESET_INVALID });
    expect((await signIn(b.userName, 'Hijack@123')).statusCode).toBe(401);
    expect((await signIn(a.userName, 'Hijack@123')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, Number(token.split('.')[0])));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: RESET_INVALID });
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('makes every other outstanding link of the user stop working', async () => {
    const user = await t.make.user();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'Other@123')).statusCode).toBe(400);
  });

  it('enforces the password rule and the match of both fields, and keeps the token usable', async () => {
    const user = await t.make.user();
    const token = await resetTokenFor(user.email);
    for (const weak of ['short', 'Ab@1', 'alllower@1', 'ALLUPPER@1', 'NoDigits@x', 'NoSpecial1x']) {
      const res = await reset(token, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors, weak).toEqual({ password: PASSWORD_RULE });
    }
    const mismatch = await reset(token, NEW_PASSWORD, 'Other@123');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      messages: [PASSWORDS_MISMATCH],
      errors: { confirmPassword: PASSWORDS_MISMATCH },
    });
    expect((await reset(token)).statusCode).toBe(200);
  });
});
