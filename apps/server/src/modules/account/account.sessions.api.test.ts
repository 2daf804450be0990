import { PASSWORD_RULE, PASSWORDS_MISMATCH } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories';
import { resetTokenIn } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';
import { editUserBody } from '../../test/userBodies';
import { PASSWORD_CHANGED } from './account.service';

// Setting a password (by anyone, reset included) ends every earlier session of that user;
// deactivation ends them for good; a user can end all of their own (docs/design.md section 5).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const freshIp = () => `10.40.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const signIn = (userName: string, password = TEST_PASSWORD, rememberMe = false) =>
  t.call({
    method: 'POST',
    url: '/api/account/token',
    payload: { userName, password, rememberMe },
    remoteAddress: freshIp(),
  });

async function tokenOf(userName: string, password = TEST_PASSWORD, rememberMe = false) {
  const res = await signIn(userName, password, rememberMe);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } });

const asToken = (token: string, opts: { method: 'POST'; url: string; payload?: object; ip?: string }) =>
  t.app.inject({
    method: opts.method,
    url: opts.url,
    headers: { authorization: `Bearer ${token}` },
    ...(opts.payload ? { payload: opts.payload } : {}),
    remoteAddress: opts.ip ?? freshIp(),
  });

async function resetLink(email: string) {
  expect((await t.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email } })).statusCode).toBe(
    200,
  );
  return resetTokenIn(t, email);
}

describe('a new password', () => {
  it('set by an admin ends the sessions signed in before it, remembered ones too', async () => {
    const user = await t.make.user();
    const short = await tokenOf(user.userName);
    const remembered = await tokenOf(user.userName, TEST_PASSWORD, true);
    expect((await me(short)).statusCode).toBe(200);
    const body = await editUserBody(t, user.id, { password: 'Admin@Set1', confirmPassword: 'Admin@Set1' });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: body, as: t.admin })).statusCode).toBe(200);
    expect((await me(short)).statusCode).toBe(401);
    expect((await me(remembered)).statusCode).toBe(401);
    // A sign-in with the new password, a moment later, counts.
    expect((await me(await tokenOf(user.userName, 'Admin@Set1'))).statusCode).toBe(200);
  });

  it('leaves the sessions alone when an edit keeps the password', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName);
    const body = await editUserBody(t, user.id, { title: 'Renamed' });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: body, as: t.admin })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('set through a reset link ends the sessions signed in before it', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName, TEST_PASSWORD, true);
    const reset = await t.call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token: await resetLink(user.email), password: 'Reset@123', confirmPassword: 'Reset@123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await tokenOf(user.userName, 'Reset@123'))).statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('ends every session for good: reactivated, the user signs in again', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName);
    const off = await editUserBody(t, user.id, { status: false });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: off, as: t.admin })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const on = await editUserBody(t, user.id, { status: true });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: on, as: t.admin })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await tokenOf(user.userName))).statusCode).toBe(200);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the caller, this one included, and no one else’s', async () => {
    const user = await t.make.user();
    const other = await t.make.user();
    const here = await tokenOf(user.userName);
    const there = await tokenOf(user.userName, TEST_PASSWORD, true);
    const theirs = await tokenOf(other.userName);
    const res = await asToken(here, { method: 'POST', url: '/api/account/sign-out-everywhere' });
    expect(res.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await me(await tokenOf(user.userName))).statusCode).toBe(200);
  });
});

describe('POST /api/account/change-password', () => {
  const change = (token: string, payload: object, ip?: string) =>
    asToken(token, { method: 'POST', url: '/api/account/change-password', payload, ip });

  it('sets a new password given the current one and ends every session, this one included', async () => {
    const user = await t.make.user();
    const here = await tokenOf(user.userName);
    const elsewhere = await tokenOf(user.userName, TEST_PASSWORD, true);
    const res = await change(here, {
      currentPassword: TEST_PASSWORD,
      password: 'Chang3d@me',
      confirmPassword: 'Chang3d@me',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await signIn(user.userName)).statusCode).toBe(401);
    expect((await me(await tokenOf(user.userName, 'Chang3d@me'))).statusCode).toBe(200);
    const history = await t.call({ method: 'GET', url: `/api/history/user/${user.id}`, as: t.admin });
    expect(JSON.stringify(history.json())).not.toContain('Chang3d@me');
  });

  it('refuses a wrong current password on its field and keeps the password and the session', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName);
    const res = await change(token, {
      currentPassword: 'Wrong@123',
      password: 'Chang3d@me',
      confirmPassword: 'Chang3d@me',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ currentPassword: 'This is not your current password.' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn(user.userName)).statusCode).toBe(200);
  });

  it('names every field at fault: the current password missing, the rule, the match', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName);
    const res = await change(token, { currentPassword: '', password: 'weak', confirmPassword: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ currentPassword: 'This field is required', password: PASSWORD_RULE });
    const mismatch = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: 'Chang3d@me',
      confirmPassword: 'Chang3d@you',
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: PASSWORDS_MISMATCH });
  });

  it('counts wrong current passwords against the sign-in throttle: a stolen session cannot guess on', async () => {
    const user = await t.make.user();
    const token = await tokenOf(user.userName);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await change(
        token,
        { currentPassword: `Guess@${i}x`, password: 'Chang3d@me', confirmPassword: 'Chang3d@me' },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await change(
      token,
      { currentPassword: TEST_PASSWORD, password: 'Chang3d@me', confirmPassword: 'Chang3d@me' },
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect((await signIn(user.userName)).statusCode).toBe(200);
  });
});
