// Fails when a table changed without a migration: drizzle-kit generates against a copy of the
// migration history, and any new file means the schema and the migrations disagree.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// drizzle-kit wants a path relative to the package.
const relative = join('.tmp', `migration-check-${process.pid}`);
const tmp = join(root, relative);
try {
  cpSync(join(root, 'drizzle'), tmp, { recursive: true });
  const before = readdirSync(tmp).filter((f) => f.endsWith('.sql'));
  const output = execFileSync(
    process.execPath,
    [
      join(root, '../../node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/**/*.table.ts',
      '--out',
      relative,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  ).toString();
  if (!/No schema changes|migration file/i.test(output)) {
    console.error(`drizzle-kit did not run cleanly:\n${output}`);
    process.exit(1);
  }
  const added = readdirSync(tmp).filter((f) => f.endsWith('.sql') && !before.includes(f));
  if (added.length) {
    console.error(
      'The schema changed without a migration. Run `npm run db:generate -w apps/server` and commit the result. Pending SQL:',
    );
    for (const f of added) console.error(readFileSync(join(tmp, f), 'utf8'));
    process.exit(1);
  }
  console.log(`Migrations match the schema (${before.length} migration files).`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
