import { pickTicketStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { inventoryItems } from '../inventory/inventory.table';
import { projects } from '../project/project.table';
import { users } from '../user/user.table';

/** PostgreSQL's bytes (a signature's PNG), as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** The largest signature image kept (a pad's PNG is 5–40 KB). */
export const SIGNATURE_MAX_BYTES = 200_000;

/** The database's type of a pick ticket's status, from the contract's array (its id is its place in it). */
export const pickTicketStatus = statusEnum('pick_ticket_status', pickTicketStatuses);

/** A release of a project's goods from the warehouse to its job site. */
export const pickTickets = pgTable(
  'pick_tickets',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    status: pickTicketStatus('status').notNull().default('Open'),
    requestedDate: date('requested_date'),
    deliveryAddress: text('delivery_address').notNull().default(''),
    carrierId: integer('carrier_id').references(() => clients.id),
    driver: text('driver').notNull().default(''),
    notes: text('notes').notNull().default(''),
    pickedAt: timestamp('picked_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Who asked for the release (a client user's request, or the staff member who made it). */
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null while a client's request awaits the warehouse's confirmation; staff's tickets are confirmed as made. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: text('confirmed_by').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('pick_tickets_number_uq').on(sql`lower(${t.number})`),
    index('pick_tickets_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('pick_tickets_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('pick_tickets_project_idx').on(t.projectId, t.id),
    index('pick_tickets_status_idx').on(t.status, t.id),
    index('pick_tickets_requested_idx').on(t.requestedDate, t.id),
    // The reports' deliveries of a period (KPIs, warehouse and client activity).
    index('pick_tickets_delivered_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
  ],
);

/**
 * A line of a pick ticket: a quantity of an inventory item (held while the ticket is open), or a
 * line by hand (no inventory item). What was picked is recorded when picked; short needs a reason.
 */
export const pickTicketItems = pgTable(
  'pick_ticket_items',
  {
    id: serial('id').primaryKey(),
    pickTicketId: integer('pick_ticket_id')
      .notNull()
      .references(() => pickTickets.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id').references(() => inventoryItems.id),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    location: text('location').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    quantityPicked: numeric('quantity_picked', { precision: 12, scale: 3 }),
    shortReason: text('short_reason').notNull().default(''),
    /** The location the goods were taken from (scanned by the picker). */
    pickedLocation: text('picked_location').notNull().default(''),
    /** At the site: what the receiver took (null until delivered), of it how much damaged and why, and why short. */
    quantityDelivered: numeric('quantity_delivered', { precision: 12, scale: 3 }),
    quantityDamaged: numeric('quantity_damaged', { precision: 12, scale: 3 }).notNull().default('0'),
    damageReason: text('damage_reason').notNull().default(''),
    deliveryReason: text('delivery_reason').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('pick_ticket_items_ticket_idx').on(t.pickTicketId, t.id),
    index('pick_ticket_items_inventory_idx').on(t.inventoryItemId),
    check('pick_ticket_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'pick_ticket_items_picked_within',
      sql`${t.quantityPicked} is null or (${t.quantityPicked} >= 0 and ${t.quantityPicked} <= ${t.quantity})`,
    ),
    check(
      'pick_ticket_items_delivered_within',
      sql`${t.quantityDelivered} is null or (${t.quantityDelivered} >= 0 and ${t.quantityDamaged} >= 0 and ${t.quantityDamaged} <= ${t.quantityDelivered})`,
    ),
  ],
);

/**
 * Proof of delivery: who received the goods at the site, when, and their signature (a PNG drawn
 * on the screen, or their name typed by a keyboard user). One per delivered ticket; photos are the
 * ticket's files (folder `{number}-delivery`).
 */
export const pickTicketDeliveries = pgTable(
  'pick_ticket_deliveries',
  {
    pickTicketId: integer('pick_ticket_id')
      .primaryKey()
      .references(() => pickTickets.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    signaturePng: bytea('signature_png'),
    signatureTyped: boolean('signature_typed').notNull().default(false),
    notes: text('notes').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pick_ticket_deliveries_signed',
      sql`${t.signatureTyped} or (${t.signaturePng} is not null and octet_length(${t.signaturePng}) <= ${sql.raw(String(SIGNATURE_MAX_BYTES))})`,
    ),
  ],
);
