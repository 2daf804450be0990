import { type CycleCountDetails, type CycleCountLine, cycleCountStatuses } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';
import { projectInScope, projects } from '../project';
import { cycleCountLines, cycleCounts } from './cycleCount.table';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const lineFields = {
  id: cycleCountLines.id,
  cycleCountId: cycleCountLines.cycleCountId,
  inventoryItemId: cycleCountLines.inventoryItemId,
  projectId: cycleCountLines.projectId,
  projectNumber: projects.number,
  itemNumber: cycleCountLines.itemNumber,
  description: cycleCountLines.description,
  unitOfMeasure: cycleCountLines.unitOfMeasure,
  location: cycleCountLines.location,
  expected: cycleCountLines.expected,
  counted: cycleCountLines.counted,
  reason: cycleCountLines.reason,
  countedBy: cycleCountLines.countedBy,
  countedAt: cycleCountLines.countedAt,
};

/** A count's lines of the projects the caller sees, in the order people walk them: location, then item. */
export async function linesOf(ex: Executor, scope: DataScope, cycleCountId: number): Promise<CycleCountLine[]> {
  const rows = await ex
    .select(lineFields)
    .from(cycleCountLines)
    .innerJoin(projects, eq(projects.id, cycleCountLines.projectId))
    .where(and(eq(cycleCountLines.cycleCountId, cycleCountId), projectInScope(scope, cycleCountLines.projectId)))
    .orderBy(sql`lower(${cycleCountLines.location})`, sql`lower(${cycleCountLines.itemNumber})`, cycleCountLines.id);
  return rows.map((r) => ({ ...r, countedAt: iso(r.countedAt) }));
}

/** One line with its count's status, when the caller sees its project (null otherwise). */
export async function lineOf(ex: Executor, scope: DataScope, id: number) {
  const [row] = await ex
    .select({ cycleCountId: cycleCountLines.cycleCountId, expected: cycleCountLines.expected })
    .from(cycleCountLines)
    .where(and(eq(cycleCountLines.id, id), projectInScope(scope, cycleCountLines.projectId)));
  return row ?? null;
}

/** One cycle count with its lines as the caller sees them (404 when there is none). */
export async function countOf(ex: Executor, scope: DataScope, id: number): Promise<CycleCountDetails> {
  const [row] = await ex.select().from(cycleCounts).where(eq(cycleCounts.id, id));
  if (!row) throw notFound('Cycle count');
  const lines = await linesOf(ex, scope, id);
  return {
    id: row.id,
    number: row.number,
    statusId: cycleCountStatuses.idOf(row.status),
    status: row.status,
    location: row.location,
    notes: row.notes,
    submittedAt: iso(row.submittedAt),
    appliedAt: iso(row.appliedAt),
    appliedBy: row.appliedBy,
    totals: {
      lines: lines.length,
      counted: lines.filter((l) => l.counted !== null).length,
      differences: lines.filter((l) => l.counted !== null && Number(l.counted) !== Number(l.expected)).length,
    },
    lines,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    modifiedAt: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    version: row.version,
  };
}
