import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run the built product (apps/server serving apps/web) on a fresh embedded
 * database with the demo data, or against DATABASE_URL when it is set, in Debian's Chromium. Each
 * test arranges the records it needs through the API (tests/support.ts): none reads the demo data
 * but demo-users.spec.ts (the demo's people reach their work), which `DEMO_DATA=false` fails.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
// One data folder per port, so runs on different ports never share a database.
const dataDir = fileURLToPath(new URL(`./.tmp/data-${port}`, import.meta.url));
// Workers load this file too: only the main process starts from an empty data folder.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

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
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 860 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin@123',
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // DEMO_DATA=false starts the product without the demo seed: every test arranges its own records.
      ...(process.env.DEMO_DATA ? { DEMO_DATA: process.env.DEMO_DATA } : {}),
    },
  },
});
