import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { withCompiledRows } from './compiledRows';

const parcels = pgTable('test_parcels', {
  id: serial('id').primaryKey(),
  label: text('label'),
  pieces: integer('pieces'),
  weight: numeric('weight', { precision: 12, scale: 3 }),
  sealed: boolean('sealed'),
  shippedOn: date('shipped_on'),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'string' }),
  tags: jsonb('tags'),
});

let database: Database;
const mapperOf = (prepared: unknown) => (prepared as { customResultMapper?: unknown }).customResultMapper;

beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  await database.db.execute(sql`create table test_parcels (id serial primary key, label text, pieces integer,
    weight numeric(12,3), sealed boolean, shipped_on date, arrived_at timestamptz, logged_at timestamptz, tags jsonb)`);
  await database.db.execute(sql`insert into test_parcels (label, pieces, weight, sealed, shipped_on, arrived_at, logged_at, tags)
    values ('Crate', 4, 12.500, true, '2026-03-01', '2026-03-02T10:15:00Z', '2026-03-03T08:00:00Z', '["fragile"]'),
           (null, null, null, null, null, null, null, null)`);
});

afterAll(() => database.close());

it('maps a flat select as Drizzle does: every type decoded, nulls kept, SQL fields with their decoders', async () => {
  const select = () =>
    database.db
      .select({
        id: parcels.id,
        label: parcels.label,
        pieces: parcels.pieces,
        weight: parcels.weight,
        sealed: parcels.sealed,
        shippedOn: parcels.shippedOn,
        arrivedAt: parcels.arrivedAt,
        loggedAt: parcels.loggedAt,
        tags: parcels.tags,
        count: sql<number>`count(*) over ()`.mapWith(Number),
        upper: sql<string | null>`upper(${parcels.label})`,
        weighed: sql<boolean>`${parcels.weight} is not null`.as('weighed'),
      })
      .from(parcels)
      .orderBy(parcels.id);
  const drizzle = await select();
  const prepared = withCompiledRows(select().prepare(''));
  // Compiled, not handed back to Drizzle's mapping (which would make the comparison below trivial).
  expect(mapperOf(prepared)).toBeTypeOf('function');
  const compiled = await prepared.execute();
  expect(compiled).toEqual(drizzle);
  // What Drizzle answers, so the comparison is not of two empty or undecoded lists.
  expect(compiled[0]).toMatchObject({ weight: '12.500', count: 2, tags: ['fragile'], weighed: true, upper: 'CRATE' });
  expect(compiled[0]!.arrivedAt).toEqual(new Date('2026-03-02T10:15:00Z'));
  expect(compiled[1]).toMatchObject({ label: null, arrivedAt: null, tags: null, weighed: false });
});

it('leaves a select with nested fields to Drizzle', async () => {
  const query = database.db
    .select({ id: parcels.id, box: { label: parcels.label, pieces: parcels.pieces } })
    .from(parcels)
    .orderBy(parcels.id)
    .prepare('');
  expect(mapperOf(withCompiledRows(query))).toBeUndefined();
  expect(await query.execute()).toEqual([
    { id: 1, box: { label: 'Crate', pieces: 4 } },
    { id: 2, box: { label: null, pieces: null } },
  ]);
});
