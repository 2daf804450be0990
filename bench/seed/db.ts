import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { ensureReferenceData } from '../../apps/server/src/db/reference';
import type { Plan } from './plan';

/** What runs a statement: the database, or the transaction a table is filled in. */
export type Sql = Pick<Db, 'execute'>;

/** Runs one statement (the fill's SQL is made from numbers and fixed words only) and answers its rows. */
export async function run<R = Record<string, unknown>>(db: Sql, text: string): Promise<R[]> {
  try {
    const res = await db.execute(sql.raw(text));
    return (res as unknown as { rows: R[] }).rows;
  } catch (err) {
    // The statement's text runs long: name the error and where in the statement it is.
    const cause = (err as { cause?: { message?: string; position?: string } }).cause ?? (err as { message?: string });
    const at = Number((cause as { position?: string }).position ?? 0);
    const near = at ? ` near: ${text.slice(Math.max(0, at - 120), at + 80).replace(/\s+/g, ' ')}` : '';
    throw new Error(`${cause.message ?? String(err)} in: ${text.trim().slice(0, 120).replace(/\s+/g, ' ')}...${near}`);
  }
}

/** One number an aggregate answers. */
export async function count(db: Sql, text: string): Promise<number> {
  const [row] = await run<{ n: string | number }>(db, text);
  return Number(row?.n ?? 0);
}

/** What every module's fill is given: the database, the plan of the scale, and whether it is PostgreSQL. */
export interface Seed {
  db: Db;
  plan: Plan;
  postgres: boolean;
}

/** How long each table took to fill, in the order filled, for the closing table. */
export const timings: { table: string; rows: number; seconds: number; indexSeconds: number }[] = [];

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Fills one table in statements of `chunk` rows (`insert(from, to)` adds rows from..to), printing
 * its progress. In one transaction, its indexes other than its keys are dropped first and made
 * again at the end from their own definitions (a bulk load builds an index much faster than it
 * keeps one); if the run stops half-way, the transaction takes all of it back, indexes included.
 */
export async function fill(
  { db, postgres }: Seed,
  table: string,
  total: number,
  insert: (from: number, to: number) => string,
  chunk = 100_000,
) {
  const started = performance.now();
  let indexSeconds = 0;
  await db.transaction(async (tx) => {
    if (postgres) await run(tx, `set local maintenance_work_mem = '512MB'`);
    const indexes = await run<{ name: string; definition: string }>(
      tx,
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = 'public' and i.tablename = '${table}'
         and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    );
    for (const i of indexes) await run(tx, `drop index "${i.name}"`);
    for (let from = 1; from <= total; from += chunk) {
      const to = Math.min(total, from + chunk - 1);
      await run(tx, insert(from, to));
      process.stdout.write(`\r  ${table.padEnd(24)} ${fmt(to).padStart(10)} of ${fmt(total)}`);
    }
    process.stdout.write(`\r  ${table.padEnd(24)} ${fmt(total).padStart(10)} rows, making ${indexes.length} indexes`);
    const building = performance.now();
    for (const i of indexes) await run(tx, i.definition);
    indexSeconds = (performance.now() - building) / 1000;
  });
  const rows = await count(db, `select count(*) as n from ${table}`);
  const seconds = (performance.now() - started) / 1000;
  timings.push({ table, rows, seconds, indexSeconds });
  console.log(
    `\r  ${table.padEnd(24)} ${fmt(rows).padStart(10)} rows ${seconds.toFixed(1).padStart(7)} s (indexes ${indexSeconds.toFixed(1)} s)   `,
  );
}

