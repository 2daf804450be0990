/**
 * Lists at a million rows. Fills a list's table set-based, then times every request shape of its
 * screen: p50/p95/p99 and requests per second at 1 and 32 clients, for the product (the real app
 * over HTTP, in a process of its own) and for a bare Fastify + pg route running the SQL the
 * product ran for that shape, with their ratio. At 1% of the rows first, then at all of them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx list.bench.ts users 1000000
 *   npx tsx list.bench.ts users 100000        (PGlite: in-process, one client, no bare route)
 *   BENCH_SHAPES=company ...                  (only the shapes whose names hold a word)
 *   BENCH_ROUNDS=3 ...                        (32 clients: product and bare in turns, 3 runs each)
 *
 * On PostgreSQL the filled database (fd_bench_<list>) is kept, so a second run starts at once;
 * drop it with `dropdb`. Record results in RESULTS.md with the command that gave them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { ensureReferenceData } from '../apps/server/src/db/reference';
import { createTokenIssuer } from '../apps/server/src/platform/auth/tokens';
import { type BenchList, benchLists, requestOf } from './list/lists';
import { type LoadResult, load, merged } from './list/load';
import type { Recorded } from './list/server';

const listName = process.argv[2] ?? 'users';
const rows = Number(process.argv[3] ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
/** BENCH_ROUNDS=3: the 32-client runs of product and bare taken in turns, this many each. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** BENCH_SHAPES=company,e-mail runs only the shapes whose names hold one of the words. */
const only = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
const list: BenchList | undefined = benchLists[listName];
if (!list) throw new Error(`No list "${listName}": one of ${Object.keys(benchLists).join(', ')}`);
const SECRET = 'bench-secret-bench-secret-bench-secret-bench';
const tokens = createTokenIssuer(SECRET);
const { token } = await tokens.sign({ unique_name: 'admin', scope: 'Admin', nameid: 1, userTypeId: 1 }, 24 * 3600);
const auth = { authorization: `Bearer ${token}` };

/** A shape's request to the app in this process. */
const inject = (app: Awaited<ReturnType<typeof buildApp>>, body: object) =>
  app.inject({ ...requestOf(list!, body), headers: auth });

const shapesToRun = () =>
  Object.entries(list!.shapes).filter(([name]) => !only || only.some((word) => name.includes(word)));

const fmt = (n: number) => n.toFixed(1).padStart(6);
const line = (r: LoadResult) =>
  `p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} ms ${r.perSecond.toFixed(0).padStart(5)} req/s`;

async function openBenchDatabase(): Promise<{ database: Database; url: string | null }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openPglite(null);
    await database.migrate();
    return { database, url: null };
  }
  const name = `fd_bench_${listName.toLowerCase()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 10);
  await database.migrate();
  return { database, url: url.toString() };
}

async function countRows(database: Database) {
  const res = await database.db.execute(sql.raw(`select count(*)::int as n from ${list!.table}`));
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** Fills the table to `upTo` rows in chunks of 100,000 and analyses it. */
async function fillTo(database: Database, upTo: number) {
  const started = performance.now();
  let have = await countRows(database);
  while (have < upTo) {
    const next = Math.min(upTo, have + 100_000);
    await list!.fill(database.db, have + 1, next);
    have = next;
    process.stdout.write(`\r  filled ${have.toLocaleString()} rows`);
  }
  await database.db.execute(sql.raw(`vacuum analyze ${list!.table}`));
  console.log(
    `\r  ${list!.table}: ${have.toLocaleString()} rows (filled in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** In-process latency of each shape through app.inject (PGlite, or a first look on PostgreSQL). */
async function injectLatencies(database: Database, label: string) {
  const app = await buildApp({
    database,
    tokens,
    publicUrl: 'http://x',
    mailTransport: null,
    mailFrom: 'b@x',
    logLevel: 'silent',
  });
  for (const [shape, body] of shapesToRun()) {
    // A call by id names a record of the full table, which the 1% fill may not hold yet.
    if ((await inject(app, body)).statusCode === 404 && 'get' in body) {
      console.log(`  ${database.kind} ${label.padEnd(12)} ${shape.padEnd(32)} (no such record at this size)`);
      continue;
    }
    // Ten to warm up, then for BENCH_SECONDS and at least 50 timed: a p95 of 50 is one slow request.
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    for (let i = 0; i < 60 || performance.now() < until; i++) {
      const t0 = performance.now();
      const res = await inject(app, body);
      if (i >= 10) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${shape}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))]!;
    console.log(
      `  ${database.kind} ${label.padEnd(12)} ${shape.padEnd(32)} p50 ${fmt(q(0.5))} p95 ${fmt(q(0.95))} p99 ${fmt(q(0.99))} ms (${times.length})`,
    );
  }
  await app.close();
}

