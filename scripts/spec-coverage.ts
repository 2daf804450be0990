// How many of the customer's calls (docs/spec-calls.txt, as docs/requirements.md section 7 writes them) the
// server registers, and which are missing. The server's calls are the contracts' endpoints, which
// the route walker proves are all registered; specCalls.walk.test.ts calls each one as written.
// Usage: npm run spec:coverage   (SPEC_ROUTES=<file> to read another list)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints } from '../packages/contracts/src/index';

const root = join(import.meta.dirname, '..');
const file = process.env.SPEC_ROUTES ?? join(root, 'docs', 'spec-calls.txt');
if (!existsSync(file)) {
  console.error(`No list of the customer's calls at ${file}: set SPEC_ROUTES to its path.`);
  process.exit(1);
}

/** "GET /api/Project/{id}/?a&b" and "get /api/project/:id" are the same call. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/\?.*$/, '')
    .toLowerCase()
    .replace(/\{[^}]+\}|:[a-z0-9_]+/gi, ':param')
    .replace(/\/+$/, '')}`;

const spec = readFileSync(file, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => /^(GET|POST|PUT|DELETE|PATCH) \//i.test(l))
  .map((l) => {
    const [method, path] = l.split(/\s+/) as [string, string];
    return { method, path, key: keyOf(method, path) };
  });
const served = new Set(allEndpoints.map((e) => keyOf(e.method, e.path)));
const specKeys = new Set(spec.map((c) => c.key));

const missing = spec.filter((c) => !served.has(c.key));
const registered = spec.length - missing.length;
console.log(
  `docs/requirements.md section 7: ${registered} of ${spec.length} calls registered (${((100 * registered) / spec.length).toFixed(0)}%)`,
);

const groupOf = (path: string) => path.split('/')[2] ?? '';
console.log(`\nMissing (${missing.length}):`);
const groups = new Map<string, string[]>();
for (const c of missing) groups.set(groupOf(c.path), [...(groups.get(groupOf(c.path)) ?? []), `${c.method} ${c.path}`]);
for (const [group, calls] of groups) {
  console.log(`  ${group} (${calls.length})`);
  for (const call of calls) console.log(`    ${call}`);
}

const beyond = allEndpoints.filter((e) => !specKeys.has(keyOf(e.method, e.path)));
console.log(`\nRegistered beyond docs/requirements.md (${beyond.length}):`);
for (const e of beyond) console.log(`  ${e.method} ${e.path}`);
