import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The commands an operator runs: a real server on its own DATA_DIR (demo data, with files),
 * `npm run backup` against it while it runs, `npm run restore` into a new DATA_DIR, and a second
 * server started there that answers the same records and files.
 */
const serverDir = join(import.meta.dirname, '..', '..', '..');
const root = mkdtempSync(join(tmpdir(), 'fd-backup-cli-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const PASSWORD = 'Backup@2468';
// The embedded database, whatever database the tests run on.
const { DATABASE_URL: _, ...inherited } = process.env;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a TypeScript entry of the server (through tsx) to its end: its exit code and what it printed. */
function command(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    env: { ...inherited, ...env },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

/** Starts `src/main.ts` on a DATA_DIR and waits until it serves; answers its address and a signed-in GET. */
async function serve(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
    },
  });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('FreightDesk is running')) resolve();
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${out}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${url}/api/account/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  return {
    url,
    get: (path: string) => fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } }),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a user reads of the server: the projects, a PO and a project's files, and one file's bytes. */
async function readBack(server: Awaited<ReturnType<typeof serve>>) {
  const projects = (await (await server.get('/api/project?pageIndex=1&pageSize=100')).json()) as {
    items: { id: number; number: string; name: string }[];
  };
  const po = (await (await server.get('/api/purchaseOrder/1')).json()) as Record<string, unknown>;
  const withFiles = [];
  for (const p of projects.items) {
    const files = (await (await server.get(`/api/file/list?projectId=${p.id}`)).json()) as {
      blobName: string;
      fileName: string;
      size: number;
      transactionType: string;
    }[];
    if (files.length) withFiles.push({ projectId: p.id, files });
  }
  const first = withFiles[0]!;
  const file = first.files[0]!;
  const download = await server.get(
    `/api/file/downloadFiles?blobName=${encodeURIComponent(file.blobName)}&projectId=${first.projectId}&transactionType=${file.transactionType}`,
  );
  return {
    projects: projects.items.map((p) => [p.number, p.name]),
    po: { number: po.number, vendorName: po.vendorName, totals: po.totals },
    files: withFiles,
    bytes: Buffer.from(await download.arrayBuffer()),
  };
}

describe('npm run backup and npm run restore', () => {
  it('back up a running server and restore it into a new DATA_DIR that a server starts on with the same records and files', async () => {
    const first = await serve(join(root, 'data'));
    const original = await readBack(first);
    expect(original.projects.length).toBeGreaterThan(5);
    expect(original.files.length).toBeGreaterThan(0);
    expect(original.bytes.length).toBeGreaterThan(0);

    const archive = join(root, 'backup.tar.gz');
    const backup = await command(['src/cli/backup.ts', '--url', first.url, '--out', archive], {
      FREIGHTDESK_PASSWORD: PASSWORD,
    });
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toMatch(/^Backup written to .*backup\.tar\.gz \(\d+ bytes\)\./m);
    // Without the password, nothing is written.
    const refused = await command(['src/cli/backup.ts', '--url', first.url, '--out', join(root, 'other.tar.gz')], {
      FREIGHTDESK_PASSWORD: 'Wrong@1234',
    });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Signing in as admin at .* failed/);
    expect(existsSync(join(root, 'other.tar.gz'))).toBe(false);
    await first.stop();

    const restoredDir = join(root, 'restored');
    const restore = await command(['src/cli/restore.ts', '--from', archive, '--data-dir', restoredDir]);
    expect(restore, restore.out).toMatchObject({ code: 0 });
    expect(restore.out).toMatch(/^Restored the backup of .* into .*restored: the database and \d+ files?\./m);
    // Never over a DATA_DIR in use: a folder that holds anything is refused, and left as it was.
    const held = readdirSync(restoredDir).sort();
    const again = await command(['src/cli/restore.ts', '--from', archive, '--data-dir', restoredDir]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/is not empty: restore into a new, empty DATA_DIR/);
    expect(readdirSync(restoredDir).sort()).toEqual(held);

    const second = await serve(restoredDir);
    try {
      expect(await readBack(second)).toEqual(original);
    } finally {
      await second.stop();
    }
  }, 240_000);
});
