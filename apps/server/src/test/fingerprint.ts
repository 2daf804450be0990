import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A table's state as `rows:checksum`, by table name. */
export type Fingerprint = Record<string, string>;

const installed = new WeakMap<Db, Promise<unknown>>();

/**
 * Installs, once per test database, a function that reads every application table's state: its
 * row count and the sum of its rows' creating transaction ids (xmin). A committed insert, update
 * or delete changes it, even an update that writes the values a row already had; a rolled-back
 * one does not. As a function its statement is planned once per connection, which keeps a
 * walker that reads it around thousands of requests fast.
 */
function install(db: Db) {
  return (async () => {
    const { rows } = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const states = rows
      .map(
        ({ tablename }) =>
          `select '${tablename}'::text, count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text from public."${tablename}" t`,
      )
      .join(' union all ');
    await db.execute(
      sql.raw(`create or replace function test_fingerprint() returns table (name text, state text)
        language plpgsql as $fp$ begin return query ${states}; end $fp$`),
    );
  })();
}

/**
 * The state of every table of the application. Two equal fingerprints mean no row was added,
 * removed or changed in between; a refused request must leave it as it found it.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  if (!installed.has(db)) installed.set(db, install(db));
  await installed.get(db);
  const { rows } = (await db.execute(sql`select name, state from test_fingerprint()`)) as unknown as {
    rows: { name: string; state: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}
