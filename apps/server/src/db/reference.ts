import { PROVIDER_CLIENT_ID } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from './client';
import * as t from './schema';

/** Reference lists every database needs, ids fixed because screens and rules name them. */
export const referenceLists: [PgTable, string[]][] = [
  [t.userTypes, ['Staff', 'Client', 'Warehouse', 'Accounting', 'Management']],
  [t.clientTypes, ['Customer', 'Vendor', 'Property', 'Carrier']],
  [t.contactTypes, ['Phone', 'Mobile', 'E-mail', 'Fax']],
  [t.projectTypes, ['Hotel Renovation', 'New Construction', 'Office Fit-Out', 'Warehousing Only', 'Relocation']],
  [
    t.itemCategories,
    [
      'Furniture',
      'Fixtures',
      'Equipment',
      'Lighting',
      'Millwork',
      'Flooring',
      'Artwork',
      'Electronics',
      'Appliances',
      'Other',
    ],
  ],
  [t.shipmentMethods, ['LTL', 'FTL', 'Parcel', 'Air', 'Ocean', 'White Glove']],
];

const countries = [
  { id: 1, code: 'US', name: 'United States' },
  { id: 2, code: 'CA', name: 'Canada' },
  { id: 3, code: 'MX', name: 'Mexico' },
];

const usStates: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
const caProvinces: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
];

export const PROVIDER_NAME = 'FreightDesk Logistics';

/**
 * Idempotent: reference lists, the provider's own company (client 1) and the first admin user.
 * Runs on every start after the migrations.
 */
export async function ensureReferenceData(db: Db, adminPassword: string) {
  for (const [table, names] of referenceLists) {
    await db
      .insert(table)
      .values(names.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })) as never)
      .onConflictDoNothing();
  }
  await db.insert(t.countries).values(countries).onConflictDoNothing();
  const states = [
    ...usStates.map(([code, name]) => ({ countryId: 1, code, name })),
    ...caProvinces.map(([code, name]) => ({ countryId: 2, code, name })),
  ].map((s, i) => ({ id: i + 1, ...s }));
  await db.insert(t.states).values(states).onConflictDoNothing();

  await db
    .insert(t.clients)
    .values({ id: PROVIDER_CLIENT_ID, name: PROVIDER_NAME, typeId: 1, createdBy: 'system', modifiedBy: 'system' })
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('clients', 'id'), greatest((select max(id) from clients), 1))`,
  );

  const [admin] = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.userName}) = 'admin'`);
  if (!admin) {
    await db
      .insert(t.users)
      .values({
        firstName: 'System',
        lastName: 'Administrator',
        title: 'Administrator',
        email: 'admin@freightdesk.local',
        userName: 'admin',
        passwordHash: await hashPassword(adminPassword),
        clientId: PROVIDER_CLIENT_ID,
        userTypeId: 1,
        isAdmin: true,
        createdBy: 'system',
        modifiedBy: 'system',
      })
      .onConflictDoNothing();
    return { adminCreated: true };
  }
  return { adminCreated: false };
}
