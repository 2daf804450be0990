import { actions, CLIENT_USER_TYPE_ID, type Claim } from '@freightdesk/contracts';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { type DataScope, scopeKey } from '../../platform/scope';
import { ilikeContains } from '../../platform/search';
import { clients } from '../client';
import { userTypes } from '../lookup';
import { userListQuery } from './user.list';
import { usersInScope } from './user.scope';
import { userClaims, users } from './user.table';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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

export function createUserRepository(db: Executor) {
  return {
    list: userListQuery,

    /** Active staff users (every type but client users) whose name or user name contains the term; 25 by name. */
    staff(term: string) {
      const like = term
        ? or(
            ilikeContains(users.firstName, term),
            ilikeContains(users.lastName, term),
            ilikeContains(users.userName, term),
            ilikeContains(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          )
        : undefined;
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          userName: users.userName,
          title: users.title,
        })
        .from(users)
        .where(and(eq(users.status, true), ne(users.userTypeId, CLIENT_USER_TYPE_ID), like))
        .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
        .limit(25);
    },

    /** A user the scope sees, with their company's name. */
    async findById(scope: DataScope, id: number) {
      const [row] = await userById(db, scope).execute({ id });
      return row ?? null;
    },

    /** The user types a list filters by. */
    userTypeNames() {
      return db
        .select({ value: userTypes.name, label: userTypes.name })
        .from(userTypes)
        .orderBy(asc(userTypes.sortOrder), asc(userTypes.id));
    },
    async findByUserName(userName: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
      return row ?? null;
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    /** Whether another user already has this user name or e-mail (case-insensitive). */
    async taken(field: 'userName' | 'email', value: string, exceptId?: number) {
      const col = field === 'userName' ? users.userName : users.email;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${col}) = lower(${value})`, exceptId ? ne(users.id, exceptId) : undefined));
      return Boolean(row);
    },

    async userTypeExists(id: number) {
      const [row] = await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.id, id));
      return Boolean(row);
    },

    /** A user's claims, by module and then View, Create, Update, Delete. */
    async claimsOf(userId: number): Promise<Claim[]> {
      const rows = await claimsByUser(db).execute({ userId });
      const order = (c: { value: string }) => actions.indexOf(c.value as Claim['value']);
      return (rows as Claim[]).sort((a, b) => a.type.localeCompare(b.type) || order(a) - order(b));
    },

    async insert(row: NewUserRow) {
      const [created] = await db.insert(users).values(row).returning({ id: users.id });
      return created!.id;
    },

    /** Updates when the version still matches; false when someone else changed it first. */
    async update(id: number, version: number, changes: Partial<NewUserRow>) {
      const rows = await db
        .update(users)
        .set({ ...changes, version: sql`${users.version} + 1`, modifiedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async setClaims(userId: number, claims: Claim[]) {
      await db.delete(userClaims).where(eq(userClaims.userId, userId));
      if (claims.length) await db.insert(userClaims).values(claims.map((c) => ({ userId, ...c })));
    },

    async delete(id: number) {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    /** Sets a password and ends every session signed in before it. */
    async setPassword(id: number, passwordHash: string) {
      const now = new Date();
      await db
        .update(users)
        .set({ passwordHash, sessionsValidAfter: now, version: sql`${users.version} + 1`, modifiedAt: now })
        .where(eq(users.id, id));
    },

    /** Ends every session of the user signed in before now (the record itself is unchanged). */
    async endSessions(id: number) {
      await db.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
