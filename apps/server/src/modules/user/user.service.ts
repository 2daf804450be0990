import {
  CANT_DELETE_SELF,
  type CreateUserBody,
  type Paged,
  type UpdateUserBody,
  type UserDetails,
  type UserExportBody,
  type UserListItem,
  type UserSearchBody,
} from '@freightdesk/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import { isUniqueViolation } from '../../platform/dbErrors';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { createClientRepository } from '../client';
import { createProjectRepository } from '../project';
import { userExportColumns } from './user.export';
import { createUserRepository, type UserFilter, type UserQuery } from './user.repository';
import { checkClientUserRules, checkGrantable, type Granted, normalizeClaims, type UserRuleInput } from './user.rules';

type CreateInput = Required<Omit<CreateUserBody, 'confirmPassword'>>;
type UpdateInput = Required<Omit<UpdateUserBody, 'confirmPassword' | 'password' | 'userName'>> & { password?: string };

export function createUserService({ db }: { db: Db }) {
  const users = createUserRepository(db);
  const projects = createProjectRepository(db);

  async function details(id: number): Promise<UserDetails> {
    const user = await users.findById(id);
    if (!user) throw notFound('User');
    const [claims, projectIds] = await Promise.all([users.claimsOf(id), projects.projectIdsOf(id)]);
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
    tx: Db,
    actor: Actor,
    input: UserRuleInput & { email: string; userName?: string },
    existing?: { id: number } & Granted,
  ) {
    const exceptId = existing?.id;
    const txUsers = createUserRepository(tx);
    const txProjects = createProjectRepository(tx);
    const claims = normalizeClaims(input.claims);
    const projectIds = [...new Set(input.projects)];
    const u = { ...input, claims, projects: projectIds };
    if (!(await createClientRepository(tx).findById(u.clientId))) {
      throw fieldError('clientId', 'This company does not exist.');
    }
    if (!(await txUsers.userTypeExists(u.userTypeId))) {
      throw fieldError('userTypeId', 'This user type does not exist.');
    }
    const customers = await txProjects.customersOf(projectIds);
    if (customers.length !== projectIds.length) {
      const known = new Set(customers.map((p) => p.id));
      throw fieldError('projects', `Unknown projects: ${projectIds.filter((id) => !known.has(id)).join(', ')}.`);
    }
    checkClientUserRules(u, customers);
    checkGrantable(actor, u, actor.scope.isAdmin ? null : await txProjects.projectIdsOf(actor.id), existing);
    if (input.userName && (await txUsers.taken('userName', input.userName, exceptId))) {
      throw fieldError('userName', 'This user name is already taken.');
    }
    if (await txUsers.taken('email', input.email, exceptId)) {
      throw fieldError('email', 'This e-mail address is already used by another user.');
    }
    return u;
  }

  /** A race past the checks above still meets the unique indexes: answer it as the same 400. */
  function uniqueAsBadRequest(err: unknown): never {
    if (isUniqueViolation(err)) throw badRequest('This user name or e-mail address is already used by another user.');
    throw err;
  }

  return {
    get: (_actor: Actor, id: number) => details(id),

    search(_actor: Actor, q: UserSearchBody & UserQuery): Promise<Paged<UserListItem>> {
      return users.search(q).then((r) => ({ ...r, items: r.items.map(toListItem) }));
    },

    /** Every user of a search, as the list orders them, in a CSV or Excel file. */
    export(_actor: Actor, q: UserFilter & Required<Pick<UserExportBody, 'format'>>) {
      return exportFile({
        name: 'users',
        format: q.format,
        columns: userExportColumns,
        batches: users.batches(q, EXPORT_BATCH_SIZE),
      });
    },

    async list(_actor: Actor, typeId?: number): Promise<UserListItem[]> {
      const r = await users.search({ searchFields: {}, typeId, reverse: false, pageIndex: 1, pageSize: 500 });
      return r.items.map(toListItem);
    },

    async create(actor: Actor, input: CreateInput): Promise<UserDetails> {
      const passwordHash = await hashPassword(input.password);
      const id = await db
        .transaction(async (tx) => {
          const u = await checkRules(tx as Db, actor, input);
          const newId = await createUserRepository(tx as Db).insert({
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
          await createUserRepository(tx as Db).setClaims(newId, u.claims);
          await createProjectRepository(tx as Db).setProjectsOf(newId, u.projects);
          return newId;
        })
        .catch(uniqueAsBadRequest);
      return details(id);
    },

    async update(actor: Actor, input: UpdateInput): Promise<UserDetails> {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await db
        .transaction(async (tx) => {
          const repo = createUserRepository(tx as Db);
          const existing = await repo.findById(input.id);
          if (!existing) throw notFound('User');
          if (existing.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can change an admin user.');
          if (existing.id === actor.id && existing.isAdmin && !input.isAdmin) {
            throw fieldError('isAdmin', 'You cannot remove your own admin rights.');
          }
          if (existing.id === actor.id && !input.status) throw fieldError('status', 'You cannot deactivate yourself.');
          const granted = {
            id: input.id,
            claims: await repo.claimsOf(input.id),
            projects: await createProjectRepository(tx as Db).projectIdsOf(input.id),
          };
          // The user name is read-only once created: whatever the body says of it is not checked or kept.
          const u = await checkRules(tx as Db, actor, { ...input, userName: undefined }, granted);
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
          });
          if (!saved)
            throw conflict('This user was changed by someone else since you opened it. Reload to see the changes.');
          await repo.setClaims(input.id, u.claims);
          await createProjectRepository(tx as Db).setProjectsOf(input.id, u.projects);
        })
        .catch(uniqueAsBadRequest);
      return details(input.id);
    },

    async remove(actor: Actor, id: number): Promise<null> {
      if (id === actor.id) throw badRequest(CANT_DELETE_SELF);
      await db.transaction(async (tx) => {
        const repo = createUserRepository(tx as Db);
        const existing = await repo.findById(id);
        if (!existing) throw notFound('User');
        if (existing.isAdmin && !actor.scope.isAdmin) throw forbidden('Only an admin can delete an admin user.');
        await repo.delete(id);
      });
      return null;
    },

    /** Rows for the Project Access list: every project, or a company's, within what the actor may see. */
    assignableProjects(actor: Actor, q: { clientId?: number; searchTerm?: string; pageSize: number }) {
      return projects.rows({ ...q, pageIndex: 1, accessOf: actor.scope.isAdmin ? undefined : actor.id });
    },
  };
}

function toListItem(r: Omit<UserListItem, 'modifiedAt'> & { modifiedAt: Date }): UserListItem {
  return { ...r, modifiedAt: r.modifiedAt.toISOString() };
}

export type UserService = ReturnType<typeof createUserService>;