/**
 * The SQL the product runs for each shape, read off the pool, in order and marked where it ran
 * side by side with the one before (a page and its count; a text search's matches first, and
 * the walk only past the cap).
 */
async function recordSql(database: Database) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const seen: Recorded[] = [];
  let running = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = async (config: unknown, values?: unknown[]) => {
    const c = config as { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (c.text ?? '');
    // Started while another was running: the bare route runs it side by side with that one too.
    seen.push({ text, params: values ?? c.values ?? [], withPrevious: running > 0 });
    running++;
    try {
      return await query(config, values);
    } finally {
      running--;
    }
  };
  const app = await buildApp({
    database,
    tokens,
    publicUrl: 'http://x',
    mailTransport: null,
    mailFrom: 'b@x',
    logLevel: 'silent',
  });
  const recorded: Record<string, Recorded[]> = {};
  for (const [shape, body] of shapesToRun()) {
    seen.length = 0;
    const res = await inject(app, body);
    if (res.statusCode !== 200) throw new Error(`${shape}: ${res.statusCode} ${res.body}`);
    // The caller's identity check is the product's own overhead: the bare route leaves it out.
    recorded[shape] = seen.filter((q) => !q.text.includes('string_agg'));
    if (!recorded[shape]!.length) throw new Error(`${shape}: saw no queries`);
  }
  await app.close();
  (pool as unknown as { query: unknown }).query = query;
  const file = join(tmpdir(), `fd-bench-${listName}-sql.json`);
  writeFileSync(file, JSON.stringify(recorded));
  return file;
}

function startServer(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'list/server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server ${args[0]} exited with ${code}`)));
  });
}

async function overHttp(url: string) {
  const sqlFile = await recordSql(database);
  const product = await startServer(['product', url, '3301']);
  const bare = await startServer(['bare', url, '3302', sqlFile]);
  try {
    for (const [shape, body] of shapesToRun()) {
      const request = requestOf(list!, body);
      const payload = request.method === 'POST' ? JSON.stringify(request.payload) : undefined;
      const run = (port: number, path: string, clients: number) =>
        load({ port, path, body: payload, headers: auth, clients, seconds });
      const bareUrl = `/bare/${encodeURIComponent(shape)}`;
      const productUrl = request.url;
      const p1 = await run(3301, productUrl, 1);
      const b1 = await run(3302, bareUrl, 1);
      // At 32 clients the two take turns, round by round, each going first every other round, so
      // a slower stretch of the shared machine falls on both alike.
      const p32s: LoadResult[] = [];
      const b32s: LoadResult[] = [];
      for (let i = 0; i < rounds; i++) {
        if (i % 2 === 0) p32s.push(await run(3301, productUrl, 32));
        b32s.push(await run(3302, bareUrl, 32));
        if (i % 2 === 1) p32s.push(await run(3301, productUrl, 32));
      }
      const [p32, b32] = [merged(p32s), merged(b32s)];
      const each =
        rounds > 1 ? ` (rounds ${p32s.map((p, i) => (p.perSecond / b32s[i]!.perSecond).toFixed(2)).join(' ')})` : '';
      console.log(`  ${shape}`);
      console.log(`    1 client    product ${line(p1)} | bare ${line(b1)}`);
      console.log(
        `    32 clients  product ${line(p32)} | bare ${line(b32)} | ratio ${(p32.perSecond / b32.perSecond).toFixed(2)}${each}`,
      );
    }
  } finally {
    product.kill();
    bare.kill();
  }
}

const { database, url } = await openBenchDatabase();
await ensureReferenceData(database.db, 'Admin@123');
console.log(`List benchmark: ${listName}, ${rows.toLocaleString()} rows, ${database.kind}, ${seconds} s a run`);
const have = await countRows(database);
if (have < rows / 100) {
  await fillTo(database, Math.floor(rows / 100));
  await injectLatencies(database, `${(rows / 100).toLocaleString()} rows`);
}
await fillTo(database, rows);
if (url) await overHttp(url);
else await injectLatencies(database, `${rows.toLocaleString()} rows`);
await database.close();
