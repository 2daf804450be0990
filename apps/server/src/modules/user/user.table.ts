import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { clients } from '../client/client.table';
import { userTypes } from '../lookup/lookup.table';

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
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_client_idx').on(t.clientId),
    // The users list sorts by last change; an export walks it in batches.
    index('users_modified_at_idx').on(t.modifiedAt, t.id),
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
