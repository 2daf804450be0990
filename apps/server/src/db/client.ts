import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: the same schema, queries and migrations run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on the channel once its transaction
   * commits, from any server on the database. `onLost` is called when announcements may have been
   * missed (a dropped connection), before listening again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<void>;
  /**
   * The embedded database only: runs `work` while no transaction is open and none can begin
   * (reads go on), with a copy of the whole database as it stands (PGlite's data directory as a
   * tar) and a way to read it meanwhile, so what `work` copies besides (the stored files) matches.
   */
  snapshot?<T>(work: (s: DatabaseSnapshot) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (GET /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseSnapshot {
  dump(): Promise<Blob>;
  query<R>(text: string): Promise<R[]>;
}

/** A real PostgreSQL server through a node-postgres pool. */
export function openPostgres(url: string, poolSize = 10): Database {
  // JIT off: compiling a report's or a list's plan cost PostgreSQL 15 about 300 ms a query on the
  // benchmark's data set (bench/report.bench.ts), more than most of them take to run without it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle connection the server ends (a restart, an administrator, a dropped test database)
  // leaves the pool; the next query opens another. Unhandled, node-postgres would crash the process.
  pool.on('error', () => {});
  pool.on('connect', oneQueryAtATime);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  let closed = false;

  /** A connection of its own that LISTENs, and comes back after it drops. */
  async function listen(channel: string, onMessage: (payload: string) => void, onLost: () => void) {
    const client = new pg.Client({ connectionString: url });
    listeners.push(client);
    const retry = () => {
      listeners.splice(listeners.indexOf(client), 1);
      if (closed) return;
      onLost();
      setTimeout(() => listen(channel, onMessage, onLost).catch(retry), 1000).unref();
    };
    client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    let lost = false;
    client.on('error', () => {
      if (lost) return;
      lost = true;
      retry();
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  return {
    db,
    kind: 'postgres',
    // Several servers may start at once: one migrates while the others wait on the lock.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7264000)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7264000)').catch(() => {});
        client.release();
      }
    },
    listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closed = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

/**
 * A connection runs one query at a time. node-postgres queues a query sent while another runs,
 * but that is deprecated (a DeprecationWarning) and an error from pg 9 on; a transaction's queries
 * sent at once (a Promise.all over the lines it wrote) wait their turn here instead, in the order
 * sent, as the driver asks ("an external async flow control mechanism"). A query with a callback
 * or a submittable (the pool's own one-query checkouts) runs as the driver runs it.
 */
function oneQueryAtATime(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let turn: Promise<unknown> = Promise.resolve();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | null;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = turn.then(() => query(...args));
    turn = run.then(
      () => {},
      () => {},
    );
    return run;
  };
}

/** The extensions the migrations create (pg_trgm for contains-search), loaded into PGlite. */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** The embedded database: PGlite persisted under dataDir/db, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, pgliteOptions);
  } else {
    client = await PGlite.create(pgliteOptions);
  }
  return pgliteDatabase(client);
}

/** Drizzle and the migrations over an open PGlite. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process holds the embedded database: nothing can be missed, so onLost is never called.
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    snapshot: (work) =>
      // PGlite runs one transaction at a time: holding one (that writes nothing) keeps every other
      // write out, with every committed one in the dump.
      client.transaction((tx) =>
        work({
          dump: () => client.dumpDataDir('none'),
          query: async <R>(text: string) => (await tx.query<R>(text)).rows,
        }),
      ),
    close: () => client.close(),
  };
}
