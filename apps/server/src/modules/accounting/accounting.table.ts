import type { BookFormat, BookRecords } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
