import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client';

export const TEST_PASSWORD = 'Test@1234';
let seq = 0;
/** A number no other record of the run has, for unique names. */
export const nextSeq = () => ++seq;

/**
 * Factories: each test makes the records it needs, with unique names. Each module adds its own in
 * `<module>.factories.ts` (exporting `factories`, and widening this interface by declaration
 * merging), so a new module registers its factories without editing this file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging
export interface Factories {}

type ModuleFactories = (db: Db, make: Factories) => object;
const modulesDir = join(import.meta.dirname, '..', 'modules');

/** Every module's factories over one database; a factory may use another module's through `make`. */
export async function factories(db: Db): Promise<Factories> {
  const make = {} as Factories;
  // Each module's folder (modules/index.ts, the modules' list, sits beside them).
  for (const { name: module } of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(modulesDir, module)).filter((f) => f.endsWith('.factories.ts'))) {
      const loaded = (await import(join(modulesDir, module, file))) as { factories: ModuleFactories };
      Object.assign(make, loaded.factories(db, make));
    }
  }
  return make;
}
