import { actions, type Claim, type UserSortColumn } from '@freightdesk/contracts';
import { type AnyColumn, and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ilikeContains, type Keyset, keysetAfter, offsetOf, orderBy } from '../../platform/search';
import { clients } from '../client/client.table';
import { userTypes } from '../lookup/lookup.table';
import { userClaims, users } from './user.table';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  title: users.title,
  clientId: users.clientId,
  companyName: clients.name,
  userTypeId: users.userTypeId,
  userTypeName: userTypes.name,
  isAdmin: users.isAdmin,
  status: users.status,
  modifiedAt: users.modifiedAt,
};

/** The sortable and searchable columns: the whitelist between a client's words and SQL. */
const sortable: Record<UserSortColumn, AnyColumn | SQL> = {
  userName: sql`lower(${users.userName})`,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  companyName: sql`lower(${clients.name})`,
  userTypeName: userTypes.name,
  status: users.status,
  modifiedAt: users.modifiedAt,
};

const searchable: Record<UserSortColumn, SQL> = {
  userName: sql`${users.userName}`,
  firstName: sql`${users.firstName}`,
  lastName: sql`${users.lastName}`,
  email: sql`${users.email}`,
  companyName: sql`${clients.name}`,
  userTypeName: sql`${userTypes.name}`,
  status: sql`case when ${users.status} then 'Active' else 'Inactive' end`,
  modifiedAt: sql`to_char(${users.modifiedAt}, 'MM-DD-YYYY')`,
};

/** Which users a list or an export holds, and in what order. */
export interface UserFilter {
  searchFields: Partial<Record<UserSortColumn, string>>;
  searchTerm?: string;
  typeId?: number;
  sortColumn?: UserSortColumn;
  reverse: boolean;
}

export interface UserQuery extends UserFilter {
  pageIndex: number;
  pageSize: number;
}

/** The WHERE of a users search, shared by the paged list and the export. */
function whereOf(q: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = Object.entries(q.searchFields)
    .filter(([, text]) => text?.trim())
    .map(([key, text]) => ilikeContains(searchable[key as UserSortColumn], (text as string).trim()));
  if (q.typeId) conditions.push(eq(users.userTypeId, q.typeId));
  if (q.searchTerm) {
    const t = q.searchTerm;
    conditions.push(
      or(
        ilikeContains(sql`${users.firstName} || ' ' || ${users.lastName}`, t),
        ilikeContains(users.userName, t),
        ilikeContains(users.email, t),
        ilikeContains(clients.name, t),
      ),
    );
  }
  return and(...conditions);
}

const SORT_FALLBACK = 'userName';
const orderOf = (q: UserFilter) => orderBy(sortable, q.sortColumn, SORT_FALLBACK, q.reverse, users.id);

/** Whether a search reads the company or user-type names (every user has both, so otherwise no join changes a count). */
const readsJoinedNames = (q: UserFilter) =>
  Boolean(q.searchTerm || q.searchFields.companyName?.trim() || q.searchFields.userTypeName?.trim());

export function createUserRepository(db: Db) {
  /** The total of a search; joins only when the search needs them, which keeps the count cheap. */
  const countOf = (q: UserFilter, where: SQL | undefined) => {
    const base = db.select({ n: count() }).from(users);
    return readsJoinedNames(q)
      ? base
          .innerJoin(clients, eq(clients.id, users.clientId))
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .where(where)
      : base.where(where);
  };

  const listQuery = (where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(where);

  return {
    async search(q: UserQuery) {
      const where = whereOf(q);
      const [items, [total]] = await Promise.all([
        listQuery(where)
          .orderBy(...orderOf(q))
          .limit(q.pageSize)
          .offset(offsetOf(q.pageIndex, q.pageSize)),
        countOf(q, where),
      ]);
      return { items, totalCount: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /**
     * Every user of a search in the list's order, batch by batch (for exports): each batch starts
     * after the last row of the one before (a keyset, not OFFSET), so memory stays flat however
     * many users there are and no batch re-reads the rows before it.
     */
    async *batches(q: UserFilter, size: number) {
      const sortExpr = sortable[q.sortColumn ?? SORT_FALLBACK];
      let last: Keyset | undefined;
      for (;;) {
        const rows = await db
          .select({ ...listColumns, sortKey: sql<string>`(${sortExpr})::text` })
          .from(users)
          .innerJoin(clients, eq(clients.id, users.clientId))
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .where(and(whereOf(q), last && keysetAfter(sortExpr, users.id, q.reverse, last)))
          .orderBy(...orderOf(q))
          .limit(size);
        if (rows.length) yield rows;
        const tail = rows.at(-1);
        if (!tail || rows.length < size) return;
        last = { key: tail.sortKey, id: tail.id };
      }
    },

    async findById(id: number) {
      const [row] = await db
        .select({ user: users, companyName: clients.name })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .where(eq(users.id, id));
      return row ? { ...row.user, companyName: row.companyName } : null;
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
      const rows = await db
        .select({ type: userClaims.type, value: userClaims.value })
        .from(userClaims)
        .where(eq(userClaims.userId, userId))
        .orderBy(asc(userClaims.type));
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

    async setPassword(id: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, version: sql`${users.version} + 1`, modifiedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
