import { raStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
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
import { shipmentItems, shipments } from '../shipment/shipment.table';
import { users } from '../user/user.table';

/** The database's type of an alert's status, from the contract's array. */
export const raStatus = statusEnum('ra_status', raStatuses);

/** What the warehouse is told to expect for a project: from a PO, a shipment, or a client's notice. */
export const receivingAlerts = pgTable(
  'receiving_alerts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    shipmentId: integer('shipment_id').references(() => shipments.id),
    carrierId: integer('carrier_id').references(() => clients.id),
    status: raStatus('status').notNull().default('Expected'),
    expectedDate: date('expected_date'),
    receivedDate: date('received_date'),
    /** When the goods reached the dock: the truck checked in, or the first line received. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }),
    /** When receiving finished and the goods went onto the shelves: dock-to-stock ends here. */
    putAwayAt: timestamp('put_away_at', { withTimezone: true, mode: 'date' }),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    advanceNotice: boolean('advance_notice').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('receiving_alerts_number_uq').on(sql`lower(${t.number})`),
    index('receiving_alerts_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('receiving_alerts_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('receiving_alerts_project_idx').on(t.projectId, t.id),
    index('receiving_alerts_po_idx').on(t.purchaseOrderId),
    index('receiving_alerts_shipment_idx').on(t.shipmentId),
    index('receiving_alerts_status_idx').on(t.status, t.id),
    index('receiving_alerts_expected_idx').on(t.expectedDate, t.id),
    index('receiving_alerts_received_idx').on(t.receivedDate, t.id),
    index('receiving_alerts_put_away_idx').on(t.putAwayAt),
    index('receiving_alerts_modified_at_idx').on(t.modifiedAt, t.id),
  ],
);

/** A line the warehouse expects, and what the dock received of it. */
export const raItems = pgTable(
  'receiving_alert_items',
  {
    id: serial('id').primaryKey(),
    receivingAlertId: integer('receiving_alert_id')
      .notNull()
      .references(() => receivingAlerts.id, { onDelete: 'cascade' }),
    poItemId: integer('po_item_id').references(() => poItems.id),
    shipmentItemId: integer('shipment_item_id').references(() => shipmentItems.id, { onDelete: 'set null' }),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    quantityExpected: numeric('quantity_expected', { precision: 12, scale: 3 }).notNull(),
    /** Every unit that arrived, good or damaged; null until received. */
    quantityReceived: numeric('quantity_received', { precision: 12, scale: 3 }),
    /** Of the quantity received, the units that arrived damaged. */
    quantityDamaged: numeric('quantity_damaged', { precision: 12, scale: 3 }),
    receivedDate: date('received_date'),
    condition: text('condition'),
    /** Why the quantity is short or over. */
    reason: text('reason').notNull().default(''),
    damageReason: text('damage_reason').notNull().default(''),
    note: text('note').notNull().default(''),
    /** What is expected. */
    weight: numeric('weight', { precision: 12, scale: 2 }).notNull().default('0'),
    pieces: integer('pieces').notNull().default(0),
    /** As weighed and counted at the dock; null: the expected weight's and pieces' share of the quantity received. */
    weightReceived: numeric('weight_received', { precision: 12, scale: 2 }),
    piecesReceived: integer('pieces_received'),
    location: text('location').notNull().default(''),
    /** One unit's length, width and height in inches as measured at the dock (optional): the item's cube. */
    lengthIn: numeric('length_in', { precision: 8, scale: 2 }),
    widthIn: numeric('width_in', { precision: 8, scale: 2 }),
    heightIn: numeric('height_in', { precision: 8, scale: 2 }),
    /** The inventory items the good and the damaged goods became (plain ids: inventory owns them). */
    inventoryItemId: integer('inventory_item_id'),
    damagedInventoryItemId: integer('damaged_inventory_item_id'),
    ...auditColumns(),
  },
  (t) => [
    index('receiving_alert_items_ra_idx').on(t.receivingAlertId, t.id),
    index('receiving_alert_items_po_item_idx').on(t.poItemId),
    index('receiving_alert_items_shipment_item_idx').on(t.shipmentItemId),
    index('receiving_alert_items_ra_item_number_idx').on(t.receivingAlertId, sql`lower(${t.itemNumber})`, t.id),
    index('receiving_alert_items_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    check('receiving_alert_items_expected_positive', sql`${t.quantityExpected} > 0`),
    check(
      'receiving_alert_items_received_not_negative',
      sql`${t.quantityReceived} is null or ${t.quantityReceived} >= 0`,
    ),
    check(
      'receiving_alert_items_damaged_within_received',
      sql`${t.quantityDamaged} is null or (${t.quantityDamaged} >= 0 and ${t.quantityDamaged} <= coalesce(${t.quantityReceived}, 0))`,
    ),
  ],
);
