import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { flowModules } from './project';

/**
 * Purchase order statuses (GET /api/POStatus answers them with ids 1.. in this order). A person
 * sets Open, Ordered, Closed and Cancelled; Shipped, Partially Received and Received follow what
 * happens to the items.
 */
export const poStatuses = defineStatuses([
  'Open',
  'Ordered',
  'Shipped',
  'Partially Received',
  'Received',
  'Closed',
  'Cancelled',
]);
export type PoStatus = StatusOf<typeof poStatuses>;
/** Each status's id (its place in poStatuses), for code that names one. */
export const poStatusIds = {
  open: poStatuses.idOf('Open'),
  ordered: poStatuses.idOf('Ordered'),
  shipped: poStatuses.idOf('Shipped'),
  partiallyReceived: poStatuses.idOf('Partially Received'),
  received: poStatuses.idOf('Received'),
  closed: poStatuses.idOf('Closed'),
  cancelled: poStatuses.idOf('Cancelled'),
};
export const poStatusNames: string[] = [...poStatuses.values];
/** The statuses a person may pick; the others are set by shipping and receiving. */
export const manualPoStatusIds: readonly number[] = [
  poStatusIds.open,
  poStatusIds.ordered,
  poStatusIds.closed,
  poStatusIds.cancelled,
];
/** A PO in one of these has nothing left to do. */
export const finishedPoStatusIds: readonly number[] = [poStatusIds.received, poStatusIds.closed, poStatusIds.cancelled];

/** Units of measure a PO item is counted in (GET /api/poItems/uom). */
export const unitsOfMeasure = [
  'Each',
  'Box',
  'Carton',
  'Case',
  'Crate',
  'Pallet',
  'Bundle',
  'Roll',
  'Set',
  'Pair',
  'Linear foot',
  'Square foot',
  'Pound',
] as const;

const version = z.number().int().min(0).max(MAX_ID);

/** A quantity: up to 9 digits and 3 decimals, kept exact as text. */
export const quantityText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'Enter a quantity, at most 3 decimals.'));
/** A weight in pounds, at most 2 decimals. */
export const weightText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter a weight in pounds, at most 2 decimals.'));
/** One unit's dimension in inches: optional, more than zero, at most 2 decimals. */
export const inchesText = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null ? null : String(v).trim() || null))
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter inches, at most 2 decimals.')
      .refine((v) => Number(v) > 0, 'Enter more than zero inches.')
      .nullable(),
  );
/** A unit cost: up to 8 digits and 4 decimals, exact. */
export const unitCostText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, 'Enter a cost, at most 8 digits and 4 decimals.'));

export const poItemFields = z.object({
  /** The vendor's or the job's item number (a SKU, a spec tag). */
  itemNumber: z.string().trim().max(60).default(''),
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(300),
  categoryId: idSchema.nullable().default(null),
  unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }).default('Each'),
  quantity: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
  unitCost: unitCostText.default('0'),
  /** Total weight of the line, in pounds. */
  weight: weightText.default('0'),
  pieces: z.number().int().min(0).max(1_000_000).default(0),
});
export type PoItemFields = z.input<typeof poItemFields>;
export const createPoItemBody = poItemFields.extend({ purchaseOrderId: idSchema });
export const updatePoItemBody = poItemFields.extend({ id: idSchema, version });

export const poItem = z
  .object({
    id: z.number().int(),
    purchaseOrderId: z.number().int(),
    itemNumber: z.string(),
    description: z.string(),
    categoryId: z.number().int().nullable(),
    category: z.string().nullable(),
    unitOfMeasure: z.string(),
    quantity: z.string(),
    unitCost: z.string(),
    /** quantity × unit cost, rounded to the cent. */
    amount: z.string(),
    weight: z.string(),
    pieces: z.number().int(),
    /** On shipments so far; never more than ordered. */
    quantityShipped: z.string(),
    /** Received at the warehouse so far (over receipts included). */
    quantityReceived: z.string(),
    ...audit,
  })
  .meta({ id: 'PurchaseOrderItem' });
export type PoItem = z.infer<typeof poItem>;

/** Sums over a PO's items, exact. */
export const poTotals = z.object({
  items: z.number().int(),
  /** Lines not yet on shipments in full. */
  linesToShip: z.number().int(),
  /** Lines not yet received in full. */
  linesToReceive: z.number().int(),
  quantity: z.string(),
  weight: z.string(),
  pieces: z.number().int(),
  cost: z.string(),
  quantityShipped: z.string(),
  quantityReceived: z.string(),
});
export type PoTotals = z.infer<typeof poTotals>;

