import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './database';

/**
 * Once per run: a migrated PGlite database with the reference data, dumped to a file that each
 * test file's fresh database starts from (PGlite's initdb and the migrations cost seconds a file).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const file = join(tmpdir(), `freightdesk-pglite-template-${process.pid}.tar`);
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
