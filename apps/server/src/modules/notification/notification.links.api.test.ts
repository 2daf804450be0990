import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { editUserBody } from '../../test/userBodies';
import { userProjects } from '../project/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkOf = async (as: TokenSubject) =>
  ((await t.call({ method: 'GET', url: '/api/notification', as })).json().items as { link: string }[])[0]?.link;

describe('where a notification leads its reader', () => {
  it('to a screen they may open as they stand when they read it, not when it was written', async () => {
    const p = await t.make.project();
    const reader = await t.make.user({ claims: ['Project:View'] });
    const n = await t.make.notification({ userId: reader.id, link: '/purchase-orders/77', projectId: p.id });
    // Off the project: nothing of it opens, nor the notifications screen (PO:View): no link.
    expect(await linkOf(reader)).toBe('');

    await t.database.db.insert(userProjects).values({ userId: reader.id, projectId: p.id });
    // On it, without PO:View: the project's hub.
    expect(await linkOf(reader)).toBe(`/projects/${p.id}`);

    const granted = await t.call({
      method: 'PUT',
      url: '/api/user',
      payload: await editUserBody(t, reader.id, {
        claims: [
          { type: 'Project', value: 'View' },
          { type: 'PO', value: 'View' },
        ],
      }),
      as: t.admin,
    });
    expect(granted.statusCode).toBe(200);
    expect(await linkOf(reader)).toBe('/purchase-orders/77');

    const dismissed = await t.call({ method: 'POST', url: `/api/notification/dismiss/${n.id}`, as: reader });
    expect(dismissed.json()).toMatchObject({ dismissed: true, link: '/purchase-orders/77' });
  });

  it("reads the project of an older notification from its hub's link", async () => {
    const p = await t.make.project({ number: `Q&A ${Date.now()}` });
    const dock = await t.make.user({ claims: ['RA:View'], projects: [p.id] });
    await t.make.notification({ userId: dock.id, link: `/projects/${p.id}`, title: 'New project access' });
    expect(await linkOf(dock)).toBe(`/receiving-alerts?f.projectNumber=${encodeURIComponent(p.number)}`);
  });

  it('leaves every link open to an admin', async () => {
    const p = await t.make.project();
    const admin = await t.make.user({ isAdmin: true });
    await t.make.notification({ userId: admin.id, link: '/receiving-alerts/5', projectId: p.id });
    expect(await linkOf(admin)).toBe('/receiving-alerts/5');
  });
});
