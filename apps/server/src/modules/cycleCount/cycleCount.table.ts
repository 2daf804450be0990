import { cycleCountStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { inventoryItems } from '../inventory/inventory.table';
import { projects } from '../project/project.table';

export const cycleCountStatus = statusEnum('cycle_count_status', cycleCountStatuses);

/** A count of a location (its items when it began) or of chosen items: CC-…, counted, submitted, applied. */
export const cycleCounts = pgTable(
  'cycle_counts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    status: cycleCountStatus('status').notNull().default('Open'),
    /** The location's code as counted; empty for a count of chosen items. */
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * Counted blind: while open, nobody reads a line's expected quantity. The API starts counts
     * blind; the column's default is false because the counts made before it were not.
     */
    blind: boolean('blind').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    appliedBy: text('applied_by'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('cycle_counts_number_uq').on(sql`lower(${t.number})`),
    index('cycle_counts_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('cycle_counts_location_idx').on(sql`lower(${t.location})`, t.id),
    index('cycle_counts_status_idx').on(t.status, t.id),
    index('cycle_counts_created_by_idx').on(sql`lower(${t.createdBy})`, t.id),
    index('cycle_counts_modified_idx').on(t.modifiedAt, t.id),
    index('cycle_counts_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('cycle_counts_location_trgm').using('gin', t.location.op('gin_trgm_ops')),
  ],
);

/**
 * One item of a count: what was on hand when the count began (expected), what was counted, and
 * why they differ. The item's project is kept so a reader sees only the lines of their projects.
 */
export const cycleCountLines = pgTable(
  'cycle_count_lines',
  {
    id: serial('id').primaryKey(),
    cycleCountId: integer('cycle_count_id')
      .notNull()
      .references(() => cycleCounts.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    location: text('location').notNull().default(''),
    expected: numeric('expected', { precision: 12, scale: 3 }).notNull(),
    counted: numeric('counted', { precision: 12, scale: 3 }),
    reason: text('reason').notNull().default(''),
    countedBy: text('counted_by'),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('cycle_count_lines_count_idx').on(t.cycleCountId, t.id),
    index('cycle_count_lines_item_idx').on(t.inventoryItemId),
    uniqueIndex('cycle_count_lines_item_uq').on(t.cycleCountId, t.inventoryItemId),
  ],
);
