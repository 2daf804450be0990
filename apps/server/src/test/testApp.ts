import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { ensureReferenceData } from '../db/reference';
import { createTokenIssuer } from '../platform/auth/tokens';
import { freshDatabase } from './database';
import { type Factories, factories } from './factories';

export const ADMIN_PASSWORD = 'Admin@123';
const tokens = createTokenIssuer('test-secret-that-is-long-enough-for-hs256-signing');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  make: Factories;
  /** A bearer token for a user, as sign-in would issue it. */
  tokenFor(user: { id: number; userName: string; userTypeId: number }): Promise<string>;
  /** app.inject with a bearer token when `as` is given. */
  call(
    opts: InjectOptions & { as?: { id: number; userName: string; userTypeId: number } },
  ): Promise<LightMyRequestResponse>;
  adminId: number;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database with the reference data and the first admin. */
export async function createTestApp(opts: { mailTransport?: Transporter } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  await ensureReferenceData(database.db, ADMIN_PASSWORD);
  const app = await buildApp({
    database,
    tokens,
    publicUrl: 'http://localhost:3000',
    mailTransport: opts.mailTransport ?? null,
    mailFrom: 'FreightDesk <no-reply@freightdesk.test>',
    logLevel: 'silent',
  });
  await app.ready();
  const tokenFor: TestApp['tokenFor'] = async (u) =>
    (await tokens.sign({ unique_name: u.userName, scope: '', nameid: u.id, userTypeId: u.userTypeId }, 3600)).token;
  return {
    app,
    database,
    make: factories(database.db),
    tokenFor,
    adminId: 1,
    async call({ as, headers, ...rest }) {
      const auth = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
      return app.inject({ ...rest, headers: { ...headers, ...auth } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
