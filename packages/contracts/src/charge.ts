import { z } from 'zod';
import { billingPeriod } from './billingPeriod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID, pageQuery } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { moneyText, warehouseChargeTypes } from './projectRates';
import { chargeStates, warehouseBreakdown } from './warehouseBreakdown';

/**
 * What a charge belongs to (docs/requirements.md's containerModule): the project itself or one of its records.
 * An invoice's own charges (its miscellaneous lines) come with the invoices.
 */
export const chargeContainers = ['Project', 'PO', 'Shipment', 'RA', 'PickTicket', 'Invoice'] as const;
export type ChargeContainer = (typeof chargeContainers)[number];
/** The containers a charge is entered on by hand. */
export const manualChargeContainers = ['Project', 'PO', 'Shipment', 'RA', 'PickTicket'] as const;
export const chargeContainerLabels: Record<ChargeContainer, string> = {
  Project: 'Project',
  PO: 'Purchase order',
  Shipment: 'Shipment',
  RA: 'Receiving alert',
  PickTicket: 'Pick ticket',
  Invoice: 'Invoice',
};

/**
 * Charge categories (GET /api/chargeCategory answers them with ids 1.. in this order). Cost is the
 * provider's own cost recorded against a record (a carrier's bill for a shipment): it is never
 * billed, and a client user never sees it.
 */
export const chargeCategories = defineStatuses(['Freight', 'Services', 'Warehouse', 'Other', 'Cost']);
export type ChargeCategory = StatusOf<typeof chargeCategories>;
export const COST_CATEGORY: ChargeCategory = 'Cost';

/** A kind of charge: its category, the unit it is usually counted in, and whether a client user sees it. */
export interface ChargeType {
  id: number;
  categoryId: number;
  category: ChargeCategory;
  name: string;
  unit: string;
  isClient: boolean;
}

const typeRows: [ChargeCategory, string, string][] = [
  ['Freight', 'Line haul', 'Mile'],
  ['Freight', 'Fuel surcharge', 'Flat'],
  ['Freight', 'Accessorial', 'Each'],
  ['Freight', 'Detention', 'Hour'],
  ['Services', 'Installation', 'Hour'],
  ['Services', 'Inspection', 'Each'],
  ['Services', 'Debris removal', 'Load'],
  ['Services', 'Project management', 'Hour'],
  ...warehouseChargeTypes.map((name): [ChargeCategory, string, string] => [
    'Warehouse',
    name,
    name === 'Storage' ? 'CWT' : name === 'Labour' ? 'Hour' : 'CWT',
  ]),
  ['Other', 'Miscellaneous', 'Each'],
  ['Cost', 'Carrier cost', 'Flat'],
  ['Cost', 'Vendor cost', 'Flat'],
  // A carrier's freight bill passed through to the client with the project's markup.
  ['Freight', 'Carrier freight', 'Flat'],
];

/**
 * The charge types (GET /api/chargeType), declared once: ids 1.. in this order, so the list only
 * grows at its end.
 */
export const chargeTypes: readonly ChargeType[] = typeRows.map(([category, name, unit], i) => ({
  id: i + 1,
  categoryId: chargeCategories.idOf(category),
  category,
  name,
  unit,
  isClient: category !== COST_CATEGORY,
}));
export const chargeTypeOf = (id: number): ChargeType | undefined => chargeTypes[id - 1];

/**
 * Invoice statuses (GET /api/invoiceStatus). A charge on an invoice is no longer open: it changes
 * only when the invoice lets it go.
 */
export const invoiceStatuses = defineStatuses(['Draft', 'Approved', 'Sent', 'Paid', 'Void', 'Partly paid']);

/** Open until an invoice takes it. */
export const chargeStatuses = defineStatuses(['Open', 'Invoiced']);

export const chargeTypeSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  category: chargeCategories.schema,
  name: z.string(),
  unit: z.string(),
  isClient: z.boolean(),
});

const version = z.number().int().min(0).max(MAX_ID);
/** A quantity that may be below zero (only an adjustment's is allowed to be: see quantityRule). */
const signedQuantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d{1,9}(\.\d{1,3})?$/, 'Enter a quantity, at most 3 decimals.'));

export const chargeFields = z.object({
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  /** The project itself, or one of its records named by containerId. */
  containerModule: z.enum(manualChargeContainers, { error: 'Pick what the charge is for.' }).default('Project'),
  containerId: idSchema.nullable().default(null),
  typeId: z
    .number({ error: 'Pick a charge type.' })
    .int()
    .positive()
    .max(MAX_ID)
    .refine((id) => chargeTypeOf(id) !== undefined, 'Pick a charge type.'),
  description: z.string().trim().max(200).default(''),
  /** The day the work was done or the cost arose; today when left empty. */
  chargeDate: isoDate.nullable().default(null),
  quantity: signedQuantity,
  /**
   * A manual adjustment of a confirmed warehouse charge: the charge it corrects (of the same
   * project). Only an adjustment's quantity may be below zero (money given back).
   */
  correctsChargeId: idSchema.nullable().default(null),
  /** What the quantity counts (Hour, CWT, Mile…); the type's unit when left empty. */
  unit: z.string().trim().max(20).default(''),
  rate: moneyText,
});
/** The record named unless the charge is the project's own; a quantity above zero unless it is an adjustment. */
const containerNamed = (
  v: { containerModule: string; containerId: number | null; quantity: string; correctsChargeId: number | null },
  ctx: z.RefinementCtx,
) => {
  if (v.containerModule !== 'Project' && v.containerId === null) {
    ctx.addIssue({ code: 'custom', path: ['containerId'], message: 'Pick the record the charge is for.' });
  }
  const q = v.quantity.replace(/^-/, '');
  const zero = /^0*(\.0*)?$/.test(q);
  if (v.correctsChargeId === null && (v.quantity.startsWith('-') || zero)) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'The quantity must be more than zero.' });
  } else if (zero) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'An adjustment is not zero.' });
  }
};
export const createChargeBody = chargeFields.superRefine(containerNamed);
export type CreateChargeBody = z.input<typeof createChargeBody>;
export const updateChargeBody = chargeFields.extend({ id: idSchema, version }).superRefine(containerNamed);
export type UpdateChargeBody = z.input<typeof updateChargeBody>;

