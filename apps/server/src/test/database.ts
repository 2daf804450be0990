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
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = openPostgres(testUrl.toString(), 4);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
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
