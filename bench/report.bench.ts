/**
 * Reports and the home page's work queue on the data set of `npm run bench:seed`: each report's
 * whole computation (a first page with its count and totals, as the screen asks) and the home
 * page's counts, p50/p95/p99 at one client through real HTTP, the product in a process of its own.
 * Run as the administrator (every project: the most rows any caller's report reads) and, when
 * BENCH_PROJECT is set, narrowed to that project (a client's report).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55440/fd_seed npx tsx report.bench.ts
 *   BENCH_SECONDS=5 BENCH_REPORTS=receivingLog,dockToStock ...
 *
 * Budgets (issue: reports, home, portal): a report's computation p95 ≤ 300 ms, each home count
 * within the lists' 30 ms. Record results in RESULTS.md with the command that gave them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type ReportKey, reportCatalogue, reportKeys } from '@freightdesk/contracts';
import pg from 'pg';
import { createTokenIssuer } from '../apps/server/src/platform/auth/tokens';
import { type LoadResult, load } from './list/load';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run bench:seed.');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const only = process.env.BENCH_REPORTS?.split(',').filter(Boolean);
const projectId = process.env.BENCH_PROJECT ? Number(process.env.BENCH_PROJECT) : undefined;
const PORT = 3411;
/** The product server of list/server.ts signs with this (importing that script would run it). */
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-bench';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A report's filters as its screen starts them: the last 30 days, today's aging, and the project when narrowed. */
function filtersOf(key: ReportKey) {
  const allowed: readonly string[] = reportCatalogue[key].filters;
  return {
    ...(allowed.includes('from') ? { from: day(30), to: day(0) } : {}),
    ...(allowed.includes('asOf') ? { asOf: day(0) } : {}),
    ...(projectId && allowed.includes('projectId') ? { projectId } : {}),
  };
}

async function adminToken() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>("select id from users where lower(user_name) = 'admin'");
  await client.end();
  if (!rows[0]) throw new Error('No admin user: fill the database with npm run bench:seed first.');
  const { token } = await createTokenIssuer(BENCH_SECRET).sign(
    { unique_name: 'admin', scope: 'Admin', nameid: rows[0].id, userTypeId: 1 },
    24 * 3600,
  );
  return token;
}

function startProduct(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'list/server.ts'), 'product', url!, String(PORT)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the product server stopped (${code})`)));
  });
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
const row = (name: string, r: LoadResult, budget: number) =>
  `| ${name.padEnd(34)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${String(r.requests).padStart(6)} | ${r.p95 <= budget ? 'within' : `OVER ${budget} ms`} |`;

const headers = { authorization: `Bearer ${await adminToken()}` };
const product = await startProduct();
try {
  console.log(
    `Reports and home at one client, ${seconds} s each${projectId ? `, project ${projectId}` : ', every project'}:\n`,
  );
  console.log('| request | p50 ms | p95 ms | p99 ms | requests | budget |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const home = await load({ port: PORT, path: '/api/home/queue', headers, clients: 1, seconds });
  console.log(row('home: work queue (every count)', home, 30 * 12));
  for (const key of reportKeys.filter((k) => !only || only.includes(k))) {
    const body = JSON.stringify({ report: key, filters: filtersOf(key), pageIndex: 0, pageSize: 25 });
    const result = await load({ port: PORT, path: '/api/reports/run', body, headers, clients: 1, seconds });
    console.log(row(`report: ${key}`, result, 300));
  }
} finally {
  product.kill();
}
