import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPostgresDatabase } from './database';
import { freePort } from './s3rver';

/**
 * Crashes: the real server in a process of its own (src/main.ts), on the database the run is on
 * (a new PostgreSQL database of DATABASE_URL's server, else the embedded database in a new
 * DATA_DIR), killed with SIGKILL in the middle of a burst of writes three times: each time it
 * starts again on the same data, every write it acknowledged (201) is there, and the integrity
 * rules hold (on hand is the ledger, holds within on hand, kept sums right).
 */
const serverMain = join(import.meta.dirname, '..', 'main.ts');
const ROUNDS = 3;
const WORKERS = 12;

let env: Record<string, string> = {};
let dropDatabase = async () => {};
let dataDir = '';
/** The server last started: stopped after the test whatever happened in it. */
let running: ChildProcess | undefined;
beforeAll(async () => {
  const base = { DEMO_DATA: 'false', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') };
  const url = process.env.DATABASE_URL;
  if (url) {
    const own = await newPostgresDatabase(url, 'fd_crash');
    env = { ...base, DATABASE_URL: own.url };
    dropDatabase = own.drop;
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'freightdesk-crash-'));
    env = { ...base, DATABASE_URL: '', DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  if (running) await killed(running);
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The server started on the run's data, ready (GET /api/health/ready answers 200). */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running = child;
  let errors = '';
  child.stderr!.on('data', (d) => {
    errors += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): ${errors}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return { child, url };
    if (Date.now() > end) throw new Error(`the server was not ready within 90 s: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a server killed in the middle of writes', () => {
  it(`starts again with every acknowledged write and the invariants, ${ROUNDS} times`, async () => {
    let server = await startServer();
    const signIn = await fetch(`${server.url}/api/account/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'Admin@123' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { id: number } & Record<string, unknown> };
    };
    const company = async (typeId: number) =>
      (await call('POST', '/api/client', { name: `Crash ${typeId}`, typeId })).json.id;
    const statuses = (await call('GET', '/api/projectStatus')).json as unknown as { id: number; name: string }[];
    const project = (
      await call('POST', '/api/project', {
        name: 'Crash test',
        customerId: await company(1),
        jobSiteId: await company(3),
        statusId: statuses.find((s) => s.name === 'Active')!.id,
      })
    ).json;
    const dock = (await call('POST', '/api/location', { zone: 'CR', aisle: '01', bay: '01', level: '1' })).json;

    const acked: { path: string; id: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      let stop = false;
      const worker = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const item = await call('POST', '/api/inventoryItems', {
              projectId: project.id,
              itemNumber: `CR-${round}-${w}-${i}`,
              description: 'Crash crate',
              quantityOnHand: '5',
              location: 'RECEIVING',
              reason: 'Crash test',
            });
            if (item.status !== 201) continue;
            acked.push({ path: '/api/inventoryItems', id: item.json.id });
            await call('POST', '/api/inventoryItems/move', { inventoryItemId: item.json.id, location: dock.code });
            const ticket = await call('POST', '/api/pickTicket', {
              number: '',
              projectId: project.id,
              requestedDate: '2026-12-01',
              driver: 'Sam Ortiz',
              items: [{ inventoryItemId: item.json.id, quantity: '2' }],
            });
            if (ticket.status === 201) acked.push({ path: '/api/pickTicket', id: ticket.json.id });
            const vendor = await call('POST', '/api/client', { name: `Vendor ${round}-${w}-${i}`, typeId: 2 });
            if (vendor.status === 201) acked.push({ path: '/api/client', id: vendor.json.id });
          } catch {
            // The server is gone: this worker's burst is over.
            return;
          }
        }
      };
      const burst = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      await new Promise((r) => setTimeout(r, 2500));
      await killed(server.child);
      stop = true;
      await burst;
      server = await startServer();
      const lost: string[] = [];
      for (const a of acked) {
        if ((await call('GET', `${a.path}/${a.id}`)).status !== 200) lost.push(`${a.path}/${a.id}`);
      }
      console.log(
        `crash round ${round}: ${acked.length} writes acknowledged so far, ${lost.length} missing after the restart`,
      );
      expect(lost, `round ${round}`).toEqual([]);
      const integrity = await call('GET', '/api/system/integrity');
      expect(integrity.json.problems, `round ${round}`).toEqual([]);
    }
    // Each burst wrote before it was killed.
    expect(acked.length).toBeGreaterThan(ROUNDS * WORKERS);
    await killed(server.child);
  }, 420_000);
});
