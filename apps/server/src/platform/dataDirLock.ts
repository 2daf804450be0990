import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A held DATA_DIR: `release` lets it go (at shutdown); it is let go anyway when the process dies. */
export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'server.lock';
/** How long a start waits for a lock that is being let go (a server killed a moment ago). */
const WAIT_MS = 3000;

/**
 * PGlite takes no lock on its files, so two servers on one DATA_DIR would corrupt it. The server
 * holds an exclusive flock(2) on DATA_DIR/server.lock for its lifetime: the kernel decides, not a
 * pid in a file, so two servers that are each pid 1 (two containers on one volume, a rolling
 * deploy) cannot both hold it, and the kernel lets it go when the holder dies, however it dies.
 *
 * Node has no flock, so a child holds it: util-linux `flock` (BusyBox has one too) opens and locks
 * the file, then runs `cat` on a pipe from this process. When this process exits or is killed the
 * pipe closes, `cat` ends and the lock is released. Should the child die first, `onLost` is called
 * (the server stops rather than run unguarded).
 */
export async function lockDataDir(dataDir: string, onLost: () => void = () => {}): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  closeSync(openSync(file, 'a'));
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const attempt = await tryFlock(file, onLost);
    if (attempt !== 'busy') {
      writeFileSync(file, `${process.pid}\n`);
      return attempt;
    }
    if (Date.now() >= deadline) throw inUse(dataDir, file);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function inUse(dataDir: string, file: string) {
  let holder = '';
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (pid > 0) holder = ` (its pid is ${pid}, in its own container or on this machine)`;
  } catch {}
  return new Error(
    `DATA_DIR ${dataDir} is in use by another server process${holder}. Stop it first, or start this one with another DATA_DIR.`,
  );
}

/** One non-blocking try: the held lock, or 'busy' when another process holds it. */
function tryFlock(file: string, onLost: () => void): Promise<DataDirLock | 'busy'> {
  return new Promise((resolve, reject) => {
    const child = spawn('flock', ['-n', file, '-c', 'echo locked && exec cat'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let held = false;
    let released = false;
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdout.once('data', () => {
      held = true;
      // The pipes must not keep the process alive; the child is ended by release or by our exit.
      for (const s of [child.stdin, child.stdout, child.stderr]) (s as unknown as { unref?: () => void }).unref?.();
      child.unref();
      resolve({
        release() {
          released = true;
          child.stdin.destroy();
          child.kill();
        },
      });
    });
    child.on('error', (err) => {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new Error(
          missing
            ? 'The server locks DATA_DIR with the flock command (util-linux), which is not installed: install it (apt-get install util-linux, apk add util-linux) or use DATABASE_URL.'
            : `Could not lock DATA_DIR: ${err.message}`,
        ),
      );
    });
    child.on('exit', (code) => {
      if (held) {
        if (!released) onLost();
      } else if (code === 1 && !stderr.trim()) resolve('busy');
      else reject(new Error(`Could not lock DATA_DIR (${file}): ${stderr.trim() || `flock exited with ${code}`}`));
    });
  });
}
