import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ListSpec, Permission } from '@freightdesk/contracts';
import type { TestApp, TokenSubject } from './testApp';

/** A project a scoping case puts its record in (its number holds the case's marker), and the company that owns it. */
export interface ScopeProject {
  id: number;
  customerId: number;
}

/**
 * How the scoping walker reaches one project-owned endpoint: make a record in the project and
 * say how to ask for it. `byId` must answer 404 to a caller outside the project; `list` and
 * `export` must leave the record out (narrow the request with the marker, so totals show it too).
 */
export interface ScopeCase {
  /**
   * byId: a read by id; write: a change by id (404 outside, done last as the control); list;
   * export; download: a file by name (404 outside; the control's body holds the marker).
   */
  kind: 'byId' | 'write' | 'list' | 'export' | 'download';
  /** Makes the record (with `marker` in its searchable text) and returns the request about it. */
  arrange(
    t: TestApp,
    project: ScopeProject,
    marker: string,
  ): Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    /** JSON, or a multipart body (with its headers). */
    payload?: Record<string, unknown> | Buffer;
    headers?: Record<string, string>;
    id: number;
  }>;
}

/** What a module gives the platform's walkers: no central file lists a module's endpoints. */
export interface ModuleTestKit {
  /**
   * A valid body for each of the module's endpoints that take one, by "METHOD /path"; made afresh each
   * call. For a GET whose query is required (a range of days), its valid query.
   */
  samples?: Record<string, (t: TestApp) => Promise<Record<string, unknown>>>;
  /**
   * What a user needs besides the endpoint's own permission for its sample to succeed, by
   * "METHOD /path" (a report also needs View of the module it reads).
   */
  alsoNeeds?: Record<string, Permission[]>;
  /** One case for each of the module's project-owned endpoints, by "METHOD /path". */
  scoped?: Record<string, ScopeCase>;
  /** The module's list searches ("POST /api/x/search") with their declaration and filteredColums path. */
  lists?: Record<
    string,
    {
      spec: ListSpec;
      columnsUrl?: string;
      /** Makes rows to list; what it answers (a parent id) goes into every request of the list. */
      seed?: (t: TestApp) => Promise<unknown>;
    }
  >;
}

export type { TestApp, TokenSubject };

const modulesDir = join(import.meta.dirname, '..', 'modules');

/** Every module's `<module>.testkit.ts`, found on disk, so a new module registers itself. */
export async function moduleTestKits(): Promise<Record<string, ModuleTestKit>> {
  const kits: Record<string, ModuleTestKit> = {};
  // Each module's folder (modules/index.ts, the modules' list, sits beside them).
  for (const { name: module } of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(modulesDir, module)).filter((f) => f.endsWith('.testkit.ts'))) {
      const loaded = (await import(join(modulesDir, module, file))) as { testKit: ModuleTestKit };
      kits[`${module}/${file}`] = loaded.testKit;
    }
  }
  return kits;
}

/** What each endpoint's sample needs besides the endpoint's own permission, of every module. */
export async function allAlsoNeeds() {
  const kits = await moduleTestKits();
  return Object.assign({}, ...Object.values(kits).map((k) => k.alsoNeeds ?? {})) as Record<string, Permission[]>;
}

/** The samples of every module, by endpoint. */
export async function allSamples() {
  const kits = await moduleTestKits();
  return Object.assign({}, ...Object.values(kits).map((k) => k.samples ?? {})) as NonNullable<ModuleTestKit['samples']>;
}

/** The scoping cases of every module, by endpoint. */
export async function allScopeCases() {
  const kits = await moduleTestKits();
  return Object.assign({}, ...Object.values(kits).map((k) => k.scoped ?? {})) as NonNullable<ModuleTestKit['scoped']>;
}

/** The list searches of every module, by endpoint. */
export async function allLists() {
  const kits = await moduleTestKits();
  return Object.assign({}, ...Object.values(kits).map((k) => k.lists ?? {})) as NonNullable<ModuleTestKit['lists']>;
}
