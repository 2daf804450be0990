/**
 * The users export at scale (docs/design.md section 10: "export of 100,000 rows: server RSS grows
 * < 100 MB"). Fills N users (PGlite, or a fresh database on the PostgreSQL of DATABASE_URL), then
 * downloads POST /api/user/export as CSV and as Excel over a real socket, reading and dropping the
 * bytes as a browser would, and prints the time, the size and the process RSS before, at its peak
 * (sampled every 50 ms) and after. The server and the database (PGlite's WASM heap) live in this
 * process, so their memory is all in the figure. Usage: npm run export -w bench -- 100000
 */
import { sql } from 'drizzle-orm';
import { benchApp } from './benchApp';

const total = Number(process.argv[2] ?? 100_000);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const { database, app, token } = await benchApp();

await database.db.execute(sql`
  insert into users (first_name, last_name, title, email, user_name, password_hash, client_id, user_type_id, status)
  select 'First' || g, 'Last' || (g % 997), 'Title, "quoted" ' || (g % 13), 'u' || g || '@example.com',
         'user' || g, 'x', 1, 1 + (g % 5), g % 4 <> 0
  from generate_series((select count(*) from users) + 1, ${total}) g`);
await database.db.execute(sql`analyze users`);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** Full collections before a figure, when node runs with --expose-gc, so "before" is a floor. */
const settle = async () => {
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  globalThis.gc?.();
};

async function measure(label: string, body: object) {
  await settle();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  const res = await fetch(`${address}/api/user/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${label}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body) {
    firstByte ||= performance.now() - t0;
    bytes += chunk.byteLength;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await settle();
  const after = process.memoryUsage().rss;
  console.log(
    `${database.kind.padEnd(8)} ${label.padEnd(26)} ${(ms / 1000).toFixed(2)} s (first byte ${firstByte.toFixed(0)} ms)  ` +
      `${mb(bytes).padStart(9)}  RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)}`,
  );
}

console.log(`${total} users; RSS after filling: ${mb(process.memoryUsage().rss)}`);
for (let run = 1; run <= 2; run++) {
  await measure(`CSV by user name, run ${run}`, { format: 'csv' });
  await measure(`XLSX by user name, run ${run}`, { format: 'xlsx' });
}
await measure('CSV by modified desc', { format: 'csv', sortColumn: 'modifiedAt', reverse: true });
await measure('CSV, search "user1"', { format: 'csv', searchTerm: 'user1' });
await app.close();
await database.close();
