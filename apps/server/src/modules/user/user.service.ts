import {
  CANT_DELETE_SELF,
  CLIENT_USER_TYPE_ID,
  type Claim,
  type CreateUserBody,
  type ExportFormat,
  type Paged,
  type ProjectAccessRow,
  type UpdateUserBody,
  type UserDetails,
  type UserListColumn,
  type UserListItem,
  userList,
} from '@freightdesk/contracts';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import { isUniqueViolation } from '../../platform/dbErrors';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { audited, fieldChanged, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import type { Notify } from '../../platform/notify';
import { scopeOf } from '../../platform/scope';
import { type HoldersQuery, holdersOf } from './user.holders';
import { userListQuery } from './user.list';
import { claimsOf, isTaken, staffMatching, userOf, userTypeExists, userTypeNames } from './user.read';
import {
  beyondActor,
  checkClientUserRules,
  checkGrantable,
  checkTypeMove,
  type Granted,
  normalizeClaims,
  type UserRuleInput,
} from './user.rules';
import { usersOfCompany } from './user.scope';
import { users } from './user.table';
import { deleteUser, insertUser, setClaims } from './user.writes';

type CreateInput = Required<Omit<CreateUserBody, 'confirmPassword'>>;
type UpdateInput = Required<Omit<UpdateUserBody, 'confirmPassword' | 'password' | 'userName'>> & { password?: string };

/** One's own password is changed with the current one (POST /api/account/change-password), never here. */
export const OWN_PASSWORD_ELSEWHERE = 'Change your own password from your account menu, with your current password.';
const SENSITIVE_REFUSED =
  'You can change the password, e-mail, status or type only of a user who holds nothing you do not.';
const DELETE_REFUSED = 'You can delete only a user who holds nothing you do not.';

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

/** What the audit trail keeps of a user: the fields a person edits, never the password's hash. */
const auditedUser = (u: Omit<UserDetails, 'companyName'>) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  title: u.title,
  email: u.email,
  userName: u.userName,
  clientId: u.clientId,
  userTypeId: u.userTypeId,
  isAdmin: u.isAdmin,
  status: u.status,
  claims: u.claims.map((c) => `${c.type}:${c.value}`),
  projects: u.projects,
});

