/**
 * The built product for the Lighthouse benchmark, started as e2e/playwright.config.ts starts it:
 * apps/server/dist/main.js serving apps/web/dist (or WEB_DIST), on a fresh embedded database with
 * the demo data, on 127.0.0.1. Nothing is built here: a missing build is an error naming the command.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_PASSWORD = 'Admin@123';

export interface Product {
  origin: string;
  stop(): Promise<void>;
}

export async function startProduct(port: number): Promise<Product> {
  const main = join(root, 'apps/server/dist/main.js');
  const webDist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
  for (const built of [main, join(webDist, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` at the root first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, stop };
}

/** The first start migrates and seeds the demo data: up to two minutes, as in the e2e config. */
async function waitForHealth(origin: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${origin}/api/health did not answer within 120 s`);
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in as the admin through the API: the token the web app keeps under `jwtToken`. */
export async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/account/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD, rememberMe: true }),
  });
  return (await json<{ token: string }>(res, 'sign-in')).token;
}

interface Page<T> {
  items: T[];
}

/** The demo records the benchmark opens: a purchase order, and a receiving alert still open to receive. */
export async function demoRecords(origin: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const pos = await json<Page<{ id: number }>>(
    await fetch(`${origin}/api/purchaseOrder/paged?pageSize=1`, { headers }),
    'purchase orders',
  );
  const alerts = await json<Page<{ id: number; status: string }>>(
    await fetch(`${origin}/api/ra/paged?pageSize=100`, { headers }),
    'receiving alerts',
  );
  const po = pos.items[0];
  const open = alerts.items.find((a) => a.status === 'Expected' || a.status === 'Receiving');
  if (!po) throw new Error('the demo data has no purchase order');
  if (!open) throw new Error('the demo data has no receiving alert open to receive');
  return { poId: po.id, raId: open.id };
}
