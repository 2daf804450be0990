import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { claimSet, createUserBody, editUserBody, userCalls } from '../../test/userBodies';

// Who may manage users (docs/requirements.md section 6) and the client-user rules (section 4), on the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createBody = createUserBody;
const editBody = (id: number, over: Record<string, unknown> = {}) => editUserBody(t, id, over);

const { create, update, get, remove } = userCalls(() => t);

describe('who may manage users', () => {
  it('User:View reads but cannot create, update or delete', async () => {
    const viewer = await t.make.user({ claims: ['User:View'] });
    const target = await t.make.user();
    expect((await t.call({ method: 'GET', url: '/api/user', as: viewer })).statusCode).toBe(200);
    expect((await get(target.id, viewer)).statusCode).toBe(200);
    expect((await create(createBody(), viewer)).statusCode).toBe(403);
    expect((await update(await editBody(target.id, { firstName: 'Nope' }), viewer)).statusCode).toBe(403);
    expect((await remove(target.id, viewer)).statusCode).toBe(403);
    expect((await get(target.id)).json()).toMatchObject({ firstName: target.firstName });
  });

  it('User:Create creates, User:Update updates, User:Delete deletes, each alone', async () => {
    const creator = await t.make.user({ claims: ['User:Create'] });
    const created = await create(createBody(), creator);
    expect(created.statusCode).toBe(201);
    expect(created.json().createdBy).toBe(creator.userName);
    expect((await t.call({ method: 'GET', url: '/api/user', as: creator })).statusCode).toBe(403);

    const updater = await t.make.user({ claims: ['User:Update'] });
    const updated = await update(await editBody(created.json().id, { firstName: 'ByUpdater' }), updater);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().modifiedBy).toBe(updater.userName);
    expect((await create(createBody(), updater)).statusCode).toBe(403);

    const deleter = await t.make.user({ claims: ['User:Delete'] });
    expect((await update(await editBody(created.json().id), deleter)).statusCode).toBe(403);
    expect((await remove(created.json().id, deleter)).statusCode).toBe(204);
  });

  it('a non-admin cannot create an admin nor grant a permission or project they lack', async () => {
    const mine = await t.make.project();
    const notMine = await t.make.project();
    const creator = await t.make.user({
      claims: ['User:View', 'User:Create', 'PO:View', 'PO:Create'],
      projects: [mine.id],
    });
    const admin = await create(createBody({ isAdmin: true }), creator);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Only an admin can make a user an admin.');
    const invoice = await create(createBody({ claims: [{ type: 'Invoice', value: 'View' }] }), creator);
    expect(invoice.statusCode).toBe(403);
    expect(invoice.json().message).toContain('Invoice:View');
    // Create implies View: granting PO:Delete would also need it held.
    expect((await create(createBody({ claims: [{ type: 'PO', value: 'Delete' }] }), creator)).statusCode).toBe(403);
    expect((await create(createBody({ projects: [notMine.id] }), creator)).statusCode).toBe(403);
    const ok = await create(createBody({ claims: [{ type: 'PO', value: 'Create' }], projects: [mine.id] }), creator);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ isAdmin: false, projects: [mine.id] });
    expect(claimSet(ok.json().claims)).toEqual(['PO:Create', 'PO:View']);
  });

  it('a non-admin cannot raise their own permissions', async () => {
    const self = await t.make.user({ claims: ['User:View', 'User:Update'] });
    const res = await update(
      await editBody(self.id, {
        claims: [
          { type: 'User', value: 'Update' },
          { type: 'User', value: 'Delete' },
        ],
      }),
      self,
    );
    expect(res.statusCode).toBe(403);
    const admin = await update(await editBody(self.id, { isAdmin: true }), self);
    expect(admin.statusCode).toBe(403);
    expect((await get(self.id)).json()).toMatchObject({ isAdmin: false, version: self.version });
  });

  it('only an admin may edit or delete an admin user', async () => {
    const target = await t.make.user({ isAdmin: true });
    const manager = await t.make.user({ claims: ['User:View', 'User:Update', 'User:Delete'] });
    const edit = await update(await editBody(target.id, { firstName: 'Hacked' }), manager);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Only an admin can change an admin user.');
    const del = await remove(target.id, manager);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Only an admin can delete an admin user.');
    expect((await get(target.id)).json()).toMatchObject({ firstName: target.firstName, isAdmin: true });
    expect((await update(await editBody(target.id, { firstName: 'ByAdmin' }))).statusCode).toBe(200);
    expect((await remove(target.id)).statusCode).toBe(204);
  });

  it('takes a removed permission away at once, whatever the token says', async () => {
    const user = await t.make.user({ claims: ['User:View'] });
    const token = await t.tokenFor(user);
    const call = () => t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect((await call()).statusCode).toBe(200);
    expect((await update(await editBody(user.id, { claims: [] }))).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(403);
    expect((await update(await editBody(user.id, { status: false }))).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(401);
  });
});

