import { cycleCountList } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import { cycleCounts } from './cycleCount.table';

/**
 * Per row of a page: its lines, and those counted other than expected (cycle_count_lines_count_idx),
 * which a blind count keeps to itself while open.
 * The count's id is named with its table: a list without joins selects its columns unqualified.
 */
const lines = sql<number>`(select count(*)::int from cycle_count_lines l where l.cycle_count_id = "cycle_counts"."id")`;
const differences = sql<number | null>`case when "cycle_counts"."blind" and "cycle_counts"."status" = 'Open' then null
  else (select count(*)::int from cycle_count_lines l where l.cycle_count_id = "cycle_counts"."id" and l.counted <> l.expected) end`;

/**
 * The cycle counts list (cycleCountList in the contracts). A count belongs to the warehouse, not
 * to a project: the list adds no scope; a count's lines are read within the caller's projects.
 */
export const cycleCountListQuery = listQuery({
  spec: cycleCountList,
  from: cycleCounts,
  id: cycleCounts.id,
  joins: {},
  columns: {
    number: { expr: cycleCounts.number, sort: sql`lower(${cycleCounts.number})` },
    location: { expr: cycleCounts.location, sort: sql`lower(${cycleCounts.location})` },
    status: { expr: cycleCounts.status },
    lines: { expr: lines },
    differences: { expr: differences },
    createdBy: { expr: sql`coalesce(${cycleCounts.createdBy}, '')`, sort: sql`lower(${cycleCounts.createdBy})` },
    modifiedAt: { expr: cycleCounts.modifiedAt },
  },
  select: {
    id: cycleCounts.id,
    number: cycleCounts.number,
    status: cycleCounts.status,
    location: cycleCounts.location,
    lines,
    differences,
    createdBy: cycleCounts.createdBy,
    modifiedAt: cycleCounts.modifiedAt,
  },
  selectJoins: [],
  scope: () => undefined,
});
