import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { users } from './user.table';

/** Users are not project-owned: staff with User:View see every user, a client user only their own company's. */
export function usersInScope(scope: DataScope): SQL | undefined {
  return !scope.all && scope.companyId !== null ? eq(users.clientId, scope.companyId) : undefined;
}

/** The users of a company the scope sees, described for a person ("3 users (ann, bob, cara)"); null when none. */
export async function usersOfCompany(ex: Executor, scope: DataScope, clientId: number): Promise<string | null> {
  const rows = await ex
    .select({ userName: users.userName })
    .from(users)
    .where(and(eq(users.clientId, clientId), usersInScope(scope)))
    .orderBy(asc(users.userName))
    .limit(6);
  if (!rows.length) return null;
  const shown = rows
    .slice(0, 5)
    .map((r) => r.userName)
    .join(', ');
  return rows.length > 5
    ? `more than 5 users (${shown}, …)`
    : `${rows.length} user${rows.length === 1 ? '' : 's'} (${shown})`;
}
