import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Transporter } from 'nodemailer';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { ensureReferenceData } from '../db/reference';
import type { QboSettings } from '../platform/accounting/qbo';
import { createTokenIssuer } from '../platform/auth/tokens';
import { type FileStorage, localStorage } from '../platform/files/storage';
import { ADMIN_PASSWORD, freshDatabase } from './database';
import { type Factories, factories } from './factories';

export { ADMIN_PASSWORD };

const tokens = createTokenIssuer('test-secret-that-is-long-enough-for-hs256-signing');

/** Whom a test call acts as. */
export type TokenSubject = { id: number; userName: string; userTypeId: number };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  make: Factories;
  /**
   * A bearer token for a user, as sign-in would issue it; a negative lifetime gives one that has
   * already expired.
   */
  tokenFor(user: TokenSubject, lifetimeSeconds?: number): Promise<string>;
  /** app.inject with a bearer token when `as` is given. */
  call(opts: InjectOptions & { as?: TokenSubject }): Promise<LightMyRequestResponse>;
  adminId: number;
  /** The first admin of the reference data (user id 1), for `as`. */
  admin: TokenSubject;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database with the reference data and the first admin. */
export async function createTestApp(
  opts: {
    mailTransport?: Transporter;
    files?: { storage?: FileStorage; sizeLimit?: number };
    /** Proxies whose X-Forwarded-For the app believes (none unless told, as in production). */
    trustProxy?: string[];
    /** A built web app to serve (its index.html for every other path). */
    webDist?: string;
    /** QuickBooks Online (a local server of ours in tests). */
    qbo?: QboSettings;
    /** The Bearer token GET /metrics asks for (none: loopback only, as in production). */
    metricsToken?: string;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  await ensureReferenceData(database.db, ADMIN_PASSWORD);
  const filesDir = await mkdtemp(join(tmpdir(), 'freightdesk-files-'));
  const app = await buildApp({
    database,
    tokens,
    publicUrl: 'http://localhost:3000',
    mailTransport: opts.mailTransport ?? null,
    mailFrom: 'FreightDesk <no-reply@freightdesk.test>',
    logLevel: process.env.TEST_LOG ?? 'silent',
    checkResponses: true,
    trustProxy: opts.trustProxy,
    webDist: opts.webDist,
    metricsToken: opts.metricsToken,
    ...(opts.qbo ? { qbo: opts.qbo } : {}),
    files: {
      storage: opts.files?.storage ?? localStorage(filesDir),
      sizeLimit: opts.files?.sizeLimit ?? DEFAULT_FILE_SIZE_LIMIT_MB * 1024 * 1024,
    },
  });
  await app.ready();
  const tokenFor: TestApp['tokenFor'] = async (u, lifetimeSeconds = 3600) =>
    (await tokens.sign({ unique_name: u.userName, scope: '', nameid: u.id, userTypeId: u.userTypeId }, lifetimeSeconds))
      .token;
  return {
    app,
    database,
    make: await factories(database.db),
    tokenFor,
    adminId: 1,
    admin: { id: 1, userName: 'admin', userTypeId: 1 },
    async call({ as, headers, ...rest }) {
      const auth = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
      return app.inject({ ...rest, headers: { ...headers, ...auth } });
    },
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
