import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { inchesText, quantityText, unitsOfMeasure, weightText } from './purchaseOrder';

/**
 * A receiving alert tells the warehouse what to expect. Expected: nothing received yet;
 * Receiving: lines saved part-way; Received: finished (the goods are in inventory); Cancelled.
 */
export const raStatuses = defineStatuses(['Expected', 'Receiving', 'Received', 'Cancelled']);
export type RaStatus = StatusOf<typeof raStatuses>;

/** How a line arrived. Short and over follow from the quantities; damaged is the receiver's call. */
export const receiptConditions = ['Good', 'Damaged', 'Short', 'Over'] as const;
export type ReceiptCondition = (typeof receiptConditions)[number];

/** The reasons a receiver picks from, per condition (GET /api/ra/getDetailsData). */
export const receiptReasons: Record<Exclude<ReceiptCondition, 'Good'>, readonly string[]> = {
  Damaged: ['Crushed carton', 'Broken in transit', 'Water damage', 'Missing parts', 'Wrong item', 'Other'],
  Short: ['Not shipped by vendor', 'Back-ordered', 'Lost in transit', 'Refused at the dock', 'Other'],
  Over: ['Vendor over-shipped', 'Duplicate shipment', 'Other'],
};

/** Warehouse locations a line is put away to (a free text location is also accepted). */
export const warehouseZones = ['Dock A', 'Dock B', 'Aisle 1', 'Aisle 2', 'Aisle 3', 'Aisle 4', 'Yard', 'Cage'] as const;

const version = z.number().int().min(0).max(MAX_ID);

export const raFields = z.object({
  /** Left empty on create, the alert gets the next number. */
  number: z.string().trim().max(40).default(''),
  projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  purchaseOrderId: idSchema.nullable().default(null),
  shipmentId: idSchema.nullable().default(null),
  /** A carrier from the address book, when known. */
  carrierId: idSchema.nullable().default(null),
  expectedDate: isoDate.nullable().default(null),
  /** Who delivers it and how to recognise it (the driver, a seal number, a PRO). */
  reference: z.string().trim().max(120).default(''),
  notes: z.string().trim().max(2000).default(''),
});
/** An expected line's fields, without defaults: a save that leaves one out keeps what the line holds. */
const raLineShape = {
  itemNumber: z.string().trim().max(60),
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(300),
  unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }),
  quantityExpected: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
  weight: weightText,
  pieces: z.number().int().min(0).max(1_000_000),
};
/** An alert may be created with its lines at once (a client's advance shipping notice does). */
export const raLineFields = z.object({
  ...raLineShape,
  itemNumber: raLineShape.itemNumber.default(''),
  unitOfMeasure: raLineShape.unitOfMeasure.default('Each'),
  weight: raLineShape.weight.default('0'),
  pieces: raLineShape.pieces.default(0),
});
export const createRaBody = raFields.extend({ items: z.array(raLineFields).max(500).default([]) });

