import { and, eq, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { receivingAlerts } from './receivingAlert.table';

/** A receiving alert of the record's project, which the caller sees: what a charge names (platform/references.ts). */
export const alertOfProject = (scope: DataScope, projectId: number): ReferenceCheck =>
  referenceCheck('Pick a receiving alert of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: receivingAlerts.id })
        .from(receivingAlerts)
        .where(
          and(
            inArray(receivingAlerts.id, ids),
            eq(receivingAlerts.projectId, projectId),
            projectInScope(scope, receivingAlerts.projectId),
          ),
        )
    ).map((r) => r.id),
  );
