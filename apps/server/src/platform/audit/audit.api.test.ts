import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users as usersTable } from '../../db/schema';
import { companyExists } from '../../modules/client';
import { createNotificationService } from '../../modules/notification';
import { createProjectAccess } from '../../modules/project';
import { createUserService } from '../../modules/user';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUserBody, editUserBody } from '../../test/userBodies';
import { makeActor } from '../auth/actor';
import { announceActorChanged } from '../auth/actorCache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = (id: number, as = t.admin) => t.call({ method: 'GET', url: `/api/history/user/${id}`, as });
const entriesOf = async (recordId: number) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.recordId, recordId)));
  return row?.n ?? 0;
};

describe('the audit trail of users', () => {
  it('records a create with every field after, and never the password', async () => {
    const project = await t.make.project();
    const body = createUserBody({ claims: [{ type: 'Project', value: 'View' }], projects: [project.id] });
    const created = await t.call({ method: 'POST', url: '/api/user', payload: body, as: t.admin });
    expect(created.statusCode).toBe(201);
    const res = await history(created.json().id);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json();
    expect(entry).toMatchObject({ action: 'create', userId: 1, userName: 'admin' });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'firstName', before: null, after: 'Ann' },
        { field: 'userName', before: null, after: body.userName },
        { field: 'claims', before: null, after: ['Project:View'] },
        { field: 'projects', before: null, after: [project.id] },
      ]),
    );
    expect(JSON.stringify(entry)).not.toMatch(/password|Abc@123|argon2/i);
  });

  it('records an update with each changed field before and after, and a new password only as changed', async () => {
    const user = await t.make.user({ firstName: 'Before', claims: ['User:View'] });
    const body = await editUserBody(t, user.id, {
      firstName: 'After',
      claims: [{ type: 'PO', value: 'View' }],
      password: 'New@1234',
      confirmPassword: 'New@1234',
    });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: body, as: t.admin })).statusCode).toBe(200);
    const [latest] = (await history(user.id)).json();
    expect(latest.action).toBe('update');
    expect(latest.changes).toEqual([
      { field: 'firstName', before: 'Before', after: 'After' },
      { field: 'claims', before: ['User:View'], after: ['PO:View'] },
      { field: 'password', before: null, after: null, redacted: true },
    ]);
    expect(JSON.stringify(latest)).not.toContain('New@1234');
  });

  it('writes nothing for an update that changes nothing, or for a failed write', async () => {
    const user = await t.make.user();
    const same = await editUserBody(t, user.id);
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: same, as: t.admin })).statusCode).toBe(200);
    expect(await entriesOf(user.id)).toBe(0);
    const stale = { ...(await editUserBody(t, user.id, { firstName: 'Late' })), version: 0 };
    await t.call({
      method: 'PUT',
      url: '/api/user',
      payload: await editUserBody(t, user.id, { title: 'Lead' }),
      as: t.admin,
    });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: stale, as: t.admin })).statusCode).toBe(409);
    const taken = await t.make.user();
    const clash = await editUserBody(t, user.id, { email: taken.email });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: clash, as: t.admin })).statusCode).toBe(400);
    // Only the title change was written.
    const entries = (await history(user.id)).json();
    expect(entries).toHaveLength(1);
    expect(entries[0].changes).toEqual([{ field: 'title', before: '', after: 'Lead' }]);
  });

  it('records a delete with the values the user had, readable by id after the user is gone', async () => {
    const user = await t.make.user({ lastName: 'Gone' });
    expect((await t.call({ method: 'DELETE', url: `/api/user/${user.id}`, as: t.admin })).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, user.id));
    expect(row).toMatchObject({ entity: 'user', action: 'delete', userName: 'admin' });
    expect(row!.changes).toEqual(expect.arrayContaining([{ field: 'lastName', before: 'Gone', after: null }]));
  });

  it('shows a history only to whoever may view the record', async () => {
    const user = await t.make.user();
    const noRight = await t.make.user({ claims: ['Project:View'] });
    expect((await history(user.id, noRight)).statusCode).toBe(404);
    const viewer = await t.make.user({ claims: ['User:View'] });
    expect((await history(user.id, viewer)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/history/report/${user.id}`, as: t.admin })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/history/project/2147483647', as: t.admin })).statusCode).toBe(404);
  });
});

describe('one transaction across modules', () => {
  const admin = makeActor({ id: 1, userName: 'admin', userTypeId: 1, clientId: 1 }, 'Admin');

  it('gives a user projects and tells them, together: both are written', async () => {
    const project = await t.make.project();
    const user = await t.make.user();
    const body = await editUserBody(t, user.id, {
      claims: [{ type: 'Project', value: 'View' }],
      projects: [project.id],
    });
    expect((await t.call({ method: 'PUT', url: '/api/user', payload: body, as: t.admin })).statusCode).toBe(200);
    const inbox = (await t.call({ method: 'GET', url: '/api/notification', as: user })).json();
    expect(inbox.items[0]).toMatchObject({
      title: 'New project access',
      text: `You can now see project ${project.number}.`,
      link: `/projects/${project.id}`,
    });
  });

  it('rolls back the user, their access and the audit entry when the notification fails', async () => {
    const db = t.database.db;
    const real = createNotificationService({ db });
    const users = createUserService({
      db,
      companyExists,
      projectAccess: createProjectAccess({ db }),
      actorChanged: announceActorChanged,
      notify: {
        async schedule(actor, notices, tx) {
          await real.schedule(actor, notices, tx);
          throw new Error('The mail queue is down.');
        },
      },
    });
    const project = await t.make.project();
    const input = createUserBody({ claims: [{ type: 'Project', value: 'View' }], projects: [project.id] });
    const { confirmPassword: _, ...create } = input;
    await expect(users.create(admin, create)).rejects.toThrow('The mail queue is down.');
    expect(await db.select().from(usersTable).where(eq(usersTable.userName, input.userName))).toEqual([]);
    const [sent] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.text, `You can now see project ${project.number}.`));
    expect(sent!.n).toBe(0);
  });

  it("runs inside the caller's transaction: the caller's rollback undoes the module's writes", async () => {
    const db = t.database.db;
    const users = createUserService({
      db,
      companyExists,
      projectAccess: createProjectAccess({ db }),
      actorChanged: announceActorChanged,
      notify: createNotificationService({ db }),
    });
    const { confirmPassword: _, ...input } = createUserBody();
    await expect(
      db.transaction(async (tx) => {
        const created = await users.create(admin, input, tx);
        expect((await tx.select().from(usersTable).where(eq(usersTable.id, created.id))).length).toBe(1);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await db.select().from(usersTable).where(eq(usersTable.userName, input.userName))).toEqual([]);
    const { confirmPassword: _c, ...second } = createUserBody();
    const committed = await db.transaction((tx) => users.create(admin, second, tx));
    expect(await entriesOf(committed.id)).toBe(1);
  });
});
