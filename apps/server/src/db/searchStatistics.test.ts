import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
});
afterAll(() => database.close());

// A contains-search's page is planned from the column's histogram (migration 0015 says why): a
// trigram index added without finer statistics plans its 1% matches as rare ones.
it('keeps 1,000-entry planner statistics on every column that a trigram index serves', async () => {
  const result = await database.db.execute(sql`
    select c.relname as index, coalesce(t.attstattarget, e.attstattarget)::int as target
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_opclass o on o.oid = i.indclass[0]
      left join pg_attribute t on i.indkey[0] <> 0 and t.attrelid = i.indrelid and t.attnum = i.indkey[0]
      left join pg_attribute e on i.indkey[0] = 0 and e.attrelid = i.indexrelid and e.attnum = 1
     where o.opcname = 'gin_trgm_ops'
     order by 1`);
  const { rows } = result as unknown as { rows: { index: string; target: number | null }[] };
  expect(rows.length).toBeGreaterThanOrEqual(15);
  expect(rows.filter((r) => r.target !== 1000)).toEqual([]);
});
