import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { editUserBody, userCalls } from '../../test/userBodies';

// Managing users is not a key to other accounts (docs/design.md section 5): only Admin moves a user
// between the client type and the staff types, and a non-admin changes another user's password,
// e-mail, status or type, or deletes them, only when everything that user holds is theirs too.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const editBody = (id: number, over: Record<string, unknown> = {}) => editUserBody(t, id, over);
const { create, update, get, remove } = userCalls(() => t);

let seq = 0;
const signIn = (userName: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/account/token',
    payload: { userName, password },
    remoteAddress: `10.31.0.${++seq % 250}`,
  });

/** A client company with a project, and a client user of it holding the given claims. */
async function clientUser(claims: string[]) {
  const customer = await t.make.client({ typeId: 1 });
  const project = await t.make.project({ customerId: customer.id });
  const user = await t.make.user({ userTypeId: 2, clientId: customer.id, claims, projects: [project.id] });
  return { customer, project, user };
}

describe('moving a user between the client type and the staff types', () => {
  it('is refused to a client user who sends their own body with a staff type: they stay confined', async () => {
    const { user } = await clientUser(['User:View', 'User:Update']);
    const res = await update(await editBody(user.id, { userTypeId: 3 }), user);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an admin can move a user between the client type and the staff types.');
    expect((await get(user.id)).json()).toMatchObject({ userTypeId: 2, version: user.version });
    // Still confined: the staff picker and other companies' users stay out of reach.
    expect((await t.call({ method: 'GET', url: '/api/user/staff', as: user })).statusCode).toBe(403);
    const listed = (await t.call({ method: 'GET', url: '/api/user', as: user })).json() as { clientId: number }[];
    expect(listed.every((u) => u.clientId === user.clientId)).toBe(true);
  });

  it('is refused to a staff user with User:Update, either way; Admin may', async () => {
    const { user: client } = await clientUser(['PO:View']);
    const staff = await t.make.user();
    const manager = await t.make.user({ claims: ['User:View', 'User:Update', 'PO:View'] });
    const toStaff = await update(await editBody(client.id, { userTypeId: 1, clientId: 1, projects: [] }), manager);
    expect(toStaff.statusCode).toBe(403);
    expect(toStaff.json().message).toBe('Only an admin can move a user between the client type and the staff types.');
    const customer = await t.make.client({ typeId: 1 });
    const toClient = await update(await editBody(staff.id, { userTypeId: 2, clientId: customer.id }), manager);
    expect(toClient.statusCode).toBe(403);
    expect((await get(client.id)).json().userTypeId).toBe(2);
    expect((await get(staff.id)).json().userTypeId).toBe(1);
    const byAdmin = await update(await editBody(client.id, { userTypeId: 1, clientId: 1, projects: [] }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().userTypeId).toBe(1);
  });

  it('lets a staff manager move a user between staff types when the user holds nothing more', async () => {
    const manager = await t.make.user({ claims: ['User:View', 'User:Update', 'PO:View'] });
    const target = await t.make.user({ userTypeId: 4, claims: ['PO:View'] });
    const res = await update(await editBody(target.id, { userTypeId: 5 }), manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().userTypeId).toBe(5);
  });

  it('lets a client user create only client users of their own company', async () => {
    const { customer, project, user } = await clientUser(['User:View', 'User:Create', 'PO:View']);
    const base = {
      firstName: 'New',
      lastName: 'Hire',
      title: '',
      clientId: customer.id,
      isAdmin: false,
      status: true,
      claims: [{ type: 'PO', value: 'View' }],
      projects: [project.id],
      password: 'Abc@123',
      confirmPassword: 'Abc@123',
    };
    const body = (userTypeId: number) => {
      const n = `${Date.now().toString(36)}${++seq}`;
      return { ...base, userTypeId, userName: `hire_${n}`, email: `hire.${n}@example.com` };
    };
    const staff = await create({ ...body(3), projects: [] }, user);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Only an admin can move a user between the client type and the staff types.');
    const ok = await create(body(2), user);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ userTypeId: 2, clientId: customer.id });
  });
});

