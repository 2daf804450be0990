import nodemailer from 'nodemailer';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { defaultWebDist } from './db/paths';
import { ensureReferenceData } from './db/reference';
import { DEMO_PASSWORD } from './modules/user';
import { createTokenIssuer, resolveJwtSecret } from './platform/auth/tokens';
import { type DataDirLock, lockDataDir } from './platform/dataDirLock';
import { storageFor } from './platform/files/storage';

async function main() {
  const config = loadConfig();
  let lock: DataDirLock | null = null;
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    lock = await lockDataDir(config.dataDir, () => {
      console.error(`The lock on DATA_DIR ${config.dataDir} ended (its flock process stopped); stopping this server.`);
      process.exit(1);
    });
    database = await openPglite(config.dataDir);
  }
  await database.migrate();
  const { adminCreated } = await ensureReferenceData(database.db, config.adminPassword);
  const storage = storageFor(config);

  const app = await buildApp({
    database,
    tokens: createTokenIssuer(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    publicUrl: config.publicUrl,
    mailTransport: config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null,
    mailFrom: config.mailFrom,
    webDist: config.webDist ?? defaultWebDist,
    logLevel: config.logLevel,
    files: { storage, sizeLimit: config.fileSizeLimit },
    trustProxy: config.trustProxy,
    warehouseTimeZone: config.warehouseTimeZone,
    // Reminders that fall due are mailed within a minute to users who chose e-mail.
    reminderMailEveryMs: 60_000,
    reportMailEveryMs: 60_000,
    // Every project gets its billing period of a new month within a minute of the month turning (and at start).
    billingPeriodsEveryMs: 60_000,
    // QuickBooks Online, when connected: what waits for it is sent within QBO_SYNC_SECONDS (15).
    qbo: config.qbo,
    accountingSyncEveryMs: config.qboSyncEveryMs,
    // The demo data, once, on the first start.
    demoData: config.demoData,
    metricsToken: config.metricsToken,
    processMetrics: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 at once; requests are served while a load balancer notices, then the
    // server stops taking connections and waits for those in flight (app.close).
    app.draining = true;
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      app.log.info(`${signal}: draining for ${config.shutdownDrainMs / 1000} s (readiness answers 503)`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const lines = [`FreightDesk is running on ${config.publicUrl} with ${where}.`];
  if (adminCreated) lines.push(`Sign in as admin with the password from ADMIN_PASSWORD (default Admin@123).`);
  if (app.demoDataSeeded)
    lines.push(`Demo data loaded: users sjordan, wchen, amiller, kpatel and client.harbor, password ${DEMO_PASSWORD}.`);
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
