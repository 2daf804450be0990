import type { ReportFilters } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables';

/** What a view and a schedule both keep: whose it is, the report, its name, its filters and order. */
const savedRequest = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  report: text('report').notNull(),
  name: text('name').notNull(),
  filters: jsonb('filters').$type<ReportFilters>().notNull().default({}),
  sortColumn: text('sort_column'),
  reverse: boolean('reverse').notNull().default(false),
});

/** A report's filters and order a user saved under a name (one name per user and report). */
export const reportViews = pgTable(
  'report_views',
  {
    id: serial('id').primaryKey(),
    ...savedRequest(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_views_user_report_name_idx').on(t.userId, t.report, sql`lower(${t.name})`)],
);

/**
 * A report mailed on a schedule by its owner to chosen staff, each sent it as they may see it.
 * `nextRunAt` is claimed and moved on in one statement, so of several servers one mails it.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    ...savedRequest(),
    format: text('format').notNull(),
    cadence: text('cadence').notNull(),
    /** Users, by id: one who is deleted or loses the report is left out, and the schedule says so. */
    recipientIds: integer('recipient_ids').array().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    lastProblem: text('last_problem').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('report_schedules_next_run_idx').on(t.nextRunAt), index('report_schedules_user_idx').on(t.userId)],
);