/** One row of an alert's lines file as read: its line number, values by header, the line it becomes, its errors. */
export const raImportPreview = z.object({
  fileName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(
    z.object({
      line: z.number().int(),
      values: z.record(z.string(), z.string()),
      item: z
        .object({
          itemNumber: z.string(),
          description: z.string(),
          unitOfMeasure: z.string(),
          quantityExpected: z.string(),
          weight: z.string(),
          pieces: z.number().int(),
        })
        .nullable(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type RaImportPreview = z.infer<typeof raImportPreview>;
/** The columns an alert's lines file may have, by header (case and spaces ignored); description and quantity are required. */
export const raImportColumns = ['Item Number', 'Description', 'UOM', 'Quantity', 'Weight', 'Pieces'] as const;
export type CreateRaBody = z.input<typeof createRaBody>;
export const updateRaBody = raFields.extend({
  id: idSchema,
  version,
  number: z.string().trim().min(1, REQUIRED).max(40),
  /** Only Expected and Cancelled are set by hand; receiving moves the rest. */
  status: raStatuses.schema.optional(),
});
export type UpdateRaBody = z.input<typeof updateRaBody>;
/** The truck checked in at the dock: now (no time given), or the time the dock gives (not in the future). */
export const raArriveBody = z.object({ id: idSchema, arrivedAt: z.iso.datetime({ offset: true }).optional() });
export type RaArriveBody = z.input<typeof raArriveBody>;

export const raItem = z
  .object({
    id: z.number().int(),
    receivingAlertId: z.number().int(),
    poItemId: z.number().int().nullable(),
    shipmentItemId: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    quantityExpected: z.string(),
    /** Null until the line is received (saved part-way or finished): every unit that arrived, good or damaged. */
    quantityReceived: z.string().nullable(),
    /** Of the quantity received, how much arrived damaged (null until received). */
    quantityDamaged: z.string().nullable(),
    receivedDate: z.iso.date().nullable(),
    /** Damaged when any of it arrived damaged; otherwise Short, Over or Good by the quantities. */
    condition: z.enum(receiptConditions).nullable(),
    /** Why the quantity is short or over. */
    reason: z.string(),
    /** Why the damaged part is damaged. */
    damageReason: z.string(),
    note: z.string(),
    /** What is expected: the line's weight (lbs) and pieces. */
    weight: z.string(),
    pieces: z.number().int(),
    /** One unit's length, width and height in inches, measured at the dock (null: not measured). */
    lengthIn: z.string().nullable(),
    widthIn: z.string().nullable(),
    heightIn: z.string().nullable(),
    /**
     * What arrived (null until received): as weighed and counted at the dock, or else the
     * expected weight's and pieces' share of the quantity received.
     */
    weightReceived: z.string().nullable(),
    piecesReceived: z.number().int().nullable(),
    /** The dock weighed the goods (else the weight received follows the quantity). */
    weighed: z.boolean(),
    /** The dock counted the pieces (else they follow the quantity). */
    counted: z.boolean(),
    location: z.string(),
    /** The label's barcode: what a scanner reads to find the line. */
    barcode: z.string(),
    /** The inventory item its good goods became when the alert was finished. */
    inventoryItemId: z.number().int().nullable(),
    /** The inventory item its damaged goods became, kept apart from the good ones. */
    damagedInventoryItemId: z.number().int().nullable(),
    ...audit,
  })
  .meta({ id: 'ReceivingAlertItem' });
export type RaItem = z.infer<typeof raItem>;

/** Sums over an alert's lines, counted by the database (an alert's lines are read through their own list). */
export const raTotals = z.object({
  items: z.number().int(),
  /** Lines received so far (a quantity saved), of `items`. */
  linesReceived: z.number().int(),
  quantityExpected: z.string(),
  quantityReceived: z.string(),
  /** Of the quantity received, how much arrived damaged. */
  quantityDamaged: z.string(),
  /** Lines with any damage, lines received short and lines received over (a line may be both damaged and short). */
  damaged: z.number().int(),
  short: z.number().int(),
  over: z.number().int(),
});

export const raDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    customerName: z.string(),
    purchaseOrderId: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    shipmentId: z.number().int().nullable(),
    shipmentNumber: z.string().nullable(),
    carrierId: z.number().int().nullable(),
    carrierName: z.string().nullable(),
    status: raStatuses.schema,
    expectedDate: z.iso.date().nullable(),
    receivedDate: z.iso.date().nullable(),
    /** When the goods reached the dock: the truck checked in, or the first line was received. */
    arrivedAt: z.iso.datetime().nullable(),
    /** When receiving finished and the goods went onto the shelves. */
    putAwayAt: z.iso.datetime().nullable(),
    reference: z.string(),
    notes: z.string(),
    /** Announced by the client (an advance shipping notice) rather than by staff. */
    advanceNotice: z.boolean(),
    totals: raTotals,
    ...audit,
  })
  .meta({ id: 'ReceivingAlert' });
export type RaDetails = z.infer<typeof raDetails>;

export const raList = defineList({
  name: 'receiving alerts',
  columns: {
    number: { label: 'Alert', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    poNumber: { label: 'PO', type: 'text', inSearchTerm: true },
    shipmentNumber: { label: 'Shipment', type: 'text', inSearchTerm: true },
    status: { label: 'Status', type: 'enum', values: raStatuses.listValues },
    expectedDate: { label: 'Expected', type: 'date' },
    receivedDate: { label: 'Received', type: 'date' },
    advanceNotice: {
      label: 'From client',
      type: 'boolean',
      values: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    },
    itemCount: { label: 'Lines', type: 'number', sortable: false, filter: false },
    exceptions: { label: 'Exceptions', type: 'number', sortable: false, filter: false },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type RaListColumn = ListKey<typeof raList>;
export const raSearchBody = listSearchBody(raList);
/** How much of a PO line the dock can still be told to expect. */
export const poLineLeft = z
  .object({ poItemId: z.number().int(), quantityLeft: z.string() })
  .meta({ id: 'PoLineLeftToExpect' });

export const raListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  poNumber: z.string().nullable(),
  shipmentNumber: z.string().nullable(),
  status: raStatuses.schema,
  expectedDate: z.iso.date().nullable(),
  receivedDate: z.iso.date().nullable(),
  advanceNotice: z.boolean(),
  itemCount: z.number().int(),
  /** Lines received damaged, short or over. */
  exceptions: z.number().int(),
  modifiedAt: z.iso.datetime(),
});
export type RaListItem = z.infer<typeof raListItem>;
export type ShipmentLineToExpect = z.infer<typeof shipmentLineToExpect>;

export const raItemList = defineList({
  name: 'receiving alert items',
  columns: {
    itemNumber: { label: 'Item #', type: 'text', inSearchTerm: true },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    poNumber: { label: 'PO', type: 'text', inSearchTerm: true },
    quantityExpected: { label: 'Expected', type: 'number' },
    quantityReceived: { label: 'Received', type: 'number' },
    condition: { label: 'Condition', type: 'enum', values: receiptConditions.map((c) => ({ value: c, label: c })) },
    location: { label: 'Location', type: 'text' },
    weight: { label: 'Weight (lbs)', type: 'number' },
    pieces: { label: 'Pieces', type: 'number' },
    /** Received damaged, short or over: the alert's exceptions. */
    exception: { label: 'Exception', type: 'boolean', filter: 'exact', hidden: true, sortable: false },
  },
  defaultSort: { column: 'itemNumber' },
  maxUnpaged: 1000,
});
export type RaItemListColumn = ListKey<typeof raItemList>;
export const raItemSearchBody = listSearchBody(raItemList).extend({ receivingAlertId: idSchema });

/** A line added by hand to an alert. */
export const createRaItemBody = raLineFields.extend({ receivingAlertId: idSchema });

/**
 * A line as the dock saves it, part-way or in full: the expected line (by hand only) and what was
 * received. A field left out keeps what the line holds. Short and over follow from the
 * quantities; the receipt splits by condition: `quantityDamaged` of the quantity received arrived
 * damaged (`condition: 'Damaged'` without it: all of it; `Good`: none), with its reason.
 */
export const updateRaItemBody = z
  .object(raLineShape)
  .partial()
  .extend({
    id: idSchema,
    version,
    quantityReceived: quantityText.nullable().optional(),
    quantityDamaged: quantityText.nullable().optional(),
    receivedDate: isoDate.nullable().optional(),
    condition: z.enum(receiptConditions).nullable().optional(),
    reason: z.string().trim().max(120).optional(),
    damageReason: z.string().trim().max(120).optional(),
    note: z.string().trim().max(1000).optional(),
    /** Weighed or counted at the dock; null: worked out from the quantity received. */
    weightReceived: weightText.nullable().optional(),
    piecesReceived: z.number().int().min(0).max(1_000_000).nullable().optional(),
    location: z.string().trim().max(60).optional(),
    /** One unit's length, width and height in inches (all three or none); what per-cubic-foot storage bills. */
    lengthIn: inchesText.optional(),
    widthIn: inchesText.optional(),
    heightIn: inchesText.optional(),
  });
export type UpdateRaItemBody = z.input<typeof updateRaItemBody>;

/** PO lines for an alert: a new one (createRAItemFromPo) or an existing one (addToRAItem). */
const poLines = z
  .array(
    z.object({
      poItemId: idSchema,
      quantity: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
    }),
  )
  .min(1, 'Pick at least one PO line.')
  .max(1000);
export const raFromPoBody = z.object({
  purchaseOrderId: idSchema,
  expectedDate: isoDate.nullable().default(null),
  items: poLines,
});
export const addToRaBody = z.object({ receivingAlertId: idSchema, items: poLines });
export const raFromShipmentBody = z.object({
  shipmentId: idSchema,
  /** Add the shipment's lines to this alert; without it a new alert is made for the shipment. */
  receivingAlertId: idSchema.nullable().default(null),
  /**
   * The lines to expect and how many of each (never more than the line carries); without it, every
   * line no alert expects yet, all of it.
   */
  items: z
    .array(
      z.object({
        shipmentItemId: idSchema,
        quantity: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
      }),
    )
    .min(1, 'Pick at least one line of the shipment.')
    .max(1000)
    .optional(),
});

/** A shipment's line for the dock dialog: what it carries, and the alert that expects it already, if one does. */
export const shipmentLineToExpect = z
  .object({
    shipmentItemId: z.number().int(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    quantity: z.string(),
    expectedOn: z.string().nullable(),
  })
  .meta({ id: 'ShipmentLineToExpect' });

export const raDetailsData = z.object({
  statuses: z.array(raStatuses.schema),
  conditions: z.array(z.enum(receiptConditions)),
  reasons: z.record(z.string(), z.array(z.string())),
  locations: z.array(z.string()),
  unitsOfMeasure: z.array(z.string()),
});

export const raOfPoBody = listSearchBody(raList).extend({ purchaseOrderId: idSchema });
export const raOfShipmentBody = listSearchBody(raList).extend({ shipmentId: idSchema });
export const raSearchInBody = raSearchBody.extend({ projectId: idSchema });
