import { invoiceContainers, invoiceStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { billingPeriods } from '../project/billingPeriod.table';
import { projects } from '../project/project.table';

export const invoiceStatus = statusEnum('invoice_status', invoiceStatuses);
export const invoiceContainer = pgEnum('invoice_container', invoiceContainers);

/**
 * An invoice: a bill to a client of a project's charges (the charges name it: charges.invoice_id),
 * for the project or one of its shipments, numbered INV-…; exported once the accounting system has
 * it (exported_at).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    containerModule: invoiceContainer('container_module').notNull().default('Project'),
    containerId: integer('container_id'),
    billToId: integer('bill_to_id').references(() => clients.id),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    billingPeriodId: integer('billing_period_id').references(() => billingPeriods.id, { onDelete: 'set null' }),
    status: invoiceStatus('status').notNull().default('Draft'),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    exportedAt: timestamp('exported_at', { withTimezone: true, mode: 'date' }),
    exportedBy: text('exported_by').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(sql`lower(${t.number})`),
    index('invoices_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('invoices_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_project_idx').on(t.projectId, t.id),
    index('invoices_container_idx').on(t.containerModule, t.containerId, t.id),
    index('invoices_status_idx').on(t.status, t.id),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_due_idx').on(t.dueDate, t.id),
    index('invoices_modified_idx').on(t.modifiedAt, t.id),
    index('invoices_unexported_idx').on(t.id).where(sql`${t.exportedAt} is null`),
  ],
);
