import {
  type VendorBillException,
  vendorBillCategories,
  vendorBillMatches,
  vendorBillStatuses,
} from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { projects } from '../project/project.table';
import { poItems, purchaseOrders } from '../purchaseOrder/purchaseOrder.table';
import { shipments } from '../shipment/shipment.table';

export const vendorBillStatus = statusEnum('vendor_bill_status', vendorBillStatuses);
export const vendorBillMatch = pgEnum('vendor_bill_match', vendorBillMatches);
export const vendorBillCategory = pgEnum('vendor_bill_category', vendorBillCategories);

/**
 * What a vendor or carrier asks to be paid (VB-…): their bill number once per vendor, its lines,
 * how they match the PO and what was received (kept as of the last save or approval), and its
 * place in the queue to the books.
 */
export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => clients.id),
    billNumber: text('bill_number').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    shipmentId: integer('shipment_id').references(() => shipments.id),
    markupPercent: numeric('markup_percent', { precision: 5, scale: 2 }),
    notes: text('notes').notNull().default(''),
    status: vendorBillStatus('status').notNull().default('Pending'),
    match: vendorBillMatch('match').notNull().default('Not matched'),
    exceptions: jsonb('exceptions').$type<VendorBillException[]>().notNull().default([]),
    /** The sum of its lines, to the cent. */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull().default('0'),
    rejectReason: text('reject_reason').notNull().default(''),
    approvalNote: text('approval_note').notNull().default(''),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    approvedBy: text('approved_by'),
    exportedAt: timestamp('exported_at', { withTimezone: true, mode: 'date' }),
    /** The charges its approval made (the charge module's): the carrier's cost and the pass-through. */
    costChargeId: integer('cost_charge_id'),
    billableChargeId: integer('billable_charge_id'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('vendor_bills_number_uq').on(sql`lower(${t.number})`),
    // A vendor's bill number is entered once (the same bill twice would be paid twice).
    uniqueIndex('vendor_bills_vendor_bill_number_uq').on(t.vendorId, sql`lower(${t.billNumber})`),
    index('vendor_bills_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('vendor_bills_project_idx').on(t.projectId, t.id),
    index('vendor_bills_due_idx').on(t.dueDate, t.id),
    index('vendor_bills_bill_date_idx').on(t.billDate, t.id),
    index('vendor_bills_status_idx').on(t.status, t.dueDate, t.id),
    index('vendor_bills_queue_idx').on(t.dueDate, t.id).where(sql`${t.exportedAt} is null`),
    index('vendor_bills_purchase_order_idx').on(t.purchaseOrderId),
    index('vendor_bills_shipment_idx').on(t.shipmentId),
    index('vendor_bills_modified_idx').on(t.modifiedAt, t.id),
    index('vendor_bills_bill_number_trgm').using('gin', t.billNumber.op('gin_trgm_ops')),
    check('vendor_bills_due_after_bill', sql`${t.dueDate} >= ${t.billDate}`),
  ],
);

/** A line of a vendor bill: amount = quantity × unit price to the cent. */
export const vendorBillLines = pgTable(
  'vendor_bill_lines',
  {
    id: serial('id').primaryKey(),
    vendorBillId: integer('vendor_bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
    poItemId: integer('po_item_id').references(() => poItems.id),
    category: vendorBillCategory('category').notNull().default('Goods'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    index('vendor_bill_lines_bill_idx').on(t.vendorBillId, t.id),
    index('vendor_bill_lines_po_item_idx').on(t.poItemId).where(sql`${t.poItemId} is not null`),
    check('vendor_bill_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The provider's matching tolerances: one row. */
export const vendorBillSettings = pgTable('vendor_bill_settings', {
  id: integer('id').primaryKey().default(1),
  pricePercent: numeric('price_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  quantityOverReceived: numeric('quantity_over_received', { precision: 12, scale: 3 }).notNull().default('0'),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
});

export type VendorBillRow = typeof vendorBills.$inferSelect;
