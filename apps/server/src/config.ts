import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import { z } from 'zod';
import type { QboSettings } from './platform/accounting/qbo';
import { DEFAULT_WAREHOUSE_TIME_ZONE, isTimeZone } from './platform/businessDate';
import type { S3Settings } from './platform/files/storage';

/** proxy-addr's names for ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (/^\d+$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
}

/** A comma list of proxies; empty when unset. */
const proxyList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isProxyAddress), {
    message: 'a comma list of addresses or CIDR ranges (10.0.0.1, 10.0.0.0/8, loopback)',
  });

/** The one place that reads the environment. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(1).default('Admin@123'),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FreightDesk <no-reply@freightdesk.local>'),
  DEMO_DATA: z.stringbool().default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FILE_SIZE_LIMIT_MB: z.coerce.number().positive().max(1024).default(DEFAULT_FILE_SIZE_LIMIT_MB),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  TRUST_PROXY: proxyList,
  QBO_BASE_URL: z.string().default('https://quickbooks.api.intuit.com'),
  QBO_TOKEN_URL: z.string().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  QBO_CLIENT_ID: z.string().optional(),
  QBO_CLIENT_SECRET: z.string().optional(),
  QBO_REALM_ID: z.string().optional(),
  QBO_REFRESH_TOKEN: z.string().optional(),
  QBO_SYNC_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  WAREHOUSE_TIME_ZONE: z
    .string()
    .default(DEFAULT_WAREHOUSE_TIME_ZONE)
    .refine(isTimeZone, { message: 'a time zone name such as America/New_York' }),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  logLevel: string;
  webDist: string | undefined;
  /** The largest file an upload takes, in bytes. */
  fileSizeLimit: number;
  /** Object storage for files when S3_BUCKET is set; local disk under DATA_DIR/files otherwise. */
  s3: S3Settings | undefined;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges); none by default. */
  trustProxy: string[];
  /** The zone the warehouse's business days (receipts, picks, storage days) are counted in. */
  warehouseTimeZone: string;
  /** QuickBooks Online, when QBO_REALM_ID, QBO_CLIENT_ID, QBO_CLIENT_SECRET and QBO_REFRESH_TOKEN are set. */
  qbo: QboSettings | undefined;
  /** How often the QuickBooks Online worker sends what waits (payments are read every fourth round). */
  qboSyncEveryMs: number;
  /** What a scraper of GET /metrics sends as its Bearer token; unset, /metrics answers only this machine (loopback). */
  metricsToken: string | undefined;
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, so a load balancer
   * stops sending new ones before the server closes (0: close at once).
   */
  shutdownDrainMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command was typed: npm runs workspace scripts elsewhere, sets INIT_CWD.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    fileSizeLimit: Math.round(e.FILE_SIZE_LIMIT_MB * 1024 * 1024),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT || undefined,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    warehouseTimeZone: e.WAREHOUSE_TIME_ZONE,
    qbo:
      e.QBO_REALM_ID && e.QBO_CLIENT_ID && e.QBO_CLIENT_SECRET && e.QBO_REFRESH_TOKEN
        ? {
            baseUrl: e.QBO_BASE_URL.replace(/\/$/, ''),
            tokenUrl: e.QBO_TOKEN_URL,
            clientId: e.QBO_CLIENT_ID,
            clientSecret: e.QBO_CLIENT_SECRET,
            realmId: e.QBO_REALM_ID,
            refreshToken: e.QBO_REFRESH_TOKEN,
          }
        : undefined,
    qboSyncEveryMs: e.QBO_SYNC_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
  };
}
