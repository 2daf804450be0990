// Bundles the server into dist/main.js; npm dependencies stay external, the contracts package
// (TypeScript source in this workspace) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@freightdesk/'));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', 'zod/*', '@electric-sql/pglite/*'],
  logLevel: 'warning',
});
console.log('server bundled to apps/server/dist/main.js');
