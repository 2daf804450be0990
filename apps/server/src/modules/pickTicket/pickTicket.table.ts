import { pickTicketStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { inventoryItems } from '../inventory/inventory.table';
import { projects } from '../project/project.table';

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
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('pick_tickets_number_uq').on(sql`lower(${t.number})`),
    index('pick_tickets_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('pick_tickets_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('pick_tickets_project_idx').on(t.projectId, t.id),
    index('pick_tickets_status_idx').on(t.status, t.id),
    index('pick_tickets_requested_idx').on(t.requestedDate, t.id),
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
  ],
);
