import { z } from 'zod';
import { isoDate } from './common/dates';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { defineList, listSearchBody } from './common/list';
import { idSchema, idText, MAX_ID } from './common/paging';

const tag = 'Project rates';

export const standardRateCategories = ['Freight', 'Services'] as const;
/** docs/design.md section 6: what a warehouse rate charges for, on what basis, and how storage prorates. */
export const warehouseChargeTypes = [
  'Storage',
  'Handling in',
  'Handling out',
  'Receiving',
  'Delivery',
  'Labour',
] as const;
export const rateBases = [
  'Per hundredweight',
  'Per piece',
  'Per pallet',
  'Per cubic foot',
  'Per hour',
  'Flat',
] as const;
export const storagePeriods = ['Day', 'Month'] as const;
export const storageProrations = ['Daily', 'Half month', 'Full month', 'Anniversary', 'High-water mark'] as const;
/**
 * How a rate rounds what it counts, once: None keeps the exact quantity; Per item rounds each
 * item's quantity up to a whole unit; Period total rounds the period's total up to a whole unit.
 */
export const rateRoundings = ['None', 'Per item', 'Period total'] as const;
export type RateRounding = (typeof rateRoundings)[number];

/**
 * The storage period and proration combinations a rate may have (anything else is a 400 on
 * proration). A per-day rate counts days, so only Daily prorates it; a per-month rate is billed by
 * the day's share of its month (Daily), by the half or whole month (Half month, Full month), per
 * 30-day cycle from the end of the free days (Anniversary), or on the month's peak (High-water mark).
 */
export const validProrations: Record<(typeof storagePeriods)[number], readonly (typeof storageProrations)[number][]> = {
  Day: ['Daily'],
  Month: ['Daily', 'Half month', 'Full month', 'Anniversary', 'High-water mark'],
};
/** Units of measure that are pallets (what a per-pallet rate counts), compared case-insensitively. */
export const palletUnits = ['pallet', 'pallets', 'plt', 'pl'] as const;
export const isPalletUnit = (unit: string) => (palletUnits as readonly string[]).includes(unit.trim().toLowerCase());

/** Money and rates: exact decimals as text (never floating point), up to 4 decimals. */
export const moneyText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, 'Enter an amount, at most 8 digits and 4 decimals.'));

const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const version = z.number().int().min(0).max(MAX_ID);

export const standardRateFields = z.object({
  category: z.enum(standardRateCategories, { error: 'Pick Freight or Services.' }),
  name: required(100),
  unit: required(40),
  rate: moneyText,
});
export const standardRate = z.object({
  id: z.number().int(),
  projectId: z.number().int().nullable(),
  category: z.enum(standardRateCategories),
  name: z.string(),
  unit: z.string(),
  rate: z.string(),
  version: z.number().int(),
});
export type StandardRate = z.infer<typeof standardRate>;

