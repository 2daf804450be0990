import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { quantityText, unitsOfMeasure } from './purchaseOrder';

/**
 * A release of goods from the warehouse to the project's job site. Open and Picking: its lines
 * hold what they take of the inventory; Picked: the goods left the shelves (on hand lowered, the
 * item log written); then Out for Delivery and Delivered. Cancelled (from Open or Picking) lets
 * what it held go.
 */
export const pickTicketStatuses = defineStatuses([
  'Open',
  'Picking',
  'Picked',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
]);
export type PickTicketStatus = StatusOf<typeof pickTicketStatuses>;
export const pickTicketStatusIds = {
  open: pickTicketStatuses.idOf('Open'),
  picking: pickTicketStatuses.idOf('Picking'),
  picked: pickTicketStatuses.idOf('Picked'),
  outForDelivery: pickTicketStatuses.idOf('Out for Delivery'),
  delivered: pickTicketStatuses.idOf('Delivered'),
  cancelled: pickTicketStatuses.idOf('Cancelled'),
};

const version = z.number().int().min(0).max(MAX_ID);
const positive = quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.');

/** An inventory line asked for with the ticket: a quantity of one of the project's items. */
export const pickLineBody = z.object({ inventoryItemId: idSchema, quantity: positive });

export const pickTicketFields = z.object({
  /** Left empty on create, the ticket gets the next number (PT-…). */
  number: z.string().trim().max(40).default(''),
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  statusId: idSchema.default(pickTicketStatusIds.open),
  /** The day the goods are wanted at the site. */
  requestedDate: isoDate.nullable().default(null),
  /** Where the goods go: the job site's address unless another is written. */
  deliveryAddress: z.string().trim().max(500).default(''),
  /** A carrier from the address book, or the warehouse's own driver by name. */
  carrierId: idSchema.nullable().default(null),
  driver: z.string().trim().max(100).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export const createPickTicketBody = pickTicketFields.extend({
  /** Inventory lines taken at once, all or none (each within what is available). */
  items: z.array(pickLineBody).max(500).default([]),
});
export type CreatePickTicketBody = z.input<typeof createPickTicketBody>;
export const updatePickTicketBody = pickTicketFields.extend({
  id: idSchema,
  version,
  number: z.string().trim().min(1, REQUIRED).max(40),
});
export type UpdatePickTicketBody = z.input<typeof updatePickTicketBody>;

export const pickTicketTotals = z.object({
  lines: z.number().int(),
  quantity: z.string(),
  /** What was picked of the inventory lines (null lines not counted yet). */
  picked: z.string(),
  /** Inventory lines picked short. */
  short: z.number().int(),
});

/** Proof of delivery: who took the goods at the site, when, and how they signed. */
export const pickTicketDelivery = z.object({
  receiverName: z.string(),
  receivedAt: z.iso.datetime(),
  /** The receiver typed their name instead of drawing (a keyboard user); otherwise a drawn PNG is kept. */
  signatureTyped: z.boolean(),
  hasSignatureImage: z.boolean(),
  notes: z.string(),
  recordedBy: z.string(),
  /** The folder of the ticket's files that holds the delivery's photos. */
  photoFolder: z.string(),
});
export type PickTicketDelivery = z.infer<typeof pickTicketDelivery>;

export const pickTicketDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    jobSiteName: z.string().nullable(),
    statusId: z.number().int(),
    status: pickTicketStatuses.schema,
    requestedDate: z.iso.date().nullable(),
    deliveryAddress: z.string(),
    carrierId: z.number().int().nullable(),
    carrierName: z.string().nullable(),
    driver: z.string(),
    notes: z.string(),
    pickedAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    /** Who asked for the release (null on tickets made before requests were kept). */
    requestedById: z.number().int().nullable(),
    requestedBy: z.string().nullable(),
    /** A client's request not yet confirmed by the warehouse: it holds its goods but is not picked. */
    awaitingConfirmation: z.boolean(),
    confirmedAt: z.iso.datetime().nullable(),
    confirmedBy: z.string(),
    /** Proof of delivery, once delivered. */
    delivery: pickTicketDelivery.nullable(),
    totals: pickTicketTotals,
    ...audit,
  })
  .meta({ id: 'PickTicket' });
export type PickTicketDetails = z.infer<typeof pickTicketDetails>;

