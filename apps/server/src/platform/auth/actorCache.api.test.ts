import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/testApp';
import { editUserBody } from '../../test/userBodies';
import { createTokenIssuer } from './tokens';

// The signed-in check keeps each user's status and permissions in memory; a change made through
// one server must reach every other server on the same database at once, through NOTIFY.
let t: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    database: t.database,
    tokens: createTokenIssuer('test-secret-that-is-long-enough-for-hs256-signing'),
    publicUrl: 'http://localhost:3000',
    mailTransport: null,
    mailFrom: 'x@example.com',
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Asks the other server until it answers `status`, for at most two seconds. */
async function eventually(call: () => Promise<number>, status: number) {
  const end = Date.now() + 2000;
  let last = await call();
  while (last !== status && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    last = await call();
  }
  return last;
}

describe('permissions cached by another server', () => {
  it('are forgotten when a change through this server commits', async () => {
    const user = await t.make.user({ claims: ['User:View'] });
    const token = await t.tokenFor(user);
    const onOther = async () =>
      (await other.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    expect(await onOther()).toBe(200);
    const edit = await editUserBody(t, user.id, { claims: [] });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: edit, as: t.admin })).statusCode).toBe(200);
    expect(await eventually(onOther, 403)).toBe(403);
    const off = await editUserBody(t, user.id, { status: false });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: off, as: t.admin })).statusCode).toBe(200);
    expect(await eventually(onOther, 401)).toBe(401);
  });

  it('end the sessions there too when a password set through this server commits', async () => {
    const user = await t.make.user();
    const token = await t.tokenFor(user);
    const onOther = async () =>
      (await other.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    expect(await onOther()).toBe(200);
    const edit = await editUserBody(t, user.id, { password: 'Other@123', confirmPassword: 'Other@123' });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: edit, as: t.admin })).statusCode).toBe(200);
    expect(await eventually(onOther, 401)).toBe(401);
  });
});
