/**
 * The data set: a provider's three years of records in the product's own tables, at a scale (1 is
 * 300 customers, 3,000 projects, 2,000 users, 100,000 POs with 1,000,000 lines, 200,000 shipments
 * and alerts with 1,000,000 lines each, 1,000,000 inventory items with 3,000,000 item-log rows,
 * 2,000 bins, 100,000 pick tickets, 300,000 charges and 50,000 invoices with their payments),
 * set-based and the same rows every time for a scale and a day. Then the product's own checks.
 *
 *   npm run bench:seed -- --scale 0.01                  (PGlite in bench/.data/seed-0.01, or --data DIR)
 *   DATABASE_URL=postgres://... npm run bench:seed -- --scale 1 --fresh
 *   --today 2026-11-30   the day after the data set's last day (default: today, UTC)
 *   --fresh              empty the product's tables first (a filled database is refused without it)
 *   --no-check           leave out the coherence checks
 *
 * Sign in afterwards as admin (ADMIN_PASSWORD, else Admin@123), or as any seeded user with Demo@1234.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { checkCoherence } from './seed/check';
import { fillCompanies, fillProjects } from './seed/companies';
import { emptyOrRefuse, run, type Seed, settle, step, tableCounts, timings } from './seed/db';
import { fillItemLogs } from './seed/itemLogs';
import { fillMoney, planMoney } from './seed/money';
import { fillUsers } from './seed/people';
import { makePlan } from './seed/plan';
import { fillAlerts, fillPoLines, fillPurchaseOrders, fillShipmentLines, fillShipments } from './seed/purchasing';
import { fillAlertLines, planItems } from './seed/receiving';
import { fillInventory, fillLocations, fillTickets, planTickets } from './seed/warehouse';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.01' },
    data: { type: 'string', default: process.env.BENCH_SEED_DATA },
    today: { type: 'string', default: process.env.BENCH_SEED_TODAY },
    fresh: { type: 'boolean', default: false },
    'no-check': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 10)) throw new Error(`--scale takes a number above 0 and at most 10, not ${values.scale}`);
const today = values.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`--today takes YYYY-MM-DD, not ${today}`);

/** The database to fill: DATABASE_URL's, else PGlite in the data folder (relative to where the command was typed). */
async function open(): Promise<{ database: Database; where: string }> {
  const url = process.env.DATABASE_URL;
  // One connection: the fill's temporary tables live in its session.
  if (url) return { database: openPostgres(url, 1), where: url.replace(/:[^:@/]*@/, ':***@') };
  const dir = values.data
    ? resolve(process.env.INIT_CWD ?? process.cwd(), values.data)
    : resolve(import.meta.dirname, '.data', `seed-${scale}`);
  return { database: await openPglite(dir), where: `PGlite in ${dir}` };
}

const started = performance.now();
const { database, where } = await open();
const plan = makePlan(scale, today);
console.log(`Data set at scale ${scale} into ${where}, three years to ${plan.today} (from ${plan.start})`);
try {
  await step('migrations', () => database.migrate());
  await step('empty or refuse', () => emptyOrRefuse(database.db, values.fresh));
  const seed: Seed = { db: database.db, plan, postgres: database.kind === 'postgres' };
  await fillCompanies(seed);
  await fillProjects(seed);
  await fillUsers(seed);
  await fillLocations(seed);
  await fillPurchaseOrders(seed);
  await fillShipments(seed);
  await fillAlerts(seed);
  await fillPoLines(seed);
  await fillShipmentLines(seed);
  await planItems(seed);
  await fillAlertLines(seed);
  await planTickets(seed);
  await fillInventory(seed);
  await fillTickets(seed);
  await fillItemLogs(seed);
  await planMoney(seed);
  await fillMoney(seed);
  await step('sequences, counters', () => settle(database.db));
  // As autovacuum leaves freshly loaded tables within minutes: statistics, and the visibility map
  // that lets a read answer from an index alone (an order's line sums, migration 0047).
  await step('vacuum, analyze', () => run(database.db, 'vacuum analyze'));
  const filled = (performance.now() - started) / 1000;

  let problems = 0;
  if (!values['no-check']) {
    const checked = performance.now();
    console.log('\nCoherence checks:');
    problems = await checkCoherence(database.db);
    console.log(`  (${((performance.now() - checked) / 1000).toFixed(1)} s)`);
  }

  console.log(`\n${'table'.padEnd(26)}${'rows'.padStart(12)}${'fill s'.padStart(10)}${'indexes s'.padStart(11)}`);
  let rows = 0;
  for (const { table, rows: n } of await tableCounts(database.db)) {
    const timed = timings.find((t) => t.table === table);
    const [s, i] = [timed?.seconds.toFixed(1) ?? '', timed?.indexSeconds.toFixed(1) ?? ''];
    rows += n;
    console.log(`${table.padEnd(26)}${n.toLocaleString('en-US').padStart(12)}${s.padStart(10)}${i.padStart(11)}`);
  }
  console.log(`${'total'.padEnd(26)}${rows.toLocaleString('en-US').padStart(12)}${filled.toFixed(1).padStart(10)}`);
  if (problems) {
    console.error(`\n${problems.toLocaleString('en-US')} rows break the rules above.`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
