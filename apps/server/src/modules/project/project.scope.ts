import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/scope';
import { projects } from './project.table';
import { userProjects } from './projectAccess.table';

/**
 * The ids of the projects a scope sees, as a subquery: those on the user's Project Access list,
 * and for a client user only those of their own company. Undefined for a full scope.
 */
export function visibleProjectIds(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.companyId === null) {
    return sql`(select ${userProjects.projectId} from ${userProjects} where ${userProjects.userId} = ${scope.userId})`;
  }
  return sql`(select ${userProjects.projectId} from ${userProjects} join ${projects} on ${projects.id} = ${userProjects.projectId} where ${userProjects.userId} = ${scope.userId} and ${projects.customerId} = ${scope.companyId})`;
}

/**
 * The condition every query over project-owned data carries: its project id column among the
 * projects the scope sees. Any module's repository puts it in its WHERE (through this module's
 * index.ts), for lists, counts, exports and reads by id alike.
 */
export function projectInScope(scope: DataScope, projectId: AnyColumn | SQL): SQL | undefined {
  const ids = visibleProjectIds(scope);
  return ids ? sql`${projectId} in ${ids}` : undefined;
}

/** The clients that the scope's projects involve (customer, job site, billing and third party), as a subquery. */
export function clientsOfProjects(scope: DataScope): SQL | undefined {
  const ids = visibleProjectIds(scope);
  if (!ids) return undefined;
  const of = (column: AnyColumn) => sql`select ${column} from ${projects} where ${projects.id} in ${ids}`;
  return sql`(${of(projects.customerId)} union ${of(projects.jobSiteId)} union ${of(projects.billingClientId)} union ${of(projects.thirdPartyClientId)})`;
}
