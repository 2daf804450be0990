import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

const serverDir = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'fd-lock-'));
  dirs.push(d);
  return d;
}

type Outcome = { held: true; child: ChildProcess } | { held: false; code: number | null; stderr: string };

/** Runs `node` on a script (TypeScript through tsx) and waits until it prints `ready` or exits. */
function run(args: string[], ready: string, env: Record<string, string> = {}): Promise<Outcome> {
  // The embedded database, whatever database the tests run on.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    child.stdout!.on('data', (d) => {
      stdout += d;
      if (stdout.includes(ready)) resolve({ held: true, child });
    });
    child.stderr!.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ held: false, code, stderr }));
  });
}

/** Another process that takes the lock the way the server does, and keeps it until it dies. */
const holder = (dir: string) =>
  run(
    [
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, 'dataDirLock.ts'))});
       try { await lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); }
       catch (err) { console.error(err.message); process.exit(3); }`,
    ],
    'held',
  );

const killed = async (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

const IN_USE =
  /^DATA_DIR .* is in use by another server process \(its pid is \d+, in its own container or on this machine\)\. Stop it first, or start this one with another DATA_DIR\./;

describe('the DATA_DIR lock', () => {
  it('keeps a second process out with a clear message, and lets the next one in once the first is killed', async () => {
    const dir = tempDir();
    const first = await holder(dir);
    expect(first.held).toBe(true);
    const second = await holder(dir);
    expect(second).toMatchObject({ held: false, code: 3 });
    expect((second as { stderr: string }).stderr).toMatch(IN_USE);

    await killed((first as { child: ChildProcess }).child);
    expect((await holder(dir)).held).toBe(true);
  });

  it('lets exactly one of two processes started at once hold it', async () => {
    const dir = tempDir();
    const both = await Promise.all([holder(dir), holder(dir)]);
    expect(both.map((o) => o.held).sort()).toEqual([false, true]);
    expect((both.find((o) => !o.held) as { stderr: string }).stderr).toMatch(IN_USE);
  });

  it('goes by the lock the kernel holds, not the pid in the file', async () => {
    const dir = tempDir();
    const file = join(dir, 'server.lock');
    // Two servers that are each pid 1: the file names this very process, yet another holds the lock.
    const first = await holder(dir);
    expect(first.held).toBe(true);
    writeFileSync(file, String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(IN_USE);

    // The file names a live process that holds nothing (a pid reused after a restart): no one is kept out.
    await killed((first as { child: ChildProcess }).child);
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(unrelated);
    writeFileSync(file, String(unrelated.pid));
    const lock = await lockDataDir(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    expect((await holder(dir)).held).toBe(false);
    lock.release();
    await new Promise((r) => setTimeout(r, 200));
    expect((await holder(dir)).held).toBe(true);
  });

  it('a server on a DATA_DIR in use stops at once with the message; killed, it lets the next server start', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, PORT: '0', DEMO_DATA: 'false', LOG_LEVEL: 'silent' };
    const serve = () => run(['src/main.ts'], 'FreightDesk is running', env);

    const other = await holder(dir);
    const refused = await serve();
    expect(refused).toMatchObject({ held: false, code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(IN_USE);

    await killed((other as { child: ChildProcess }).child);
    const server = await serve();
    expect(server.held, (server as { stderr?: string }).stderr).toBe(true);
    expect((await holder(dir)).held).toBe(false);
    await killed((server as { child: ChildProcess }).child);
    expect((await holder(dir)).held).toBe(true);
  }, 120_000);
});
