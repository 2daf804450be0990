import { z } from 'zod';
import { charge } from './charge';
import { endpoint } from './common/endpoint';
import { idParam, idSchema } from './common/paging';
import { rateBases, warehouseChargeTypes } from './projectRates';

const tag = 'Warehouse billing';

/**
 * A billing period's warehouse charges, made from the project's warehouse rates (docs/design.md section
 * 6): storage from what the inventory held each day (its item log), handling and labour by the
 * period's billing hours, receiving and delivery by the weight received and picked in the period.
 */
export const warehouseChargeBody = z.object({ projectId: idSchema, billingPeriodId: idSchema });
export type WarehouseChargeBody = z.input<typeof warehouseChargeBody>;

/** Inventory changes dated in (or before) a confirmed period but entered after it was confirmed. */
export const changesSinceConfirmed = z.object({
  count: z.number().int(),
  changes: z.array(
    z.object({
      itemId: z.number().int(),
      itemNumber: z.string(),
      action: z.string(),
      businessDate: z.iso.date(),
      at: z.string(),
      userName: z.string().nullable(),
      before: z.string(),
      after: z.string(),
    }),
  ),
});
export type ChangesSinceConfirmed = z.infer<typeof changesSinceConfirmed>;

/** A warehouse rate that made no charge this period, and why (nothing stored, no hours, no volume recorded…). */
export const skippedRate = z.object({
  rateId: z.number().int(),
  chargeType: z.enum(warehouseChargeTypes),
  basis: z.enum(rateBases),
  reason: z.string(),
});

/** What a billing run made: the period's warehouse charges (replacing its open ones), and what it left out. */
export const warehouseChargeRun = z.object({
  projectId: z.number().int(),
  billingPeriodId: z.number().int(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  charges: z.array(charge),
  /** The charges' sum, to the cent. */
  total: z.string(),
  /** How many open warehouse charges of the period an earlier run had made, now replaced. */
  replaced: z.number().int(),
  skipped: z.array(skippedRate),
  /** Items on hand without a weight: storage and handling by weight bill nothing for them. */
  itemsWithoutWeight: z.number().int(),
  /** The period's warehouse charges were confirmed before: this run made draft adjustments only. */
  confirmed: z.boolean(),
  changesSinceConfirmed,
});
export type WarehouseChargeRun = z.infer<typeof warehouseChargeRun>;

/** A period's warehouse review: its charges (drafts and confirmed), and changes since it was confirmed. */
export const warehouseReview = z.object({
  billingPeriodId: z.number().int(),
  charges: z.array(charge),
  drafts: z.number().int(),
  confirmed: z.number().int(),
  changesSinceConfirmed,
});
export type WarehouseReview = z.infer<typeof warehouseReview>;

/** Each period's warehouse charges in short, for the Billing periods tab (staff only). */
export const warehousePeriodSummary = z.object({
  billingPeriodId: z.number().int(),
  drafts: z.number().int(),
  confirmed: z.number().int(),
  /** Inventory changes entered since the period's charges were confirmed that count in it. */
  changesSinceConfirmed: z.number().int(),
});
export type WarehousePeriodSummary = z.infer<typeof warehousePeriodSummary>;

export const warehouseChargeEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/project/createWarehouseCharge',
    access: 'Invoice:Create',
    owner: 'project',
    tag,
    summary:
      "Make an open billing period's warehouse charges from the project's warehouse rates (staff only); a second run replaces the period's open warehouse charges",
    body: warehouseChargeBody,
    response: warehouseChargeRun,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/charges/deleteWarehouseCharges/:id',
    access: 'Invoice:Delete',
    owner: 'project',
    tag,
    summary: "Delete the open warehouse charges of a billing period (id: the period's); those on an invoice stay",
    params: idParam,
    response: z.object({ deleted: z.number().int() }),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/project/confirmWarehouseCharges',
    access: 'Invoice:Update',
    owner: 'project',
    tag,
    summary:
      "Confirm a period's draft warehouse charges (staff only): they are frozen, the client sees them and an invoice may take them",
    body: warehouseChargeBody,
    response: warehouseReview,
  }),
  summary: endpoint({
    method: 'POST',
    path: '/api/project/warehouseChargeSummary',
    access: 'Invoice:View',
    owner: 'project',
    tag,
    summary: "Each billing period's draft and confirmed warehouse charges and changes since confirmed (staff only)",
    body: z.object({ projectId: idSchema }),
    response: z.array(warehousePeriodSummary),
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/project/warehouseChargeReview',
    access: 'Invoice:View',
    owner: 'project',
    tag,
    summary:
      "A period's warehouse charges with how each was worked out, and the inventory changes entered since they were confirmed (staff only)",
    body: warehouseChargeBody,
    response: warehouseReview,
  }),
};
