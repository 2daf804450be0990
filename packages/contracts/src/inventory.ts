import { z } from 'zod';
import { isoDate } from './common/dates';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { inchesText, quantityText, unitsOfMeasure, weightText } from './purchaseOrder';

/** The conditions goods are kept in: receiving shelves good and damaged goods as separate items. */
export const inventoryConditions = ['Good', 'Damaged'] as const;
export type InventoryCondition = (typeof inventoryConditions)[number];

/** What an item-log row records (docs/requirements.md section 3: grouped by group id, item logs). */
export const itemLogActions = [
  'received',
  'added',
  'adjusted',
  'updated',
  'weighed',
  'counted',
  'grouped',
  'ungrouped',
  'moved',
  /** Part of an item's quantity moved off as an item of its own: both items log it. */
  'split',
  'held',
  'released',
  'picked',
] as const;
export type ItemLogAction = (typeof itemLogActions)[number];

const version = z.number().int().min(0).max(MAX_ID);
const pieces = z.number({ error: 'Enter a whole number of pieces.' }).int().min(0).max(1_000_000);
const location = z.string().trim().max(40);
const reason = z.string().trim().max(300);

/** Sums over one project's inventory, counted by the database. */
export const inventoryTotals = z.object({
  items: z.number().int(),
  quantityOnHand: z.string(),
  quantityHeld: z.string(),
  pieces: z.number().int(),
  weight: z.string(),
  /** Items whose weight is zero: storage is billed by weight, so they block billing until weighed. */
  itemsWithoutWeight: z.number().int(),
  groups: z.number().int(),
});
export type InventoryTotals = z.infer<typeof inventoryTotals>;

/** One project's inventory (one per project, made at its first receipt) with its totals. */
export const inventoryDetails = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    projectName: z.string(),
    customerName: z.string().nullable(),
    jobSiteName: z.string().nullable(),
    totals: inventoryTotals,
    /** The day goods last came in and last went out (null: never). */
    lastReceipt: z.iso.datetime().nullable(),
    lastRelease: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Inventory' });
export type InventoryDetails = z.infer<typeof inventoryDetails>;

/** Every project's inventory (/inventory). */
export const inventoryList = defineList({
  name: 'inventories',
  columns: {
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    customerName: { label: 'Customer', type: 'text', inSearchTerm: true },
    jobSiteName: { label: 'Job site', type: 'text', inSearchTerm: true },
    projectId: { label: 'Project id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    items: { label: 'Items', type: 'number', sortable: false, filter: false },
    quantityOnHand: { label: 'On hand', type: 'number', sortable: false, filter: false },
    pieces: { label: 'Pieces', type: 'number', sortable: false, filter: false },
    weight: { label: 'Weight (lbs)', type: 'number', sortable: false, filter: false },
    /** Filtered from 1: the inventories holding items that still need weighing (the home page's queue). */
    itemsWithoutWeight: { label: 'Without weight', type: 'number', sortable: false },
    lastReceipt: { label: 'Last receipt', type: 'date', sortable: false, filter: false },
    lastRelease: { label: 'Last release', type: 'date', sortable: false, filter: false },
  },
  defaultSort: { column: 'projectNumber' },
  maxUnpaged: 500,
});
export type InventoryListColumn = ListKey<typeof inventoryList>;
export const inventorySearchBody = listSearchBody(inventoryList);
export const inventoryListItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.string(),
  customerName: z.string().nullable(),
  jobSiteName: z.string().nullable(),
  items: z.number().int(),
  quantityOnHand: z.string(),
  pieces: z.number().int(),
  weight: z.string(),
  itemsWithoutWeight: z.number().int(),
  lastReceipt: z.iso.datetime().nullable(),
  lastRelease: z.iso.datetime().nullable(),
});
export type InventoryListItem = z.infer<typeof inventoryListItem>;

export const inventoryDataCounts = z.object({
  inventoryId: z.number().int(),
  items: z.number().int(),
  groups: z.number().int(),
  itemsWithoutWeight: z.number().int(),
  logs: z.number().int(),
});

/** The most days one read of the on-hand history answers: a year and a day. */
export const ON_HAND_MAX_DAYS = 366;
const dayMs = 86_400_000;

/** Which days of an inventory's history to answer: from and to, both included (UTC days). */
export const onHandQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.to >= q.from, { message: 'The last day cannot be before the first.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / dayMs < ON_HAND_MAX_DAYS, {
    message: `Ask for at most ${ON_HAND_MAX_DAYS} days at once.`,
    path: ['to'],
  });

/**
 * What was on hand at the end of one day, from the item log (the ledger): the items with any
 * quantity, the quantity, and the weight of it (each item's weight in proportion to the most it
 * ever held, the receipt it was weighed with). Storage is billed from these.
 */
