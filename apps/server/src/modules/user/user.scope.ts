import { eq, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../platform/scope';
import { users } from './user.table';

/** Users are not project-owned: staff with User:View see every user, a client user only their own company's. */
export function usersInScope(scope: DataScope): SQL | undefined {
  return !scope.all && scope.companyId !== null ? eq(users.clientId, scope.companyId) : undefined;
}
