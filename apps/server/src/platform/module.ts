import type { Access, AuditEntity, FlowModule, ProjectDataCounts } from '@freightdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import type { BooksHandoff } from './accounting/handoff';
import type { QboSettings } from './accounting/qbo';
import type { Actor } from './auth/actor';
import type { TokenIssuer } from './auth/tokens';
import type { FileStorage } from './files/storage';
import type { Router } from './http/router';
import type { Metrics } from './metrics';

/**
 * What each module's services are, by module name. Each `modules/<m>/<m>.module.ts` adds its own
 * entry (declaration merging), so that a module that depends on another receives its services typed:
 *
 *     declare module '../../platform/module' {
 *       interface ModuleServices { shipment: { shipments: ShipmentService } }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration (declaration merging).
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/**
 * The questions a module asks about its own records of the modules built after it (which depend
 * on it, so it cannot call them): how many shipments carry a PO's lines, what open alerts expect
 * of them. The asking module declares each question here (declaration merging) and names it in its
 * `asks`; the module that holds the answer declares it in its `answers`. The app fills
 * `ModuleContext.answers` once every module is built and refuses to start when a question asked
 * has no answer or two: read them when a request comes, never in `create`.
 *
 *     declare module '../../platform/module' {
 *       interface Questions { shipmentsOfPo: (actor: Actor, poId: number, ex?: Executor) => Promise<number> }
 *     }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each asking module's declaration (declaration merging).
export interface Questions {}

export type QuestionName = keyof Questions;

/** The keys of the project hub's counts (POST /api/project/dataCounts) that modules fill. */
export type HubCountKey = Exclude<keyof ProjectDataCounts, 'projectId' | 'users'>;

/** How many of a project's records a module holds, as the acting user may see them; `ex` is the database or the caller's transaction. */
export type HubCount = (actor: Actor, projectId: number, ex: Executor) => Promise<number>;

/** The hub's counts, by key: the modules that hold them fill them as they are built. */
export type ProjectHoldings = Partial<Record<HubCountKey, HubCount>>;

/** The counts of a project's records still in progress, per module of the goods' flow (getProjectOpenModules). */
export type ProjectOpenWork = Partial<Record<FlowModule, HubCount>>;

/**
 * The project hub's counts from every module. The project module is built before the modules that
 * hold a project's records (they depend on it), so these are filled once every module is built:
 * read them when a request comes, never in `create`.
 */
export interface ProjectHub {
  readonly counts: ProjectHoldings;
  readonly open: ProjectOpenWork;
}

/** What the app gives every module's `create` and `start`. */
export interface ModuleContext {
  /** The database (a service joins a caller's transaction through its `tx` argument). */
  db: Executor;
  database: Database;
  log: FastifyBaseLogger;
  tokens: TokenIssuer;
  /** The address used in mailed links. */
  publicUrl: string;
  mail: { transport: Transporter | null; from: string };
  files: { storage: FileStorage; sizeLimit: number };
  /** What the people who run it watch (GET /metrics): a module's background job and its queues' depth. */
  metrics: Metrics;
  /** Background work's periods (ms); absent: the work is not started (the tests run it themselves). */
  every: { reminderMail?: number; billingPeriods?: number; accountingSync?: number; reportMail?: number };
  /** The accounting system the books are sent to, when one is connected (QuickBooks Online). */
  accounting: {
    qbo: QboSettings | undefined;
    /** Where modules say records are ready for the books (the accounting module listens). */
    books: BooksHandoff;
  };
  hub: ProjectHub;
  /** The answers to the questions modules ask of the modules built after them (see Questions). */
  answers: Questions;
}

/** Who may read the history (GET /api/history/{entity}/{id}) of a module's audited records. */
export interface HistoryDeclaration<S> {
  entity: AuditEntity;
  /** The permission the caller needs first; without it the history is a 404. */
  access: Access;
  /** Whether the caller sees the record (its scope, its project): a record they cannot see is a 404. */
  canView(services: S, actor: Actor, id: number): Promise<boolean>;
}

/** A module's tab of the project hub: its count of the project's records and, if any, its work in progress. */
export interface HubDeclaration<S> {
  key: HubCountKey;
  count(services: S, actor: Actor, projectId: number, ex: Executor): Promise<number>;
  /** The module of the goods' flow the open records are counted under (getProjectOpenModules). */
  open?: { module: FlowModule; count(services: S, actor: Actor, projectId: number, ex: Executor): Promise<number> };
}

/**
 * What a module's demo data is made with: `seedModules` runs each module's `seed` through its own
 * services after the seeds of the modules it names in `seedAfter`, so it finds what they made in `made`.
 */
export interface SeedContext {
  /** Who makes the demo records: the first admin. */
  admin: Actor;
  /** The transaction every module's demo data is written in. */
  tx: Executor;
  /** What the modules seeded before made, by module (each `<m>.seed.ts` declares its part in SeededData). */
  made: Partial<SeededData>;
}

/** What each module's demo data made, by module name, for the modules seeded after it (declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's seed (declaration merging).
export interface SeededData {}

/** A stop function for background work, run when the app closes. */
export type Stop = () => unknown;

/**
 * A module's declaration (`modules/<m>/<m>.module.ts`): the app builds every module of
 * `modules/index.ts` in dependency order, binds its routes, asks it who may read its history and
 * what the project hub counts of it, starts its background work and seeds its demo data.
 */
export interface ModuleDeclaration<N extends ModuleName, D extends ModuleName> {
  name: N;
  /** The modules whose services this one's are made with; they are built first. */
  dependsOn?: readonly D[];
  /** Makes the module's services from the context and its dependencies' services. */
  create(ctx: ModuleContext, deps: Pick<ModuleServices, D>): ModuleServices[N];
  /** Binds the module's endpoints, each to one service call. */
  routes?(router: Router, services: ModuleServices[N]): void;
  history?: HistoryDeclaration<ModuleServices[N]> | readonly HistoryDeclaration<ModuleServices[N]>[];
  hub?: HubDeclaration<ModuleServices[N]>;
  /** The questions this module asks of modules built after it (see Questions): each must be answered. */
  asks?: readonly QuestionName[];
  /** The questions of modules built before this one that its services answer. */
  answers?: { [Q in QuestionName]?: AnswerOf<ModuleServices[N], Questions[Q]> };
  /** Background work, started once the routes are bound; answers how to stop it. */
  start?(services: ModuleServices[N], ctx: ModuleContext): Stop | undefined | Promise<Stop | undefined>;
  /** Writes the module's demo data through its own services (DEMO_DATA). */
  seed?(services: ModuleServices[N], ctx: SeedContext): Promise<void>;
  /**
   * The modules whose demo data this module's builds on (a project on the address book's
   * companies): their seeds run first. Records build on each other in their own order, not in the
   * order services use each other (the address book asks the projects whether a company is used).
   */
  seedAfter?: readonly ModuleName[];
}

/**
 * How a module answers a question from its services. A method's parameter, so that a declaration
 * of any module is an AnyModule (method parameters are compared both ways, as `hub.count`'s are).
 */
type AnswerOf<S, A> = { answer(services: S): A }['answer'];

/** Any module's declaration, as the registry handles them. */
export type AnyModule = ModuleDeclaration<ModuleName, ModuleName>;

/** Declares a module; the name and the dependencies are inferred as literals, so `deps` is typed. */
export function defineModule<const N extends ModuleName, const D extends ModuleName = never>(
  declaration: ModuleDeclaration<N, D>,
): ModuleDeclaration<N, D> {
  return declaration;
}
