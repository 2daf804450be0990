import {
  CANT_DELETE_SELF,
  CLIENT_USER_TYPE_ID,
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
import type { Actor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { audited, fieldChanged, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { createUserGrants, type UserServiceDeps } from './user.grants';
import { type HoldersQuery, holdersOf } from './user.holders';
import { userListQuery } from './user.list';
import { claimsOf, staffMatching, userOf, userTypeNames } from './user.read';
import { beyondActor, checkTypeMove } from './user.rules';
import { usersOfCompany } from './user.scope';
import { users } from './user.table';
import { deleteUser, insertUser } from './user.writes';

type CreateInput = Required<Omit<CreateUserBody, 'confirmPassword'>>;
type UpdateInput = Required<Omit<UpdateUserBody, 'confirmPassword' | 'password' | 'userName'>> & { password?: string };

/** One's own password is changed with the current one (POST /api/account/change-password), never here. */
export const OWN_PASSWORD_ELSEWHERE = 'Change your own password from your account menu, with your current password.';
const SENSITIVE_REFUSED =
  'You can change the password, e-mail, status or type only of a user who holds nothing you do not.';
const DELETE_REFUSED = 'You can delete only a user who holds nothing you do not.';

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

export function createUserService(deps: UserServiceDeps) {
  const { db, projectAccess, actorChanged } = deps;
  const { checkRules, actorProjectsOf, uniqueAsBadRequest, writeAccess } = createUserGrants(deps);
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
