import { type CycleCountDetails, type CycleCountLine, cycleCountStatuses } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import { Quantity } from '../../platform/quantity';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
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

/** A line as stored: what it expected, whoever may read it (the service decides what leaves). */
export type StoredLine = CycleCountLine & { expected: string };

/** A count's lines of the projects the caller sees, in the order people walk them: location, then item. */
export async function linesOf(ex: Executor, scope: DataScope, cycleCountId: number): Promise<StoredLine[]> {
  const rows = await ex
    .select(lineFields)
    .from(cycleCountLines)
    .innerJoin(projects, eq(projects.id, cycleCountLines.projectId))
    .where(and(eq(cycleCountLines.cycleCountId, cycleCountId), projectInScope(scope, cycleCountLines.projectId)))
    .orderBy(sql`lower(${cycleCountLines.location})`, sql`lower(${cycleCountLines.itemNumber})`, cycleCountLines.id);
  return rows.map((r) => ({ ...r, countedAt: iso(r.countedAt) }));
}

/**
 * What a reader is shown of a count's lines: a blind count, while open, shows nobody what was
 * expected (the counters count what is there); submitted, the applier reviews the differences.
 */
export const hidesExpected = (count: { blind: boolean; status: string }) => count.blind && count.status === 'Open';
export const withoutExpected = (line: CycleCountLine): CycleCountLine => ({ ...line, expected: null });

const differs = (l: CycleCountLine) =>
  l.counted !== null && l.expected !== null && Quantity.thousandths(l.counted) !== Quantity.thousandths(l.expected);

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
  const all = await linesOf(ex, scope, id);
  const blind = hidesExpected(row);
  const lines = blind ? all.map(withoutExpected) : all;
  return {
    id: row.id,
    number: row.number,
    statusId: cycleCountStatuses.idOf(row.status),
    status: row.status,
    location: row.location,
    notes: row.notes,
    blind: row.blind,
    submittedAt: iso(row.submittedAt),
    appliedAt: iso(row.appliedAt),
    appliedBy: row.appliedBy,
    totals: {
      lines: lines.length,
      counted: lines.filter((l) => l.counted !== null).length,
      differences: blind ? null : lines.filter(differs).length,
    },
    lines,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    modifiedAt: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    version: row.version,
  };
}
