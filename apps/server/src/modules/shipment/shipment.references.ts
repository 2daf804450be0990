import { and, eq, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { shipments } from './shipment.table';

/** A shipment of the record's project, which the caller sees: what an alert names (platform/references.ts). */
export const shipmentOfProject = (scope: DataScope, projectId: number): ReferenceCheck =>
  referenceCheck('Pick a shipment of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            inArray(shipments.id, ids),
            eq(shipments.projectId, projectId),
            projectInScope(scope, shipments.projectId),
          ),
        )
    ).map((r) => r.id),
  );
