/**
 * Lighthouse 12 (performance) on the built product, in Debian's Chromium: the sign-in page, a list
 * (/purchase-orders), a record screen (a purchase order) and an alert's receive tab, each with the
 * mobile and the desktop preset, 3 runs each; prints the median score, LCP, TBT, CLS, FCP and the
 * script bytes transferred. Builds nothing: run `npm run build` at the root first.
 *
 *   npm run lighthouse -w bench
 *   LIGHTHOUSE_RUNS=5 LIGHTHOUSE_PAGES=list,record LIGHTHOUSE_PRESETS=mobile npm run lighthouse -w bench
 *   LIGHTHOUSE_PORT=3216 (the default)   WEB_DIST=/path/to/dist (another web build)
 *   LIGHTHOUSE_OUT=/tmp/lh (writes each page's median run's report there as JSON)
 *
 * The product starts on a fresh embedded database with the demo data, signed in as the admin.
 * Record results in RESULTS.md with the command that gave them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { auditOnce, CHROMIUM, type Figures, median, type Preset, startChromium } from './lighthouse/audit';
import { demoRecords, signIn, startProduct } from './lighthouse/product';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3216);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const pick = (name: string, all: string[]) => {
  const chosen = process.env[name]?.split(',').filter(Boolean);
  return chosen ? all.filter((x) => chosen.includes(x)) : all;
};
const presets = pick('LIGHTHOUSE_PRESETS', ['mobile', 'desktop']) as Preset[];
const outDir = process.env.LIGHTHOUSE_OUT;

const product = await startProduct(port);
const chromium = await startChromium().catch(async (err) => {
  await product.stop();
  throw err;
});
try {
  const token = await signIn(product.origin);
  const { poId, raId } = await demoRecords(product.origin, token);
  const allPages = [
    { name: 'login', path: '/login', token: null },
    { name: 'list', path: '/purchase-orders', token },
    { name: 'record', path: `/purchase-orders/${poId}`, token },
    { name: 'receive', path: `/receiving-alerts/${raId}/lines`, token },
  ];
  const chosen = pick(
    'LIGHTHOUSE_PAGES',
    allPages.map((p) => p.name),
  );
  const pages = allPages.filter((p) => chosen.includes(p.name));
  const version = execFileSync(CHROMIUM, ['--version']).toString().trim();
  console.log(`${version}; Lighthouse 12; ${runs} runs a page; load average ${loadavg()[0]?.toFixed(2)}`);
  if (outDir) mkdirSync(outDir, { recursive: true });

  const rows: string[] = [];
  for (const preset of presets) {
    for (const page of pages) {
      const results: { figures: Figures; lhr: unknown }[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await auditWithRetries(() => auditOnce(chromium, product.origin, page.path, page.token, preset));
        results.push(result);
        const f = result.figures;
        console.log(`  ${preset} ${page.path} run ${i + 1}: ${f.score} (LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)})`);
      }
      const m = median(results.map((r) => r.figures));
      if (outDir) {
        // The run whose score is the median's, for a look at what held the page back.
        const typical = results.find((r) => r.figures.score === m.score) ?? results[0];
        writeFileSync(join(outDir, `${page.name}-${preset}.json`), JSON.stringify(typical?.lhr, null, 1));
      }
      rows.push(
        `| ${page.name} ${page.path.replace(/\d+/, '{id}')} | ${preset} | ${m.score} | ${ms(m.lcp)} | ${Math.round(m.tbt)} ms | ` +
          `${m.cls.toFixed(3)} | ${ms(m.fcp)} | ${(m.scriptBytes / 1024).toFixed(1)} KB | ${Math.round(m.benchmarkIndex)} |`,
      );
      console.log(`  median: ${rows.at(-1)}`);
    }
  }
  console.log(`\nmedian of ${runs} runs:\n`);
  console.log('| page | preset | score | LCP | TBT | CLS | FCP | script | benchmark index |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await chromium.close();
  await product.stop();
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again, twice at most. */
async function auditWithRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(err))) throw err;
      console.log(`  (run failed, again: ${String(err).split('\n')[0]})`);
    }
  }
}

function ms(value: number | undefined) {
  if (value === undefined) return '?';
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}
