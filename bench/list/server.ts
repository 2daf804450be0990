/**
 * One server of the list benchmark, in a process of its own: `product` is the real app on the
 * PostgreSQL at the URL; `bare` is Fastify with a node-postgres pool of the same size and one
 * route per request shape that runs the SQL the product ran for it (recorded by the benchmark),
 * page and count side by side as the product does, and answers the same JSON.
 * Usage: tsx list/server.ts product|bare <databaseUrl> <port> [recorded.json]
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openPostgres } from '../../apps/server/src/db/client';
import { createTokenIssuer } from '../../apps/server/src/platform/auth/tokens';

/** A query the product ran for a shape; `withPrevious` when it started while the one before ran. */
export interface Recorded {
  text: string;
  params: unknown[];
  withPrevious: boolean;
}

const [mode, url, portText, recordedFile] = process.argv.slice(2);
const port = Number(portText);
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-bench';
const POOL = 10;

if (mode === 'product') {
  const database = openPostgres(url!, POOL);
  const app = await buildApp({
    database,
    tokens: createTokenIssuer(BENCH_SECRET),
    publicUrl: 'http://localhost',
    mailTransport: null,
    mailFrom: 'bench@example.com',
    logLevel: 'silent',
  });
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const recorded = JSON.parse(readFileSync(recordedFile!, 'utf8')) as Record<string, Recorded[]>;
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  const app = Fastify({ logger: false });
  const answer = async (request: { params: { shape: string } }) => {
    const queries = recorded[decodeURIComponent(request.params.shape)]!;
    // In the product's order: each run of queries it ran side by side (look-ups of joined names;
    // a page and its count) side by side here too, one run after the other.
    const results: pg.QueryResult[] = [];
    for (let i = 0; i < queries.length; ) {
      let end = i + 1;
      while (queries[end]?.withPrevious) end++;
      results.push(...(await Promise.all(queries.slice(i, end).map((q) => pool.query(q.text, q.params)))));
      i = end;
    }
    const page = results.reduce((most, r) => (r.rows.length > most.rows.length ? r : most));
    return { items: page.rows, totalCount: results.at(-1)!.rows[0]?.n, pageIndex: 1, pageSize: 25 };
  };
  // A search is a POST, a call by id a GET.
  app.post<{ Params: { shape: string } }>('/bare/:shape', answer);
  app.get<{ Params: { shape: string } }>('/bare/:shape', answer);
  await app.listen({ port, host: '127.0.0.1' });
}
// A clean exit on SIGTERM, so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
console.log('ready');
