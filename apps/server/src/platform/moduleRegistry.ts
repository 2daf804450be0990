import { type AuditEntity, allows, auditEntities } from '@freightdesk/contracts';
import type { HistoryViewers } from './audit/history.routes';
import type { Router } from './http/router';
import type {
  AnyModule,
  HistoryDeclaration,
  ModuleContext,
  ModuleName,
  ModuleServices,
  ProjectHoldings,
  ProjectOpenWork,
  QuestionName,
  Questions,
  SeedContext,
  Stop,
} from './module';

/** Every module's services, once built. */
export type BuiltServices = ModuleServices;

/**
 * The modules in an order where each comes after the modules it depends on (the list's order
 * otherwise). A name declared twice, a dependency on a module that is not in the list, or a cycle
 * of dependencies stops the app, naming them.
 */
export function inDependencyOrder(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`Two modules are named ${m.name}.`);
    byName.set(m.name, m);
  }
  for (const m of modules) {
    const missing = (m.dependsOn ?? []).filter((d) => !byName.has(d));
    if (missing.length)
      throw new Error(`Module ${m.name} depends on ${missing.join(', ')}, which is not in modules/index.ts.`);
  }
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(m.name)), m.name];
      throw new Error(`Modules depend on each other in a cycle: ${cycle.join(' -> ')}.`);
    }
    state.set(m.name, 'visiting');
    for (const d of m.dependsOn ?? []) visit(byName.get(d) as AnyModule, [...path, m.name]);
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** The modules, built: each one's services made from its dependencies' (in dependency order). */
export interface BuiltModules {
  modules: AnyModule[];
  services: BuiltServices;
}

/**
 * Builds every module in dependency order, then fills the project hub's counts from the modules
 * that declare one (a key counted by two modules stops the app) and the answers to the questions
 * modules ask of those built after them (a question asked and not answered, or answered twice,
 * stops the app).
 */
export function buildModules(
  list: readonly AnyModule[],
  ctx: Omit<ModuleContext, 'hub' | 'answers'>,
): BuiltModules & { ctx: ModuleContext } {
  const counts: ProjectHoldings = {};
  const open: ProjectOpenWork = {};
  const answers = {} as Questions;
  const full: ModuleContext = { ...ctx, hub: { counts, open }, answers };
  const modules = inDependencyOrder(list);
  const services = {} as Record<ModuleName, unknown>;
  for (const m of modules) {
    const deps = Object.fromEntries((m.dependsOn ?? []).map((d) => [d, services[d]]));
    services[m.name] = m.create(full, deps as unknown as ModuleServices);
  }
  const built = services as BuiltServices;
  for (const m of modules) {
    const hub = m.hub;
    if (!hub) continue;
    const own = built[m.name];
    if (counts[hub.key]) throw new Error(`Two modules count the project hub's ${hub.key}.`);
    counts[hub.key] = (actor, projectId, ex) => hub.count(own, actor, projectId, ex);
    if (hub.open) {
      const openCount = hub.open.count;
      if (open[hub.open.module]) throw new Error(`Two modules count the project's open ${hub.open.module}.`);
      open[hub.open.module] = (actor, projectId, ex) => openCount(own, actor, projectId, ex);
    }
  }
  answerQuestions(modules, built, answers);
  return { modules, services: built, ctx: full };
}

/** Fills `answers` from the modules' `answers` declarations; every question a module `asks` must have one. */
function answerQuestions(modules: readonly AnyModule[], built: BuiltServices, answers: Questions) {
  const filled = answers as Record<QuestionName, unknown>;
  const by = new Map<string, string>();
  for (const m of modules) {
    for (const [question, answer] of Object.entries(m.answers ?? {})) {
      if (by.has(question)) throw new Error(`Two modules answer ${question}: ${by.get(question)} and ${m.name}.`);
      by.set(question, m.name);
      filled[question as QuestionName] = (answer as (s: unknown) => unknown)(built[m.name]);
    }
  }
  for (const m of modules) {
    const unanswered = (m.asks ?? []).filter((q) => !by.has(q));
    if (unanswered.length) throw new Error(`No module answers ${unanswered.join(', ')}, which ${m.name} asks.`);
  }
}

/** Binds every module's routes. */
export function bindModuleRoutes(router: Router, { modules, services }: BuiltModules) {
  for (const m of modules) m.routes?.(router, services[m.name]);
}

/**
 * Who may read each audited entity's history, from the modules that declare it: the entity's
 * permission first, then whether the caller sees the record. Every entity of the contracts'
 * audit list has exactly one module answering for it, or the app does not start.
 */
export function historyViewers({ modules, services }: BuiltModules): HistoryViewers {
  const viewers: Partial<HistoryViewers> = {};
  for (const m of modules) {
    const own = services[m.name];
    const declared: readonly HistoryDeclaration<unknown>[] = m.history
      ? Array.isArray(m.history)
        ? m.history
        : [m.history as HistoryDeclaration<unknown>]
      : [];
    for (const h of declared) {
      if (viewers[h.entity]) throw new Error(`Two modules answer for the history of ${h.entity}.`);
      viewers[h.entity] = async (actor, id) => allows(actor.scope, h.access) && h.canView(own, actor, id);
    }
  }
  const missing = auditEntities.filter((e: AuditEntity) => !viewers[e]);
  if (missing.length) throw new Error(`No module declares who may read the history of ${missing.join(', ')}.`);
  return viewers as HistoryViewers;
}

/** Starts every module's background work; answers the stops, to run when the app closes. */
export async function startModules({ modules, services }: BuiltModules, ctx: ModuleContext): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (const m of modules) {
    const stop = await m.start?.(services[m.name], ctx);
    if (stop) stops.push(stop);
  }
  return stops;
}

/**
 * The modules that seed demo data, each after the modules named in its `seedAfter` (in dependency
 * order otherwise). A `seedAfter` naming a module without demo data, or a cycle, stops the seed, naming it.
 */
export function inSeedOrder(modules: readonly AnyModule[]): AnyModule[] {
  const seeding = new Map(modules.filter((m) => m.seed).map((m) => [m.name as string, m]));
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(m.name)), m.name];
      throw new Error(`Demo data builds on itself in a cycle: ${cycle.join(' -> ')}.`);
    }
    state.set(m.name, 'visiting');
    for (const name of m.seedAfter ?? []) {
      const before = seeding.get(name);
      if (!before) throw new Error(`Module ${m.name} seeds after ${name}, which seeds no demo data.`);
      visit(before, [...path, m.name]);
    }
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of seeding.values()) visit(m, []);
  return ordered;
}

/** Writes every module's demo data through its own services, in seed order, in the context's transaction. */
export async function seedModules({ modules, services }: BuiltModules, ctx: SeedContext): Promise<void> {
  for (const m of inSeedOrder(modules)) await m.seed?.(services[m.name], ctx);
}
