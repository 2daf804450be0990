import { and, eq, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { pickTickets } from './pickTicket.table';

/** A pick ticket of the record's project, which the caller sees: what a charge names (platform/references.ts). */
export const pickTicketOfProject = (scope: DataScope, projectId: number): ReferenceCheck =>
  referenceCheck('Pick a pick ticket of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: pickTickets.id })
        .from(pickTickets)
        .where(
          and(
            inArray(pickTickets.id, ids),
            eq(pickTickets.projectId, projectId),
            projectInScope(scope, pickTickets.projectId),
          ),
        )
    ).map((r) => r.id),
  );
