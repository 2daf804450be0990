import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * End-to-end tests run the built product (apps/server serving apps/web) on a fresh embedded
 * database with the demo data, or against DATABASE_URL when it is set, in Debian's Chromium. Each
 * test arranges the records it needs through the API (tests/support.ts): none reads the demo data
 * but demo-users.spec.ts (the demo's people reach their work), which `DEMO_DATA=false` fails.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
/**
 * QuickBooks Online's browser tests (quickbooks.spec.ts) run against a second product server
 * connected to our local QuickBooks (apps/server/scripts/qbo-local.mjs): connected, every approval
 * is sent to the books, which the other tests' files exports must not see. That server is always
 * on an embedded database of its own (the adapter is the same on either; its API tests run on both).
 */
const qboProductPort = port + 1;
const qboPort = port + 2;
// One data folder per port, so runs on different ports never share a database.
const dataDirOf = (p: number) => fileURLToPath(new URL(`./.tmp/data-${p}`, import.meta.url));
const dataDir = dataDirOf(port);
// Workers load this file too: only the main process starts from an empty data folder.
if (!process.env.TEST_WORKER_INDEX) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirOf(qboProductPort), { recursive: true, force: true });
}
const QUICKBOOKS_SPEC = /quickbooks\.spec\.ts$/;
/**
 * The files whose subject is the embedded database itself: the demo's people on the demo data that
 * the README's start command loads, and QuickBooks' server, which is embedded whatever DATABASE_URL
 * says. E2E_SET=embedded runs only these, E2E_SET=database every other: CI runs the first on the
 * embedded database and the second on PostgreSQL, so each browser test runs once (scripts/test.mjs).
 */
const DEMO_SPEC = /demo-users\.spec\.ts$/;
const set = process.env.E2E_SET || undefined;
if (set !== undefined && set !== 'embedded' && set !== 'database') {
  throw new Error(`E2E_SET is "${set}": leave it unset (every test), or set it to embedded or database.`);
}
const withQuickBooks = set !== 'database';
/** The product server's tests: the demo's alone, every other, or all but QuickBooks' (its own project). */
const productTests =
  set === 'embedded'
    ? { testMatch: DEMO_SPEC }
    : { testIgnore: set === 'database' ? [DEMO_SPEC, QUICKBOOKS_SPEC] : QUICKBOOKS_SPEC };
const productEnv = {
  HOST: '127.0.0.1',
  ADMIN_PASSWORD: 'Admin@123',
  LOG_LEVEL: 'warn',
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
};

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Our local QuickBooks, and the product server connected to it. */
const quickBooksServers: Extract<PlaywrightTestConfig['webServer'], unknown[]> = [
  {
    command: 'node ../apps/server/scripts/qbo-local.mjs',
    url: `http://127.0.0.1:${qboPort}/__state`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { QBO_LOCAL_PORT: String(qboPort) },
  },
  {
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${qboProductPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      ...productEnv,
      PORT: String(qboProductPort),
      DATA_DIR: dataDirOf(qboProductPort),
      // Playwright hands the web servers its own environment: an empty DATABASE_URL keeps this one
      // embedded when the tests run against PostgreSQL (else it shared, and drained, their outbox).
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      QBO_BASE_URL: `http://127.0.0.1:${qboPort}`,
      QBO_TOKEN_URL: `http://127.0.0.1:${qboPort}/oauth2/v1/tokens/bearer`,
      QBO_CLIENT_ID: 'freightdesk-e2e',
      QBO_CLIENT_SECRET: 'e2e-secret',
      QBO_REALM_ID: '4620816365',
      QBO_REFRESH_TOKEN: 'refresh-0',
      QBO_SYNC_SECONDS: '1',
    },
  },
];

export default defineConfig({
  testDir: './tests',
  // Two files at a time (each test arranges its own records, so none waits on another's): most of a
  // browser test is waiting on the page, and two overlap on two cores. E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // While the product still runs (the web server stops after it): the goods' invariants hold.
  globalTeardown: './invariants.teardown.ts',
  projects: [
    {
      name: 'product',
      ...productTests,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    ...(withQuickBooks
      ? [{ name: 'quickbooks', testMatch: QUICKBOOKS_SPEC, use: { baseURL: `http://127.0.0.1:${qboProductPort}` } }]
      : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 860 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // A trace of every test (to keep the failed ones') slowed the suite by about a third: it is
    // recorded when asked for, E2E_TRACE=retain-on-failure. A failure's screenshot is always kept.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --enable-source-maps ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        ...productEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        // DEMO_DATA=false starts the product without the demo seed: every test arranges its own records.
        ...(process.env.DEMO_DATA ? { DEMO_DATA: process.env.DEMO_DATA } : {}),
      },
    },
    ...(withQuickBooks ? quickBooksServers : []),
  ],
});