export const onHandDay = z.object({
  date: z.string(),
  items: z.number().int(),
  quantityOnHand: z.string(),
  weight: z.string(),
});
export type OnHandDay = z.infer<typeof onHandDay>;

export const onHandHistory = z.object({
  inventoryId: z.number().int(),
  projectId: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.array(onHandDay),
});
export type OnHandHistory = z.infer<typeof onHandHistory>;

/** An item on hand: what it is, where it is, how much, its group, and where it came from. */
export const inventoryItem = z
  .object({
    id: z.number().int(),
    inventoryId: z.number().int(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    quantityOnHand: z.string(),
    /** Of what is on hand, what open work holds; the rest is available. */
    quantityHeld: z.string(),
    available: z.string(),
    weight: z.string(),
    pieces: z.number().int(),
    location: z.string(),
    condition: z.string(),
    receivedDate: z.iso.date().nullable(),
    /** One unit's length, width and height in inches (null: not measured); its cube is what per-cubic-foot storage bills. */
    lengthIn: z.string().nullable(),
    widthIn: z.string().nullable(),
    heightIn: z.string().nullable(),
    groupId: z.number().int().nullable(),
    groupName: z.string().nullable(),
    /** The receiving alert line and the PO line it came from (null for an item added by hand). */
    raItemId: z.number().int().nullable(),
    /** The alert of that line: the line's photos are the alert's files in the folder `{receivingAlertId}-{raItemId}`. */
    receivingAlertId: z.number().int().nullable(),
    poItemId: z.number().int().nullable(),
    ...audit,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItem>;

const conditionValues = inventoryConditions.map((c) => ({ value: c, label: c }));

/** A project's items (/inventory/{id}), or, without a project, every item the caller may see ("where is it"). */
export const inventoryItemList = defineList({
  name: 'inventory items',
  columns: {
    itemNumber: { label: 'Item #', type: 'text', inSearchTerm: true },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    projectNumber: { label: 'Project', type: 'text', inSearchTerm: true },
    groupName: { label: 'Group', type: 'text' },
    location: { label: 'Location', type: 'text', inSearchTerm: true },
    condition: { label: 'Condition', type: 'enum', values: conditionValues },
    unitOfMeasure: { label: 'UOM', type: 'enum', values: unitsOfMeasure.map((u) => ({ value: u, label: u })) },
    quantityOnHand: { label: 'On hand', type: 'number' },
    available: { label: 'Available', type: 'number', sortable: false, filter: false },
    weight: { label: 'Weight (lbs)', type: 'number' },
    pieces: { label: 'Pieces', type: 'number' },
    receivedDate: { label: 'Received', type: 'date' },
    groupId: { label: 'Group id', type: 'number', filter: 'exact', hidden: true, sortable: false },
    /** Weight zero: the items that block storage billing until weighed. */
    withoutWeight: {
      label: 'Without weight',
      type: 'boolean',
      filter: 'exact',
      hidden: true,
      sortable: false,
      values: booleanValues('Without weight', 'Weighed'),
    },
  },
  defaultSort: { column: 'itemNumber' },
  maxUnpaged: 1000,
});
export type InventoryItemListColumn = ListKey<typeof inventoryItemList>;
/** A project's items: the project is named (InventoryId may name its inventory instead). */
export const inventoryItemSearchBody = listSearchBody(inventoryItemList).extend({ projectId: idSchema });
/** Every project's items the caller may see: the warehouse's "where is it" search. */
export const allInventoriesBody = listSearchBody(inventoryItemList);

/** Length × width × height, all three or none (a 400 on the first missing one). */
export const dimensionFields = {
  lengthIn: inchesText.default(null),
  widthIn: inchesText.default(null),
  heightIn: inchesText.default(null),
};
export const allDimensionsOrNone = (
  v: { lengthIn: string | null; widthIn: string | null; heightIn: string | null },
  ctx: z.RefinementCtx,
) => {
  const given = [v.lengthIn, v.widthIn, v.heightIn].filter((x) => x !== null).length;
  if (given === 0 || given === 3) return;
  for (const f of ['lengthIn', 'widthIn', 'heightIn'] as const) {
    if (v[f] === null)
      ctx.addIssue({ code: 'custom', path: [f], message: 'Enter length, width and height, or none of them.' });
  }
};

/** An item added by hand (found on the floor, or goods that came without an alert): logged as added. */
export const createInventoryItemBody = z
  .object({
    projectId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
    itemNumber: z.string().trim().max(60).default(''),
    description: z.string().trim().min(1, REQUIRED).max(300),
    unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }).default('Each'),
    quantityOnHand: quantityText.refine((q) => Number(q) > 0, 'The quantity must be more than zero.'),
    weight: weightText.default('0'),
    pieces: pieces.default(0),
    location: location.default(''),
    condition: z.enum(inventoryConditions, { error: 'Pick Good or Damaged.' }).default('Good'),
    ...dimensionFields,
    reason: reason.min(1, 'Say why the item is added by hand.'),
  })
  .superRefine(allDimensionsOrNone);
export type CreateInventoryItemBody = z.input<typeof createInventoryItemBody>;

/**
 * A change of an item: what it is, where it is, its weight and pieces, and its quantity on hand,
 * which needs a reason (an adjustment) and never drops below what open work holds.
 */
export const updateInventoryItemBody = z
  .object({
    id: idSchema,
    version,
    itemNumber: z.string().trim().max(60),
    description: z.string().trim().min(1, REQUIRED).max(300),
    unitOfMeasure: z.enum(unitsOfMeasure, { error: `Pick one of: ${unitsOfMeasure.join(', ')}.` }),
    quantityOnHand: quantityText,
    weight: weightText,
    pieces,
    location,
    ...dimensionFields,
    /** Required when the quantity on hand changes. */
    reason: reason.default(''),
  })
  .superRefine(allDimensionsOrNone);
export type UpdateInventoryItemBody = z.input<typeof updateInventoryItemBody>;

const selectedItems = z
  .array(idSchema)
  .min(1, 'Pick at least one item.')
  .max(1000, 'Pick at most 1,000 items at once.')
  .refine((ids) => new Set(ids).size === ids.length, 'An item is picked twice.');

export const ungroupBody = z.object({ projectId: idSchema, selectedInventoryItems: selectedItems });
/** Into an existing group (selectedGroupId), or a new one named by the server (Group 1, Group 2…). */
export const groupingBody = z.object({
  projectId: idSchema,
  selectedInventoryItems: selectedItems,
  selectedGroupId: idSchema.nullable().optional(),
});
export const newGroupBody = z.object({
  projectId: idSchema,
  name: z.string().trim().min(1, REQUIRED).max(60),
  selectedInventoryItems: selectedItems.optional(),
});

export const inventoryGroup = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  items: z.number().int(),
  quantityOnHand: z.string(),
  weight: z.string(),
});
export type InventoryGroup = z.infer<typeof inventoryGroup>;

