import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { defineList, listSearchBody } from './common/list';
import { idSchema, idText, MAX_ID } from './common/paging';

const tag = 'Project rates';

export const standardRateCategories = ['Freight', 'Services'] as const;
/** DESIGN.md section 6: what a warehouse rate charges for, on what basis, and how storage prorates. */
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
export const storageProrations = ['Daily', 'Half month', 'Full month', 'Anniversary'] as const;

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
});
const storageRule = (
  r: { chargeType: string; period: string | null; proration: string | null },
  ctx: z.RefinementCtx,
) => {
  if (r.chargeType === 'Storage') {
    if (!r.period)
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Storage needs a period (day or month).' });
    if (!r.proration) ctx.addIssue({ code: 'custom', path: ['proration'], message: 'Storage needs a proration rule.' });
  } else if (r.period || r.proration) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: 'Only storage has a period and a proration rule.' });
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
