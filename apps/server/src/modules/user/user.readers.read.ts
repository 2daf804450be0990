import { ADMIN, type Scope } from '@freightdesk/contracts';
import { type AnyColumn, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
import { userClaims, users } from './user.table';

/** Who reads something sent to them (a notification, a mailed reminder): what they may do, and which projects they see. */
export interface Reader {
  scope: Scope;
  data: DataScope;
}

/** A user as rules about them read it: who, whether admin and active, of which type and company, and the claims held. */
export interface Person {
  id: number;
  userName: string;
  isAdmin: boolean;
  status: boolean;
  userTypeId: number;
  clientId: number;
  claims: string[];
}

/** Some users as they stand now, with their claims ("PO:View"), by id: the system's question, asked of no caller's scope. */
export async function peopleOf(ex: Executor, ids: number[]): Promise<Map<number, Person>> {
  if (!ids.length) return new Map();
  const [rows, claims] = await Promise.all([
    ex
      .select({
        id: users.id,
        userName: users.userName,
        isAdmin: users.isAdmin,
        status: users.status,
        userTypeId: users.userTypeId,
        clientId: users.clientId,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    ex
      .select({ userId: userClaims.userId, claim: sql<string>`${userClaims.type} || ':' || ${userClaims.value}` })
      .from(userClaims)
      .where(inArray(userClaims.userId, ids)),
  ]);
  return new Map(
    rows.map((r) => [r.id, { ...r, claims: claims.filter((c) => c.userId === r.id).map((c) => c.claim) }]),
  );
}

/** The readers among some users, as they stand now (permissions, admin, company). */
export async function readersOf(ex: Executor, userIds: number[]): Promise<Map<number, Reader>> {
  const people = await peopleOf(ex, userIds);
  return new Map(
    [...people.values()].map((u) => {
      const actor = actorOf(u);
      return [u.id, { scope: actor.scope, data: scopeOf(actor) }];
    }),
  );
}

/** A user as the actor of work done for them when they are not signed in (a report mailed to them). */
export function actorOf(u: Person): Actor {
  const scope: Scope = { isAdmin: u.isAdmin, permissions: new Set(u.isAdmin ? [ADMIN, ...u.claims] : u.claims) };
  return { id: u.id, userName: u.userName, userTypeId: u.userTypeId, clientId: u.clientId, scope };
}

/**
 * The e-mail address of the user a column names while the user is active, else null: a value
 * another module's statement selects (the reminder mailer's, over its own locked rows).
 */
export const activeEmailOf = (userId: AnyColumn) =>
  sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId} and ${users.status})`;
