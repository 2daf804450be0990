import { z } from 'zod';
import { idSchema } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { warehouseChargeTypes } from './projectRates';

/**
 * A project's billing periods: the months its warehouse work is billed by, what closing or
 * reopening one sends, and the hours worked in one. The calls are the project's
 * (projectEndpoints in ./project.ts).
 */

/** docs/design.md section 6: a billing period is Open, then Closed, then Invoiced. */
export const billingPeriodStatuses = defineStatuses(['Open', 'Closed', 'Invoiced']);
export type BillingPeriodStatus = StatusOf<typeof billingPeriodStatuses>;
export const billingPeriod = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  status: billingPeriodStatuses.schema,
  /** Labour hours worked for the project in the period (the hours of charge type Labour, kept for older callers). */
  billingHours: z.string(),
  /** The hours entered per warehouse charge type (Handling in, Handling out, Labour…): what each per-hour rate bills. */
  hours: z.record(z.string(), z.string()),
});
export type BillingPeriod = z.infer<typeof billingPeriod>;
/** A period closed or reopened by hand (Invoiced belongs to the invoice). */
export const billingPeriodStatusBody = z.object({
  projectId: idSchema,
  id: idSchema,
  status: z.enum(['Open', 'Closed'], { error: 'Pick Open or Closed.' }),
});

/** The hours of handling and labour worked in a period (at most 2 decimals), billed by per-hour warehouse rates. */
export const billingHoursBody = z.object({
  projectId: idSchema,
  billingPeriodId: idSchema,
  /** The charge type the hours are for; Labour when left out (the body older callers send). */
  chargeType: z.enum(warehouseChargeTypes, { error: 'Pick a warehouse charge type.' }).default('Labour'),
  billingHours: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter the hours, at most 2 decimals.')),
});
