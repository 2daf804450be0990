import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A table's state as `rows:checksum`, by table name. */
export type Fingerprint = Record<string, string>;

const statements = new WeakMap<Db, string>();

/**
 * The state of every table of the application (row count and the sum of each row's hash, so the
 * order rows come in does not matter), in one statement. Two equal fingerprints mean no row was
 * added, removed or changed; a refused request must leave it as it found it.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  let statement = statements.get(db);
  if (!statement) {
    const { rows } = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    statement = rows
      .map(
        ({ tablename }) =>
          `select '${tablename}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as state from public."${tablename}" t`,
      )
      .join(' union all ');
    statements.set(db, statement);
  }
  const { rows } = (await db.execute(sql.raw(statement))) as unknown as { rows: { name: string; state: string }[] };
  return Object.fromEntries(rows.map((r) => [r.name, String(r.state)]));
}