export const pickTicketList = defineList({
  name: 'pick tickets',
  columns: {
    number: { label: 'Pick ticket', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    status: { label: 'Status', type: 'enum', values: pickTicketStatuses.listValues },
    requestedDate: { label: 'Requested', type: 'date' },
    carrierName: { label: 'Carrier', type: 'text', inSearchTerm: true },
    lines: { label: 'Lines', type: 'number', sortable: false, filter: false },
    modifiedAt: { label: 'Modified', type: 'date' },
    /** A client's release request the warehouse has not confirmed yet: not to be picked until it does. */
    awaitingConfirmation: {
      label: 'Confirmation',
      type: 'boolean',
      hidden: true,
      sortable: false,
      values: booleanValues('Awaiting confirmation', 'Confirmed'),
    },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type PickTicketListColumn = ListKey<typeof pickTicketList>;
export const pickTicketSearchBody = listSearchBody(pickTicketList);
export const pickTicketSearchInBody = pickTicketSearchBody.extend({ projectId: idSchema });
export const pickTicketListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  statusId: z.number().int(),
  status: pickTicketStatuses.schema,
  requestedDate: z.iso.date().nullable(),
  carrierName: z.string().nullable(),
  lines: z.number().int(),
  modifiedAt: z.iso.datetime(),
});
export type PickTicketListItem = z.infer<typeof pickTicketListItem>;

export const pickTicketDataCounts = z.object({
  pickTicketId: z.number().int(),
  items: z.number().int(),
  nonInventoryItems: z.number().int(),
  files: z.number().int(),
});

/** A line of a ticket: a quantity of an inventory item (held until picked), or a line by hand. */
export const pickTicketItem = z
  .object({
    id: z.number().int(),
    pickTicketId: z.number().int(),
    /** Null for a non-inventory line (free text: it holds nothing). */
    inventoryItemId: z.number().int().nullable(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    location: z.string(),
    quantity: z.string(),
    /** What the picker took off the shelf; null until picked. */
    quantityPicked: z.string().nullable(),
    shortReason: z.string(),
    /** Where the goods were taken from (the location the picker scanned). */
    pickedLocation: z.string(),
    /** What the site took (null until delivered), of it how much damaged and why, and why short. */
    quantityDelivered: z.string().nullable(),
    quantityDamaged: z.string(),
    damageReason: z.string(),
    deliveryReason: z.string(),
    ...audit,
  })
  .meta({ id: 'PickTicketItem' });
export type PickTicketItem = z.infer<typeof pickTicketItem>;

export const pickTicketItemList = defineList({
  name: 'pick ticket items',
  columns: {
    location: { label: 'Location', type: 'text', inSearchTerm: true },
    itemNumber: { label: 'Item #', type: 'text', inSearchTerm: true },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    unitOfMeasure: { label: 'UOM', type: 'enum', values: unitsOfMeasure.map((u) => ({ value: u, label: u })) },
    quantity: { label: 'Qty', type: 'number' },
    quantityPicked: { label: 'Picked', type: 'number' },
  },
  // The picker's walk: lines in location order.
  defaultSort: { column: 'location' },
  maxUnpaged: 1000,
});
export type PickTicketItemListColumn = ListKey<typeof pickTicketItemList>;
export const pickTicketItemSearchBody = listSearchBody(pickTicketItemList).extend({ pickTicketId: idSchema });

export const createPickTicketItemBody = pickLineBody.extend({ pickTicketId: idSchema });
/** Inventory lines added to a ticket at once: all or none, each within what is available. */
export const createPickTicketItemsBody = z.object({
  pickTicketId: idSchema,
  items: z.array(pickLineBody).min(1, 'Pick at least one item.').max(500),
});
export const createNonInventoryItemBody = z.object({
  pickTicketId: idSchema,
  itemNumber: z.string().trim().max(60).default(''),
  description: z.string().trim().min(1, REQUIRED).max(300),
  unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }).default('Each'),
  quantity: positive,
});
/** A line's quantity (while the ticket is open or being picked), or what was picked of it and why short. */
export const updatePickTicketItemBody = z.object({
  id: idSchema,
  version,
  quantity: positive,
  quantityPicked: quantityText.nullable().default(null),
  shortReason: z.string().trim().max(300).default(''),
  /** Where the goods were taken from; left out, it stays as it was. */
  pickedLocation: z.string().trim().max(60).optional(),
});

/** Confirming a client's request: the warehouse takes it on (a stale version is a 409). */
export const confirmPickTicketBody = z.object({ id: idSchema, version });

/**
 * What the picker scanned: an item's label (`RAI-{receiving line id}`, `INV-{inventory item id}`)
 * or its item number, and the location scanned before it (left empty: where the inventory has it).
 */
export const scanPickBody = z.object({
  pickTicketId: idSchema,
  code: z.string().trim().min(1, REQUIRED).max(100),
  location: z.string().trim().max(60).default(''),
  /**
   * How many units this scan picks. Left out: one unit for an item number (on every carton), and
   * what is left of the line for a lot's label (RAI-… as received, INV-… as stored: a pallet's).
   */
  quantity: positive.optional(),
});

/** Why goods were damaged or short at the site (the receiver's words, as at the dock). */
export const deliveryReasons = {
  Damaged: ['Crushed carton', 'Broken in transit', 'Water damage', 'Missing parts', 'Wrong item', 'Other'],
  Short: ['Lost in transit', 'Refused by the receiver', 'Left at the warehouse', 'Other'],
} as const;

/** The largest signature image, in bytes. */
export const SIGNATURE_MAX_BYTES = 200_000;
const signaturePng = z
  .string()
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 40, 'The signature image is too large.')
  .regex(/^(data:image\/png;base64,)?[A-Za-z0-9+/]+={0,2}$/, 'The signature is not a PNG image.');

/** What one line came to at the site; a line left out was delivered as picked. */
export const deliveryLineBody = z.object({
  id: idSchema,
  quantityDelivered: quantityText,
  quantityDamaged: quantityText.default('0'),
  damageReason: z.string().trim().max(300).default(''),
  deliveryReason: z.string().trim().max(300).default(''),
});

/** Proof of delivery: marks the ticket Delivered. */
export const deliverPickTicketBody = z.object({
  id: idSchema,
  version,
  receiverName: z.string().trim().min(1, REQUIRED).max(100),
  /** When the receiver signed; now when left out. */
  receivedAt: z.iso.datetime({ offset: true }).optional(),
  /** The signature drawn on the screen, a PNG as base64 (a data URL is accepted). */
  signaturePng: signaturePng.nullable().default(null),
  /** The receiver typed their name instead of drawing it. */
  signatureTyped: z.boolean().default(false),
  notes: z.string().trim().max(2000).default(''),
  lines: z.array(deliveryLineBody).max(1000).default([]),
});
export type DeliverPickTicketBody = z.input<typeof deliverPickTicketBody>;
