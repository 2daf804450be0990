import type { Paged, ProjectRow } from '@freightdesk/contracts';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from './project.list';
import { customersOf, projectIdsOf, teamIdsOf } from './project.read';
import { createProjectWrites } from './project.writes';

/**
 * Project Access lists (who may see which projects), kept by this module and asked by the users
 * module (its ProjectAccessPort) and the project form's team. Each function takes the acting user
 * first and joins the caller's transaction.
 */
export function createProjectAccess({ db }: { db: Executor }) {
  return {
    /**
     * The projects on a user's list, whole: the users module's rules compare it with what the
     * caller holds (the caller sees the user; which of these they see is the rules' question).
     */
    projectIdsOf: (_actor: Actor, userId: number, tx?: Executor) => projectIdsOf(tx ?? db, userId),

    /** The projects among `ids` that exist, with their number and customer (the rules then check which the caller may grant). */
    customersOf: (_actor: Actor, ids: number[], tx?: Executor) => customersOf(tx ?? db, ids),

    /** Replaces a user's list (the users module checked the grant). */
    setProjectsOf: (_actor: Actor, input: { userId: number; projectIds: number[] }, tx?: Executor) =>
      inTransaction(db, tx, (t) => createProjectWrites(t).setProjectsOf(input.userId, input.projectIds)),

    /** The users with a project on their list (its team), when the caller sees the project; none otherwise. */
    async teamOf(actor: Actor, projectId: number, tx?: Executor): Promise<number[]> {
      const ex = tx ?? db;
      if (!(await projectListQuery.visible(ex, scopeOf(actor), projectId))) return [];
      return teamIdsOf(ex, projectId);
    },

    /** Projects that can go on a Project Access list: those the caller sees, optionally of one customer. */
    async assignable(
      actor: Actor,
      q: { clientId?: number; searchTerm?: string; pageIndex?: number; pageSize: number },
      tx?: Executor,
    ): Promise<Paged<ProjectRow>> {
      const page = await projectListQuery.page(tx ?? db, scopeOf(actor), {
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
}
export type ProjectAccess = ReturnType<typeof createProjectAccess>;
