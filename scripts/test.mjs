// Every test, in order: lint, types, migrations, unit and API tests, the web's unit tests, build,
// browser tests.
// With DATABASE_URL set, the API tests and the browser tests run against that PostgreSQL server;
// otherwise on the embedded database. Prints one closing line: "N passed, N failed".
// `--database-only` runs only what the database changes (migrations, the server's tests, the browser
// tests), on the build already made: CI's second pass, after a first pass ran everything.
// Each browser test runs once in CI: the first pass (`--browser=embedded`) runs only the browser tests
// whose subject is the embedded database (the demo's people, QuickBooks' server), the second every
// other, on PostgreSQL. Likewise the server's `*.embedded.test.ts` files (the DATA_DIR lock, backups)
// run on the embedded database whatever DATABASE_URL says, and the second pass leaves them out.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (PGlite)';

function step(title, command, args, opts = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...opts });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`\n${title} failed after ${secs}s.`);
    return false;
  }
  console.log(`--- ${title}: ok in ${secs}s`);
  return true;
}

/** The browser tests need Debian's Chromium and poppler's pdftotext (they read printed PDFs): install them when we can, otherwise say how. */
function ensureChromium() {
  if (existsSync(chromium) && existsSync('/usr/bin/pdftotext')) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium or pdftotext is missing: installing Debian's chromium and poppler-utils packages...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation poppler-utils',
      {
        stdio: 'inherit',
      },
    );
    if (existsSync(chromium) && existsSync('/usr/bin/pdftotext')) return;
  }
  console.error(
    `The browser tests need Chromium at ${chromium} and pdftotext. Run: sudo apt-get install -y chromium poppler-utils`,
  );
  process.exit(1);
}

function count(file, pick) {
  if (!existsSync(file)) return null;
  return pick(JSON.parse(readFileSync(file, 'utf8')));
}

const databaseOnly = process.argv.includes('--database-only');
const embeddedBrowserTests = process.argv.includes('--browser=embedded');
/** Which browser tests run (e2e/playwright.config.ts): all, the embedded database's own, or the others. */
const browserSet = databaseOnly ? 'database' : embeddedBrowserTests ? 'embedded' : undefined;
const built = existsSync(join(root, 'apps/server/dist/main.js')) && existsSync(join(root, 'apps/web/dist/index.html'));
ensureChromium();
console.log(
  `Running ${databaseOnly ? 'the tests the database changes' : 'every test'}${embeddedBrowserTests ? ' (of the browser tests, the embedded database’s own)' : ''} on ${where}.`,
);
const npx = 'npx';
/** A step that does not depend on the database: left out of a `--database-only` run. */
const anywhere = (...args) => (databaseOnly ? true : step(...args));
const results = [
  anywhere('Lint (Biome, zero warnings)', npx, ['biome', 'check', '--error-on-warnings', '.']),
  anywhere('Module boundaries (modules import each other only through index.ts)', 'node', [
    'scripts/check-boundaries.mjs',
  ]),
  anywhere('Types (tsc --noEmit, every workspace)', 'npm', ['run', 'typecheck', '--silent']),
  step('Migrations match the schema', 'npm', ['run', 'check:migrations', '--silent']),
  step(
    'Unit and API tests (Vitest)',
    npx,
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
      ...(databaseOnly ? ['--exclude', '**/*.embedded.test.ts'] : []),
    ],
    { cwd: join(root, 'apps/server') },
  ),
  anywhere(
    'Web unit tests (Vitest)',
    npx,
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'web-vitest.json')}`],
    { cwd: join(root, 'apps/web') },
  ),
  databaseOnly && built ? true : step('Build (web and server)', 'npm', ['run', 'build', '--silent']),
];
results.push(
  step('Browser tests (Playwright, Debian Chromium)', npx, ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'e2e'),
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
      ...(browserSet ? { E2E_SET: browserSet } : {}),
    },
  }),
);

const vitestOf = (file) =>
  count(join(reports, file), (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }));
/** The counts of several reports added up; null when none was written. */
const added = (parts) =>
  parts.some(Boolean)
    ? parts.filter(Boolean).reduce((a, b) => ({
        passed: a.passed + b.passed,
        failed: a.failed + b.failed,
        skipped: a.skipped + b.skipped,
      }))
    : null;
// The server's and the web's unit tests, counted together.
const vitest = added([vitestOf('vitest.json'), vitestOf('web-vitest.json')]);
const playwright = count(join(reports, 'playwright.json'), (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));
const totals = added([vitest, playwright]) ?? { passed: 0, failed: 0, skipped: 0 };
const stepsFailed = results.filter((ok) => !ok).length;
const failed = totals.failed + (stepsFailed && !totals.failed ? stepsFailed : 0);
console.log(
  `\nOn ${where}: vitest ${JSON.stringify(vitest)}, playwright ${JSON.stringify(playwright)}, failed steps ${stepsFailed}.`,
);
console.log(`${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(stepsFailed || totals.failed || totals.skipped ? 1 : 0);
