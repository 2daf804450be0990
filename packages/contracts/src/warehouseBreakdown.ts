import { z } from 'zod';
import { rateBases, rateRoundings, storageProrations, warehouseChargeTypes } from './projectRates';

/** A warehouse charge is a draft (staff only, replaced by the next run) until a clerk confirms it. */
export const chargeStates = ['Draft', 'Confirmed'] as const;
export type ChargeState = (typeof chargeStates)[number];

/** One item behind a warehouse charge: what it counted for (units, unit-days, cubic feet…), and from when. */
export const breakdownItem = z.object({
  itemId: z.number().int(),
  itemNumber: z.string(),
  description: z.string(),
  unitOfMeasure: z.string(),
  /** The business day it came in, and the first day billed once its free days ended. */
  receivedOn: z.iso.date().nullable(),
  billableFrom: z.iso.date().nullable(),
  /** What it counted for, exact (before the period's rounding). */
  quantity: z.string(),
  /** How (e.g. "10,000 lb on hand 30 days ÷ 30", "peak on 2026-11-14"). */
  note: z.string(),
});

/**
 * How a warehouse charge was worked out, stored with it: the rate and its rules, the days, the
 * items and what each counted for, what was left out and why, the rounding, the minimum, and for
 * an adjustment the confirmed charge it corrects.
 */
export const warehouseBreakdown = z
  .object({
    rateId: z.number().int(),
    chargeType: z.enum(warehouseChargeTypes),
    basis: z.enum(rateBases),
    /** Storage's proration, or what the charge counts otherwise ("Received", "Picked", "Hours", "Flat"). */
    model: z.union([z.enum(storageProrations), z.enum(['Received', 'Picked', 'Hours', 'Flat'])]),
    rounding: z.enum(rateRoundings),
    from: z.iso.date(),
    to: z.iso.date(),
    /** The rate at its own precision, and what it is per ("CWT-month", "Pallet-day", "Hour"). */
    rate: z.string(),
    per: z.string(),
    freeDays: z.number().int(),
    /** The exact quantity before rounding, and the quantity billed. */
    exactQuantity: z.string(),
    quantity: z.string(),
    /** A part of the period at this rate: the period's quantity × days at the rate ÷ days in the period. */
    share: z.string().nullable(),
    hours: z.string().nullable(),
    minimumCharge: z.string(),
    minimumApplied: z.boolean(),
    items: z.array(breakdownItem),
    /** Items counted but not listed (the list stops at 100). */
    moreItems: z.number().int(),
    leftOut: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    notes: z.array(z.string()),
    /** An adjustment: the confirmed charge it corrects, what that billed and what is owed now. */
    adjustment: z
      .object({
        correctsChargeId: z.number().int().nullable(),
        confirmedAmount: z.string(),
        amountNow: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'WarehouseBreakdown' });
export type WarehouseBreakdown = z.infer<typeof warehouseBreakdown>;
