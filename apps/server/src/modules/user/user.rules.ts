import {
  actions,
  CLIENT_USER_TYPE_ID,
  type Claim,
  clientForbiddenModules,
  PROVIDER_CLIENT_ID,
} from '@freightdesk/contracts';
import type { Actor } from '../../platform/auth/actor';
import { fieldError, forbidden } from '../../platform/errors';

/** Create, Update or Delete on a module implies View (docs/requirements.md section 5); duplicates go. */
export function normalizeClaims(claims: Claim[]): Claim[] {
  const keys = new Set(claims.map((c) => `${c.type}:${c.value}`));
  for (const c of claims) if (c.value !== 'View') keys.add(`${c.type}:View`);
  return [...keys]
    .map((k) => {
      const [type, value] = k.split(':') as [Claim['type'], Claim['value']];
      return { type, value };
    })
    .sort((a, b) => a.type.localeCompare(b.type) || actions.indexOf(a.value) - actions.indexOf(b.value));
}

export interface UserRuleInput {
  userTypeId: number;
  clientId: number;
  isAdmin: boolean;
  claims: Claim[];
  projects: number[];
}

/** docs/requirements.md section 4 and docs/design.md section 5: the client-user rules, enforced on the server. */
export function checkClientUserRules(u: UserRuleInput, projectCustomers: { id: number; customerId: number }[]) {
  if (u.userTypeId !== CLIENT_USER_TYPE_ID) return;
  if (u.isAdmin) throw fieldError('isAdmin', 'A client user cannot be an admin.');
  if (u.clientId === PROVIDER_CLIENT_ID) {
    throw fieldError('clientId', "A client user must belong to a client's company, not the provider's.");
  }
  const forbiddenClaims = u.claims.filter((c) => clientForbiddenModules.includes(c.type));
  if (forbiddenClaims.length) {
    throw fieldError('claims', 'Client users cannot hold Reports, Proposal or AddressBook permissions.');
  }
  const foreign = projectCustomers.filter((p) => p.customerId !== u.clientId);
  if (foreign.length) {
    throw fieldError('projects', 'A client user can only have projects of their own company.');
  }
}

/** Only Admin moves a user between the client type (2) and the staff types (1, 3, 4, 5). */
export const TYPE_MOVE_REFUSED = 'Only an admin can move a user between the client type and the staff types.';

const isClientType = (userTypeId: number) => userTypeId === CLIENT_USER_TYPE_ID;

/**
 * A move between the client type and the staff types, or a new staff user made by a client user,
 * would free a confined client user (they see every company once staff): only Admin does it. A
 * client user changes no one's type.
 */
export function checkTypeMove(actor: Actor, next: { userTypeId: number }, before?: { userTypeId: number }) {
  if (actor.scope.isAdmin) return;
  const byClient = isClientType(actor.userTypeId);
  const refused = before
    ? isClientType(before.userTypeId) !== isClientType(next.userTypeId) ||
      (byClient && before.userTypeId !== next.userTypeId)
    : byClient && !isClientType(next.userTypeId);
  if (refused) throw forbidden(TYPE_MOVE_REFUSED);
}

/** A user as far as the rights they hold go. */
export interface Holdings {
  isAdmin: boolean;
  userTypeId: number;
  claims: Claim[];
  projects: number[];
}

/**
 * What a user holds beyond the actor, described for a person (empty when nothing): the actor
 * could have created a user holding no more, so they may act for that account. An admin is
 * beyond every non-admin; a staff user beyond every client user, who is confined to their company.
 */
export function beyondActor(actor: Actor, target: Holdings, actorProjects: number[]): string[] {
  if (actor.scope.isAdmin) return [];
  if (target.isAdmin) return ['This user is an admin.'];
  const beyond: string[] = [];
  if (isClientType(actor.userTypeId) && !isClientType(target.userTypeId)) {
    beyond.push('This user is staff, not a client user.');
  }
  const claims = target.claims.map((c) => `${c.type}:${c.value}`).filter((c) => !actor.scope.permissions.has(c));
  if (claims.length) beyond.push(`This user also holds ${claims.join(', ')}.`);
  const projects = target.projects.filter((p) => !actorProjects.includes(p)).length;
  if (projects) beyond.push(`This user also has ${projects} project${projects === 1 ? '' : 's'} you do not.`);
  return beyond;
}

/** What the user already had before this change: keeping it is no new grant. */
export interface Granted {
  claims: Claim[];
  projects: number[];
}

/**
 * A non-admin who manages users cannot hand out more than they hold. Only what the change adds
 * counts, so they can still edit a user who holds more than they do.
 */
export function checkGrantable(
  actor: Actor,
  u: UserRuleInput,
  actorProjects: number[] | null,
  already: Granted = { claims: [], projects: [] },
) {
  if (actor.scope.isAdmin) return;
  if (u.isAdmin) throw forbidden('Only an admin can make a user an admin.');
  const had = new Set(already.claims.map((c) => `${c.type}:${c.value}`));
  const notHeld = u.claims.filter(
    (c) => !had.has(`${c.type}:${c.value}`) && !actor.scope.permissions.has(`${c.type}:${c.value}`),
  );
  if (notHeld.length) {
    throw forbidden(
      `You cannot grant permissions you do not hold: ${notHeld.map((c) => `${c.type}:${c.value}`).join(', ')}.`,
    );
  }
  const outside = actorProjects
    ? u.projects.filter((p) => !already.projects.includes(p) && !actorProjects.includes(p))
    : [];
  if (outside.length) throw forbidden('You cannot grant access to projects you cannot see.');
}
