import { billingPeriodStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { projects } from './project.table';

/** The database's type of a period's status, from the contract's array. */
export const billingPeriodStatus = statusEnum('billing_period_status', billingPeriodStatuses);

/** A project's billing periods: contiguous months from its start, Open → Closed → Invoiced. */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: billingPeriodStatus('status').notNull().default('Open'),
    /** Hours of handling and labour worked for the project in the period: what per-hour warehouse rates bill. */
    billingHours: numeric('billing_hours', { precision: 8, scale: 2 }).notNull().default('0'),
    /**
     * The hours entered per warehouse charge type ({"Handling in": "4.50", "Labour": "10"}): what
     * each per-hour rate bills. Labour's are also kept in billing_hours for older readers.
     */
    hours: jsonb('hours').$type<Record<string, string>>().notNull().default({}),
    /** A warehouse billing run's draft charges in the period waiting to be confirmed (the charge module keeps it). */
    draftCharges: integer('draft_charges').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('billing_periods_project_start_uq').on(t.projectId, t.startDate),
    // Periods with a run to confirm, by project: the home queue's few among every project's months.
    index('billing_periods_drafts_idx').on(t.projectId).where(sql`${t.draftCharges} > 0`),
  ],
);