/** A step that is not one table's fill (a plan of temporary rows, a counter), timed and printed alike. */
export async function step(name: string, work: () => Promise<unknown>) {
  const started = performance.now();
  process.stdout.write(`  ${name.padEnd(24)} ...`);
  await work();
  console.log(
    `\r  ${name.padEnd(24)} ${''.padStart(15)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}

/** Tables of reference lists and settings the seed never empties (the migrations and the server's start make them). */
const KEPT = [
  'user_types',
  'client_types',
  'contact_types',
  'project_types',
  'item_categories',
  'shipment_methods',
  'countries',
  'states',
  'document_counters',
  'vendor_bill_settings',
  'accounting_tokens',
  'app_meta',
];

/** The product's tables that hold records (all of public's but the kept ones), by name. */
async function recordTables(db: Sql) {
  const rows = await run<{ name: string }>(
    db,
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name).filter((name) => !KEPT.includes(name));
}

/**
 * Leaves the product's tables as a new installation has them: with --fresh, every table of records
 * emptied (restart identity cascade), the migrations' master rates put back and the invoice and
 * credit-note counters where the migration starts them. Without it, a database that holds more
 * than the provider and the admin is refused. Then the reference lists, the provider and the admin
 * user (ADMIN_PASSWORD, else the server's default Admin@123), as the server makes them at start.
 */
export async function emptyOrRefuse(db: Db, fresh: boolean) {
  const held = await count(
    db,
    `select (select count(*) from projects) + (select count(*) from clients where id <> 1)
      + (select count(*) from users where lower(user_name) <> 'admin') + (select count(*) from locations) as n`,
  );
  if (held > 0 && !fresh) {
    throw new Error(
      `The database already holds ${fmt(held)} records (projects, companies, users, bins): run again with --fresh to empty the product's tables first.`,
    );
  }
  if (fresh) {
    await db.transaction(async (tx) => {
      // The migrations' master rates (no project) survive the truncation of the rates' tables.
      await run(
        tx,
        `create temp table seed_kept_standard on commit drop as select * from standard_rates where project_id is null`,
      );
      await run(
        tx,
        `create temp table seed_kept_warehouse on commit drop as select * from warehouse_rates where project_id is null`,
      );
      const tables = await recordTables(tx);
      await run(tx, `truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
      await run(tx, `insert into standard_rates select * from seed_kept_standard`);
      await run(tx, `insert into warehouse_rates select * from seed_kept_warehouse`);
      await run(
        tx,
        `update document_counters set last = case name when 'INV' then 40000 when 'CN' then 60000 else last end`,
      );
      await run(tx, `delete from app_meta where key = 'demo_seeded'`);
    });
  }
  await ensureReferenceData(db, process.env.ADMIN_PASSWORD || 'Admin@123');
  // The fill numbers its companies and users after the provider (client 1) and the admin (user 1).
  const last = await count(db, `select greatest((select max(id) from clients), (select max(id) from users)) as n`);
  if (last !== 1) throw new Error('The provider and the admin are not client 1 and user 1: run again with --fresh.');
}

/**
 * What the product needs to go on making records after the fill: every id sequence past its
 * table's highest id, the invoice counter past the highest invoice number, and the demo data
 * marked as done, so the server's first start does not add its demo records among these.
 */
export async function settle(db: Sql) {
  const serials = await run<{ table: string; column: string }>(
    db,
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%' order by table_name`,
  );
  for (const s of serials) {
    await run(
      db,
      `select setval(pg_get_serial_sequence('${s.table}', '${s.column}'), coalesce((select max("${s.column}") from "${s.table}"), 0) + 1, false)`,
    );
  }
  await run(
    db,
    `update document_counters set last = greatest(last, coalesce((select max(substring(number from '^INV-([0-9]{1,9})$')::int) from invoices), 0))
     where name = 'INV'`,
  );
  await run(
    db,
    `insert into app_meta (key, value) values ('demo_seeded', 'bench data set ' || now()::text)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
}

/** Whether a table has a column (a migration newer than this fill adds some it fills when present). */
export async function hasColumn(db: Sql, table: string, column: string) {
  return (
    (await count(
      db,
      `select count(*) as n from information_schema.columns
       where table_schema = 'public' and table_name = '${table}' and column_name = '${column}'`,
    )) > 0
  );
}

/** Every table of records with its row count, largest first, for the closing table. */
export async function tableCounts(db: Sql) {
  const tables = await recordTables(db);
  const counted: { table: string; rows: number }[] = [];
  for (const table of tables) counted.push({ table, rows: await count(db, `select count(*) as n from "${table}"`) });
  return counted.filter((c) => c.rows > 0).sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table));
}
