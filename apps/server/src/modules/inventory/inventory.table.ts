import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { projects } from '../project/project.table';

/** A project's goods at the warehouse: one inventory per project, made at its first receipt. */
export const inventories = pgTable('inventories', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** When goods last came in (received or added by hand) and last went out: kept here, not summed from the log per row. */
  lastReceiptAt: timestamp('last_receipt_at', { withTimezone: true, mode: 'date' }),
  lastReleaseAt: timestamp('last_release_at', { withTimezone: true, mode: 'date' }),
  /**
   * Sums over its items, kept by the database (statement triggers on inventory_items, migration
   * 0024), so the list of every inventory reads them instead of summing thousands of items a row.
   */
  itemCount: integer('item_count').notNull().default(0),
  quantityOnHand: numeric('quantity_on_hand', { precision: 14, scale: 3 }).notNull().default('0'),
  quantityHeld: numeric('quantity_held', { precision: 14, scale: 3 }).notNull().default('0'),
  pieces: integer('pieces').notNull().default(0),
  weight: numeric('weight', { precision: 14, scale: 2 }).notNull().default('0'),
  itemsWithoutWeight: integer('items_without_weight').notNull().default(0),
  /**
   * The same over the items with something on hand (migration 0046): the on-hand report's figures,
   * read for every project at once without summing a million items.
   */
  itemsOnHand: integer('items_on_hand').notNull().default(0),
  piecesOnHand: integer('pieces_on_hand').notNull().default(0),
  weightOnHand: numeric('weight_on_hand', { precision: 14, scale: 2 }).notNull().default('0'),
  /**
   * Cubic inches on hand (quantity × length × width × height), of the items measured: exact, where
   * cubic feet (÷ 1,728) would be rounded item by item.
   */
  cubicInchesOnHand: numeric('cubic_inches_on_hand').notNull().default('0'),
});

/** Items kept together (a pallet, a room's furniture): a project's groups, each name once. */
export const inventoryGroups = pgTable(
  'inventory_groups',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('inventory_groups_project_name_idx').on(t.projectId, sql`lower(${t.name})`)],
);

/**
 * What is on hand: a received line of a receiving alert, where it came from (the RA line and the
 * PO line), where it is, and how much. The quantity never goes below zero, and what is held of it
 * never beyond it.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The receiving alert line and PO line it came from (plain ids: those modules own them). */
    raItemId: integer('ra_item_id'),
    poItemId: integer('po_item_id'),
    itemNumber: text('item_number').notNull().default(''),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    quantityOnHand: numeric('quantity_on_hand', { precision: 12, scale: 3 }).notNull(),
    /** Of what is on hand, what is held for work not yet done (a pick ticket): the rest is available. */
    quantityHeld: numeric('quantity_held', { precision: 12, scale: 3 }).notNull().default('0'),
    weight: numeric('weight', { precision: 12, scale: 2 }).notNull().default('0'),
    pieces: integer('pieces').notNull().default(0),
    location: text('location').notNull().default(''),
    condition: text('condition').notNull().default('Good'),
    receivedDate: date('received_date'),
    /** One unit's length, width and height in inches (optional): its cube, which per-cubic-foot storage bills. */
    lengthIn: numeric('length_in', { precision: 8, scale: 2 }),
    widthIn: numeric('width_in', { precision: 8, scale: 2 }),
    heightIn: numeric('height_in', { precision: 8, scale: 2 }),
    groupId: integer('group_id').references(() => inventoryGroups.id, { onDelete: 'set null' }),
    /**
     * A part split off another item (part of its quantity moved elsewhere): the item first
     * received, whose storage it continues (a part of a part names that first item too). Billing
     * counts an item and its parts as the one item received, so a split changes no bill.
     */
    splitFromId: integer('split_from_id').references((): AnyPgColumn => inventoryItems.id),
    /**
     * How much of its quantity was split off into other items: the weight and pieces kept on the
     * item are of the most it held less this (what shares them out per unit).
     */
    quantitySplitOff: numeric('quantity_split_off', { precision: 12, scale: 3 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    index('inventory_items_inventory_idx').on(t.inventoryId, t.id),
    index('inventory_items_project_idx').on(t.projectId, t.id),
    index('inventory_items_ra_item_idx').on(t.raItemId),
    index('inventory_items_group_idx').on(t.groupId),
    index('inventory_items_split_from_idx').on(t.splitFromId),
    // A project's items by item number (the screen's order), and the "where is it" search's words.
    index('inventory_items_project_number_idx').on(t.projectId, sql`lower(${t.itemNumber})`, t.id),
    // …and by description, the other order people sort a large inventory by.
    index('inventory_items_project_description_idx').on(t.projectId, sql`lower(${t.description})`, t.id),
    index('inventory_items_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    index('inventory_items_item_number_trgm').using('gin', t.itemNumber.op('gin_trgm_ops')),
    index('inventory_items_location_trgm').using('gin', t.location.op('gin_trgm_ops')),
    // The items on hand at a location, of which projects (the KPIs' locations used, per location).
    index('inventory_items_on_hand_location_idx')
      .on(sql`lower(${t.location})`, t.projectId)
      .where(sql`${t.quantityOnHand} > 0`),
    // The items on hand received lately, or entered lately without a receipt date (stock aging).
    index('inventory_items_on_hand_received_idx').on(t.receivedDate).where(sql`${t.quantityOnHand} > 0`),
    index('inventory_items_on_hand_undated_idx')
      .on(t.createdAt)
      .where(sql`${t.quantityOnHand} > 0 and ${t.receivedDate} is null`),
    check('inventory_items_quantity_not_negative', sql`${t.quantityOnHand} >= 0`),
    check(
      'inventory_items_held_within_on_hand',
      sql`${t.quantityHeld} >= 0 and ${t.quantityHeld} <= ${t.quantityOnHand}`,
    ),
  ],
);

/** Every change of an inventory item: who, when, what, and each field before and after. */
export const itemLogs = pgTable(
  'item_logs',
  {
    id: serial('id').primaryKey(),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The business day the change counts on, in the warehouse's time zone: a receipt's received
     * date as the dock entered it, any other change the day it was made there. What billing reads.
     */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    userName: text('user_name'),
    /** received, adjusted, moved, grouped, picked… */
    action: text('action').notNull(),
    /** Where it came from or went (the receiving alert's number). */
    reference: text('reference').notNull().default(''),
    /** Why a person changed it by hand (an adjustment, an item added); empty for work that explains itself. */
    reason: text('reason').notNull().default(''),
    quantityBefore: numeric('quantity_before', { precision: 12, scale: 3 }).notNull(),
    quantityAfter: numeric('quantity_after', { precision: 12, scale: 3 }).notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  // Migration 0028 makes it cover the quantities before and after, which the on-hand history sums.
  (t) => [
    index('item_logs_item_idx').on(t.inventoryItemId, t.at),
    // A period's floor work (the warehouse activity and client activity reports), by business day.
    index('item_logs_business_date_idx').on(t.businessDate),
  ],
);
