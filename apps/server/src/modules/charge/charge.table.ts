import { chargeCategories, chargeContainers, chargeStates, type WarehouseBreakdown } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { projects } from '../project/project.table';

export const chargeCategory = statusEnum('charge_category', chargeCategories);
export const chargeContainer = pgEnum('charge_container', chargeContainers);
export const chargeState = pgEnum('charge_state', chargeStates);

/**
 * A charge: what the provider bills a project for, on the project itself or one of its records
 * (container_module and container_id: a PO, a shipment, an alert, a pick ticket). The amount is
 * quantity × rate to the cent, kept as written so an invoice adds up what it shows. Open while
 * invoice_id is null.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    containerModule: chargeContainer('container_module').notNull(),
    containerId: integer('container_id'),
    category: chargeCategory('category').notNull(),
    typeId: integer('type_id').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** The invoice that took it (the invoices module's); null while open. */
    invoiceId: integer('invoice_id'),
    /** Made by the warehouse's billing run, not by hand. */
    warehouse: boolean('warehouse').notNull().default(false),
    /** The billing period a warehouse charge was made for (the project module's); null on charges entered by hand. */
    billingPeriodId: integer('billing_period_id'),
    /**
     * Draft: made by a billing run, seen by staff only, replaced by the next run. Confirmed: frozen
     * (no edit, no delete), seen by the client, invoiceable. Charges entered by hand are confirmed.
     */
    state: chargeState('state').notNull().default('Confirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: text('confirmed_by'),
    /** A correction of a confirmed warehouse charge (the difference; may be negative). */
    adjustment: boolean('adjustment').notNull().default(false),
    /** The confirmed charge an adjustment corrects. */
    correctsChargeId: integer('corrects_charge_id'),
    /** How a warehouse charge was worked out (the contracts' warehouseBreakdown). */
    breakdown: jsonb('breakdown').$type<WarehouseBreakdown>(),
    ...auditColumns(),
  },
  (t) => [
    index('charges_project_date_idx').on(t.projectId, t.chargeDate, t.id),
    index('charges_date_idx').on(t.chargeDate, t.id),
    index('charges_container_idx').on(t.containerModule, t.containerId, t.chargeDate, t.id),
    // An invoice's charges; partial, so that the open ones (the status filter) are found by the
    // status index instead of walking every invoiced entry before the nulls.
    index('charges_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    index('charges_modified_idx').on(t.modifiedAt, t.id),
    // A period's warehouse charges, which its next billing run replaces.
    index('charges_billing_period_idx').on(t.billingPeriodId).where(sql`${t.billingPeriodId} is not null`),
    // Quantities and amounts below zero only on adjustment lines.
    check('charges_negative_only_adjustments', sql`${t.adjustment} or (${t.quantity} >= 0 and ${t.amount} >= 0)`),
    index('charges_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    index('charges_description_sort_idx').on(sql`lower(${t.description})`, t.id),
    // The list's other sorts, each keyed by id as the list pages (bench/list: charges).
    index('charges_amount_idx').on(t.amount, t.id),
    index('charges_category_idx').on(t.category, t.id),
    index('charges_module_idx').on(t.containerModule, t.id),
    index('charges_type_idx').on(t.type, t.id),
    index('charges_status_idx').on(sql`(case when ${t.invoiceId} is null then 'Open' else 'Invoiced' end)`, t.id),
  ],
);
