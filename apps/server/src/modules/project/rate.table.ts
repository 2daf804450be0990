import {
  rateBases,
  rateRoundings,
  standardRateCategories,
  storagePeriods,
  storageProrations,
  warehouseChargeTypes,
} from '@freightdesk/contracts';
import { date, index, integer, numeric, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { projects } from './project.table';

export const standardRateCategory = pgEnum('standard_rate_category', standardRateCategories);
export const warehouseChargeType = pgEnum('warehouse_charge_type', warehouseChargeTypes);
export const rateBasis = pgEnum('rate_basis', rateBases);
export const storagePeriod = pgEnum('storage_period', storagePeriods);
export const storageProration = pgEnum('storage_proration', storageProrations);
export const rateRounding = pgEnum('rate_rounding', rateRoundings);

/** Standard rates (freight and services): a project's, or the master list's when projectId is null. */
export const standardRates = pgTable(
  'standard_rates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    category: standardRateCategory('category').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** Exact decimal, never floating point. */
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('standard_rates_project_idx').on(t.projectId)],
);

/** Warehouse rates: what storage and handling billing charges; a project's, or the master list's. */
export const warehouseRates = pgTable(
  'warehouse_rates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    chargeType: warehouseChargeType('charge_type').notNull(),
    basis: rateBasis('basis').notNull(),
    description: text('description').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    period: storagePeriod('period'),
    proration: storageProration('proration'),
    freeDays: integer('free_days').notNull().default(0),
    minimumCharge: numeric('minimum_charge', { precision: 12, scale: 4 }).notNull().default('0'),
    /** How what the rate counts is rounded, once (rateRoundings). */
    rounding: rateRounding('rounding').notNull().default('Period total'),
    /**
     * The days the rate applies, both inclusive (null: open-ended). A change with an "applies from"
     * day ends the row the day before and adds the new figures as a row of their own.
     */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveTo: date('effective_to', { mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [index('warehouse_rates_project_idx').on(t.projectId)],
);
