import { allows, type CommonOption, type ProjectStatus } from '@freightdesk/contracts';
import { type AnyColumn, and, asc, eq, exists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
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

/** The picker's conditions on projects: one project, the open ones. */
export const projectIs = {
  one: (id: number) => eq(projects.id, id),
  open: () => notInArray(projects.status, CLOSED),
};

/**
 * The projects the caller sees that hold a record of a module (a row of `table` whose `projectId`
 * names the project), asked by that module with its View permission: none without it.
 */
export const projectsHaving = async (
  ex: Executor,
  actor: Actor,
  claim: Parameters<typeof allows>[1],
  table: PgTable,
  projectId: AnyColumn,
): Promise<CommonOption[]> =>
  allows(actor.scope, claim)
    ? projectOptions(
        ex,
        scopeOf(actor),
        exists(ex.select({ one: sql`1` }).from(table).where(eq(projectId, projects.id))),
      )
    : [];
