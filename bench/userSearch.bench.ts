/**
 * The users list at scale: POST /api/user/search through the real app on N users, on PGlite or on
 * the PostgreSQL of DATABASE_URL (a fresh database, dropped after). Prints p50/p95 per query shape
 * at 1% of the data and at all of it. Usage: npm run users -w bench -- 100000
 */
import { sql } from 'drizzle-orm';
import { benchApp } from './benchApp';

const total = Number(process.argv[2] ?? 100_000);
const runs = 100;
const { database, app, token } = await benchApp();

async function fill(upTo: number) {
  await database.db.execute(sql`
    insert into users (first_name, last_name, email, user_name, password_hash, client_id, user_type_id)
    select 'First' || g, 'Last' || (g % 997), 'u' || g || '@example.com', 'user' || g, 'x', 1, 1 + (g % 5)
    from generate_series((select count(*) from users) + 1, ${upTo}) g`);
  await database.db.execute(sql`analyze users`);
}

const shapes: Record<string, object> = {
  'first page by user name': { pageIndex: 1, pageSize: 25 },
  'page 20 by last name desc': { pageIndex: 20, pageSize: 25, sortColumn: 'lastName', reverse: true },
  'free-text search': { pageIndex: 1, pageSize: 25, searchTerm: 'user12' },
  'column search (email)': { pageIndex: 1, pageSize: 25, searchFields: { email: '77@' } },
};

async function measure(label: string) {
  for (const [name, body] of Object.entries(shapes)) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/search',
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${database.kind.padEnd(8)} ${label.padEnd(14)} ${name.padEnd(28)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`,
    );
  }
}

await fill(Math.max(1, Math.floor(total / 100)));
await measure(`${Math.floor(total / 100)} users`);
await fill(total);
await measure(`${total} users`);
await app.close();
await database.close();
