import { z } from 'zod';
import { invoiceStatuses } from './charge';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID, pageQuery } from './common/paging';
import type { StatusOf } from './common/statuses';

export { invoiceStatuses };
export type InvoiceStatus = StatusOf<typeof invoiceStatuses>;
export const invoiceStatusIds = {
  draft: invoiceStatuses.idOf('Draft'),
  approved: invoiceStatuses.idOf('Approved'),
  sent: invoiceStatuses.idOf('Sent'),
  paid: invoiceStatuses.idOf('Paid'),
  void: invoiceStatuses.idOf('Void'),
  partlyPaid: invoiceStatuses.idOf('Partly paid'),
};
/** Billed: approved or later and not void (what a client user sees, what is exported, what is owed). */
export const billedStatuses = ['Approved', 'Sent', 'Paid', 'Partly paid'] as const satisfies readonly InvoiceStatus[];

/** What an invoice is for: the project as a whole, or one shipment of it (docs/requirements.md's shipment invoices). */
export const invoiceContainers = ['Project', 'Shipment'] as const;
export type InvoiceContainer = (typeof invoiceContainers)[number];

const version = z.number().int().min(0).max(MAX_ID);
const chargeIds = z
  .array(idSchema)
  .min(1, 'Pick at least one charge.')
  .max(1000, 'At most 1,000 charges at once.')
  .transform((ids) => [...new Set(ids)]);

export const invoiceFields = z.object({
  /**
   * Given at approval from one gapless sequence (INV-…), never typed: a draft has none (an empty
   * string here and in every answer). Sent on an update, it is ignored.
   */
  number: z.string().trim().max(40).default(''),
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  containerModule: z.enum(invoiceContainers, { error: 'Pick Project or Shipment.' }).default('Project'),
  /** The shipment of a shipment invoice. */
  containerId: idSchema.nullable().default(null),
  /** Who is billed: the project's billing client (else its customer) when left empty. */
  billToId: idSchema.nullable().default(null),
  /** Today when left empty. */
  invoiceDate: isoDate.nullable().default(null),
  /** Thirty days after the invoice date when left empty. */
  dueDate: isoDate.nullable().default(null),
  /** The billing period it bills (a month of the project's). */
  billingPeriodId: idSchema.nullable().default(null),
  statusId: invoiceStatuses.idSchema('This status does not exist.').default(invoiceStatusIds.draft),
  /** The client's reference for it (their PO number). */
  reference: z.string().trim().max(60).default(''),
  notes: z.string().trim().max(2000).default(''),
});
const shipmentNamed = (v: { containerModule: string; containerId: number | null }, ctx: z.RefinementCtx) => {
  if (v.containerModule === 'Shipment' && v.containerId === null) {
    ctx.addIssue({ code: 'custom', path: ['containerId'], message: 'Pick the shipment the invoice is for.' });
  }
};
const dueAfter = (v: { invoiceDate: string | null; dueDate: string | null }, ctx: z.RefinementCtx) => {
  if (v.invoiceDate && v.dueDate && v.dueDate < v.invoiceDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the invoice date.' });
  }
};
export const createInvoiceBody = invoiceFields
  .extend({
    /** Open charges of the project it takes at once, all or none. */
    chargeIds: z.array(idSchema).max(1000, 'At most 1,000 charges at once.').default([]),
  })
  .superRefine(shipmentNamed)
  .superRefine(dueAfter);
export type CreateInvoiceBody = z.input<typeof createInvoiceBody>;
export const updateInvoiceBody = invoiceFields
  .extend({ id: idSchema, version })
  .superRefine(shipmentNamed)
  .superRefine(dueAfter);
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;

/** Charges put on a draft invoice (PUT UpdateChargeToInvoice) or taken off it (PUT RemoveChargesFromInvoice). */
export const invoiceChargesBody = z.object({ invoiceId: idSchema, chargeIds });
export type InvoiceChargesBody = z.input<typeof invoiceChargesBody>;

/** Marks invoices exported to the accounting system, or not (POST updateExportStatus). */
export const invoiceExportStatusBody = z.object({
  ids: z.array(idSchema).min(1, 'Pick at least one invoice.').max(500, 'At most 500 invoices at once.'),
  exported: z.boolean({ error: REQUIRED }),
});

