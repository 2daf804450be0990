import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock on its files, so two processes on one DATA_DIR would corrupt it. The server
 * holds this lock file for its lifetime; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && pid !== process.pid) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). Stop it first, or start this one with another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
