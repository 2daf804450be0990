import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { createProjectRepository } from './project.repository';

/**
 * Project Access lists, for the users module and the project form's team: who may see which projects. Each function takes
 * the executor to run on, so it joins the caller's transaction.
 */
export const projectAccess = {
  projectIdsOf: (ex: Executor, userId: number) => createProjectRepository(ex).projectIdsOf(userId),
  customersOf: (ex: Executor, ids: number[]) => createProjectRepository(ex).customersOf(ids),
  setProjectsOf: (ex: Executor, userId: number, ids: number[]) =>
    createProjectRepository(ex).setProjectsOf(userId, ids),
  /** The users with a project on their list (the project's team), by id. */
  teamOf: (ex: Executor, projectId: number) => createProjectRepository(ex).teamIdsOf(projectId),
  /** Gives a project to some users and takes it from others (its team changed on the project form). */
  changeTeam: (ex: Executor, projectId: number, add: number[], remove: number[]) =>
    createProjectRepository(ex).changeTeam(projectId, add, remove),

  /** Projects that can go on a Project Access list: those the scope sees, optionally of one customer. */
  async assignable(
    ex: Executor,
    scope: DataScope,
    q: { clientId?: number; searchTerm?: string; pageIndex?: number; pageSize: number },
  ) {
    const page = await createProjectRepository(ex).list.page(ex, scope, {
      searchFields: {
        ...(q.clientId ? { customerId: String(q.clientId) } : {}),
        ...(q.searchTerm ? { number: q.searchTerm } : {}),
      },
      reverse: false,
      paged: true,
      pageIndex: q.pageIndex ?? 1,
      pageSize: q.pageSize,
    });
    return { ...page, items: page.items.map(({ modifiedAt: _, ...r }) => r) };
  },
};
export type ProjectAccess = typeof projectAccess;
