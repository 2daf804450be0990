import { transactionTypes } from '@freightdesk/contracts';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../project/project.table';
import { users } from '../user/user.table';

export const fileTransactionType = pgEnum('file_transaction_type', transactionTypes);

/** A stored file: where its bytes are (blob_name, made by the server), whose it is, and what it is. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    transactionType: fileTransactionType('transaction_type').notNull(),
    folderName: text('folder_name').notNull().default(''),
    blobName: text('blob_name').notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the bytes, not from the name or the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded it; their name stays when the user is deleted. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_blob_name_uq').on(t.blobName),
    index('files_record_idx').on(t.projectId, t.transactionType, t.folderName, t.createdAt),
  ],
);