const warehouseRateObject = z.object({
  chargeType: z.enum(warehouseChargeTypes, { error: 'Pick a charge type.' }),
  basis: z.enum(rateBases, { error: 'Pick a basis.' }),
  description: z.string().trim().max(200).default(''),
  rate: moneyText,
  /** Storage only: billed per day or per month, and how a part month counts. */
  period: z.enum(storagePeriods).nullable().default(null),
  proration: z.enum(storageProrations).nullable().default(null),
  freeDays: z.number().int().min(0).max(365).default(0),
  minimumCharge: moneyText.default('0'),
  rounding: z.enum(rateRoundings, { error: 'Pick None, Per item or Period total.' }).default('Period total'),
  /**
   * The first day the rate applies (null: always). On a change, the day the new figures apply
   * from: the rate as it was ends the day before and stays for the days up to then.
   */
  effectiveFrom: isoDate.nullable().default(null),
});
const storageRule = (
  r: { chargeType: string; basis: string; period: string | null; proration: string | null },
  ctx: z.RefinementCtx,
) => {
  if (r.chargeType === 'Storage') {
    if (!r.period)
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Storage needs a period (day or month).' });
    if (!r.proration) ctx.addIssue({ code: 'custom', path: ['proration'], message: 'Storage needs a proration rule.' });
    const valid = r.period ? validProrations[r.period as 'Day' | 'Month'] : undefined;
    if (valid && r.proration && !(valid as readonly string[]).includes(r.proration)) {
      ctx.addIssue({
        code: 'custom',
        path: ['proration'],
        message: `A per-${(r.period ?? '').toLowerCase()} rate is prorated ${valid.join(', ')}; not ${r.proration}.`,
      });
    }
    if (r.basis === 'Per hour')
      ctx.addIssue({ code: 'custom', path: ['basis'], message: 'Storage is not billed by the hour.' });
  } else if (r.period || r.proration) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: 'Only storage has a period and a proration rule.' });
  }
  if (r.chargeType === 'Labour' && r.basis !== 'Per hour' && r.basis !== 'Flat') {
    ctx.addIssue({ code: 'custom', path: ['basis'], message: 'Labour is billed by the hour or flat.' });
  }
};
export const warehouseRateFields = warehouseRateObject.superRefine(storageRule);
export const warehouseRate = z.object({
  id: z.number().int(),
  projectId: z.number().int().nullable(),
  chargeType: z.enum(warehouseChargeTypes),
  basis: z.enum(rateBases),
  description: z.string(),
  rate: z.string(),
  period: z.enum(storagePeriods).nullable(),
  proration: z.enum(storageProrations).nullable(),
  freeDays: z.number().int(),
  minimumCharge: z.string(),
  rounding: z.enum(rateRoundings),
  /** The days the rate applies: from (null: always) to (null: until changed). */
  effectiveFrom: z.iso.date().nullable(),
  effectiveTo: z.iso.date().nullable(),
  version: z.number().int(),
});
export type WarehouseRate = z.infer<typeof warehouseRate>;

const values = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));
export const standardRateList = defineList({
  name: 'standard-rates',
  columns: {
    category: { label: 'Category', type: 'enum', values: values(standardRateCategories) },
    name: { label: 'Charge', type: 'text', inSearchTerm: true },
    unit: { label: 'Unit', type: 'text' },
    rate: { label: 'Rate', type: 'money' },
  },
  defaultSort: { column: 'category' },
  maxUnpaged: 500,
});
export const warehouseRateList = defineList({
  name: 'warehouse-rates',
  columns: {
    chargeType: { label: 'Charge type', type: 'enum', values: values(warehouseChargeTypes) },
    basis: { label: 'Basis', type: 'enum', values: values(rateBases) },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    rate: { label: 'Rate', type: 'money' },
    period: { label: 'Period', type: 'enum', values: values(storagePeriods) },
    freeDays: { label: 'Free days', type: 'number' },
    minimumCharge: { label: 'Minimum', type: 'money' },
    rounding: { label: 'Rounding', type: 'enum', values: values(rateRoundings) },
    effectiveFrom: { label: 'Applies from', type: 'date' },
    effectiveTo: { label: 'Until', type: 'date' },
  },
  defaultSort: { column: 'chargeType' },
  maxUnpaged: 500,
});
/** Rate searches answer the whole filtered list: a project has tens of rates, not thousands. */
export const standardRateSearchBody = listSearchBody(standardRateList).extend({ projectId: idSchema.optional() });
export const warehouseRateSearchBody = listSearchBody(warehouseRateList).extend({ projectId: idSchema });

export const rateManager = z.object({
  projectId: z.number().int(),
  standardRates: z.array(standardRate),
  warehouseRates: z.array(warehouseRate),
});

const projectQuery = z.object({ projectId: idText });
const forProject = { projectId: idSchema };

