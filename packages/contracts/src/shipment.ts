import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { quantityText, unitsOfMeasure, weightText } from './purchaseOrder';

/** Shipment statuses (GET /api/shipmentStatus), by id. Cancelled is final: it gives the PO lines back. */
export const shipmentStatuses = defineStatuses(['Booked', 'In Transit', 'Delivered', 'Exception', 'Cancelled']);
export type ShipmentStatus = StatusOf<typeof shipmentStatuses>;
/** Each status's id (its place in shipmentStatuses), for code that names one. */
export const shipmentStatusIds = {
  booked: shipmentStatuses.idOf('Booked'),
  inTransit: shipmentStatuses.idOf('In Transit'),
  delivered: shipmentStatuses.idOf('Delivered'),
  exception: shipmentStatuses.idOf('Exception'),
  cancelled: shipmentStatuses.idOf('Cancelled'),
};

const version = z.number().int().min(0).max(MAX_ID);

const datesInOrder = (
  s: { shipDate: string | null; expectedDate: string | null; deliveredDate: string | null },
  ctx: z.RefinementCtx,
) => {
  if (s.shipDate && s.expectedDate && s.expectedDate < s.shipDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['expectedDate'],
      message: 'Expected delivery cannot be before the ship date.',
    });
  }
  if (s.shipDate && s.deliveredDate && s.deliveredDate < s.shipDate) {
    ctx.addIssue({ code: 'custom', path: ['deliveredDate'], message: 'Delivery cannot be before the ship date.' });
  }
};

export const shipmentFields = z.object({
  /** Left empty on create, the shipment gets the next number. */
  number: z.string().trim().max(40).default(''),
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  /** A carrier from the address book (type Carrier). */
  carrierId: idSchema.nullable().default(null),
  methodId: idSchema.nullable().default(null),
  statusId: idSchema.default(shipmentStatusIds.booked),
  /** Who ships it (a vendor) and where it goes (the warehouse or a job site); both from the address book. */
  shipperId: idSchema.nullable().default(null),
  consigneeId: idSchema.nullable().default(null),
  shipDate: isoDate.nullable().default(null),
  expectedDate: isoDate.nullable().default(null),
  deliveredDate: isoDate.nullable().default(null),
  /** The carrier's tracking or bill-of-lading number. */
  trackingNumber: z.string().trim().max(60).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export const createShipmentBody = shipmentFields.superRefine(datesInOrder);
export type CreateShipmentBody = z.input<typeof createShipmentBody>;
export const updateShipmentBody = shipmentFields
  .extend({ id: idSchema, version, number: z.string().trim().min(1, REQUIRED).max(40) })
  .superRefine(datesInOrder);
export type UpdateShipmentBody = z.input<typeof updateShipmentBody>;

export const shipmentItem = z
  .object({
    id: z.number().int(),
    shipmentId: z.number().int(),
    /** The PO line it ships, or null for a line entered by hand. */
    poItemId: z.number().int().nullable(),
    purchaseOrderId: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    quantity: z.string(),
    weight: z.string(),
    pieces: z.number().int(),
    ...audit,
  })
  .meta({ id: 'ShipmentItem' });
export type ShipmentItem = z.infer<typeof shipmentItem>;

/** Sums over a shipment's lines, counted by the database (its lines are read through their own list). */
export const shipmentTotals = z.object({
  items: z.number().int(),
  /** The purchase orders whose lines it carries. */
  purchaseOrders: z.number().int(),
  quantity: z.string(),
  weight: z.string(),
  pieces: z.number().int(),
});

export const shipmentDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    carrierId: z.number().int().nullable(),
    carrierName: z.string().nullable(),
    methodId: z.number().int().nullable(),
    method: z.string().nullable(),
    statusId: z.number().int(),
    status: shipmentStatuses.schema,
    shipperId: z.number().int().nullable(),
    shipperName: z.string().nullable(),
    consigneeId: z.number().int().nullable(),
    consigneeName: z.string().nullable(),
    shipDate: z.iso.date().nullable(),
    expectedDate: z.iso.date().nullable(),
    deliveredDate: z.iso.date().nullable(),
    trackingNumber: z.string(),
    notes: z.string(),
    totals: shipmentTotals,
    ...audit,
  })
  .meta({ id: 'Shipment' });
export type ShipmentDetails = z.infer<typeof shipmentDetails>;

