import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { clientTypes, contactTypes, countries, states } from '../lookup/lookup.table';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => clientTypes.id),
    defaultBillingClientId: integer('default_billing_client_id').references((): AnyPgColumn => clients.id),
    thirdPartyClientId: integer('third_party_client_id').references((): AnyPgColumn => clients.id),
    /**
     * The primary address's city and state code, kept by a trigger on client_addresses (migration
     * 0009) so the address book sorts and searches them with an index at a million clients.
     */
    primaryCity: text('primary_city'),
    primaryState: text('primary_state'),
    /** Payment terms, net days: an invoice billed to this client is due this many days after its date. */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    ...auditColumns(),
  },
  (t) => [
    index('clients_type_name_idx').on(t.typeId, sql`lower(${t.name})`, t.id),
    index('clients_type_id_idx').on(t.typeId, t.id),
    index('clients_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    index('clients_modified_at_idx').on(t.modifiedAt, t.id),
    index('clients_city_sort_idx').on(sql`lower(${t.primaryCity})`, t.id),
    index('clients_state_sort_idx').on(t.primaryState, t.id),
    index('clients_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('clients_city_trgm').using('gin', t.primaryCity.op('gin_trgm_ops')),
  ],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    stateId: integer('state_id').references(() => states.id),
    postalCode: text('postal_code').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('client_addresses_client_idx').on(t.clientId),
    // A client has at most one primary address, whoever writes it.
    uniqueIndex('client_addresses_primary_uq').on(t.clientId).where(sql`${t.isPrimary}`),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId)],
);

export const contactInfos = pgTable(
  'contact_infos',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => clientContacts.id, { onDelete: 'cascade' }),
    contactTypeId: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    value: text('value').notNull(),
  },
  (t) => [index('contact_infos_contact_idx').on(t.contactId)],
);
