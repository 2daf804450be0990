import { standardRateList, warehouseRateList } from '@freightdesk/contracts';
import { type AnyColumn, isNull, or, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from './project.scope';
import { standardRates, warehouseRates } from './rate.table';

/** The master list (no project) is everyone's; a project's rates follow the project's scope. */
function masterOrInScope(scope: DataScope, projectId: AnyColumn) {
  const inScope = projectInScope(scope, projectId);
  return inScope ? or(isNull(projectId), inScope) : undefined;
}

export const standardRateColumns = {
  id: standardRates.id,
  projectId: standardRates.projectId,
  category: standardRates.category,
  name: standardRates.name,
  unit: standardRates.unit,
  rate: standardRates.rate,
  version: standardRates.version,
};

export const warehouseRateColumns = {
  id: warehouseRates.id,
  projectId: warehouseRates.projectId,
  chargeType: warehouseRates.chargeType,
  basis: warehouseRates.basis,
  description: warehouseRates.description,
  rate: warehouseRates.rate,
  period: warehouseRates.period,
  proration: warehouseRates.proration,
  freeDays: warehouseRates.freeDays,
  minimumCharge: warehouseRates.minimumCharge,
  rounding: warehouseRates.rounding,
  effectiveFrom: warehouseRates.effectiveFrom,
  effectiveTo: warehouseRates.effectiveTo,
  version: warehouseRates.version,
};

export const standardRateListQuery = listQuery({
  spec: standardRateList,
  from: standardRates,
  id: standardRates.id,
  joins: {},
  columns: {
    category: { expr: standardRates.category },
    name: { expr: standardRates.name, sort: sql`lower(${standardRates.name})` },
    unit: { expr: standardRates.unit },
    rate: { expr: standardRates.rate },
  },
  select: standardRateColumns,
  selectJoins: [],
  scope: (scope) => masterOrInScope(scope, standardRates.projectId),
});

export const warehouseRateListQuery = listQuery({
  spec: warehouseRateList,
  from: warehouseRates,
  id: warehouseRates.id,
  joins: {},
  columns: {
    chargeType: { expr: warehouseRates.chargeType },
    basis: { expr: warehouseRates.basis },
    description: { expr: warehouseRates.description, sort: sql`lower(${warehouseRates.description})` },
    rate: { expr: warehouseRates.rate },
    period: { expr: warehouseRates.period },
    freeDays: { expr: warehouseRates.freeDays },
    minimumCharge: { expr: warehouseRates.minimumCharge },
    rounding: { expr: warehouseRates.rounding },
    effectiveFrom: { expr: warehouseRates.effectiveFrom },
    effectiveTo: { expr: warehouseRates.effectiveTo },
  },
  select: warehouseRateColumns,
  selectJoins: [],
  scope: (scope) => masterOrInScope(scope, warehouseRates.projectId),
});
