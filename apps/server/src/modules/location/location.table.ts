import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';

/**
 * A place in the warehouse goods sit: zone, aisle, bay and level, and the code they make
 * (ZONE-AISLE-BAY-LEVEL), printed on its label and scanned when goods move. A code is one
 * location in any case; an inactive location takes no more goods.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    zone: text('zone').notNull(),
    aisle: text('aisle').notNull().default(''),
    bay: text('bay').notNull().default(''),
    level: text('level').notNull().default(''),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('locations_code_uq').on(sql`lower(${t.code})`),
    index('locations_zone_idx').on(sql`lower(${t.zone})`, t.id),
    index('locations_aisle_idx').on(sql`lower(${t.aisle})`, t.id),
    index('locations_bay_idx').on(sql`lower(${t.bay})`, t.id),
    index('locations_level_idx').on(sql`lower(${t.level})`, t.id),
    index('locations_description_idx').on(sql`lower(${t.description})`, t.id),
    index('locations_active_idx').on(t.active, t.id),
    index('locations_modified_idx').on(t.modifiedAt, t.id),
    index('locations_code_trgm').using('gin', t.code.op('gin_trgm_ops')),
    index('locations_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
  ],
);
