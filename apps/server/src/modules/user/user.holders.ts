import { CLIENT_USER_TYPE_ID, type Permission } from '@freightdesk/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { userClaims, users } from './user.table';

/** Whom a notice about a project goes to: who is on its team and holds a permission. */
export interface HoldersQuery {
  projectId: number;
  permission: Permission;
  /** Leave out client users (a notice of the warehouse's work goes to staff). */
  staffOnly?: boolean;
}

/**
 * The active users among a project's team (as the projects module answered it for the caller)
 * who hold a permission, by id; one statement whatever the team's size. The users answered are
 * not limited to the caller's own company, since a client user's notice goes to the provider's staff.
 */
export async function holdersOf(ex: Executor, team: number[], q: HoldersQuery): Promise<number[]> {
  if (!team.length) return [];
  const [type, value] = q.permission.split(':') as [string, string];
  const rows = await ex
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userClaims, and(eq(userClaims.userId, users.id), eq(userClaims.type, type), eq(userClaims.value, value)))
    .where(
      and(
        inArray(users.id, team),
        eq(users.status, true),
        q.staffOnly ? ne(users.userTypeId, CLIENT_USER_TYPE_ID) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
