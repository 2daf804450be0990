import {
  CANT_DELETE_SELF,
  CLIENT_USER_TYPE_ID,
  type Claim,
  type CreateUserBody,
  type ExportFormat,
  type Paged,
  type UpdateUserBody,
  type UserDetails,
  type UserListColumn,
  type UserListItem,
  userList,
} from '@freightdesk/contracts';
import { type Executor, inTransaction } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import { isUniqueViolation } from '../../platform/dbErrors';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import type { NotificationService } from '../notification';
import type { ProjectAccess } from '../project';
import { createUserRepository } from './user.repository';
import {
  beyondActor,
  checkClientUserRules,
  checkGrantable,
  checkTypeMove,
  type Granted,
  normalizeClaims,
  type UserRuleInput,
} from './user.rules';

type CreateInput = Required<Omit<CreateUserBody, 'confirmPassword'>>;
type UpdateInput = Required<Omit<UpdateUserBody, 'confirmPassword' | 'password' | 'userName'>> & { password?: string };

/** One's own password is changed with the current one (POST /api/account/change-password), never here. */
export const OWN_PASSWORD_ELSEWHERE = 'Change your own password from your account menu, with your current password.';
const SENSITIVE_REFUSED =
  'You can change the password, e-mail, status or type only of a user who holds nothing you do not.';
const DELETE_REFUSED = 'You can delete only a user who holds nothing you do not.';