export const shipmentList = defineList({
  name: 'shipments',
  columns: {
    number: { label: 'Shipment', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    carrierName: { label: 'Carrier', type: 'text', inSearchTerm: true },
    method: { label: 'Method', type: 'enum' },
    status: { label: 'Status', type: 'enum', values: shipmentStatuses.listValues },
    trackingNumber: { label: 'Tracking / BOL', type: 'text', inSearchTerm: true },
    shipDate: { label: 'Shipped', type: 'date' },
    expectedDate: { label: 'Expected', type: 'date' },
    deliveredDate: { label: 'Delivered', type: 'date' },
    itemCount: { label: 'Items', type: 'number', sortable: false, filter: false },
    totalWeight: { label: 'Weight (lbs)', type: 'number', sortable: false, filter: false },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type ShipmentListColumn = ListKey<typeof shipmentList>;
export const shipmentSearchBody = listSearchBody(shipmentList);
export const shipmentListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  carrierId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  method: z.string().nullable(),
  statusId: z.number().int(),
  status: shipmentStatuses.schema,
  trackingNumber: z.string(),
  shipDate: z.iso.date().nullable(),
  expectedDate: z.iso.date().nullable(),
  deliveredDate: z.iso.date().nullable(),
  itemCount: z.number().int(),
  totalWeight: z.string(),
  modifiedAt: z.iso.datetime(),
});
export type ShipmentListItem = z.infer<typeof shipmentListItem>;

export const shipmentItemList = defineList({
  name: 'shipment items',
  columns: {
    itemNumber: { label: 'Item #', type: 'text', inSearchTerm: true },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    poNumber: { label: 'PO', type: 'text', inSearchTerm: true },
    unitOfMeasure: { label: 'UOM', type: 'enum', values: unitsOfMeasure.map((u) => ({ value: u, label: u })) },
    quantity: { label: 'Qty', type: 'number' },
    weight: { label: 'Weight (lbs)', type: 'number' },
    pieces: { label: 'Pieces', type: 'number' },
  },
  defaultSort: { column: 'itemNumber' },
  maxUnpaged: 1000,
});
export type ShipmentItemListColumn = ListKey<typeof shipmentItemList>;
export const shipmentItemSearchBody = listSearchBody(shipmentItemList).extend({ shipmentId: idSchema });

/**
 * A line of a shipment: a quantity of a PO line (never more than is left to ship; weight and
 * pieces default to the PO line's share), or a line entered by hand (description required).
 */
const shipmentItemBase = z.object({
  poItemId: idSchema.nullable().default(null),
  itemNumber: z.string().trim().max(60).default(''),
  description: z.string().trim().max(300).default(''),
  unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }).default('Each'),
  quantity: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
  /** Null: the PO line's share of its weight and pieces (zero for a line by hand). */
  weight: weightText.nullable().default(null),
  pieces: z.number().int().min(0).max(1_000_000).nullable().default(null),
});
const byHandDescribed = (i: { poItemId: number | null; description: string }, ctx: z.RefinementCtx) => {
  if (i.poItemId === null && !i.description) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: 'Describe a line that is not from a PO.' });
  }
};
export const shipmentItemFields = shipmentItemBase.superRefine(byHandDescribed);
export const createShipmentItemBody = shipmentItemBase.extend({ shipmentId: idSchema }).superRefine(byHandDescribed);
export const updateShipmentItemBody = shipmentItemBase.extend({ id: idSchema, version }).superRefine(byHandDescribed);

/** PO lines added to a shipment at once (POST /api/poItemsShipment): all or none. */
export const poItemsShipmentBody = z.object({
  shipmentId: idSchema,
  items: z
    .array(
      z.object({
        poItemId: idSchema,
        quantity: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
      }),
    )
    .min(1, 'Pick at least one PO line.')
    .max(1000),
});

/** A PO line with what is left to ship: what a shipment can take. */
export const shippableItem = z.object({
  poItemId: z.number().int(),
  purchaseOrderId: z.number().int(),
  poNumber: z.string(),
  vendorName: z.string(),
  itemNumber: z.string(),
  description: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.string(),
  quantityShipped: z.string(),
  remaining: z.string(),
  weight: z.string(),
  pieces: z.number().int(),
});
export type ShippableItem = z.infer<typeof shippableItem>;

export const shipmentDataCounts = z.object({
  shipmentId: z.number().int(),
  items: z.number().int(),
  purchaseOrders: z.number().int(),
  receivingAlerts: z.number().int(),
  files: z.number().int(),
});

export const shipmentsOfPoBody = listSearchBody(shipmentList).extend({ purchaseOrderId: idSchema });
export const shipmentSearchInBody = shipmentSearchBody.extend({ projectId: idSchema });
