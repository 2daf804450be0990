import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { createProjectRepository } from './project.repository';

export interface ProjectListQuery {
  clientId?: number;
  searchTerm?: string;
  pageIndex: number;
  pageSize: number;
}

export function createProjectService({ db }: { db: Db }) {
  const repo = createProjectRepository(db);
  return {
    /** Projects the actor may see: admin all, others those on their Project Access list. */
    list(actor: Actor, q: ProjectListQuery) {
      return repo.rows({ ...q, accessOf: actor.scope.isAdmin ? undefined : actor.id });
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
