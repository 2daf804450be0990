import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { warehouseTimeZone } from '../../platform/businessDate';
import type { ResolvedFilters } from '../../platform/report/reportQuery';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { projects } from '../project/tables';

/**
 * What every report of project work is narrowed by: the caller's projects, then the project asked
 * for or the client's (the project's customer). The query joins `projects` on `projectId`.
 */
export function ofProjects(scope: DataScope, f: ResolvedFilters, projectId: AnyColumn): SQL | undefined {
  return and(
    projectInScope(scope, projectId),
    f.projectId === undefined ? undefined : eq(projectId, f.projectId),
    f.clientId === undefined ? undefined : eq(projects.customerId, f.clientId),
  );
}

/** Whole days from `date` to the report's day, none before it; null when there is no date. */
export const daysPast = (asOf: string, date: AnyColumn) =>
  sql`case when ${date} is null then null else greatest(${asOf}::date - ${date}, 0) end`;

/**
 * `projectId` among the projects a report counts the work of, or nothing to ask when those are
 * every project (the caller sees them all and narrowed to none): every row belongs to a project, so
 * a read need not join its way to the project only to be told yes (a period's item log, 90,000 rows).
 */
export function inProjectsOf(scope: DataScope, f: ResolvedFilters, projectId: AnyColumn | SQL): SQL | undefined {
  const where = ofProjects(scope, f, projects.id);
  return where ? sql`${projectId} in (select ${projects.id} from ${projects} where ${where})` : undefined;
}

/** inProjectsOf as a condition to write into SQL text: `true` when the report counts every project. */
export const inReportProjects = (scope: DataScope, f: ResolvedFilters, projectId: AnyColumn | SQL): SQL =>
  inProjectsOf(scope, f, projectId) ?? sql`true`;

/**
 * An instant falling on the warehouse's days `from` to `to`, written as a range of instants so an
 * index on the column serves it (a put-away, a delivery).
 */
export function onWarehouseDays(at: AnyColumn, f: ResolvedFilters): SQL {
  const zone = warehouseTimeZone();
  return sql`${at} >= (${f.from}::date::timestamp at time zone ${zone})
    and ${at} < ((${f.to}::date + 1)::timestamp at time zone ${zone})`;
}