export function createUserService({ db, companyExists, projectAccess, notify, actorChanged }: UserServiceDeps) {
  /** A user as the user screen shows it, when the actor may see them. */
  async function details(ex: Executor, actor: Actor, id: number): Promise<UserDetails> {
    const user = await userOf(ex, scopeOf(actor), id);
    if (!user) throw notFound('User');
    const [claims, projectIds] = await Promise.all([claimsOf(ex, id), projectAccess.projectIdsOf(actor, id, ex)]);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      title: user.title,
      email: user.email,
      userName: user.userName,
      clientId: user.clientId,
      companyName: user.companyName,
      userTypeId: user.userTypeId,
      isAdmin: user.isAdmin,
      status: user.status,
      claims,
      projects: projectIds,
      createdAt: user.createdAt.toISOString(),
      createdBy: user.createdBy,
      modifiedAt: user.modifiedAt.toISOString(),
      modifiedBy: user.modifiedBy,
      version: user.version,
    };
  }
  const history = audited({ entity: 'user', read: details, trail: auditedUser });

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

  return {
    get: (actor: Actor, id: number, tx?: Executor) => details(tx ?? db, actor, id),

    /** Whether the actor may see this user (for the user's history). */
    canView: async (actor: Actor, id: number, tx?: Executor) => Boolean(await userOf(tx ?? db, scopeOf(actor), id)),

    /** Active staff users for a project manager picker (never client users, whatever the term). */
    async staff(actor: Actor, searchTerm: string, tx?: Executor) {
      if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users cannot list staff users.');
      return staffMatching(tx ?? db, searchTerm);
    },

    async search(actor: Actor, q: ListRequest<UserListColumn>, tx?: Executor): Promise<Paged<UserListItem>> {
      const page = await userListQuery.page(tx ?? db, scopeOf(actor), q);
      return { ...page, items: page.items.map(toListItem) };
    },

    async filteredColumns(_actor: Actor, _input?: undefined, tx?: Executor) {
      return userListQuery.columns({ userTypeName: await userTypeNames(tx ?? db) });
    },

    /** Every user of a search, as the list orders them, in a CSV or Excel file. */
    export(actor: Actor, q: ListFilter<UserListColumn> & { format: ExportFormat }, tx?: Executor) {
      return exportFile({
        name: 'users',
        format: q.format,
        columns: exportColumnsOf(userList),
        batches: userListQuery.batches(tx ?? db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    /** GET /api/user: at most 500 users by user name, optionally of one type. */
    async list(actor: Actor, typeId?: number, tx?: Executor): Promise<UserListItem[]> {
      const page = await userListQuery.page(tx ?? db, scopeOf(actor), {
        searchFields: {},
        parent: typeId ? { userType: typeId } : undefined,
        reverse: false,
        paged: true,
        pageIndex: 1,
        pageSize: 500,
      });
      return page.items.map(toListItem);
    },

    /** Creates a user; inside the caller's transaction when given one. */
    async create(actor: Actor, input: CreateInput, tx?: Executor): Promise<UserDetails> {
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, tx, (t) =>
        history.create(t, actor, async () => {
          const u = await checkRules(t, actor, await actorProjectsOf(t, actor), input);
          const id = await insertUser(t, {
            firstName: input.firstName,
            lastName: input.lastName,
            title: input.title,
            email: input.email,
            userName: input.userName,
            passwordHash,
            clientId: u.clientId,
            userTypeId: u.userTypeId,
            isAdmin: u.isAdmin,
            status: input.status,
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          });
          await writeAccess(t, actor, id, u);
          return id;
        }),
      ).catch(uniqueAsBadRequest);
    },

    async update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<UserDetails> {
      if (input.id === actor.id && input.password) throw fieldError('password', OWN_PASSWORD_ELSEWHERE);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return inTransaction(db, tx, async (t) => {
        const after = await history.update(t, actor, input.id, async (before) => {
          if (before.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can change an admin user.');
          if (before.id === actor.id && before.isAdmin && !input.isAdmin) {
            throw fieldError('isAdmin', 'You cannot remove your own admin rights.');
          }
          if (before.id === actor.id && !input.status) throw fieldError('status', 'You cannot deactivate yourself.');
          const actorProjects = await actorProjectsOf(t, actor);
          // Whoever sets another user's password, or their e-mail (where a reset link goes), can sign
          // in as them; a status or type says who they are. Only for a user who holds nothing more.
          const deactivated = before.status && !input.status;
          const sensitive =
            Boolean(passwordHash) ||
            before.email.toLowerCase() !== input.email.toLowerCase() ||
            before.status !== input.status ||
            before.userTypeId !== input.userTypeId;
          if (sensitive && before.id !== actor.id) {
            checkTypeMove(actor, input, before);
            const beyond = beyondActor(actor, before, actorProjects ?? []);
            if (beyond.length) throw forbidden(`${SENSITIVE_REFUSED} ${beyond.join(' ')}`);
          }
          const granted = {
            id: input.id,
            userTypeId: before.userTypeId,
            claims: before.claims,
            projects: before.projects,
          };
          // The user name is read-only once created: whatever the body says of it is not checked or kept.
          const u = await checkRules(t, actor, actorProjects, { ...input, userName: undefined }, granted);
          await versionedUpdate(
            t,
            users,
            input,
            {
              firstName: input.firstName,
              lastName: input.lastName,
              title: input.title,
              email: input.email,
              clientId: u.clientId,
              userTypeId: u.userTypeId,
              isAdmin: u.isAdmin,
              status: input.status,
              ...(passwordHash ? { passwordHash } : {}),
              // A new password, or a deactivation, ends every session signed in before it (for good:
              // a reactivated user signs in again).
              ...(passwordHash || deactivated ? { sessionsValidAfter: new Date() } : {}),
            },
            { by: actor, noun: 'user' },
          );
          await writeAccess(t, actor, input.id, u, before.projects);
          // The history says the password changed, never its value.
          return passwordHash ? fieldChanged('password', null, passwordHash, { secret: ['password'] }) : [];
        });
        await actorChanged(t, input.id);
        return after;
      }).catch(uniqueAsBadRequest);
    },

    async remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      if (id === actor.id) throw badRequest(CANT_DELETE_SELF);
      await inTransaction(db, tx, (t) =>
        history.remove(t, actor, id, async (before) => {
          if (before.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can delete an admin user.');
          // Less of a takeover than a new password, but the same reach: only a user who holds nothing more.
          const beyond = beyondActor(actor, before, (await actorProjectsOf(t, actor)) ?? []);
          if (beyond.length) throw forbidden(`${DELETE_REFUSED} ${beyond.join(' ')}`);
          await deleteUser(t, id);
          await actorChanged(t, id);
        }),
      );
      return null;
    },

    /** Rows for the Project Access list: every project, or a company's, within what the actor may see. */
    assignableProjects(actor: Actor, q: { clientId?: number; searchTerm?: string; pageSize: number }, tx?: Executor) {
      return projectAccess.assignable(actor, q, tx);
    },

    /** What uses a company in the address book: its users the caller sees, described for a person; null when none. */
    usersOfCompany: (actor: Actor, clientId: number, tx?: Executor) =>
      usersOfCompany(tx ?? db, scopeOf(actor), clientId),

    /**
     * Who on a project holds a permission (whom a notice about its work goes to): active members
     * of its team holding it, by id; none when the caller does not see the project.
     */
    async holdersOf(actor: Actor, input: HoldersQuery, tx?: Executor): Promise<number[]> {
      const team = await projectAccess.teamOf(actor, input.projectId, tx);
      return holdersOf(tx ?? db, team, input);
    },
  };
}

function toListItem(r: Omit<UserListItem, 'modifiedAt'> & { modifiedAt: Date }): UserListItem {
  return { ...r, modifiedAt: r.modifiedAt.toISOString() };
}

export type UserService = ReturnType<typeof createUserService>;
