import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { statusIdOf } from '../../platform/kit/statuses';
import { type DataScope, scopeKey } from '../../platform/scope';
import { ilikeContains } from '../../platform/search';
import { clients } from '../client/tables';
import { projectTypes } from '../lookup/tables';
import { users } from '../user/tables';
import { customer, jobSite } from './project.list';
import { projectInScope } from './project.scope';
import { projectStatus, projects } from './project.table';
import { userProjects } from './projectAccess.table';

const billingClient = alias(clients, 'billing_client');
const thirdParty = alias(clients, 'third_party');

/** The projects on a user's Project Access list, read with every user screen. */
const projectIdsByUser = preparedRead((ex) =>
  ex
    .select({ id: userProjects.projectId })
    .from(userProjects)
    .where(eq(userProjects.userId, sql.placeholder('userId')))
    .orderBy(asc(userProjects.projectId))
    .prepare(''),
);

/** One project with the names it refers to, when the scope sees it: the project hub's heading. */
const projectById = preparedRead(
  (ex, scope: DataScope) =>
    ex
      .select({
        project: projects,
        customerName: customer.name,
        jobSiteName: jobSite.name,
        billingClientName: billingClient.name,
        thirdPartyClientName: thirdParty.name,
        statusId: statusIdOf(projects.status, projectStatus),
        type: projectTypes.name,
        projectManagerName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(projects)
      .innerJoin(customer, eq(customer.id, projects.customerId))
      .innerJoin(jobSite, eq(jobSite.id, projects.jobSiteId))
      .leftJoin(billingClient, eq(billingClient.id, projects.billingClientId))
      .leftJoin(thirdParty, eq(thirdParty.id, projects.thirdPartyClientId))
      .leftJoin(projectTypes, eq(projectTypes.id, projects.typeId))
      .leftJoin(users, eq(users.id, projects.projectManagerId))
      .where(and(eq(projects.id, sql.placeholder('id')), projectInScope(scope, projects.id)))
      .prepare(''),
  scopeKey,
);

/** One project with the names it refers to, when the scope sees it; null otherwise. */
export async function projectOf(ex: Executor, scope: DataScope, id: number) {
  const [row] = await projectById(ex, scope).execute({ id });
  return row ? { ...row.project, ...row, project: undefined } : null;
}

/**
 * The projects a client takes part in, in any role (customer, job site, billing or third-party
 * client), within the scope, by number; at most 500.
 */
export function projectsInvolving(ex: Executor, scope: DataScope, clientId: number, searchTerm: string) {
  return ex
    .select({
      id: projects.id,
      number: projects.number,
      customerId: projects.customerId,
      customerName: customer.name,
      jobSiteId: projects.jobSiteId,
      jobSiteName: jobSite.name,
      statusId: statusIdOf(projects.status, projectStatus),
      status: projects.status,
    })
    .from(projects)
    .innerJoin(customer, eq(customer.id, projects.customerId))
    .innerJoin(jobSite, eq(jobSite.id, projects.jobSiteId))
    .where(
      and(
        or(
          eq(projects.customerId, clientId),
          eq(projects.jobSiteId, clientId),
          eq(projects.billingClientId, clientId),
          eq(projects.thirdPartyClientId, clientId),
        ),
        searchTerm ? ilikeContains(projects.number, searchTerm) : undefined,
        projectInScope(scope, projects.id),
      ),
    )
    .orderBy(sql`lower(${projects.number})`, asc(projects.id))
    .limit(500);
}

/** The projects on a user's Project Access list. */
export async function projectIdsOf(ex: Executor, userId: number): Promise<number[]> {
  const rows = await projectIdsByUser(ex).execute({ userId });
  return rows.map((r) => r.id);
}

/** The projects among `ids` that exist, with their number and customer (to check a Project Access list). */
export async function customersOf(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  return ex
    .select({ id: projects.id, number: projects.number, customerId: projects.customerId })
    .from(projects)
    .where(inArray(projects.id, ids));
}

/** Who has the project on their Project Access list: its team, by id. */
export async function teamIdsOf(ex: Executor, projectId: number): Promise<number[]> {
  const rows = await ex
    .select({ id: userProjects.userId })
    .from(userProjects)
    .where(eq(userProjects.projectId, projectId))
    .orderBy(asc(userProjects.userId));
  return rows.map((r) => r.id);
}

/**
 * Some projects (a notification's, say) each with its number and whether the scope sees it: a
 * project out of sight is named to nobody, and what links to it does not open.
 */
export async function projectsSeenBy(
  ex: Executor,
  scope: DataScope,
  ids: number[],
): Promise<Map<number, { id: number; number: string; seen: boolean }>> {
  if (!ids.length) return new Map();
  const inScope = projectInScope(scope, projects.id);
  const rows = await ex
    .select({
      id: projects.id,
      number: projects.number,
      seen: inScope ? sql<boolean>`(${inScope})` : sql<boolean>`true`,
    })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, seen: Boolean(r.seen) }]));
}

/** The manager of a project the scope sees (null: none, or out of sight). */
export async function projectManagerOf(ex: Executor, scope: DataScope, projectId: number): Promise<number | null> {
  const [row] = await ex
    .select({ id: projects.projectManagerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
  return row?.id ?? null;
}
