/**
 * npm run backup -w apps/server -- --out FILE [--url http://localhost:3000] [--user admin]
 *
 * Fetches a consistent backup of a running server's embedded database and files
 * (GET /api/system/backup, as an admin: the password from FREIGHTDESK_PASSWORD) into FILE.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: FREIGHTDESK_PASSWORD=… npm run backup -w apps/server -- --out FILE [--url http://localhost:3000] [--user admin]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function messageOf(res: Response) {
  const text = await res.text().catch(() => '');
  try {
    return `${res.status}: ${(JSON.parse(text) as { message: string }).message}`;
  } catch {
    return `${res.status} ${text.slice(0, 200)}`;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      url: { type: 'string', default: 'http://localhost:3000' },
      user: { type: 'string', default: 'admin' },
    },
  });
  if (!values.out) fail(USAGE);
  const password = process.env.FREIGHTDESK_PASSWORD;
  if (!password) fail(`Set FREIGHTDESK_PASSWORD to the password of ${values.user} (an admin).\n${USAGE}`);
  const base = values.url.replace(/\/+$/, '');

  const signIn = await fetch(`${base}/api/account/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: values.user, password }),
  }).catch((err: Error) => fail(`No server answered at ${base}: ${err.message}`));
  if (!signIn.ok) fail(`Signing in as ${values.user} at ${base} failed (${await messageOf(signIn)}).`);
  const { token } = (await signIn.json()) as { token: string };

  const res = await fetch(`${base}/api/system/backup`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) fail(`The server did not give a backup (${await messageOf(res)}).`);
  // Written aside and renamed once whole: FILE is never half a backup.
  const partial = `${values.out}.partial`;
  try {
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial));
    await rename(partial, values.out);
  } catch (err) {
    await rm(partial, { force: true });
    fail(`The backup was cut short: ${(err as Error).message}`);
  }
  console.log(`Backup written to ${values.out} (${(await stat(values.out)).size} bytes).`);
}

await main();