export const purchaseOrderFields = z.object({
  /** Left empty on create, the PO gets the next number. */
  number: z.string().trim().max(40).default(''),
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  vendorId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  statusId: idSchema.default(poStatusIds.open),
  orderDate: isoDate.nullable().default(null),
  followUpDate: isoDate.nullable().default(null),
  /** The vendor's reference (their order or quote number). */
  vendorReference: z.string().trim().max(60).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export const createPurchaseOrderBody = purchaseOrderFields.extend({
  /** Items created with the PO, in one transaction. */
  items: z.array(poItemFields).max(500).default([]),
});
export type CreatePurchaseOrderBody = z.input<typeof createPurchaseOrderBody>;
export const updatePurchaseOrderBody = purchaseOrderFields.extend({
  id: idSchema,
  version,
  number: z.string().trim().min(1, REQUIRED).max(40),
});
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBody>;
export const followUpBody = z.object({ id: idSchema, followUpDate: isoDate.nullable() });

export const purchaseOrderDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    customerName: z.string(),
    vendorId: z.number().int(),
    vendorName: z.string(),
    statusId: z.number().int(),
    status: poStatuses.schema,
    orderDate: z.iso.date().nullable(),
    followUpDate: z.iso.date().nullable(),
    vendorReference: z.string(),
    notes: z.string(),
    totals: poTotals,
    ...audit,
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrderDetails = z.infer<typeof purchaseOrderDetails>;

export const purchaseOrderList = defineList({
  name: 'purchase orders',
  columns: {
    number: { label: 'PO', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    vendorName: { label: 'Vendor', type: 'text', inSearchTerm: true },
    status: { label: 'Status', type: 'enum', values: poStatuses.listValues },
    orderDate: { label: 'Ordered', type: 'date' },
    followUpDate: { label: 'Follow-up', type: 'date' },
    itemCount: { label: 'Items', type: 'number', sortable: false, filter: false },
    totalCost: { label: 'Cost', type: 'money', sortable: false, filter: false },
    modifiedAt: { label: 'Modified', type: 'date' },
    /** Not Received, Closed or Cancelled: a PO with something left to do (the follow-ups due on the home page). */
    inProgress: {
      label: 'Progress',
      type: 'boolean',
      hidden: true,
      sortable: false,
      values: booleanValues('In progress', 'Finished'),
    },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type PurchaseOrderListColumn = ListKey<typeof purchaseOrderList>;
export const purchaseOrderSearchBody = listSearchBody(purchaseOrderList);
export const purchaseOrderSearchInBody = purchaseOrderSearchBody.extend({ projectId: idSchema });
export const purchaseOrderListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  statusId: z.number().int(),
  status: poStatuses.schema,
  orderDate: z.iso.date().nullable(),
  followUpDate: z.iso.date().nullable(),
  itemCount: z.number().int(),
  totalCost: z.string(),
  modifiedAt: z.iso.datetime(),
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItem>;

export const poItemList = defineList({
  name: 'purchase order items',
  columns: {
    itemNumber: { label: 'Item #', type: 'text', inSearchTerm: true },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    category: { label: 'Category', type: 'enum' },
    unitOfMeasure: { label: 'UOM', type: 'enum', values: unitsOfMeasure.map((u) => ({ value: u, label: u })) },
    quantity: { label: 'Qty', type: 'number' },
    unitCost: { label: 'Unit cost', type: 'money' },
    amount: { label: 'Amount', type: 'money' },
    weight: { label: 'Weight (lbs)', type: 'number' },
    pieces: { label: 'Pieces', type: 'number' },
    quantityShipped: { label: 'Shipped', type: 'number' },
    quantityReceived: { label: 'Received', type: 'number' },
  },
  defaultSort: { column: 'itemNumber' },
  maxUnpaged: 1000,
});
export type PoItemListColumn = ListKey<typeof poItemList>;
export const poItemSearchBody = listSearchBody(poItemList).extend({ purchaseOrderId: idSchema });

/** What a PO holds, per kind (its tabs' counts). */
export const purchaseOrderDataCounts = z.object({
  purchaseOrderId: z.number().int(),
  items: z.number().int(),
  shipments: z.number().int(),
  receivingAlerts: z.number().int(),
  files: z.number().int(),
});
export type PurchaseOrderDataCounts = z.infer<typeof purchaseOrderDataCounts>;

/** The modules where a PO still has work: lines not yet shipped, shipped lines not yet received. */
export const poOpenModules = z.object({
  poId: z.number().int(),
  modules: z.array(z.object({ module: z.enum(flowModules), label: z.string(), open: z.number().int() })),
});

/** Several items of one PO written at once (an import, a grid edit): all or nothing. */
export const createItemsBody = z.object({
  purchaseOrderId: idSchema,
  items: z.array(poItemFields).min(1, 'Send at least one item.').max(5000),
});
export const updateItemsBody = z.object({
  purchaseOrderId: idSchema,
  items: z.array(updatePoItemBody).min(1, 'Send at least one item.').max(5000),
});

/** One row of an import file as read, with what is wrong with it. */
export const importRow = z.object({
  /** The row's line number in the file (the header is line 1). */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** The item it becomes when valid: what POST /api/item takes. */
  item: z
    .object({
      itemNumber: z.string(),
      description: z.string(),
      categoryId: z.number().int().nullable(),
      unitOfMeasure: z.string(),
      quantity: z.string(),
      unitCost: z.string(),
      weight: z.string(),
      pieces: z.number().int(),
    })
    .nullable(),
  errors: z.record(z.string(), z.string()),
});
export const importPreview = z.object({
  fileName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(importRow),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreview>;
/** The columns an import file may have, by header (case and spaces ignored); description and quantity are required. */
export const importColumns = [
  'Item Number',
  'Description',
  'Category',
  'UOM',
  'Quantity',
  'Unit Cost',
  'Weight',
  'Pieces',
] as const;
