import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { exportBody, fileResponse } from './common/export';
import { columnInfo, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idParam, idSchema, idText, MAX_ID, paged, pageQuery } from './common/paging';
import { quantityText, unitsOfMeasure, weightText } from './purchaseOrder';

const tag = 'Shipments';
const itemTag = 'Shipment items';

/** Shipment statuses (GET /api/shipmentStatus), by id. Cancelled is final: it gives the PO lines back. */
export const shipmentStatusIds = { booked: 1, inTransit: 2, delivered: 3, exception: 4, cancelled: 5 } as const;

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
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
    status: z.string(),
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
    status: { label: 'Status', type: 'enum' },
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
  status: z.string(),
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

const shipmentsOfPoBody = listSearchBody(shipmentList).extend({ purchaseOrderId: idSchema });
export const shipmentSearchInBody = shipmentSearchBody.extend({ projectId: idSchema });

export const shipmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/shipment',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: "Shipments of the caller's projects, newest number first (at most 500)",
    response: z.array(shipmentListItem),
  }),
  filter: endpoint({
    method: 'GET',
    path: '/api/shipment/filter',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'Shipments by status, project or carrier (at most 500), newest number first',
    query: z.object({ statusId: idText.optional(), projectId: idText.optional(), carrierId: idText.optional() }),
    response: z.array(shipmentListItem),
  }),
  paged: endpoint({
    method: 'GET',
    path: '/api/shipment/paged',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'A page of shipments, newest number first',
    query: pageQuery,
    response: paged(shipmentListItem),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/shipment/search',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'Search shipments (shared search payload)',
    body: shipmentSearchBody,
    response: paged(shipmentListItem),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/shipment/export',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'Every shipment of a search as a CSV or Excel file',
    body: exportBody(shipmentSearchBody),
    response: fileResponse,
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/shipment/filteredColums',
    access: 'Shipment:View',
    tag,
    summary: "The shipments list's columns, with the statuses and methods to filter by",
    response: z.array(columnInfo),
  }),
  dataCounts: endpoint({
    method: 'POST',
    path: '/api/shipment/dataCounts',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'How many items, POs, receiving alerts and files a shipment has',
    body: z.object({ shipmentId: idSchema }),
    response: shipmentDataCounts,
  }),
  billOfLading: endpoint({
    method: 'GET',
    path: '/api/shipment/:id/billOfLading',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary:
      'The bill of lading as a PDF: shipper, consignee, carrier, items with pieces and weight, a barcode of its number',
    params: idParam,
    response: fileResponse,
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/shipment/:id',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: 'One shipment with its totals (its items: GET /api/shipmentItem/getShipmentItem and the paged item list)',
    params: idParam,
    response: shipmentDetails,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/shipment',
    access: 'Shipment:Create',
    owner: 'project',
    tag,
    summary: 'Create a shipment; without a number it gets the next one',
    body: createShipmentBody,
    status: 201,
    response: shipmentDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/shipment',
    access: 'Shipment:Update',
    owner: 'project',
    tag,
    summary:
      'Update a shipment (a stale version is a 409). Delivered without a date is delivered today; Cancelled gives its PO lines back and is final',
    body: updateShipmentBody,
    response: shipmentDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shipment/:id',
    access: 'Shipment:Delete',
    owner: 'project',
    tag,
    summary: 'Delete a shipment that is not delivered; its PO lines are given back',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
};

export const shipmentItemEndpoints = {
  ofShipment: endpoint({
    method: 'GET',
    path: '/api/shipmentItem/getShipmentItem',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: "A shipment's items in entry order",
    query: z.object({ shipmentId: idText }),
    response: z.array(shipmentItem),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/shipmentItem/create',
    access: 'Shipment:Update',
    owner: 'project',
    tag: itemTag,
    summary: 'Add a line to a shipment: part of a PO line (never more than is left to ship) or a line by hand',
    body: createShipmentItemBody,
    status: 201,
    response: shipmentItem,
  }),
  getSingle: endpoint({
    method: 'GET',
    path: '/api/shipmentItem/getSingle',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: 'One shipment item',
    query: z.object({ ShipmentItemId: idText }),
    response: shipmentItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/shipmentItem',
    access: 'Shipment:Update',
    owner: 'project',
    tag: itemTag,
    summary: "Change a shipment line (its PO line's shipped quantity moves with it; a stale version is a 409)",
    body: updateShipmentItemBody,
    response: shipmentItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shipmentItem/:id',
    access: 'Shipment:Update',
    owner: 'project',
    tag: itemTag,
    summary: 'Remove a line from a shipment; its PO line gets the quantity back',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/shipmentItem/filteredColums',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: "The shipment items list's columns",
    query: z.object({ shipmentId: idText.optional() }),
    response: z.array(columnInfo),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/shipmentItem/search',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: "Search a shipment's items (shared search payload with shipmentId)",
    body: shipmentItemSearchBody,
    response: paged(shipmentItem),
  }),
  addPoItems: endpoint({
    method: 'POST',
    path: '/api/poItemsShipment',
    access: 'Shipment:Update',
    owner: 'project',
    tag: itemTag,
    summary: 'Add PO lines to a shipment with their quantities, all or none; none may exceed what is left to ship',
    body: poItemsShipmentBody,
    status: 201,
    response: z.array(shipmentItem),
  }),
  shippable: endpoint({
    method: 'GET',
    path: '/api/poItemsShipment/paged',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: "A page of a project's PO lines with something left to ship (of POs not finished)",
    query: pageQuery.extend({ projectId: idText }),
    response: paged(shippableItem),
  }),
  shipmentsOfPo: endpoint({
    method: 'GET',
    path: '/api/poItemsShipment/shipmentList',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: 'The shipments that carry lines of a purchase order (at most 500)',
    query: z.object({ purchaseOrderId: idText }),
    response: z.array(shipmentListItem),
  }),
  searchShipmentsOfPo: endpoint({
    method: 'POST',
    path: '/api/poItemsShipment/search',
    access: 'Shipment:View',
    owner: 'project',
    tag: itemTag,
    summary: 'Search the shipments that carry lines of a purchase order',
    body: shipmentsOfPoBody,
    response: paged(shipmentListItem),
  }),
  shipmentsOfPoColumns: endpoint({
    method: 'GET',
    path: '/api/poItemsShipment/filteredColums',
    access: 'Shipment:View',
    tag: itemTag,
    summary: "The columns of a PO's shipments list",
    query: z.object({ PurchaseOrderId: idText.optional() }),
    response: z.array(columnInfo),
  }),
};

export const projectShipmentEndpoints = {
  shipments: endpoint({
    method: 'GET',
    path: '/api/project/shipments',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: "A project's shipments, newest number first (at most 500)",
    query: z.object({ projectId: idText }),
    response: z.array(shipmentListItem),
  }),
  searchShipments: endpoint({
    method: 'POST',
    path: '/api/project/Searchshipments',
    access: 'Shipment:View',
    owner: 'project',
    tag,
    summary: "Search a project's shipments",
    body: shipmentSearchInBody,
    response: paged(shipmentListItem),
  }),
};
