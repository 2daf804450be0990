import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const src = join(import.meta.dirname, '..');

/** Every `*.table.ts` under src/, as drizzle-kit's glob (drizzle.config.ts) finds them. */
function tableFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tableFiles(join(dir, d.name)) : d.name.endsWith('.table.ts') ? [join(dir, d.name)] : [],
  );
}

describe('db/schema.ts', () => {
  it('gives Drizzle every table that drizzle-kit migrates', async () => {
    const given = new Set<unknown>(Object.values(schema).filter((v) => isTable(v)));
    const missing: string[] = [];
    for (const file of tableFiles(src)) {
      const tables = Object.values(await import(file)).filter((v) => isTable(v));
      for (const t of tables) {
        if (!given.has(t)) missing.push(`${getTableName(t)} (${relative(src, file)})`);
      }
    }
    // A table file that is not exported from db/schema.ts: add its line there.
    expect(missing).toEqual([]);
  });
});
