import type { UserDetails } from '@freightdesk/contracts';
import type { TestApp, TokenSubject } from './testApp';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${++seq}`;

/** A valid body for POST /api/user, with a unique user name and e-mail. */
export function createUserBody(over: Record<string, unknown> = {}) {
  const n = uid();
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    title: 'Coordinator',
    email: `ann.${n}@example.com`,
    userName: `ann_${n}`,
    clientId: 1,
    userTypeId: 1,
    isAdmin: false,
    status: true,
    claims: [],
    projects: [],
    password: 'Abc@123',
    confirmPassword: 'Abc@123',
    ...over,
  };
}

/** The PUT /api/user body the user screen would send for this user as it stands, with changes. */
export async function editUserBody(t: TestApp, id: number, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'GET', url: `/api/user/${id}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`user ${id}: ${res.statusCode}`);
  const u = res.json() as UserDetails;
  return {
    id: u.id,
    version: u.version,
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    email: u.email,
    userName: u.userName,
    clientId: u.clientId,
    userTypeId: u.userTypeId,
    isAdmin: u.isAdmin,
    status: u.status,
    claims: u.claims,
    projects: u.projects,
    password: '',
    confirmPassword: '',
    ...over,
  };
}

/** Claims as sorted 'Module:Action' strings: their order in a response carries no meaning. */
export const claimSet = (claims: { type: string; value: string }[]) => claims.map((c) => `${c.type}:${c.value}`).sort();

/**
 * The user endpoints as a test calls them, as the admin unless told otherwise. Takes the app
 * lazily, since a test file creates it in beforeAll.
 */
export function userCalls(app: () => TestApp) {
  type As = TokenSubject;
  return {
    create: (payload: object, as: As = app().admin) => app().call({ method: 'POST', url: '/api/user', payload, as }),
    update: (payload: object, as: As = app().admin) => app().call({ method: 'PUT', url: '/api/user', payload, as }),
    get: (id: number, as: As = app().admin) => app().call({ method: 'GET', url: `/api/user/${id}`, as }),
    remove: (id: number, as: As = app().admin) => app().call({ method: 'DELETE', url: `/api/user/${id}`, as }),
  };
}
