import { CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import type { Actor } from './auth/actor';

/**
 * Who sees what (docs/design.md section 5), as data a query can take. Admin sees everything. Anyone
 * else sees the projects on their Project Access list and what belongs to them; a client user
 * (type 2) further only the projects of their own company, the users of their own company, and in
 * the address book their own company and the clients of their projects.
 *
 * Repository functions over project-owned data take a DataScope as a required parameter and put it
 * in their WHERE (the project module's `projectInScope`), so a list, a count, an export and a read
 * by id cannot forget it. A record outside the scope is simply not found: a 404.
 */
export type DataScope =
  | { readonly all: true }
  | {
      readonly all: false;
      /** Whose Project Access list limits the projects. */
      readonly userId: number;
      /** A client user's company: their projects, users and address book stay within it. */
      readonly companyId: number | null;
    };

export const FULL_SCOPE: DataScope = { all: true };

export function scopeOf(actor: Actor): DataScope {
  if (actor.scope.isAdmin) return FULL_SCOPE;
  return {
    all: false,
    userId: actor.id,
    companyId: actor.userTypeId === CLIENT_USER_TYPE_ID ? actor.clientId : null,
  };
}

/** What tells one scope's SQL from another's: a prepared read or page is kept per scope key. */
export const scopeKey = (scope: DataScope) => (scope.all ? '*' : `${scope.userId} ${scope.companyId}`);

/** The same, for a read that may lock its row (`for update`): locked and plain are two statements. */
export const lockedScopeKey = (scope: DataScope, lock: boolean) => `${scopeKey(scope)} ${lock}`;
