import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { ilikeContains, offsetOf } from '../../platform/search';
import { clients } from '../client/client.table';
import { projectStatuses } from '../lookup/lookup.table';
import { projects } from './project.table';
import { userProjects } from './projectAccess.table';

export interface ProjectRowFilter {
  clientId?: number;
  searchTerm?: string;
  pageIndex: number;
  pageSize: number;
  /** Limit to the projects on this user's Project Access list. */
  accessOf?: number;
}

const customer = alias(clients, 'customer');
const jobSite = alias(clients, 'job_site');

/**
 * Project scoping (DESIGN.md section 5): admin sees every project; anyone else only those on
 * their Project Access list. Every project-owned read goes through this condition.
 */
export function accessibleProjects(actor: Actor): SQL | undefined {
  if (actor.scope.isAdmin) return undefined;
  return inArray(
    projects.id,
    sql`(select ${userProjects.projectId} from ${userProjects} where ${userProjects.userId} = ${actor.id})`,
  );
}

export function createProjectRepository(db: Db) {
  return {
    /** Project rows with customer, job site and status names, by number. */
    async rows(f: ProjectRowFilter) {
      const where = and(
        f.clientId ? eq(projects.customerId, f.clientId) : undefined,
        f.searchTerm ? ilikeContains(projects.number, f.searchTerm) : undefined,
        f.accessOf !== undefined
          ? inArray(
              projects.id,
              sql`(select ${userProjects.projectId} from ${userProjects} where ${userProjects.userId} = ${f.accessOf})`,
            )
          : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: projects.id,
            number: projects.number,
            customerId: projects.customerId,
            customerName: customer.name,
            jobSiteId: projects.jobSiteId,
            jobSiteName: jobSite.name,
            statusId: projects.statusId,
            status: projectStatuses.name,
          })
          .from(projects)
          .innerJoin(customer, eq(customer.id, projects.customerId))
          .innerJoin(jobSite, eq(jobSite.id, projects.jobSiteId))
          .innerJoin(projectStatuses, eq(projectStatuses.id, projects.statusId))
          .where(where)
          .orderBy(asc(projects.number), asc(projects.id))
          .limit(f.pageSize)
          .offset(offsetOf(f.pageIndex, f.pageSize)),
        db.select({ n: count() }).from(projects).where(where),
      ]);
      return { items, totalCount: total?.n ?? 0, pageIndex: f.pageIndex, pageSize: f.pageSize };
    },

    async projectIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userProjects.projectId })
        .from(userProjects)
        .where(eq(userProjects.userId, userId))
        .orderBy(asc(userProjects.projectId));
      return rows.map((r) => r.id);
    },

    /** The projects among `ids` that exist, with their customer. */
    async customersOf(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: projects.id, customerId: projects.customerId })
        .from(projects)
        .where(inArray(projects.id, ids));
    },

    /** Replaces a user's Project Access list; call inside the caller's transaction. */
    async setProjectsOf(userId: number, projectIds: number[]) {
      await db.delete(userProjects).where(eq(userProjects.userId, userId));
      if (projectIds.length) {
        await db.insert(userProjects).values(projectIds.map((projectId) => ({ userId, projectId })));
      }
    },
  };
}
export type ProjectRepository = ReturnType<typeof createProjectRepository>;