/** What the users module uses of other modules, wired in app.ts. */
export interface UserServiceDeps {
  db: Executor;
  /** Whether a company exists (the address book's). */
  companyExists: (ex: Executor, id: number) => Promise<boolean>;
  projectAccess: ProjectAccess;
  /** Tells a user something (the notifications module's schedule), in the caller's transaction. */
  notify: Pick<NotificationService, 'schedule'>;
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
    const repo = createUserRepository(ex);
    const user = await repo.findById(scopeOf(actor), id);
    if (!user) throw notFound('User');
    const [claims, projectIds] = await Promise.all([repo.claimsOf(id), projectAccess.projectIdsOf(ex, id)]);
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
    const repo = createUserRepository(tx);
    const claims = normalizeClaims(input.claims);
    const projectIds = [...new Set(input.projects)];
    const u = { ...input, claims, projects: projectIds };
    if (!(await companyExists(tx, u.clientId))) throw fieldError('clientId', 'This company does not exist.');
    if (!(await repo.userTypeExists(u.userTypeId))) throw fieldError('userTypeId', 'This user type does not exist.');
    const customers = await projectAccess.customersOf(tx, projectIds);
    if (customers.length !== projectIds.length) {
      const known = new Set(customers.map((p) => p.id));
      throw fieldError('projects', `Unknown projects: ${projectIds.filter((id) => !known.has(id)).join(', ')}.`);
    }
    checkClientUserRules(u, customers);
    checkTypeMove(actor, u, existing);
    checkGrantable(actor, u, actorProjects, existing);
    if (input.userName && (await repo.taken('userName', input.userName, exceptId))) {
      throw fieldError('userName', 'This user name is already taken.');
    }
    if (await repo.taken('email', input.email, exceptId)) {
      throw fieldError('email', 'This e-mail address is already used by another user.');
    }
    return u;
  }

  /** The projects on the actor's own Project Access list; null for an admin, who sees them all. */
  const actorProjectsOf = (tx: Executor, actor: Actor) =>
    actor.scope.isAdmin ? Promise.resolve(null) : projectAccess.projectIdsOf(tx, actor.id);

  /** A race past the checks above still meets the unique indexes: answer it as the same 400. */
  function uniqueAsBadRequest(err: unknown): never {
    if (isUniqueViolation(err)) throw badRequest('This user name or e-mail address is already used by another user.');
    throw err;
  }

  /**
   * Writes a user's claims and Project Access list, and tells them of the projects they can now
   * see: one flow across the users, projects and notifications modules, in the caller's transaction.
   */
  async function writeAccess(tx: Executor, id: number, claims: Claim[], projects: number[], had: number[] = []) {
    await createUserRepository(tx).setClaims(id, claims);
    await projectAccess.setProjectsOf(tx, id, projects);
    const added = projects.filter((p) => !had.includes(p));
    if (!added.length) return;
    const numbers = (await projectAccess.customersOf(tx, added)).map((p) => p.number).sort();
    const shown =
      numbers.length > 5 ? `${numbers.slice(0, 5).join(', ')} and ${numbers.length - 5} more` : numbers.join(', ');
    await notify.schedule(
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
    get: (actor: Actor, id: number) => details(db, actor, id),

    /** Whether the actor may see this user (for the user's history). */
    canView: async (actor: Actor, id: number) => Boolean(await createUserRepository(db).findById(scopeOf(actor), id)),

    /** Active staff users for a project manager picker (never client users, whatever the term). */
    async staff(actor: Actor, searchTerm: string) {
      if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users cannot list staff users.');
      return createUserRepository(db).staff(searchTerm);
    },

    async search(actor: Actor, q: ListRequest<UserListColumn>): Promise<Paged<UserListItem>> {
      const page = await createUserRepository(db).list.page(db, scopeOf(actor), q);
      return { ...page, items: page.items.map(toListItem) };
    },

    async filteredColumns() {
      return createUserRepository(db).list.columns({
        userTypeName: await createUserRepository(db).userTypeNames(),
      });
    },

    /** Every user of a search, as the list orders them, in a CSV or Excel file. */
    export(actor: Actor, q: ListFilter<UserListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'users',
        format: q.format,
        columns: exportColumnsOf(userList),
        batches: createUserRepository(db).list.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    /** GET /api/user: at most 500 users by user name, optionally of one type. */
    async list(actor: Actor, typeId?: number): Promise<UserListItem[]> {
      const page = await createUserRepository(db).list.page(db, scopeOf(actor), {
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
    async create(actor: Actor, input: CreateInput, outer?: Executor): Promise<UserDetails> {
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, outer, async (tx) => {
        const u = await checkRules(tx, actor, await actorProjectsOf(tx, actor), input);
        const id = await createUserRepository(tx).insert({
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
        await writeAccess(tx, id, u.claims, u.projects);
        const created = await details(tx, actor, id);
        await recordAudit(tx, actor, 'user', id, 'create', changesOf(null, auditedUser(created)));
        return created;
      }).catch(uniqueAsBadRequest);
    },

    async update(actor: Actor, input: UpdateInput, outer?: Executor): Promise<UserDetails> {
      if (input.id === actor.id && input.password) throw fieldError('password', OWN_PASSWORD_ELSEWHERE);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return inTransaction(db, outer, async (tx) => {
        const repo = createUserRepository(tx);
        const before = await details(tx, actor, input.id);
        if (before.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can change an admin user.');
        if (before.id === actor.id && before.isAdmin && !input.isAdmin) {
          throw fieldError('isAdmin', 'You cannot remove your own admin rights.');
        }
        if (before.id === actor.id && !input.status) throw fieldError('status', 'You cannot deactivate yourself.');
        const actorProjects = await actorProjectsOf(tx, actor);
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
        const u = await checkRules(tx, actor, actorProjects, { ...input, userName: undefined }, granted);
        const saved = await repo.update(input.id, input.version, {
          firstName: input.firstName,
          lastName: input.lastName,
          title: input.title,
          email: input.email,
          clientId: u.clientId,
          userTypeId: u.userTypeId,
          isAdmin: u.isAdmin,
          status: input.status,
          modifiedBy: actor.userName,
          ...(passwordHash ? { passwordHash } : {}),
          // A new password, or a deactivation, ends every session signed in before it (for good:
          // a reactivated user signs in again).
          ...(passwordHash || deactivated ? { sessionsValidAfter: new Date() } : {}),
        });
        if (!saved)
          throw conflict('This user was changed by someone else since you opened it. Reload to see the changes.');
        await writeAccess(tx, input.id, u.claims, u.projects, before.projects);
        const after = await details(tx, actor, input.id);
        const changes = changesOf(
          { ...auditedUser(before), password: null },
          { ...auditedUser(after), password: passwordHash ?? null },
          { secret: ['password'] },
        );
        await recordAudit(tx, actor, 'user', input.id, 'update', changes);
        await actorChanged(tx, input.id);
        return after;
      }).catch(uniqueAsBadRequest);
    },

    async remove(actor: Actor, id: number, outer?: Executor): Promise<null> {
      if (id === actor.id) throw badRequest(CANT_DELETE_SELF);
      await inTransaction(db, outer, async (tx) => {
        const before = await details(tx, actor, id);
        if (before.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can delete an admin user.');
        // Less of a takeover than a new password, but the same reach: only a user who holds nothing more.
        const beyond = beyondActor(actor, before, (await actorProjectsOf(tx, actor)) ?? []);
        if (beyond.length) throw forbidden(`${DELETE_REFUSED} ${beyond.join(' ')}`);
        await createUserRepository(tx).delete(id);
        await actorChanged(tx, id);
        await recordAudit(tx, actor, 'user', id, 'delete', changesOf(auditedUser(before), null));
      });
      return null;
    },

    /** Rows for the Project Access list: every project, or a company's, within what the actor may see. */
    assignableProjects(actor: Actor, q: { clientId?: number; searchTerm?: string; pageSize: number }) {
      return projectAccess.assignable(db, scopeOf(actor), q);
    },
  };
}

function toListItem(r: Omit<UserListItem, 'modifiedAt'> & { modifiedAt: Date }): UserListItem {
  return { ...r, modifiedAt: r.modifiedAt.toISOString() };
}

export type UserService = ReturnType<typeof createUserService>;
