import { shipmentStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { shipmentMethods } from '../lookup/lookup.table';
import { projects } from '../project/project.table';
import { poItems } from '../purchaseOrder/purchaseOrder.table';

/** The database's type of a shipment's status, from the contract's array (its id is its place in it). */
export const shipmentStatus = statusEnum('shipment_status', shipmentStatuses);

/** Goods moving for a project: from a shipper (usually a vendor) by a carrier to a consignee. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    carrierId: integer('carrier_id').references(() => clients.id),
    methodId: integer('method_id').references(() => shipmentMethods.id),
    status: shipmentStatus('status').notNull(),
    shipperId: integer('shipper_id').references(() => clients.id),
    consigneeId: integer('consignee_id').references(() => clients.id),
    shipDate: date('ship_date'),
    expectedDate: date('expected_date'),
    deliveredDate: date('delivered_date'),
    trackingNumber: text('tracking_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('shipments_number_uq').on(sql`lower(${t.number})`),
    index('shipments_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('shipments_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('shipments_tracking_trgm').using('gin', t.trackingNumber.op('gin_trgm_ops')),
    index('shipments_project_idx').on(t.projectId, t.id),
    index('shipments_carrier_idx').on(t.carrierId),
    index('shipments_status_idx').on(t.status, t.id),
    index('shipments_method_idx').on(t.methodId, t.id),
    index('shipments_ship_date_idx').on(t.shipDate, t.id),
    index('shipments_expected_date_idx').on(t.expectedDate, t.id),
    index('shipments_delivered_date_idx').on(t.deliveredDate, t.id),
    index('shipments_modified_at_idx').on(t.modifiedAt, t.id),
  ],
);

/**
 * A line of a shipment: part of a PO line (whose shipped quantity it adds to, in the same
 * transaction) or a line entered by hand. A PO line on a shipment cannot be deleted.
 */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    poItemId: integer('po_item_id').references(() => poItems.id),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    weight: numeric('weight', { precision: 12, scale: 2 }).notNull().default('0'),
    pieces: integer('pieces').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('shipment_items_shipment_idx').on(t.shipmentId, t.id),
    index('shipment_items_po_item_idx').on(t.poItemId),
    index('shipment_items_shipment_item_number_idx').on(t.shipmentId, sql`lower(${t.itemNumber})`, t.id),
    check('shipment_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
