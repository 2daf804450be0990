import { CLIENT_USER_TYPE_ID, type TeamMember } from '@freightdesk/contracts';
import { and, asc, eq, inArray, ne, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import type { DataScope } from '../../platform/scope';
import { nameMatches } from '../user';
import { userClaims, users } from '../user/tables';
import { userProjects } from './projectAccess.table';

// The reads of a project's team: its members, the users who may join it, and the people a save
// checks. Users are the users module's; who may be on a project's team is this module's question.

const member = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  title: users.title,
  userTypeId: users.userTypeId,
};
const byName = [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id)];

/** Staff, or client users of the project's customer: who may be on its team at all. */
function ofKind(customerId: number | undefined): SQL | undefined {
  const ofCustomer =
    customerId === undefined
      ? undefined
      : and(eq(users.userTypeId, CLIENT_USER_TYPE_ID), eq(users.clientId, customerId));
  return or(ne(users.userTypeId, CLIENT_USER_TYPE_ID), ofCustomer);
}

/** Users the caller may put on a team: active; staff, or client users of the customer; within the caller's rights. */
function mayJoin(actor: Actor, customerId: number | undefined): SQL | undefined {
  const kind = ofKind(customerId);
  if (actor.scope.isAdmin) return and(eq(users.status, true), kind);
  const held = [...actor.scope.permissions];
  const notHeld = held.length ? notInArray(sql`${userClaims.type} || ':' || ${userClaims.value}`, held) : sql`true`;
  const holdsMore = sql`exists (select 1 from ${userClaims} where ${userClaims.userId} = ${users.id} and ${notHeld})`;
  return and(eq(users.status, true), kind, eq(users.isAdmin, false), not(holdsMore));
}

/** A project's team, as the scope sees users: a client user only those of their own company. */
export function teamMembersOf(ex: Executor, scope: DataScope, projectId: number): Promise<TeamMember[]> {
  return ex
    .select(member)
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(
      and(
        eq(userProjects.projectId, projectId),
        !scope.all && scope.companyId !== null ? eq(users.clientId, scope.companyId) : undefined,
      ),
    )
    .orderBy(...byName);
}

/**
 * Up to 25 users the caller may put on a team, matching a name; the `selected` ones are answered
 * too (to name a form's choices), when they are staff or the customer's client users.
 */
export async function teamCandidatesOf(
  ex: Executor,
  actor: Actor,
  q: { customerId?: number; searchTerm: string; selected: number[] },
): Promise<TeamMember[]> {
  const [found, chosen] = await Promise.all([
    ex
      .select(member)
      .from(users)
      .where(and(mayJoin(actor, q.customerId), nameMatches(q.searchTerm)))
      .orderBy(...byName)
      .limit(25),
    q.selected.length
      ? ex
          .select(member)
          .from(users)
          .where(and(inArray(users.id, q.selected.slice(0, 200)), ofKind(q.customerId)))
      : Promise.resolve([]),
  ]);
  return [...chosen, ...found.filter((f) => !chosen.some((c) => c.id === f.id))];
}
