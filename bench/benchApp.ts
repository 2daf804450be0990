import { buildApp } from '../apps/server/src/app';
import { ensureReferenceData } from '../apps/server/src/db/reference';
import { createTokenIssuer } from '../apps/server/src/platform/auth/tokens';
import { freshDatabase } from '../apps/server/src/test/database';

/**
 * The real app on a fresh database (PGlite, or a new database on the PostgreSQL of DATABASE_URL,
 * dropped on close) with an admin token, as every benchmark starts.
 */
export async function benchApp() {
  const database = await freshDatabase();
  await ensureReferenceData(database.db, 'Admin@123');
  const tokens = createTokenIssuer('bench-secret-bench-secret-bench-secret-bench');
  const app = await buildApp({
    database,
    tokens,
    publicUrl: 'http://localhost',
    mailTransport: null,
    mailFrom: 'bench@example.com',
    logLevel: 'silent',
  });
  const { token } = await tokens.sign({ unique_name: 'admin', scope: 'Admin', nameid: 1, userTypeId: 1 }, 3600);
  return { database, app, token };
}
