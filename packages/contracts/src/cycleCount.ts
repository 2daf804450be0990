import { z } from 'zod';
import { defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { quantityText } from './purchaseOrder';

/**
 * A cycle count: Open while people count (each line's counted quantity typed or scanned),
 * Submitted when counted, Applied when a user with Inventory:Update turned its differences into
 * adjustments; Cancelled from Open or Submitted changes nothing.
 */
export const cycleCountStatuses = defineStatuses(['Open', 'Submitted', 'Applied', 'Cancelled']);
export type CycleCountStatus = StatusOf<typeof cycleCountStatuses>;

const version = z.number().int().min(0).max(MAX_ID);

/** A count of a location (the items there when it starts) or of chosen items, wherever they are. */
export const createCycleCountBody = z
  .object({
    /** A location's code, as scanned: its items on hand become the lines. */
    location: z.string().trim().max(60).default(''),
    /** Or the items to count (at most 500). */
    inventoryItemIds: z.array(idSchema).max(500).default([]),
    notes: z.string().trim().max(500).default(''),
    /**
     * Blind (the default): while the count is open nobody sees what the inventory expects, so the
     * counters count what is there rather than confirm a figure; the expected quantities and the
     * differences show once it is submitted.
     */
    blind: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.location && !v.inventoryItemIds.length) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Scan a location, or choose the items to count.' });
    }
    if (v.location && v.inventoryItemIds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['inventoryItemIds'],
        message: 'Count a location or chosen items, not both.',
      });
    }
  });
export type CreateCycleCountBody = z.input<typeof createCycleCountBody>;

/**
 * A line counted (or its count cleared with null), and why it differs from what was expected. `add`
 * adds to what is counted (a scan counts 1), in one statement on the server, so two counters
 * scanning the same item both count; it comes instead of `counted`, never with it.
 */
export const countLineBody = z
  .object({
    id: idSchema,
    /** Left out, the count stays as it is (a reason added while the count waits to be applied). */
    counted: quantityText.nullable().optional(),
    add: quantityText.refine((q) => Number(q) > 0, 'Add more than zero.').optional(),
    reason: z.string().trim().max(300).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.add !== undefined && v.counted !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['add'], message: 'Add to the count or type it, not both at once.' });
    }
  });
export type CountLineBody = z.input<typeof countLineBody>;

/** An item found during an open count that it did not expect (it sits elsewhere in the records). */
export const addCountLineBody = z.object({ cycleCountId: idSchema, inventoryItemId: idSchema });
export type AddCountLineBody = z.input<typeof addCountLineBody>;

/** A count moved on: submitted, applied or cancelled, at the version the screen read. */
export const cycleCountStepBody = z.object({ id: idSchema, version });

/** One item of a count: what the inventory held when the count began, and what was counted. */
export const cycleCountLine = z
  .object({
    id: z.number().int(),
    cycleCountId: z.number().int(),
    inventoryItemId: z.number().int(),
    projectId: z.number().int(),
    projectNumber: z.string(),
    itemNumber: z.string(),
    description: z.string(),
    unitOfMeasure: z.string(),
    location: z.string(),
    /** On hand when the count began; null while a blind count is open (nobody sees it until it is submitted). */
    expected: z.string().nullable(),
    counted: z.string().nullable(),
    reason: z.string(),
    countedBy: z.string().nullable(),
    countedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CycleCountLine' });
export type CycleCountLine = z.infer<typeof cycleCountLine>;

export const cycleCountTotals = z.object({
  lines: z.number().int(),
  counted: z.number().int(),
  /** Lines counted other than expected; null while a blind count is open. */
  differences: z.number().int().nullable(),
});

export const cycleCountDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    statusId: z.number().int(),
    status: cycleCountStatuses.schema,
    /** The location counted; empty for a count of chosen items. */
    location: z.string(),
    notes: z.string(),
    /** Counted blind: while open, no line shows what was expected. */
    blind: z.boolean(),
    submittedAt: z.iso.datetime().nullable(),
    appliedAt: z.iso.datetime().nullable(),
    appliedBy: z.string().nullable(),
    totals: cycleCountTotals,
    /** Its lines of the projects the caller sees, in location and item order. */
    lines: z.array(cycleCountLine),
    ...audit,
  })
  .meta({ id: 'CycleCount' });
export type CycleCountDetails = z.infer<typeof cycleCountDetails>;

export const cycleCountList = defineList({
  name: 'cycle counts',
  columns: {
    number: { label: 'Count', type: 'text', inSearchTerm: true },
    location: { label: 'Location', type: 'text', inSearchTerm: true },
    status: { label: 'Status', type: 'enum', values: cycleCountStatuses.listValues },
    lines: { label: 'Lines', type: 'number', sortable: false, filter: false },
    differences: { label: 'Differences', type: 'number', sortable: false, filter: false },
    createdBy: { label: 'Started by', type: 'text' },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type CycleCountListColumn = ListKey<typeof cycleCountList>;
export const cycleCountSearchBody = listSearchBody(cycleCountList);
export const cycleCountListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  status: cycleCountStatuses.schema,
  location: z.string(),
  lines: z.number().int(),
  /** Null while a blind count is open. */
  differences: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  modifiedAt: z.iso.datetime(),
});
export type CycleCountListItem = z.infer<typeof cycleCountListItem>;
