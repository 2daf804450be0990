// Modules talk through their index.ts (DESIGN.md section 3): fails when a file imports another
// module's files other than its index.ts. A module's own files import each other freely, a
// *.table.ts may reference another module's *.table.ts (a foreign key); db/
// (schema.ts gathers every table for Drizzle), test/, *.test.ts and *.testkit.ts (test code: a
// module's kit makes the records of the modules it builds on) may reach anything.
// Usage: node scripts/check-boundaries.mjs [dir]   (dir: the repo root or a server src folder;
// default apps/server/src). Prints "file:line imports modules/B/x (use modules/B/index.ts)".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const arg = process.argv[2] ? resolve(process.argv[2]) : root;
const src = existsSync(join(arg, 'apps/server/src')) ? join(arg, 'apps/server/src') : arg;
const modulesDir = join(src, 'modules');
// import x from '...', import type { x } from '...', import '...', export { x } from '...',
// export * from '...', and import('...').
const specifier =
  /(?<![\w$.])(?:import|export)\s+(?:[\w$*{}\s,]+?\s+from\s*)?['"]([^'"\n]+)['"]|(?<![\w$.])import\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') yield* files(path);
    } else if (/\.[cm]?[jt]sx?$/.test(name)) yield path;
  }
}

/** The module a path lies in, and the path inside it without extension; null outside modules/. */
function moduleOf(path) {
  const rel = relative(modulesDir, path);
  if (rel === '' || rel.startsWith('..')) return null;
  const [module, ...rest] = rel.split(sep);
  return { module, inside: rest.join('/').replace(/\.[cm]?[jt]sx?$/, '') };
}

/** db/ and test/ hold the schema and the test helpers; tests and test kits may reach anything. */
function exempt(file) {
  const rel = relative(src, file).split(sep).join('/');
  return rel.startsWith('db/') || rel.startsWith('test/') || /\.test(kit)?\.[cm]?[jt]sx?$/.test(rel);
}

if (!existsSync(modulesDir)) {
  console.error(`No modules folder at ${modulesDir}.`);
  process.exit(1);
}

const violations = [];
for (const file of files(src)) {
  if (exempt(file)) continue;
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifier)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) continue;
    const target = moduleOf(resolve(dirname(file), spec));
    if (!target || target.module === from?.module) continue;
    if (target.inside === '' || target.inside === 'index') continue;
    // A foreign key: a table may reference another module's table (the schema is one graph).
    if (file.endsWith('.table.ts') && target.inside.endsWith('.table')) continue;
    const line = text.slice(0, match.index).split('\n').length;
    violations.push(
      `${relative(process.cwd(), file)}:${line} imports modules/${target.module}/${target.inside} (use modules/${target.module}/index.ts)`,
    );
  }
}

if (violations.length) {
  console.error(`Modules import each other only through index.ts. ${violations.length} import(s) reach inside:`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log('Module boundaries: every import between modules goes through index.ts.');