/** What a grouping change did: the group (null after ungrouping) and how many items moved. */
export const groupingResult = z.object({ group: inventoryGroup.nullable(), items: z.number().int() });

/** A group's items, with the project's items that have no weight yet (docs/requirements.md: itemsWithoutWeightList). */
export const groupedItemsBody = z.object({ projectId: idSchema, groupedItem: idSchema });
export const groupedItems = z.object({
  group: inventoryGroup,
  items: z.array(inventoryItem),
  itemsWithoutWeightList: z.array(inventoryItem),
});

/** Weights or pieces of a project's items set at once, all or none (a line's field names the one at fault). */
export const itemsWeightBody = z.object({
  projectId: idSchema,
  items: z
    .array(z.object({ id: idSchema, weight: weightText }))
    .min(1, 'Give at least one item.')
    .max(1000),
});
export const itemsPiecesBody = z.object({
  projectId: idSchema,
  items: z
    .array(z.object({ id: idSchema, pieces }))
    .min(1, 'Give at least one item.')
    .max(1000),
});
export const zeroWeightBody = z.object({ projectId: idSchema });
export const itemsUpdated = z.object({ updated: z.number().int() });

/** One change of an item: who, when, what, each field before and after, and the record that caused it. */
export const itemLog = z
  .object({
    id: z.number().int(),
    inventoryItemId: z.number().int(),
    at: z.iso.datetime(),
    userName: z.string().nullable(),
    action: z.string(),
    reference: z.string(),
    /** Why a person changed it by hand (an adjustment, an item added); empty otherwise. */
    reason: z.string(),
    quantityBefore: z.string(),
    quantityAfter: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'ItemLog' });
export type ItemLog = z.infer<typeof itemLog>;

export const itemLogList = defineList({
  name: 'item logs',
  columns: {
    at: { label: 'When', type: 'date' },
    userName: { label: 'Who', type: 'text', inSearchTerm: true },
    action: { label: 'What', type: 'enum', values: itemLogActions.map((a) => ({ value: a, label: a })) },
    reference: { label: 'Reference', type: 'text', inSearchTerm: true },
    quantityBefore: { label: 'Before', type: 'number' },
    quantityAfter: { label: 'After', type: 'number' },
  },
  defaultSort: { column: 'at', reverse: true },
  maxUnpaged: 1000,
});
export type ItemLogListColumn = ListKey<typeof itemLogList>;
export const itemLogSearchBody = listSearchBody(itemLogList).extend({ inventoryItemId: idSchema });
