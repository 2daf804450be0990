import { z } from 'zod';
import { REQUIRED } from './common/errors';
import { MAX_ID } from './common/paging';

/** What an export sends the books: approved vendor bills, billed invoices, or credit notes. */
export const bookRecords = ['vendorBills', 'invoices', 'creditNotes'] as const;
export type BookRecords = (typeof bookRecords)[number];
/** The file it is written as: QuickBooks Desktop's IIF, or the CSV QuickBooks Online imports. */
export const bookFormats = ['iif', 'csv'] as const;
export type BookFormat = (typeof bookFormats)[number];

export const createAccountingExportBody = z.object({
  records: z.enum(bookRecords, { error: 'Pick vendor bills, invoices or credit notes.' }),
  format: z.enum(bookFormats, { error: 'Pick IIF (QuickBooks Desktop) or CSV (QuickBooks Online).' }),
});
export type CreateAccountingExportBody = z.input<typeof createAccountingExportBody>;

/** An export to the books: the file written and what it holds (each record in it is marked exported). */
export const accountingExport = z
  .object({
    id: z.number().int(),
    /** EX-1001 on. */
    number: z.string(),
    records: z.enum(bookRecords),
    format: z.enum(bookFormats),
    fileName: z.string(),
    /** How many documents it holds, and what they come to. */
    count: z.number().int(),
    amount: z.string(),
    /** The documents' own numbers (VB-… or INV-…), in the file's order. */
    documents: z.array(z.string()),
    createdAt: z.iso.datetime(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'AccountingExport' });
export type AccountingExport = z.infer<typeof accountingExport>;

export const accountingExportQuery = z.object({
  pageIndex: z.coerce.number({ error: REQUIRED }).int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(25),
});

/** Queues what waits for QuickBooks Online (POST /api/accounting/sync). */
export const accountingSyncBody = z.object({
  records: z.enum(bookRecords, { error: 'Pick vendor bills, invoices or credit notes.' }),
});

export const outboxStatuses = ['Pending', 'Sent', 'Failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A bill or invoice on its way to QuickBooks Online: sent, waiting (with its next try), or failed with the reason. */
export const outboxEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(['bill', 'invoice', 'creditMemo']),
    recordId: z.number().int(),
    number: z.string(),
    /** The document number the books keep (the vendor's bill number; our invoice number). */
    docNumber: z.string(),
    party: z.string(),
    amount: z.string(),
    status: z.enum(outboxStatuses),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime(),
    lastError: z.string(),
    externalId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxEntry' });
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const outboxQuery = accountingExportQuery.extend({
  status: z.enum(outboxStatuses, { error: 'Pick Pending, Sent or Failed.' }).optional(),
  /** One record's documents: its kind and id (a bill's screen asks whether QuickBooks refused it). */
  kind: z.enum(['bill', 'invoice', 'creditMemo'], { error: 'Pick bill, invoice or creditMemo.' }).optional(),
  recordId: z.coerce
    .number({ error: 'Give a record id.' })
    .int({ error: 'Give a record id.' })
    .positive({ error: 'Give a record id.' })
    .max(MAX_ID, { error: 'Give a record id.' })
    .optional(),
});

/** Whether QuickBooks Online is connected, and what waits for it or failed. */
export const accountingStatus = z.object({
  quickBooksOnline: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
});
