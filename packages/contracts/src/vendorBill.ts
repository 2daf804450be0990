import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID, pageQuery } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { moneyText } from './projectRates';
import { quantityText } from './purchaseOrder';

/**
 * A vendor bill's queue status (docs/requirements.md section 4): Pending until a clerk approves or rejects it;
 * Exported once the accounting system has it (final).
 */
export const vendorBillStatuses = defineStatuses(['Pending', 'Approved', 'Rejected', 'Exported']);
export type VendorBillStatus = StatusOf<typeof vendorBillStatuses>;

/**
 * How a bill compares with what was ordered and received: Match (every PO line within the
 * tolerances), Exception (a line out of them, or goods not received yet), Not matched (no line
 * names a PO line: a freight bill, a project cost).
 */
export const vendorBillMatches = ['Match', 'Exception', 'Not matched'] as const;
export type VendorBillMatch = (typeof vendorBillMatches)[number];

/** What a line of a bill pays for: its expense account in the books. */
export const vendorBillCategories = ['Goods', 'Freight', 'Services', 'Warehouse', 'Other'] as const;
export type VendorBillCategory = (typeof vendorBillCategories)[number];

const version = z.number().int().min(0).max(MAX_ID);

/** A percentage: 0 to 1,000, at most 2 decimals, exact as text. */
const percentText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage, at most 2 decimals.'));

export const vendorBillLineInput = z.object({
  /** The line's id when it is kept on an update; new lines have none. */
  id: idSchema.optional(),
  /** The PO line it bills (of the bill's project): matched against its price and what was received. */
  poItemId: idSchema.nullable().default(null),
  category: z.enum(vendorBillCategories, { error: 'Pick what the line pays for.' }).default('Goods'),
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  quantity: quantityText,
  unitPrice: moneyText,
});
export type VendorBillLineInput = z.input<typeof vendorBillLineInput>;

export const vendorBillFields = z.object({
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  /** A company of the vendor or carrier type. */
  vendorId: z.number({ error: 'Pick a vendor or carrier.' }).int().positive().max(MAX_ID),
  /** The vendor's own number for the bill: once per vendor. */
  billNumber: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(60),
  billDate: isoDate,
  /** The bill date plus the vendor's payment terms when left empty. */
  dueDate: isoDate.nullable().default(null),
  /** The vendor's invoice for goods: the PO (of the project) its lines come from. */
  purchaseOrderId: idSchema.nullable().default(null),
  /** A carrier's freight bill: the shipment (of the project) it carried. */
  shipmentId: idSchema.nullable().default(null),
  /**
   * A freight bill passed through to the client: on approval the shipment gets the carrier's cost
   * and a billable freight charge of the amount plus this markup (null: the cost only).
   */
  markupPercent: percentText.nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
  lines: z.array(vendorBillLineInput).min(1, 'Enter at least one line.').max(500, 'At most 500 lines on a bill.'),
});
const dueAfter = (v: { billDate: string; dueDate: string | null }, ctx: z.RefinementCtx) => {
  if (v.dueDate && v.dueDate < v.billDate) {
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the bill date.' });
  }
};
const markupOnFreight = (v: { shipmentId: number | null; markupPercent: string | null }, ctx: z.RefinementCtx) => {
  if (v.markupPercent !== null && v.shipmentId === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['markupPercent'],
      message: 'Only a freight bill of a shipment passes through to the client.',
    });
  }
};
export const createVendorBillBody = vendorBillFields.superRefine(dueAfter).superRefine(markupOnFreight);
export type CreateVendorBillBody = z.input<typeof createVendorBillBody>;
export const updateVendorBillBody = vendorBillFields
  .extend({ id: idSchema, version })
  .superRefine(dueAfter)
  .superRefine(markupOnFreight);
export type UpdateVendorBillBody = z.input<typeof updateVendorBillBody>;

/** Moves bills through the queue (POST updateVendorStatus), all or none; each refusal is named. */
export const vendorStatusBody = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, 'Pick at least one vendor bill.')
      .max(500, 'At most 500 vendor bills at once.')
      .transform((ids) => [...new Set(ids)]),
    statusId: vendorBillStatuses.idSchema('This status does not exist.'),
    /** Why the bills are rejected (required to reject). */
    reason: z.string().trim().max(500).default(''),
    /** Why a bill with an exception is approved anyway (required then). */
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.statusId === vendorBillStatuses.idOf('Rejected') && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the bill is rejected.' });
    }
  });
export type VendorStatusBody = z.input<typeof vendorStatusBody>;

/** The provider's matching tolerances. */
export const vendorBillTolerances = z.object({
  /** How far a billed unit price may be above the PO's, in percent of it. */
  pricePercent: percentText,
  /** How many units a PO line may be billed beyond what was received of it. */
  quantityOverReceived: quantityText,
});
export type VendorBillTolerances = z.output<typeof vendorBillTolerances>;
/** The tolerances as every read answers them. */
export const vendorBillTolerancesAnswer = z.object({ pricePercent: z.string(), quantityOverReceived: z.string() });

