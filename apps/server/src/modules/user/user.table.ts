import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { clients } from '../client/client.table';
import { userTypes } from '../lookup/lookup.table';

/** First and last name as one text, for search (indexed with trigrams below). */
export const userFullName = sql`(${sql.identifier('users')}.${sql.identifier('first_name')} || ' ' || ${sql.identifier('users')}.${sql.identifier('last_name')})`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: boolean('status').notNull().default(true),
    /**
     * Tokens issued before this moment no longer sign this user in: set when a password is set,
     * the user is deactivated or signs out everywhere. Null: every unexpired token counts.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_client_idx').on(t.clientId),
    // The users list sorts by last change; an export walks it in batches.
    index('users_modified_at_idx').on(t.modifiedAt, t.id),
    // Every sortable column of the list has an index in its order, with the id as tie-breaker.
    index('users_user_name_sort_idx').on(sql`lower(${t.userName})`, t.id),
    index('users_first_name_sort_idx').on(sql`lower(${t.firstName})`, t.id),
    index('users_last_name_sort_idx').on(sql`lower(${t.lastName})`, t.id),
    index('users_email_sort_idx').on(sql`lower(${t.email})`, t.id),
    index('users_type_sort_idx').on(t.userTypeId, t.id),
    index('users_status_sort_idx').on(t.status, t.id),
    index('users_admin_sort_idx').on(t.isAdmin, t.id),
    // Contains-search of the text columns (ILIKE '%text%') through trigrams.
    index('users_user_name_trgm').using('gin', t.userName.op('gin_trgm_ops')),
    index('users_first_name_trgm').using('gin', t.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm').using('gin', t.lastName.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('users_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('users_full_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** A user's module permissions: one row per Module:Action. */
export const userClaims = pgTable(
  'user_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.value] })],
);
