import { actions, CLIENT_USER_TYPE_ID, type Claim } from '@freightdesk/contracts';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { type DataScope, scopeKey } from '../../platform/scope';
import { ilikeContains } from '../../platform/search';
import { clients } from '../client/tables';
import { userTypes } from '../lookup/tables';
import { usersInScope } from './user.scope';
import { userClaims, users } from './user.table';

/**
 * A user the scope sees, with their company's name: the read behind every user screen. Flat, so
 * its rows are mapped by a compiled function, and without the password hash.
 */
const userById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        email: users.email,
        userName: users.userName,
        clientId: users.clientId,
        companyName: clients.name,
        userTypeId: users.userTypeId,
        isAdmin: users.isAdmin,
        status: users.status,
        createdAt: users.createdAt,
        createdBy: users.createdBy,
        modifiedAt: users.modifiedAt,
        modifiedBy: users.modifiedBy,
        version: users.version,
      })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(and(eq(users.id, sql.placeholder('id')), usersInScope(scope)))
      .prepare(''),
  scopeKey,
);

const claimsByUser = preparedRead((ex) =>
  ex
    .select({ type: userClaims.type, value: userClaims.value })
    .from(userClaims)
    .where(eq(userClaims.userId, sql.placeholder('userId')))
    .prepare(''),
);

/** A user the scope sees, with their company's name; null otherwise. */
export async function userOf(ex: Executor, scope: DataScope, id: number) {
  const [row] = await userById(ex, scope).execute({ id });
  return row ?? null;
}

/** A user's claims, by module and then View, Create, Update, Delete. */
/** What another module's write checks of a user it is given (a project's manager): type and whether active. */
export async function userStanding(ex: Executor, id: number) {
  const [row] = await ex
    .select({ userTypeId: users.userTypeId, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function claimsOf(ex: Executor, userId: number): Promise<Claim[]> {
  const rows = await claimsByUser(ex).execute({ userId });
  const order = (c: { value: string }) => actions.indexOf(c.value as Claim['value']);
  return (rows as Claim[]).sort((a, b) => a.type.localeCompare(b.type) || order(a) - order(b));
}

/** Users whose first, last, full or user name contains the term (every user for an empty term). */
export const nameMatches = (term: string) =>
  term
    ? or(
        ilikeContains(users.firstName, term),
        ilikeContains(users.lastName, term),
        ilikeContains(users.userName, term),
        ilikeContains(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
      )
    : undefined;

/** Active staff users (every type but client users) whose name or user name contains the term; 25 by name. */
export function staffMatching(ex: Executor, term: string) {
  return ex
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      title: users.title,
    })
    .from(users)
    .where(and(eq(users.status, true), ne(users.userTypeId, CLIENT_USER_TYPE_ID), nameMatches(term)))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
    .limit(25);
}

/** The user types a list filters by. */
export function userTypeNames(ex: Executor) {
  return ex
    .select({ value: userTypes.name, label: userTypes.name })
    .from(userTypes)
    .orderBy(asc(userTypes.sortOrder), asc(userTypes.id));
}

export async function userTypeExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.id, id));
  return Boolean(row);
}

/** Whether another user already has this user name or e-mail (case-insensitive). */
export async function isTaken(ex: Executor, field: 'userName' | 'email', value: string, exceptId?: number) {
  const col = field === 'userName' ? users.userName : users.email;
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${col}) = lower(${value})`, exceptId ? ne(users.id, exceptId) : undefined));
  return Boolean(row);
}
