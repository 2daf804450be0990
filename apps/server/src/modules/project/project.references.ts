import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { billingPeriods } from './billingPeriod.table';
import { projectInScope } from './project.scope';
import { projects } from './project.table';

/**
 * A record's own project, declared by its writes (platform/references.ts): one the caller sees, or
 * the write is a 404 that tells nothing of it.
 */
export const projectOfScope = (scope: DataScope): ReferenceCheck =>
  referenceCheck(
    'Pick a project.',
    async (ex, ids) =>
      (
        await ex
          .select({ id: projects.id })
          .from(projects)
          .where(and(inArray(projects.id, ids), projectInScope(scope, projects.id)))
      ).map((r) => r.id),
    'Project',
  );

/** A billing period of the project, for a write that names one (an invoice's period). */
export const billingPeriodOfProject = (projectId: number): ReferenceCheck =>
  referenceCheck('Pick a billing period of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: billingPeriods.id })
        .from(billingPeriods)
        .where(and(inArray(billingPeriods.id, ids), eq(billingPeriods.projectId, projectId)))
    ).map((r) => r.id),
  );

/** The project of a billing period the caller sees, or null (none, or outside the scope). */
export async function projectOfBillingPeriod(ex: Executor, scope: DataScope, id: number): Promise<number | null> {
  const [row] = await ex
    .select({ projectId: billingPeriods.projectId })
    .from(billingPeriods)
    .where(and(eq(billingPeriods.id, id), projectInScope(scope, billingPeriods.projectId)));
  return row?.projectId ?? null;
}