/** One figure a line is out of tolerance on, with by how much. */
export const vendorBillException = z.object({
  lineId: z.number().int().nullable(),
  field: z.enum(['unitPrice', 'quantity', 'received']),
  message: z.string(),
});
export type VendorBillException = z.infer<typeof vendorBillException>;

export const vendorBillLine = z.object({
  id: z.number().int(),
  poItemId: z.number().int().nullable(),
  poItemNumber: z.string().nullable(),
  category: z.enum(vendorBillCategories),
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  /** The PO line's price, ordered and received quantities, when the line names one. */
  poUnitCost: z.string().nullable(),
  poQuantity: z.string().nullable(),
  poReceived: z.string().nullable(),
});
export type VendorBillLine = z.infer<typeof vendorBillLine>;

export const vendorBillDetails = z
  .object({
    id: z.number().int(),
    /** Ours: VB-…, given on entry. */
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    vendorId: z.number().int(),
    vendorName: z.string(),
    billNumber: z.string(),
    billDate: z.iso.date(),
    dueDate: z.iso.date(),
    purchaseOrderId: z.number().int().nullable(),
    purchaseOrderNumber: z.string().nullable(),
    shipmentId: z.number().int().nullable(),
    shipmentNumber: z.string().nullable(),
    markupPercent: z.string().nullable(),
    notes: z.string(),
    statusId: z.number().int(),
    status: vendorBillStatuses.schema,
    match: z.enum(vendorBillMatches),
    exceptions: z.array(vendorBillException),
    amount: z.string(),
    rejectReason: z.string(),
    approvalNote: z.string(),
    approvedAt: z.iso.datetime().nullable(),
    approvedBy: z.string().nullable(),
    exported: z.boolean(),
    exportedAt: z.iso.datetime().nullable(),
    /** The charges its approval made on the shipment: the carrier's cost, and the billable pass-through. */
    costChargeId: z.number().int().nullable(),
    billableChargeId: z.number().int().nullable(),
    lines: z.array(vendorBillLine),
    ...audit,
  })
  .meta({ id: 'VendorBill' });
export type VendorBillDetails = z.infer<typeof vendorBillDetails>;

/** A bill as its update (PUT /api/vendorBills) takes it back. */
export const vendorBillUpdateBodyOf = (b: VendorBillDetails): UpdateVendorBillBody => ({
  id: b.id,
  version: b.version,
  projectId: b.projectId,
  vendorId: b.vendorId,
  billNumber: b.billNumber,
  billDate: b.billDate,
  dueDate: b.dueDate,
  purchaseOrderId: b.purchaseOrderId,
  shipmentId: b.shipmentId,
  markupPercent: b.markupPercent,
  notes: b.notes,
  lines: b.lines.map((l) => ({
    id: l.id,
    poItemId: l.poItemId,
    category: l.category,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  })),
});

export const vendorBillList = defineList({
  name: 'vendor bills',
  columns: {
    number: { label: 'Bill', type: 'text', inSearchTerm: true },
    billNumber: { label: 'Vendor’s number', type: 'text', inSearchTerm: true },
    vendorName: { label: 'Vendor', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    billDate: { label: 'Date', type: 'date' },
    dueDate: { label: 'Due', type: 'date' },
    status: { label: 'Status', type: 'enum', values: vendorBillStatuses.listValues },
    match: {
      label: 'Match',
      type: 'enum',
      values: vendorBillMatches.map((m) => ({ value: m, label: m })),
    },
    amount: { label: 'Amount', type: 'money' },
    exported: { label: 'Exported', type: 'boolean', values: booleanValues('Exported', 'Not exported') },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'dueDate' },
  maxUnpaged: 1000,
});
export type VendorBillListColumn = ListKey<typeof vendorBillList>;
export const vendorBillSearchBody = listSearchBody(vendorBillList).extend({
  /** False leaves out the bills already exported (the queue). */
  includeExported: z.boolean().default(true),
});
export type VendorBillSearchBody = z.input<typeof vendorBillSearchBody>;
export const vendorBillListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  billNumber: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  billDate: z.iso.date(),
  dueDate: z.iso.date(),
  statusId: z.number().int(),
  status: vendorBillStatuses.schema,
  match: z.enum(vendorBillMatches),
  amount: z.string(),
  exported: z.boolean(),
  modifiedAt: z.iso.datetime(),
});
export type VendorBillListItem = z.infer<typeof vendorBillListItem>;

/** The bills a page at a time (POST pagedVendorBills): the queue leaves out the exported ones. */
export const pagedVendorBillsBody = pageQuery.extend({ includeExported: z.boolean().default(true) });
