import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../project/project.table';
import { users } from '../user/user.table';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The screen it leads to; the reader is sent where they may go (see notification.links.ts). */
    link: text('link').notNull().default(''),
    /** The project it is about, if any: a reader who may not open the link is sent to another screen of it. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }).notNull(),
    dismissed: boolean('dismissed').notNull().default(false),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What scheduled it ("po-follow-up:12"), so moving or clearing the date finds it. */
    source: text('source'),
    /** When it was mailed to a user who gets reminders by e-mail; once only. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_due_idx').on(t.userId, t.dismissed, t.scheduledFor),
    index('notifications_source_idx').on(t.source),
    // A project's deletion clears its notifications' project without reading them all.
    index('notifications_project_idx').on(t.projectId),
    // The mailer's queue: due, not yet mailed, not dismissed.
    index('notifications_unmailed_idx').on(t.scheduledFor).where(sql`${t.emailedAt} is null and not ${t.dismissed}`),
  ],
);

/** A user's choice to get their reminders by e-mail too (off unless they turn it on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull().default(false),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
