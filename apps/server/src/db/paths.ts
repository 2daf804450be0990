import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found from this file whether it runs from src/ (tests, tsx) or from
 * the bundle in dist/.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('Cannot find the server package root');
    dir = up;
  }
  return dir;
}

export const serverRoot = packageRoot();
export const migrationsFolder = join(serverRoot, 'drizzle');
export const defaultWebDist = join(serverRoot, '..', 'web', 'dist');
