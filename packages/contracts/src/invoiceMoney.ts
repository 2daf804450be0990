import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema } from './common/paging';

/** A sum of money typed by a person: positive, at most 2 decimals (kept as text, never a float). */
export const positiveMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount, at most 2 decimals.')
      .refine((v) => /[1-9]/.test(v), 'The amount must be more than zero.'),
  );

export const paymentMethods = ['Check', 'ACH', 'Wire', 'Card', 'Cash', 'Other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment recorded by hand against an invoice (never beyond its balance). */
export const recordPaymentBody = z.object({
  invoiceId: idSchema,
  paymentDate: isoDate,
  amount: positiveMoney,
  method: z.enum(paymentMethods, { error: 'Pick Check, ACH, Wire, Card, Cash or Other.' }),
  reference: z.string().trim().max(60).default(''),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const invoicePayment = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  paymentDate: z.iso.date(),
  amount: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

/** One line of a credit note: an invoice charge credited, whole or in part (a positive amount to take off). */
export const creditNoteLineInput = z.object({
  chargeId: idSchema,
  amount: positiveMoney,
});
export const createCreditNoteBody = z.object({
  invoiceId: idSchema,
  /** Today when left empty. */
  creditDate: isoDate.nullable().default(null),
  reason: z.string({ error: REQUIRED }).trim().min(1, 'Say why the invoice is credited.').max(500),
  lines: z
    .array(creditNoteLineInput)
    .min(1, 'Pick at least one charge to credit.')
    .max(1000, 'At most 1,000 lines.')
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, n) => {
        if (seen.has(l.chargeId)) {
          ctx.addIssue({ code: 'custom', path: [n, 'chargeId'], message: 'This charge is credited twice.' });
        }
        seen.add(l.chargeId);
      });
    }),
  /** Copy each wholly credited charge as a new open charge of the project (to bill it again). */
  rebill: z.boolean().default(false),
});
export type CreateCreditNoteBody = z.input<typeof createCreditNoteBody>;

export const creditNoteLine = z.object({
  id: z.number().int(),
  chargeId: z.number().int(),
  description: z.string(),
  category: z.string(),
  /** Negative: what the line takes off the invoice. */
  amount: z.string(),
  /** The open charge it was billed again as, when it was. */
  rebilledChargeId: z.number().int().nullable(),
});

/** A charge of an invoice as a credit note may take it: what it came to, what is credited, what is left. */
export const creditableCharge = z.object({
  chargeId: z.number().int(),
  category: z.string(),
  type: z.string(),
  description: z.string(),
  amount: z.string(),
  credited: z.string(),
  left: z.string(),
});
export type CreditableCharge = z.infer<typeof creditableCharge>;

export const creditNoteDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    billToName: z.string().nullable(),
    billToAddress: z.string(),
    creditDate: z.iso.date(),
    reason: z.string(),
    /** Negative: the sum of its lines. */
    amount: z.string(),
    exported: z.boolean(),
    exportedAt: z.iso.datetime().nullable(),
    lines: z.array(creditNoteLine),
    ...audit,
  })
  .meta({ id: 'CreditNote' });
export type CreditNoteDetails = z.infer<typeof creditNoteDetails>;

export const creditNoteList = defineList({
  name: 'creditNotes',
  columns: {
    number: { label: 'Credit note', type: 'text', inSearchTerm: true },
    invoiceNumber: { label: 'Invoice', type: 'text', inSearchTerm: true, sortable: false },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true, sortable: false },
    invoiceId: { label: 'Invoice id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    billToName: { label: 'Bill to', type: 'text', sortable: false },
    creditDate: { label: 'Date', type: 'date' },
    reason: { label: 'Reason', type: 'text', sortable: false },
    amount: { label: 'Amount', type: 'money', sortable: false, filter: false },
    exported: { label: 'Exported', type: 'boolean', values: booleanValues('Exported', 'Not exported') },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 1000,
});
export type CreditNoteListColumn = ListKey<typeof creditNoteList>;
export const creditNoteSearchBody = listSearchBody(creditNoteList).extend({
  /** False leaves out the credit notes already exported (the export queue). */
  includeExported: z.boolean().default(true),
});
export const creditNoteListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  projectNumber: z.string(),
  billToName: z.string().nullable(),
  creditDate: z.iso.date(),
  reason: z.string(),
  amount: z.string(),
  exported: z.boolean(),
});
export type CreditNoteListItem = z.infer<typeof creditNoteListItem>;
export const creditNoteExportStatusBody = z.object({
  ids: z.array(idSchema).min(1, 'Pick at least one credit note.').max(500, 'At most 500 at once.'),
  exported: z.boolean({ error: REQUIRED }),
});

/** Aging: what each bill-to owes, by how far past due (GET /api/invoices/aging). */
export const agingQuery = z.object({
  /** The day the ages are counted to: today when left out. */
  asOf: isoDate.optional(),
});
const buckets = {
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  total: z.string(),
};
export const agingRow = z.object({
  billToId: z.number().int().nullable(),
  billToName: z.string().nullable(),
  invoices: z.number().int(),
  ...buckets,
});
export type AgingRow = z.infer<typeof agingRow>;
export const agingReport = z.object({
  asOf: z.iso.date(),
  rows: z.array(agingRow),
  totals: z.object(buckets),
});
export type AgingReport = z.infer<typeof agingReport>;
export const agingBuckets = [
  ['current', 'Current'],
  ['days1to30', '1-30'],
  ['days31to60', '31-60'],
  ['days61to90', '61-90'],
  ['over90', 'Over 90'],
  ['total', 'Total'],
] as const;
