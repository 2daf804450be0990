import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { S3Settings } from '../platform/files/storage';

/** A port on 127.0.0.1 that nothing listens on now. */
export const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

const accepting = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });

/**
 * A real S3-compatible server process (s3rver from npm) on 127.0.0.1 with one bucket, for the
 * files tests; `stop` ends the process and removes its data.
 */
export async function startS3rver(
  bucket = 'freightdesk-test',
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'freightdesk-s3rver-'));
  const port = await freePort();
  const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '-s', '--no-vhost-buckets', '--configure-bucket', bucket],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += String(d);
  });
  const until = Date.now() + 15_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill();
      throw new Error(`s3rver did not start: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
