/**
 * Where the product's time goes on one list request shape: the real app in this process, the
 * request sent in-process (no sockets of its own), 8 at a time, on a database the list benchmark
 * filled. Run it under `--cpu-prof` and open the profile in Chrome's DevTools, or sum it by
 * package with `npx tsx profile.ts --summary <file.cpuprofile>`.
 *
 *   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof profile.ts \
 *     postgres://postgres@127.0.0.1:5432/fd_bench_raitems raItems 'small alert, first page'
 *   PROFILE_REQUESTS=200 node --import tsx --cpu-prof ... raItems 'large alert, every line'
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { openPostgres } from '../apps/server/src/db/client';
import { createTokenIssuer } from '../apps/server/src/platform/auth/tokens';
import { benchLists, requestOf } from './list/lists';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** Self time by package (node_modules/<pkg>, a folder of this repository, or a native bucket). */
function summary(file: string) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const t = p.timeDeltas[i] ?? 0;
    total += t;
    const { url, functionName } = byId.get(id)!.callFrame;
    const pkg = url.includes('node_modules/')
      ? url
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.includes('/src/')
        ? url
            .slice(url.indexOf('/src/') + 1)
            .split('/')
            .slice(0, 3)
            .join('/')
        : url || `(${functionName})`;
    self.set(pkg, (self.get(pkg) ?? 0) + t);
  });
  for (const [pkg, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${pkg}`);
  }
}

if (process.argv[2] === '--summary') {
  summary(process.argv[3]!);
  process.exit(0);
}

const [url, listName, shapeName] = process.argv.slice(2);
const list = benchLists[listName!];
const shape = list?.shapes[shapeName!];
if (!url || !list || !shape) throw new Error('Usage: profile.ts <databaseUrl> <list> <shape name>');
const tokens = createTokenIssuer('bench-secret-bench-secret-bench-secret-bench');
const app = await buildApp({
  database: openPostgres(url, 10),
  tokens,
  publicUrl: 'http://localhost',
  mailTransport: null,
  mailFrom: 'bench@example.com',
  logLevel: 'silent',
});
await app.ready();
const { token } = await tokens.sign({ unique_name: 'admin', scope: 'Admin', nameid: 1, userTypeId: 1 }, 3600);
const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
const send = () => app.inject({ ...requestOf(list, shape), headers });
const first = await send();
if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
/** PROFILE_REQUESTS=200 for a heavy shape (a 10,000-line answer); a warm-up of an eighth first. */
const N = Number(process.env.PROFILE_REQUESTS ?? 4000);
for (let i = 0; i < N / 8; i++) await send();
let sent = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (sent < N) {
      sent++;
      await send();
    }
  }),
);
console.log(`${listName} / ${shapeName}: ${Math.round(N / ((performance.now() - started) / 1000))} req/s in-process`);
await app.close();
process.exit(0);