describe('client users (type 2)', () => {
  async function company() {
    const customer = await t.make.client({ typeId: 1 });
    const project = await t.make.project({ customerId: customer.id });
    return { customer, project };
  }

  it('creates a valid client user of their own company with its projects', async () => {
    const { customer, project } = await company();
    const res = await create(
      createBody({
        userTypeId: 2,
        clientId: customer.id,
        claims: [
          { type: 'Project', value: 'View' },
          { type: 'PO', value: 'Create' },
        ],
        projects: [project.id],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userTypeId: 2,
      clientId: customer.id,
      companyName: customer.name,
      isAdmin: false,
      projects: [project.id],
    });
  });

  it('cannot be an admin', async () => {
    const { customer } = await company();
    const res = await create(createBody({ userTypeId: 2, clientId: customer.id, isAdmin: true }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['isAdmin']);
  });

  it.each([
    ['Reports', 'View'],
    ['Proposal', 'Create'],
    ['AddressBook', 'Delete'],
  ])('cannot hold %s:%s', async (type, value) => {
    const { customer } = await company();
    const res = await create(
      createBody({
        userTypeId: 2,
        clientId: customer.id,
        claims: [
          { type: 'Project', value: 'View' },
          { type, value },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      claims: 'Client users cannot hold Reports, Proposal or AddressBook permissions.',
    });
  });

  it("cannot belong to the provider's company (client 1)", async () => {
    const res = await create(createBody({ userTypeId: 2, clientId: 1 }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['clientId']);
  });

  it("cannot have another company's project", async () => {
    const { customer, project } = await company();
    const other = await company();
    const res = await create(
      createBody({ userTypeId: 2, clientId: customer.id, projects: [project.id, other.project.id] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ projects: 'A client user can only have projects of their own company.' });
  });

  it('holds the same rules on edit: a staff user moved to type 2 must leave company 1 and forbidden claims', async () => {
    const staff = await t.make.user({ claims: ['Reports:View'] });
    const stillProvider = await update(await editBody(staff.id, { userTypeId: 2 }));
    expect(stillProvider.statusCode).toBe(400);
    const { customer, project } = await company();
    const withReports = await update(
      await editBody(staff.id, { userTypeId: 2, clientId: customer.id, projects: [project.id] }),
    );
    expect(withReports.statusCode).toBe(400);
    expect(Object.keys(withReports.json().errors)).toEqual(['claims']);
    const ok = await update(
      await editBody(staff.id, { userTypeId: 2, clientId: customer.id, projects: [project.id], claims: [] }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userTypeId: 2, clientId: customer.id, claims: [] });
  });
});

describe('editing a user who holds more than the editor', () => {
  it('keeps what the user already had; only additions must be the editor’s to give', async () => {
    const project = await t.make.project();
    const editor = await t.make.user({ claims: ['User:View', 'User:Update'] });
    const target = await t.make.user({ claims: ['Invoice:View'], projects: [project.id] });

    const kept = await update(await editBody(target.id, { firstName: 'Renamed' }), editor);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      firstName: 'Renamed',
      claims: [{ type: 'Invoice', value: 'View' }],
      projects: [project.id],
    });

    const added = await update(
      await editBody(target.id, {
        claims: [
          { type: 'Invoice', value: 'View' },
          { type: 'Invoice', value: 'Create' },
        ],
      }),
      editor,
    );
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toContain('Invoice:Create');
  });

  it('ignores a changed user name on update: it is read-only once created', async () => {
    const other = await t.make.user();
    const target = await t.make.user();
    const res = await update(await editBody(target.id, { userName: other.userName }));
    expect(res.statusCode).toBe(200);
    expect(res.json().userName).toBe(target.userName);
  });

  it('answers claims by module, View first', async () => {
    const target = await t.make.user({ claims: ['PO:Update', 'PO:View', 'PO:Delete', 'PO:Create'] });
    const res = await get(target.id);
    expect(res.json().claims.map((c: { value: string }) => c.value)).toEqual(['View', 'Create', 'Update', 'Delete']);
  });
});

describe('the user screen for a holder of AddressBook:View (docs/requirements.md section 2: /users/{id})', () => {
  it('answers its reads to User:View or AddressBook:View, within the caller’s projects; changes stay User:Update', async () => {
    const mine = await t.make.project();
    const notMine = await t.make.project();
    const target = await t.make.user({ title: 'Shown' });
    const addressBook = await t.make.user({ claims: ['AddressBook:View'], projects: [mine.id] });
    const userView = await t.make.user({ claims: ['User:View'], projects: [mine.id] });
    const neither = await t.make.user({ claims: ['PO:View'], projects: [mine.id] });
    const assignable = (as: typeof target) =>
      t.call({ method: 'GET', url: `/api/user/assignableProjects?searchTerm=${mine.number}`, as });
    const history = (as: typeof target) => t.call({ method: 'GET', url: `/api/history/user/${target.id}`, as });

    for (const reader of [addressBook, userView]) {
      const res = await get(target.id, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.id, title: 'Shown' });
      const projects = await assignable(reader);
      expect(projects.statusCode).toBe(200);
      expect(projects.json().items.map((p: { id: number }) => p.id)).toEqual([mine.id]);
      const other = await t.call({
        method: 'GET',
        url: `/api/user/assignableProjects?searchTerm=${notMine.number}`,
        as: reader,
      });
      expect(other.json().items).toEqual([]);
      expect((await history(reader)).statusCode).toBe(200);
    }
    expect((await get(target.id, neither)).statusCode).toBe(403);
    expect((await assignable(neither)).statusCode).toBe(403);
    expect((await history(neither)).statusCode).toBe(404);

    expect((await update(await editBody(target.id, { title: 'Changed' }), addressBook)).statusCode).toBe(403);
    expect((await remove(target.id, addressBook)).statusCode).toBe(403);
    // The users list stays with User:View.
    expect((await t.call({ method: 'GET', url: '/api/user', as: addressBook })).statusCode).toBe(403);
  });
});
