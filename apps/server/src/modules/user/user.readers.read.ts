import { ADMIN, CLIENT_USER_TYPE_ID, type Scope } from '@freightdesk/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type DataScope, FULL_SCOPE } from '../../platform/scope';
import { userClaims, users } from './user.table';

/** Who reads something sent to them (a notification, a mailed reminder): what they may do, and which projects they see. */
export interface Reader {
  scope: Scope;
  data: DataScope;
}

/** The readers among some users, as they stand now (permissions, admin, company): the system's question, asked of no caller's scope. */
export async function readersOf(ex: Executor, userIds: number[]): Promise<Map<number, Reader>> {
  if (!userIds.length) return new Map();
  const [rows, claims] = await Promise.all([
    ex
      .select({ id: users.id, isAdmin: users.isAdmin, userTypeId: users.userTypeId, clientId: users.clientId })
      .from(users)
      .where(inArray(users.id, userIds)),
    ex
      .select({ userId: userClaims.userId, claim: sql<string>`${userClaims.type} || ':' || ${userClaims.value}` })
      .from(userClaims)
      .where(inArray(userClaims.userId, userIds)),
  ]);
  return new Map(
    rows.map((u) => {
      const held = claims.filter((c) => c.userId === u.id).map((c) => c.claim);
      const scope: Scope = { isAdmin: u.isAdmin, permissions: new Set(u.isAdmin ? [ADMIN, ...held] : held) };
      const data: DataScope = u.isAdmin
        ? FULL_SCOPE
        : { all: false, userId: u.id, companyId: u.userTypeId === CLIENT_USER_TYPE_ID ? u.clientId : null };
      return [u.id, { scope, data }];
    }),
  );
}