export const invoiceTotals = z.object({
  /** How many charges it takes, and of them the project's own (miscellaneous) ones. */
  charges: z.number().int(),
  misc: z.number().int(),
  /** The sum of its charges (frozen at approval). */
  amount: z.string(),
  /** What its credit notes take off (a positive figure). */
  credited: z.string(),
  /** What has been paid of it. */
  paid: z.string(),
  /** amount - credited - paid. */
  balance: z.string(),
});

export const invoiceDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    containerModule: z.enum(invoiceContainers),
    containerId: z.number().int().nullable(),
    containerNumber: z.string().nullable(),
    billToId: z.number().int().nullable(),
    billToName: z.string().nullable(),
    /** The bill-to's primary address, as the invoice prints it (frozen at approval, as the name). */
    billToAddress: z.string(),
    /** Net days it is due in: the bill-to's payment terms when it was made. */
    termsDays: z.number().int(),
    invoiceDate: z.iso.date(),
    dueDate: z.iso.date(),
    billingPeriodId: z.number().int().nullable(),
    billingPeriodStart: z.iso.date().nullable(),
    billingPeriodEnd: z.iso.date().nullable(),
    statusId: z.number().int(),
    status: invoiceStatuses.schema,
    reference: z.string(),
    notes: z.string(),
    exported: z.boolean(),
    exportedAt: z.iso.datetime().nullable(),
    exportedBy: z.string(),
    totals: invoiceTotals,
    ...audit,
  })
  .meta({ id: 'Invoice' });
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

/** An invoice as its update (PUT /api/invoices) takes it back: what a form or a status move starts from. */
export const invoiceUpdateBodyOf = (i: InvoiceDetails) => ({
  id: i.id,
  version: i.version,
  number: i.number,
  projectId: i.projectId,
  containerModule: i.containerModule,
  containerId: i.containerId,
  billToId: i.billToId,
  invoiceDate: i.invoiceDate,
  dueDate: i.dueDate,
  billingPeriodId: i.billingPeriodId,
  statusId: i.statusId,
  reference: i.reference,
  notes: i.notes,
});

export const invoiceList = defineList({
  name: 'invoices',
  columns: {
    number: { label: 'Invoice', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    billToName: { label: 'Bill to', type: 'text', inSearchTerm: true },
    invoiceDate: { label: 'Date', type: 'date' },
    dueDate: { label: 'Due', type: 'date' },
    status: { label: 'Status', type: 'enum', values: invoiceStatuses.listValues },
    amount: { label: 'Amount', type: 'money', sortable: false, filter: false },
    balance: { label: 'Balance', type: 'money', sortable: false, filter: false },
    exported: { label: 'Exported', type: 'boolean', values: booleanValues('Exported', 'Not exported') },
    /** Billed and something still owed (the aging's links). */
    open: {
      label: 'Owing',
      type: 'boolean',
      hidden: true,
      sortable: false,
      values: booleanValues('Owing', 'Nothing owed'),
    },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 1000,
});
export type InvoiceListColumn = ListKey<typeof invoiceList>;
export const invoiceSearchBody = listSearchBody(invoiceList).extend({
  /** False leaves out the invoices already exported (the export queue). */
  includeExported: z.boolean().default(true),
});
export type InvoiceSearchBody = z.input<typeof invoiceSearchBody>;
export const invoiceListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  billToName: z.string().nullable(),
  invoiceDate: z.iso.date(),
  dueDate: z.iso.date(),
  statusId: z.number().int(),
  status: invoiceStatuses.schema,
  amount: z.string(),
  balance: z.string(),
  exported: z.boolean(),
  containerModule: z.enum(invoiceContainers),
  containerId: z.number().int().nullable(),
  modifiedAt: z.iso.datetime(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/** A project's or a shipment's invoices (GET GetInvoices?Id&containerModule). */
export const containerInvoicesQuery = pageQuery.extend({
  Id: z.coerce.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  containerModule: z.enum(invoiceContainers, { error: 'Name Project or Shipment.' }).default('Project'),
});
/** The invoices a page at a time (POST pagedInvoices): the export queue leaves out the exported ones. */
export const pagedInvoicesBody = pageQuery.extend({
  includeExported: z.boolean().default(true),
  containerModule: z.enum(invoiceContainers).optional(),
});
export const invoiceChargeCountQuery = z.object({
  id: z.coerce.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  /** True: the project's own (miscellaneous) charges on it; false: those on its records; absent: all. */
  isMisc: z.stringbool().optional(),
});
