import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTokenIssuer } from '../platform/auth/tokens';
import { type FileStorage, localStorage } from '../platform/files/storage';

/**
 * Starts the app on the database as the server does with DEMO_DATA (each module seeding its demo
 * data through its own services), then stops it; answers whether this start seeded. Files go to
 * `storage`, or to a folder removed again.
 */
export async function startWithDemoData(database: Database, storage?: FileStorage) {
  const dir = storage ? null : await mkdtemp(join(tmpdir(), 'freightdesk-seed-'));
  const app = await buildApp({
    database,
    tokens: createTokenIssuer('seed-test-secret-that-is-long-enough-for-hs256'),
    publicUrl: 'http://localhost:3000',
    mailTransport: null,
    mailFrom: 'FreightDesk <no-reply@freightdesk.test>',
    logLevel: process.env.TEST_LOG ?? 'silent',
    files: { storage: storage ?? localStorage(dir!), sizeLimit: DEFAULT_FILE_SIZE_LIMIT_MB * 1024 * 1024 },
    demoData: true,
  });
  const seeded = app.demoDataSeeded;
  await app.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  return { seeded };
}
