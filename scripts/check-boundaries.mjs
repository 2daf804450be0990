// Module boundaries (docs/design.md section 3), run by `npm run lint`. Fails when, on the server
// (apps/server/src):
//   - a file imports another module's files other than its index.ts or tables.ts (a *.table.ts may
//     reference another module's table for a foreign key; modules/index.ts lists each module's <m>.module.ts;
//     db/, test/, *.test.ts, *.testkit.ts and *.factories.ts are test or schema code and may reach anything);
//   - the modules' imports form a cycle (type-only imports count: they couple the modules too;
//     so does a table's foreign key to another module's table);
//   - a module inserts, updates, deletes or locks (FOR UPDATE/SHARE) rows of another module's
//     table: drizzle's tx.insert/update/delete(table), the kit's versionedUpdate(tx, table, …),
//     .for('update') over a query reading the table (or its `of`), also on a query built earlier,
//     raw sql with FOR UPDATE or INSERT/UPDATE/DELETE naming it, the platform's
//     visibleOr404(list, …, { lock }) or list.visible(…, { lock }) on another module's list;
//   - a file other than a list or read declaration (*.list.ts, *.read.ts) imports another module's
//     tables (tables.ts) or names one in raw sql: those declarations take the caller's scope, the
//     rest asks the owner's service; and a module's index.ts exports a table;
// Imports count whether relative or through an alias (the server package's name, a tsconfig
// `paths` entry, a package.json `imports` entry).
//   - a source file is longer than 400 lines;
// and on the web (apps/web/src) when the features import each other in a cycle.
// Usage: node scripts/check-boundaries.mjs [root]   (the repo root, default this one). The checker's
// own tests: node --test scripts/boundaries/.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkServer, MAX_LINES } from './boundaries/server.mjs';
import { checkWeb } from './boundaries/web.mjs';

/** Every violation under a repo root, grouped by what is wrong; empty when there is none. */
export function checkBoundaries(root) {
  const server = join(root, 'apps/server/src');
  const web = join(root, 'apps/web/src');
  const s = existsSync(server) ? checkServer(server) : { inside: [], cycles: [], writes: [], reads: [], size: [] };
  const w = existsSync(web) ? checkWeb(web) : { cycles: [] };
  return [
    [
      'Modules import each other only through index.ts (and tables.ts, for list and read declarations). Imports that reach inside:',
      s.inside,
    ],
    ['Server modules import each other in a cycle:', s.cycles],
    ["A module writes or locks another module's rows (only the owning module does):", s.writes],
    [
      "Reads of another module's table outside a list or read declaration (ask the owner's service, or declare the read in a *.read.ts that takes the caller's scope):",
      s.reads,
    ],
    [`Source files past ${MAX_LINES} lines:`, s.size],
    ['Web features import each other in a cycle:', w.cycles],
  ].filter(([, found]) => found.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
  if (!existsSync(join(root, 'apps/server/src/modules'))) {
    console.error(`No modules folder at ${join(root, 'apps/server/src/modules')}.`);
    process.exit(1);
  }
  const failures = checkBoundaries(root);
  for (const [title, found] of failures) {
    console.error(`${title} (${found.length})`);
    for (const f of found) console.error(`  ${f}`);
  }
  if (failures.length) process.exit(1);
  console.log(
    "Module boundaries: imports go through index.ts (tables.ts for list and read declarations), no cycle between modules or features, no module writes or locks another's rows, other modules' tables read only by list and read declarations, no file past 400 lines.",
  );
}
