import { poStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { itemCategories } from '../lookup/lookup.table';
import { projects } from '../project/project.table';
import { users } from '../user/user.table';

/** The database's type of a PO's status, from the contract's array (its id is its place in it). */
export const poStatus = statusEnum('po_status', poStatuses);

/** What a project ordered from a vendor; its items are shipped and received against it. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => clients.id),
    status: poStatus('status').notNull(),
    orderDate: date('order_date'),
    followUpDate: date('follow_up_date'),
    vendorReference: text('vendor_reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Who created it: the follow-up reminder goes to them as well as to the project manager. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_uq').on(sql`lower(${t.number})`),
    index('purchase_orders_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('purchase_orders_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('purchase_orders_project_idx').on(t.projectId, t.id),
    index('purchase_orders_vendor_idx').on(t.vendorId),
    index('purchase_orders_status_idx').on(t.status, t.id),
    index('purchase_orders_modified_at_idx').on(t.modifiedAt, t.id),
    index('purchase_orders_follow_up_idx').on(t.followUpDate, t.id),
    index('purchase_orders_order_date_idx').on(t.orderDate, t.id),
  ],
);

/**
 * A line of a PO. Shipped and received quantities are kept on the line and moved by the shipping
 * and receiving modules in their transactions; the database refuses a line shipped beyond what was
 * ordered, so two people shipping the same line at once cannot both win.
 */
export const poItems = pgTable(
  'po_items',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    categoryId: integer('category_id').references(() => itemCategories.id),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }).notNull().default('0'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    weight: numeric('weight', { precision: 12, scale: 2 }).notNull().default('0'),
    pieces: integer('pieces').notNull().default(0),
    quantityShipped: numeric('quantity_shipped', { precision: 12, scale: 3 }).notNull().default('0'),
    quantityReceived: numeric('quantity_received', { precision: 12, scale: 3 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    index('po_items_po_idx').on(t.purchaseOrderId, t.id),
    // What an order's lines add up to, read from the index alone (the open purchase orders report).
    index('po_items_po_sums_idx').on(t.purchaseOrderId, t.quantity, t.quantityReceived, t.amount),
    index('po_items_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    index('po_items_po_item_number_idx').on(t.purchaseOrderId, sql`lower(${t.itemNumber})`, t.id),
    check('po_items_quantity_positive', sql`${t.quantity} > 0`),
    check('po_items_shipped_within_ordered', sql`${t.quantityShipped} >= 0 and ${t.quantityShipped} <= ${t.quantity}`),
    check('po_items_received_not_negative', sql`${t.quantityReceived} >= 0`),
  ],
);