export const projectRateEndpoints = {
  getProjectRateManager: endpoint({
    method: 'GET',
    path: '/api/Project/getProjectRateManager',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "A project's standard and warehouse rates",
    query: z.object({ id: idText }),
    response: rateManager,
  }),
  getAllStandardRate: endpoint({
    method: 'GET',
    path: '/api/Project/getAllStandardRate',
    access: 'Project:View',
    tag,
    summary: 'The master list of standard rates (freight and services) that new projects copy',
    response: z.array(standardRate),
  }),
  getAllWarehouseRate: endpoint({
    method: 'GET',
    path: '/api/Project/getAllWarehouseRate',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "A project's warehouse rates",
    query: projectQuery,
    response: z.array(warehouseRate),
  }),
  getWarehouseRateMasterData: endpoint({
    method: 'GET',
    path: '/api/Project/getWarehouseRateMasterData',
    access: 'Project:View',
    tag,
    summary:
      'The master list of warehouse rates, and the charge types, bases, periods and proration rules to pick from',
    response: z.object({
      rates: z.array(warehouseRate),
      chargeTypes: z.array(z.enum(warehouseChargeTypes)),
      bases: z.array(z.enum(rateBases)),
      periods: z.array(z.enum(storagePeriods)),
      prorations: z.array(z.enum(storageProrations)),
      roundings: z.array(z.enum(rateRoundings)),
      /** Which prorations each storage period takes (validProrations). */
      validProrations: z.record(z.string(), z.array(z.enum(storageProrations))),
      /** The zone storage days are counted in (WAREHOUSE_TIME_ZONE). */
      timeZone: z.string(),
    }),
  }),
  setDefaultData: endpoint({
    method: 'POST',
    path: '/api/project/setDefaultData',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: 'Copy the master rate lists into a project (the rates it does not have yet)',
    body: z.object({ id: idSchema }),
    response: rateManager,
  }),
  addSingleStandardrate: endpoint({
    method: 'POST',
    path: '/api/project/addSingleStandardrate',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: 'Add a standard rate to a project',
    body: standardRateFields.extend(forProject),
    status: 201,
    response: standardRate,
  }),
  updateSingleStandardrate: endpoint({
    method: 'PUT',
    path: '/api/project/updateSingleStandardrate',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Change one of a project's standard rates (a stale version is a 409)",
    body: standardRateFields.extend({ id: idSchema, version }),
    response: standardRate,
  }),
  updateStandardRates: endpoint({
    method: 'PUT',
    path: '/api/project/updateStandardRates',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Change several of a project's standard rates at once: all or none",
    body: z.object({
      ...forProject,
      rates: z
        .array(standardRateFields.extend({ id: idSchema, version }))
        .min(1)
        .max(500),
    }),
    response: z.array(standardRate),
  }),
  removeStandardRates: endpoint({
    method: 'PUT',
    path: '/api/project/RemoveStandardRates',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Remove standard rates from a project; answers the project's remaining ones",
    body: z.object({ ...forProject, ids: z.array(idSchema).min(1).max(500) }),
    response: z.array(standardRate),
  }),
  addSingleWareHouserate: endpoint({
    method: 'POST',
    path: '/api/project/addSingleWareHouserate',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: 'Add a warehouse rate to a project',
    body: warehouseRateObject.extend(forProject).superRefine(storageRule),
    status: 201,
    response: warehouseRate,
  }),
  updateSingleWareHouserate: endpoint({
    method: 'PUT',
    path: '/api/project/updateSingleWareHouserate',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Change one of a project's warehouse rates (a stale version is a 409)",
    body: warehouseRateObject.extend({ id: idSchema, version }).superRefine(storageRule),
    response: warehouseRate,
  }),
  updateWareHouserate: endpoint({
    method: 'PUT',
    path: '/api/project/updateWareHouserate',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Change several of a project's warehouse rates at once: all or none",
    body: z.object({
      ...forProject,
      rates: z
        .array(warehouseRateObject.extend({ id: idSchema, version }).superRefine(storageRule))
        .min(1)
        .max(500),
    }),
    response: z.array(warehouseRate),
  }),
  removeWarehouseRates: endpoint({
    method: 'PUT',
    path: '/api/project/removeWarehouseRates',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Remove warehouse rates from a project; answers the project's remaining ones",
    body: z.object({ ...forProject, ids: z.array(idSchema).min(1).max(500) }),
    response: z.array(warehouseRate),
  }),
  searchWarehouseRate: endpoint({
    method: 'POST',
    path: '/api/project/searchWarehouseRate',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "Search a project's warehouse rates (shared search payload with projectId)",
    body: warehouseRateSearchBody,
    response: z.array(warehouseRate),
  }),
  searchStandardRate: endpoint({
    method: 'POST',
    path: '/api/project/searchStandardRate',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "Search a project's standard rates, or the master list without projectId (shared search payload)",
    body: standardRateSearchBody,
    response: z.array(standardRate),
  }),
};
