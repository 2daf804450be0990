import { and, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
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
