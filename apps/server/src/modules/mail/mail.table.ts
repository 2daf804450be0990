import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the product writes; sentAt is set once an SMTP server took it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
