import type { Claim, Paged, ProjectAccessRow } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { badRequest, fieldError } from '../../platform/errors';
import type { Notify } from '../../platform/notify';
import { isTaken, userTypeExists } from './user.read';
import {
  checkClientUserRules,
  checkGrantable,
  checkTypeMove,
  type Granted,
  normalizeClaims,
  type UserRuleInput,
} from './user.rules';
import { setClaims } from './user.writes';

/**
 * What the users module asks of Project Access lists, which the projects module keeps (it is
 * given them by the app; declared here, so that this module imports nothing of the projects
 * module, which reads users). Each function takes the acting user first and joins `tx`.
 */
export interface ProjectAccessPort {
  /** The projects on a user's list (the caller sees the user; the rules compare the whole list). */
  projectIdsOf(actor: Actor, userId: number, tx?: Executor): Promise<number[]>;
  /** The projects among `ids` that exist, with their number and customer. */
  customersOf(
    actor: Actor,
    ids: number[],
    tx?: Executor,
  ): Promise<{ id: number; number: string; customerId: number }[]>;
  /** Replaces a user's list. */
  setProjectsOf(actor: Actor, input: { userId: number; projectIds: number[] }, tx?: Executor): Promise<void>;
  /** Projects the caller may put on a list: those they see, optionally of one customer. */
  assignable(
    actor: Actor,
    q: { clientId?: number; searchTerm?: string; pageSize: number },
    tx?: Executor,
  ): Promise<Paged<ProjectAccessRow>>;
  /** The users with a project on their list (its team), when the caller sees the project; none otherwise. */
  teamOf(actor: Actor, projectId: number, tx?: Executor): Promise<number[]>;
}

/** What the users module uses of other modules, given by the app. */
export interface UserServiceDeps {
  db: Executor;
  /** Whether a company exists (the address book's), in the caller's transaction. */
  companyExists: (actor: Actor, id: number, tx: Executor) => Promise<boolean>;
  projectAccess: ProjectAccessPort;
  /** Tells a user something (the notifications module's schedule), in the caller's transaction. */
  notify: Pick<Notify, 'schedule'>;
  /** Announces, in the transaction, that a user's status or permissions changed (the signed-in checks forget them). */
  actorChanged: (tx: Executor, userId: number) => Promise<void>;
}

/**
 * What a user is granted (company, type, claims, Project Access) checked against the rules and
 * the caller's own rights, and written with the notices it brings: what create and update share.
 */
export function createUserGrants({
  companyExists,
  projectAccess,
  notify,
}: Omit<UserServiceDeps, 'db' | 'actorChanged'>) {
  /**
   * The checks shared by create and update, run inside the writing transaction; returns the
   * normalised claims and projects.
   */
  async function checkRules(
    tx: Executor,
    actor: Actor,
    actorProjects: number[] | null,
    input: UserRuleInput & { email: string; userName?: string },
    existing?: { id: number; userTypeId: number } & Granted,
  ) {
    const exceptId = existing?.id;
    const claims = normalizeClaims(input.claims);
    const projectIds = [...new Set(input.projects)];
    const u = { ...input, claims, projects: projectIds };
    if (!(await companyExists(actor, u.clientId, tx))) throw fieldError('clientId', 'This company does not exist.');
    if (!(await userTypeExists(tx, u.userTypeId))) throw fieldError('userTypeId', 'This user type does not exist.');
    const customers = await projectAccess.customersOf(actor, projectIds, tx);
    if (customers.length !== projectIds.length) {
      const known = new Set(customers.map((p) => p.id));
      throw fieldError('projects', `Unknown projects: ${projectIds.filter((id) => !known.has(id)).join(', ')}.`);
    }
    checkClientUserRules(u, customers);
    checkTypeMove(actor, u, existing);
    checkGrantable(actor, u, actorProjects, existing);
    if (input.userName && (await isTaken(tx, 'userName', input.userName, exceptId))) {
      throw fieldError('userName', 'This user name is already taken.');
    }
    if (await isTaken(tx, 'email', input.email, exceptId)) {
      throw fieldError('email', 'This e-mail address is already used by another user.');
    }
    return u;
  }

  /** The projects on the actor's own Project Access list; null for an admin, who sees them all. */
  const actorProjectsOf = (tx: Executor, actor: Actor) =>
    actor.scope.isAdmin ? Promise.resolve(null) : projectAccess.projectIdsOf(actor, actor.id, tx);

  /** A race past the checks above still meets the unique indexes: answer it as the same 400. */
  function uniqueAsBadRequest(err: unknown): never {
    if (isUniqueViolation(err)) throw badRequest('This user name or e-mail address is already used by another user.');
    throw err;
  }

  /**
   * Writes a user's claims and Project Access list, and tells them of the projects they can now
   * see: one flow across the users, projects and notifications modules, in the caller's transaction.
   */
  async function writeAccess(
    tx: Executor,
    actor: Actor,
    id: number,
    access: { claims: Claim[]; projects: number[] },
    had: number[] = [],
  ) {
    const { claims, projects } = access;
    await setClaims(tx, id, claims);
    await projectAccess.setProjectsOf(actor, { userId: id, projectIds: projects }, tx);
    const added = projects.filter((p) => !had.includes(p));
    if (!added.length) return;
    const numbers = (await projectAccess.customersOf(actor, added, tx)).map((p) => p.number).sort();
    const shown =
      numbers.length > 5 ? `${numbers.slice(0, 5).join(', ')} and ${numbers.length - 5} more` : numbers.join(', ');
    await notify.schedule(
      actor,
      {
        userId: id,
        title: added.length === 1 ? 'New project access' : `Access to ${added.length} more projects`,
        text: `You can now see project${added.length === 1 ? '' : 's'} ${shown}.`,
        // The project's hub, or the projects list; a reader without Project:View is sent, when
        // reading it, to a screen they may open (the project's receiving alerts, say).
        link: added.length === 1 ? `/projects/${added[0]}` : '/projects',
        projectId: added.length === 1 ? added[0] : null,
        scheduledFor: new Date(),
      },
      tx,
    );
  }

  return { checkRules, actorProjectsOf, uniqueAsBadRequest, writeAccess };
}
