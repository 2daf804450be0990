// The web app's features (apps/web/src/features/<feature>) import each other in no cycle. The app
// composes them (app/features.ts imports every feature's feature.ts); a feature may reach the app,
// the shared components and another feature, but no feature may be reached back through its own.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cyclesOf } from './graph.mjs';
import { sourceFiles } from './server.mjs';
import { importsOf, lineAt, scan } from './source.mjs';

/** Checks the web app's source folder; answers the cycles between features, as lines to print. */
export function checkWeb(src, cwd = process.cwd()) {
  const featuresDir = join(src, 'features');
  if (!existsSync(featuresDir)) return { cycles: [] };
  const featureOf = (path) => {
    const rel = relative(featuresDir, path);
    if (rel === '' || rel.startsWith('..')) return null;
    return rel.split(sep)[0].replace(/\.[cm]?[jt]sx?$/, '');
  };
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    const { code } = scan(readFileSync(file, 'utf8'));
    for (const imp of importsOf(code)) {
      if (!imp.spec.startsWith('.')) continue;
      const to = featureOf(resolve(dirname(file), imp.spec));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) {
        const how = imp.typeOnly ? ' (types)' : imp.dynamic ? ' (loaded on demand)' : '';
        edges.set(to, `${relative(cwd, file).split(sep).join('/')}:${lineAt(code, imp.index)} imports ${to}${how}`);
      }
    }
  }
  return { cycles: cyclesOf(graph) };
}