describe("another user's password, e-mail, status and type", () => {
  const manager = () => t.make.user({ claims: ['User:View', 'User:Update', 'User:Delete', 'PO:View'] });
  const refusal = 'You can change the password, e-mail, status or type only of a user who holds nothing you do not.';

  it('cannot be changed by a manager when the user holds a permission the manager lacks', async () => {
    const editor = await manager();
    const target = await t.make.user({ claims: ['User:View', 'User:Update', 'Invoice:View'] });
    const password = await update(
      await editBody(target.id, { password: 'Taken@123', confirmPassword: 'Taken@123' }),
      editor,
    );
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(`${refusal} This user also holds Invoice:View.`);
    expect((await signIn(target.userName, 'Taken@123')).statusCode).toBe(401);
    expect((await signIn(target.userName, TEST_PASSWORD)).statusCode).toBe(200);

    const email = await update(await editBody(target.id, { email: `thief.${Date.now()}@example.com` }), editor);
    expect(email.statusCode).toBe(403);
    const status = await update(await editBody(target.id, { status: false }), editor);
    expect(status.statusCode).toBe(403);
    const type = await update(await editBody(target.id, { userTypeId: 3 }), editor);
    expect(type.statusCode).toBe(403);
    expect((await get(target.id)).json()).toMatchObject({
      email: target.email,
      status: true,
      userTypeId: 1,
      version: target.version,
    });
  });

  it('cannot be changed by a manager when the user has a project the manager does not', async () => {
    const project = await t.make.project();
    const editor = await manager();
    const target = await t.make.user({ claims: ['PO:View'], projects: [project.id] });
    const res = await update(
      await editBody(target.id, { password: 'Taken@123', confirmPassword: 'Taken@123' }),
      editor,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${refusal} This user also has 1 project you do not.`);
  });

  it('can be changed by a manager who holds everything the user holds', async () => {
    const project = await t.make.project();
    const editor = await t.make.user({ claims: ['User:View', 'User:Update', 'PO:View'], projects: [project.id] });
    const target = await t.make.user({ claims: ['PO:View'], projects: [project.id] });
    const email = `moved.${Date.now()}@example.com`;
    const res = await update(
      await editBody(target.id, { password: 'Given@123', confirmPassword: 'Given@123', email, userTypeId: 4 }),
      editor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, userTypeId: 4 });
    expect((await signIn(target.userName, 'Given@123')).statusCode).toBe(200);
    expect((await update(await editBody(target.id, { status: false }), editor)).statusCode).toBe(200);
  });

  it('still lets a manager edit the other fields of a user who holds more', async () => {
    const editor = await manager();
    const target = await t.make.user({ claims: ['Invoice:View'] });
    const res = await update(await editBody(target.id, { firstName: 'Renamed', title: 'Lead' }), editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Renamed', title: 'Lead' });
  });

  it('takes an e-mail that differs only in case as unchanged', async () => {
    const editor = await manager();
    const target = await t.make.user({ claims: ['Invoice:View'] });
    const res = await update(await editBody(target.id, { email: target.email.toUpperCase() }), editor);
    expect(res.statusCode).toBe(200);
  });

  it("keeps a client user from changing a staff user's password in their company", async () => {
    const { customer, user } = await clientUser(['User:View', 'User:Update']);
    const staffThere = await t.make.user({ userTypeId: 1, clientId: customer.id });
    const res = await update(
      await editBody(staffThere.id, { password: 'Taken@123', confirmPassword: 'Taken@123' }),
      user,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${refusal} This user is staff, not a client user.`);
  });
});

describe('deleting a user', () => {
  it('is refused to a manager when the user holds more than they do, allowed otherwise', async () => {
    const editor = await t.make.user({ claims: ['User:View', 'User:Delete', 'PO:View'] });
    const more = await t.make.user({ claims: ['Invoice:View'] });
    const res = await remove(more.id, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You can delete only a user who holds nothing you do not. This user also holds Invoice:View.',
    );
    expect((await get(more.id)).statusCode).toBe(200);
    const less = await t.make.user({ claims: ['PO:View'] });
    expect((await remove(less.id, editor)).statusCode).toBe(204);
  });
});

describe('your own password through PUT /api/user', () => {
  it('is refused, to an admin too: it is changed from the account, with the current password', async () => {
    const self = await t.make.user({ claims: ['User:View', 'User:Update'] });
    const res = await update(await editBody(self.id, { password: 'Mine@1234', confirmPassword: 'Mine@1234' }), self);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password: 'Change your own password from your account menu, with your current password.',
    });
    expect((await signIn(self.userName, 'Mine@1234')).statusCode).toBe(401);
    const admin = await t.make.user({ isAdmin: true });
    const own = await update(await editBody(admin.id, { password: 'Mine@1234', confirmPassword: 'Mine@1234' }), admin);
    expect(own.statusCode).toBe(400);
    // The rest of one's own record still saves.
    expect((await update(await editBody(self.id, { title: 'Self-edited' }), self)).statusCode).toBe(200);
  });
});
