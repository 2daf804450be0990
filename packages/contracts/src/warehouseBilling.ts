import { z } from 'zod';
import { charge } from './charge';
import { endpoint } from './common/endpoint';
import { idParam, idSchema } from './common/paging';
import { rateBases, warehouseChargeTypes } from './projectRates';

const tag = 'Warehouse billing';

/**
 * A billing period's warehouse charges, made from the project's warehouse rates (DESIGN.md section
 * 6): storage from what the inventory held each day (its item log), handling and labour by the
 * period's billing hours, receiving and delivery by the weight received and picked in the period.
 */
export const warehouseChargeBody = z.object({ projectId: idSchema, billingPeriodId: idSchema });
export type WarehouseChargeBody = z.input<typeof warehouseChargeBody>;

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
});
export type WarehouseChargeRun = z.infer<typeof warehouseChargeRun>;

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
};
