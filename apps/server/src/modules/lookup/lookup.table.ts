import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A small id/name list served by a lookup endpoint and referenced by foreign keys. */
const lookupTable = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const userTypes = lookupTable('user_types');
export const clientTypes = lookupTable('client_types');
export const contactTypes = lookupTable('contact_types');
export const projectTypes = lookupTable('project_types');
/** What a PO item is (furniture, fixtures, …): filters and reports group by it. */
export const itemCategories = lookupTable('item_categories');
export const shipmentMethods = lookupTable('shipment_methods');

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
});
