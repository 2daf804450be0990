// Modules talk through their index.ts (DESIGN.md section 3): fails when a file imports another
// module's files other than its index.ts. A *.table.ts may reference another module's *.table.ts
// (a foreign key: the schema is one graph), db/schema.ts gathers every table for Drizzle, and tests
// may reach anything.
// Usage: node scripts/check-boundaries.mjs [srcDir]   (default apps/server/src)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const src = resolve(process.argv[2] ?? join(root, 'apps/server/src'));
const modulesDir = join(src, 'modules');
const specifier = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** The module a path lies in, and the path inside it; null outside modules/. */
function moduleOf(path) {
  const rel = relative(modulesDir, path);
  if (rel.startsWith('..')) return null;
  const [module, ...rest] = rel.split(sep);
  return { module, inside: rest.join('/') };
}

const violations = [];
for (const file of files(src)) {
  if (file.endsWith('.test.ts') || file === join(src, 'db', 'schema.ts')) continue;
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifier)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) continue;
    const target = moduleOf(resolve(dirname(file), spec));
    if (!target || target.module === from?.module) continue;
    const inside = target.inside.replace(/\.(ts|tsx|js)$/, '');
    if (inside === '' || inside === 'index') continue;
    if (file.endsWith('.table.ts') && inside.endsWith('.table')) continue;
    const line = text.slice(0, match.index).split('\n').length;
    violations.push(
      `${relative(root, file)}:${line} imports modules/${target.module}/${inside} (use modules/${target.module}/index.ts)`,
    );
  }
}

if (violations.length) {
  console.error(`Modules import each other only through index.ts. ${violations.length} import(s) reach inside:`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log('Module boundaries: every import between modules goes through index.ts.');
