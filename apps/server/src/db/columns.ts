import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Audit fields every record carries (docs/design.md section 4); version guards against lost updates. */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  version: integer('version').notNull().default(0),
});
