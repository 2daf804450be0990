import { invoiceContainers, invoiceStatuses, paymentMethods } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { charges } from '../charge/charge.table';
import { clients } from '../client/client.table';
import { billingPeriods } from '../project/billingPeriod.table';
import { projects } from '../project/project.table';

export const invoiceStatus = statusEnum('invoice_status', invoiceStatuses);
export const invoiceContainer = pgEnum('invoice_container', invoiceContainers);
export const paymentMethod = pgEnum('payment_method', paymentMethods);

/**
 * An invoice: a bill to a client of a project's charges (the charges name it: charges.invoice_id),
 * for the project or one of its shipments; exported once the accounting system has it (exported_at).
 * A draft has no number (null): the number, the bill-to's name and address and the amount are set
 * at approval and never change after.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number'),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    containerModule: invoiceContainer('container_module').notNull().default('Project'),
    containerId: integer('container_id'),
    billToId: integer('bill_to_id').references(() => clients.id),
    /** The bill-to's name and primary address as they were at approval (null while a draft). */
    billToName: text('bill_to_name'),
    billToAddress: text('bill_to_address'),
    /** Net days it is due in: the bill-to's payment terms when it was made. */
    termsDays: integer('terms_days').notNull().default(30),
    /** What its charges came to at approval (null while a draft: read from the charges). */
    amount: numeric('amount', { precision: 20, scale: 2 }),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    billingPeriodId: integer('billing_period_id').references(() => billingPeriods.id, { onDelete: 'set null' }),
    status: invoiceStatus('status').notNull().default('Draft'),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    exportedAt: timestamp('exported_at', { withTimezone: true, mode: 'date' }),
    exportedBy: text('exported_by').notNull().default(''),
    /** When it was first sent: a payment removed takes it back to Sent rather than Approved. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
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

/**
 * The gapless sequences (INV for invoices, CN for credit notes): the row is locked and moved by
 * the transaction that approves or issues, so a rolled-back one gives nothing away.
 */
export const documentCounters = pgTable('document_counters', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});

/** A credit note: its own numbered document (CN-…) taking part or all of an invoice's charges off it. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    creditDate: date('credit_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true, mode: 'date' }),
    exportedBy: text('exported_by').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.id),
    index('credit_notes_project_idx').on(t.projectId, t.id),
    index('credit_notes_date_idx').on(t.creditDate, t.id),
  ],
);

/** A credit note's line: the invoice charge it credits and by how much (negative). */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** The open copy of the charge made to bill it again, when asked. */
    rebilledChargeId: integer('rebilled_charge_id'),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    index('credit_note_lines_charge_idx').on(t.chargeId),
    check('credit_note_lines_amount_negative', sql`${t.amount} < 0`),
  ],
);

/** A payment of an invoice, recorded by hand. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default(''),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.id),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
