import type { BookFormat, BookRecords } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookDocument } from '../../platform/accounting/books';

/**
 * An export to the books (EX-…): the file written to the file storage and what it holds. Its
 * records were marked exported in the transaction that wrote this row.
 */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    records: text('records').$type<BookRecords>().notNull(),
    format: text('format').$type<BookFormat>().notNull(),
    fileName: text('file_name').notNull(),
    /** Where the file storage keeps it. */
    storageKey: text('storage_key').notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** The documents' own numbers, in the file's order. */
    documents: jsonb('documents').$type<string[]>().notNull(),
    /** The projects of its documents: who sees an export is who sees every one of them. */
    projectIds: integer('project_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('accounting_exports_number_uq').on(sql`lower(${t.number})`),
    index('accounting_exports_created_idx').on(t.createdAt, t.id),
  ],
);

/** QuickBooks Online's tokens: one row, changed under its row lock (the refresh token rotates). */
export const accountingTokens = pgTable('accounting_tokens', {
  id: integer('id').primaryKey().default(1),
  accessToken: text('access_token').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  refreshToken: text('refresh_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Payments changed in QuickBooks up to here are read (change data capture's cursor). */
  paymentsSince: timestamp('payments_since', { withTimezone: true, mode: 'date' }),
});

/**
 * Each line of a QuickBooks payment read back, once (`{payment id}:{line}`): recorded on the
 * invoice it pays, or kept with why it was not.
 */
export const accountingPayments = pgTable('accounting_payments', {
  key: text('key').primaryKey(),
  invoiceId: integer('invoice_id'),
  amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  error: text('error').notNull().default(''),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * What waits to be sent to QuickBooks Online: one row per bill or invoice, written in the
 * transaction that queued it, sent by one worker at a time, with its request id kept for retries.
 * A record is in it once (kind, record_id unique): never sent twice.
 */
export const accountingOutbox = pgTable(
  'accounting_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<BookDocument['kind']>().notNull(),
    recordId: integer('record_id').notNull(),
    /** Ours (VB-… or INV-…). */
    number: text('number').notNull(),
    projectId: integer('project_id').notNull(),
    document: jsonb('document').$type<BookDocument>().notNull(),
    requestId: text('request_id').notNull(),
    status: text('status').$type<'Pending' | 'Sent' | 'Failed'>().notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    /** QuickBooks' id of it, once sent. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: text('created_by'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('accounting_outbox_record_uq').on(t.kind, t.recordId),
    index('accounting_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'Pending'`),
    index('accounting_outbox_status_idx').on(t.status, t.id),
  ],
);
