import { auditActions } from '@freightdesk/contracts';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditAction = pgEnum('audit_action', auditActions);

/**
 * The audit trail: every create, update and delete of a business record, written in the same
 * transaction as the change, with each changed field's value before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who: kept by id and by name, so the entry still reads well after the user is deleted. */
    userId: integer('user_id'),
    userName: text('user_name'),
    entity: text('entity').notNull(),
    recordId: integer('record_id').notNull(),
    action: auditAction('action').notNull(),
    changes: jsonb('changes')
      .notNull()
      .$type<{ field: string; before: unknown; after: unknown; redacted?: boolean }[]>(),
  },
  (t) => [index('audit_log_record_idx').on(t.entity, t.recordId, t.id)],
);
