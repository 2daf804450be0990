import type { CommonOption, ProjectStatus } from '@freightdesk/contracts';
import { type AnyColumn, and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from './project.scope';
import { projects } from './project.table';

/** The most records of one kind a picker list holds. */
export const PICKER_LIMIT = 1000;
/** Project statuses that are over. */
const CLOSED: ProjectStatus[] = ['Completed', 'Cancelled'];

/**
 * The projects the scope sees, for pickers ("P-26101 · Name"), narrowed by `where`: another
 * module's question of its records ("the projects that have POs") is declared by that module and
 * given here as a condition on `projects`.
 */
export const projectOptions = (
  ex: Executor,
  scope: DataScope,
  ...where: (SQL | undefined)[]
): Promise<CommonOption[]> =>
  ex
    .select({
      id: projects.id,
      number: projects.number,
      label: sql<string>`${projects.number} || ' · ' || ${projects.name}`,
      projectId: projects.id,
    })
    .from(projects)
    .where(and(projectInScope(scope, projects.id), ...where))
    .orderBy(asc(sql`lower(${projects.number})`))
    .limit(PICKER_LIMIT);

/** The picker's conditions on projects: one project, the open ones, those a record's project column names. */
export const projectIs = {
  one: (id: number) => eq(projects.id, id),
  open: () => notInArray(projects.status, CLOSED),
  /** `column` (a record's project id) is the project's: for an EXISTS over that record's table. */
  of: (column: AnyColumn) => eq(column, projects.id),
};
