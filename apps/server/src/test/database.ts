import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres, pgliteDatabase, pgliteOptions } from '../db/client';
import { ensureReferenceData } from '../db/reference';

/** The password of the first admin (user id 1) in every test database. */
export const ADMIN_PASSWORD = 'Admin@123';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close), so the same suite runs on both.
 * With `pgliteTemplate` (a dump written by writePgliteTemplate), PGlite starts from that dump
 * instead of running initdb and the migrations again, which is most of a test file's start-up.
 */
export async function freshDatabase(opts: { pgliteTemplate?: string } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = opts.pgliteTemplate ? await openPgliteDump(opts.pgliteTemplate) : await openPglite(null);
    await database.migrate();
    return database;
  }
  const own = await newPostgresDatabase(url, 'fd_test');
  const database = openPostgres(own.url, 4);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await own.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `url`: its address, and how to drop it. */
export async function newPostgresDatabase(url: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await onServer(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** An in-memory PGlite loaded from a data-directory dump. */
async function openPgliteDump(file: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([readFileSync(file)]) }));
}

/** Dumps a migrated PGlite database holding the reference data to `file`, once for a whole test run. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openPglite(null);
  try {
    await database.migrate();
    await ensureReferenceData(database.db, ADMIN_PASSWORD);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