/** A charge as every read answers it: amount = quantity × rate, rounded to the cent. */
export const charge = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    containerModule: z.enum(chargeContainers),
    containerId: z.number().int().nullable(),
    /** The record's number (PO-…, a shipment's…); null for the project's own charges. */
    containerNumber: z.string().nullable(),
    categoryId: z.number().int(),
    category: chargeCategories.schema,
    typeId: z.number().int(),
    type: z.string(),
    description: z.string(),
    chargeDate: z.iso.date(),
    quantity: z.string(),
    unit: z.string(),
    rate: z.string(),
    amount: z.string(),
    status: chargeStatuses.schema,
    invoiceId: z.number().int().nullable(),
    /** Made by the warehouse's billing run (storage, handling…), not by hand. */
    warehouse: z.boolean(),
    /**
     * Draft: made by a billing run and not reviewed yet (staff only, replaced by the next run).
     * Confirmed: frozen, seen by the client, what an invoice takes. Charges entered by hand are confirmed as made.
     */
    state: z.enum(chargeStates),
    /** A correction of a confirmed warehouse charge (its amount may be negative). */
    adjustment: z.boolean(),
    /** The confirmed charge an adjustment corrects. */
    correctsChargeId: z.number().int().nullable(),
    billingPeriodId: z.number().int().nullable(),
    /** How a warehouse charge was worked out (null on charges entered by hand). */
    breakdown: warehouseBreakdown.nullable(),
    ...audit,
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof charge>;

const values = (xs: readonly string[]) => xs.map((v) => ({ value: v, label: v }));

export const chargeList = defineList({
  name: 'charges',
  columns: {
    chargeDate: { label: 'Date', type: 'date' },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    containerModule: {
      label: 'For',
      type: 'enum',
      values: chargeContainers.map((c) => ({ value: c, label: chargeContainerLabels[c] })),
    },
    containerNumber: { label: 'Record', type: 'text', sortable: false, filter: false },
    category: { label: 'Category', type: 'enum', values: chargeCategories.listValues },
    type: { label: 'Type', type: 'enum', values: values(chargeTypes.map((t) => t.name)) },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    quantity: { label: 'Qty', type: 'number', sortable: false },
    unit: { label: 'Unit', type: 'text', filter: false, sortable: false },
    rate: { label: 'Rate', type: 'money', sortable: false },
    amount: { label: 'Amount', type: 'money' },
    status: { label: 'Status', type: 'enum', values: chargeStatuses.listValues },
    state: { label: 'Review', type: 'enum', values: values(['Draft', 'Confirmed', 'Adjustment']) },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'chargeDate', reverse: true },
  maxUnpaged: 1000,
});
export type ChargeListColumn = ListKey<typeof chargeList>;

/**
 * The charges search (POST /api/charges/Search): the shared payload, narrowed by docs/requirements.md's fields
 * to a project, a kind of record, one shipment or one invoice.
 */
export const chargeSearchBody = listSearchBody(chargeList).extend({
  projectId: idSchema.optional(),
  containerModule: z.enum(chargeContainers).optional(),
  shipmentId: idSchema.optional(),
  invoiceId: idSchema.optional(),
});
export type ChargeSearchBody = z.input<typeof chargeSearchBody>;

/** A record's charges, a page at a time (POST /api/Charges/paged): `type` is its containerModule. */
export const chargesPagedBody = pageQuery.extend({
  id: idSchema,
  type: z.enum(chargeContainers, {
    error: 'Name the kind of record: Project, PO, Shipment, RA, PickTicket or Invoice.',
  }),
});
/** The same searched (POST /api/Charges/searchPaged): `moduleName` is the containerModule. */
export const chargesSearchPagedBody = listSearchBody(chargeList).extend({
  id: idSchema,
  moduleName: z.enum(chargeContainers, {
    error: 'Name the kind of record: Project, PO, Shipment, RA, PickTicket or Invoice.',
  }),
});
export const containerChargesQuery = z.object({
  type: z.enum(chargeContainers, {
    error: 'Name the kind of record: Project, PO, Shipment, RA, PickTicket or Invoice.',
  }),
  Id: z.coerce.number({ error: REQUIRED }).int().positive().max(MAX_ID),
});

/** What the charge form's pickers need at once (GET /api/Charges/getChargesMasterData). */
export const chargesMasterData = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: chargeCategories.schema })),
  types: z.array(chargeTypeSchema),
  containers: z.array(z.object({ value: z.enum(chargeContainers), label: z.string() })),
});

/** A project's latest billing period and its status (GET /api/Charges/GetLastBillingPeriodInvoiceStatus/{id}). */
export const lastBillingPeriod = z.object({
  projectId: z.number().int(),
  billingPeriod: billingPeriod.nullable(),
});

/** What a project's charges add up to: open (not yet invoiced) and invoiced, billable only (costs apart). */
export const chargeTotals = z.object({
  count: z.number().int(),
  open: z.string(),
  invoiced: z.string(),
  /** The provider's own costs (staff only: zero for a client user, who does not see them). */
  cost: z.string(),
});
export type ChargeTotals = z.infer<typeof chargeTotals>;
