import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { api, clientTypeIds, createClientBody, DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import type { Database, Db } from './db/client';
import { integrityProblems } from './db/integrity';
import { seedDemoData } from './db/seed';
import * as declaredModules from './modules';
import { accountingRoutes } from './platform/accounting/accounting.routes';
import { type AddressBookParties, addressBookGateway, quickBooksGateway } from './platform/accounting/gateway';
import { booksHandoff } from './platform/accounting/handoff';
import type { QboSettings } from './platform/accounting/qbo';
import { historyRoutes } from './platform/audit/history.routes';
import type { TokenIssuer } from './platform/auth/tokens';
import { backupArchive } from './platform/backup/backup';
import { DEFAULT_WAREHOUSE_TIME_ZONE, setWarehouseTimeZone } from './platform/businessDate';
import { unavailable } from './platform/errors';
import { type FileStorage, localStorage } from './platform/files/storage';
import { answerFrameworkError, installErrorHandler } from './platform/http/errorHandler';
import { createRouter } from './platform/http/router';
import { inlineScriptSources, securityHeaders } from './platform/http/securityHeaders';
import { compiledSerializer } from './platform/http/serializer';
import { createMetrics, measureRequests, serveMetrics } from './platform/metrics';
import type { ModuleServices } from './platform/module';
import { bindModuleRoutes, buildModules, historyViewers, startModules } from './platform/moduleRegistry';

export interface AppDeps {
  database: Database;
  tokens: TokenIssuer;
  publicUrl: string;
  mailTransport: Transporter | null;
  mailFrom: string;
  /** The built web app to serve; API only when absent. */
  webDist?: string;
  logLevel?: string;
  /** Where uploaded files go and how large one may be; local disk under the system's temp folder when absent (benchmarks). */
  files?: { storage: FileStorage; sizeLimit: number };
  /** Validate every response against its contract before it leaves (the tests do). */
  checkResponses?: boolean;
  /** Mail due reminders to users who chose e-mail, every this many ms (the server does; tests run the mailer themselves). */
  reminderMailEveryMs?: number;
  /** Check this often whether the month has turned, and give every project its new billing period (the server does; tests run it themselves). */
  billingPeriodsEveryMs?: number;
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; from anyone else the
   * connection's own address counts, so a forged header cannot dodge the sign-in throttle. None when absent.
   */
  trustProxy?: string[];
  /** The zone warehouse business days are counted in (WAREHOUSE_TIME_ZONE); America/New_York when absent. */
  warehouseTimeZone?: string;
  /** Seed the demo data once, on the first start, through the modules' own services (DEMO_DATA); `demoDataSeeded` says whether this start did. */
  demoData?: boolean;
  /** QuickBooks Online, when it is connected (the accounting module sends it bills and invoices). */
  qbo?: QboSettings;
  /** Send what waits for QuickBooks Online every this many ms (the server does; tests run the worker themselves). */
  accountingSyncEveryMs?: number;
  /** Mail the scheduled reports that are due, every this many ms (the server does; tests run the mailer themselves). */
  reportMailEveryMs?: number;
  /** GET /metrics: the Bearer token a scraper sends (METRICS_TOKEN); without one, only loopback connections are answered. */
  metricsToken?: string;
  /** Include the process's own figures (memory, CPU, event loop) in /metrics: the server does, test apps do not. */
  processMetrics?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this start seeded the demo data (it is seeded once, on the first start with DEMO_DATA). */
    demoDataSeeded: boolean;
    /** Every module's services (the tests run background work through them). */
    moduleServices: ModuleServices;
    /** Set when the server is shutting down: readiness answers 503 while requests in flight finish. */
    draining: boolean;
  }
}

/** The platform plugins, then each module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  setWarehouseTimeZone(deps.warehouseTimeZone ?? DEFAULT_WAREHOUSE_TIME_ZONE);
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'info' },
    // docs/requirements.md mixes /api/QBSync and /api/qbSync: paths match case-insensitively. It writes
    // GET /api/charges/?ProjectId={id}: a trailing slash is the path without it, never an empty id.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy?.length ? deps.trustProxy : false,
    frameworkErrors: answerFrameworkError,
    // One id per request, in every log line of it and in the answer's X-Request-Id: nginx's
    // ($request_id, passed as X-Request-Id) when it is a plain token, else a new one.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
  });
  app.decorate('draining', false);
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    // Shutting down: each answer closes its connection, so a proxy keeps none open to this server
    // and, once it stops listening, opens its next one to another (a refused connection is safe to
    // retry, even a POST; a request on a connection closed under it is not).
    if (app.draining) reply.header('connection', 'close');
    done();
  });
  const metrics = createMetrics({
    processMetrics: deps.processMetrics,
    pool: deps.database.poolStats,
  });
  measureRequests(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ check: deps.checkResponses ?? false }));
  installErrorHandler(app);
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(deps.webDist && join(deps.webDist, 'index.html'))],
        // Mantine sets style attributes; the API docs page inlines its styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The document viewer shows a downloaded PDF or image from a blob: URL.
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'FreightDesk API',
        version: '1.0.0',
        description: 'The back office of a freight, logistics and warehousing provider.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Fills components.schemas with every schema the contracts register by id (`.meta({ id })`),
    // which the paths reference as #/components/schemas/<id>.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = deps.database;
  const files = deps.files ?? {
    storage: localStorage(join(tmpdir(), 'freightdesk-files')),
    sizeLimit: DEFAULT_FILE_SIZE_LIMIT_MB * 1024 * 1024,
  };
  // Uploads are read by the upload endpoint itself (readMultipart), within these limits.
  await app.register(fastifyMultipart, { limits: { fileSize: files.sizeLimit } });
  const uploads = { fileSize: files.sizeLimit, files: 10 };

  // Every module of modules/index.ts, built in dependency order: each gets what it uses of the
  // others from its own <m>.module.ts, and nowhere else.
  const modules = buildModules(Object.values(declaredModules), {
    db,
    database: deps.database,
    log: app.log,
    tokens: deps.tokens,
    publicUrl: deps.publicUrl,
    mail: { transport: deps.mailTransport, from: deps.mailFrom },
    files,
    every: {
      reminderMail: deps.reminderMailEveryMs,
      billingPeriods: deps.billingPeriodsEveryMs,
      accountingSync: deps.accountingSyncEveryMs,
      reportMail: deps.reportMailEveryMs,
    },
    accounting: { qbo: deps.qbo, books: booksHandoff() },
    metrics,
  });
  const { account } = modules.services.account;
  // Each module writes its demo data through its own services, once, before anything is served.
  app.decorate('demoDataSeeded', deps.demoData ? await seedDemoData(db, modules) : false);
  // The modules' services, for the tests that drive background work (a worker's round) themselves.
  app.decorate('moduleServices', modules.services);

  const router = createRouter(
    app,
    async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      const claims = await deps.tokens.verify(header.slice('Bearer '.length).trim());
      return claims ? account.actorFor(claims.nameid, claims.issuedAt) : null;
    },
    uploads,
  );

  router.bind(api.system.health, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind };
  });
  router.bind(api.system.live, async () => ({ status: 'ok' as const }));
  router.bind(api.system.ready, async () => {
    if (app.draining) throw unavailable('This server is shutting down: send new requests to another.');
    if (!(await answersWithin(db, 2000))) throw unavailable('This server’s database does not answer.');
    return { status: 'ready' as const, database: deps.database.kind };
  });
  serveMetrics(app, metrics, deps.metricsToken);
  router.bind(api.system.integrity, async () => ({ problems: await integrityProblems(db) }));
  router.bind(api.system.backup, () => backupArchive(deps.database, files.storage));
  bindModuleRoutes(router, modules);
  // The accounting system's door: QuickBooks Online's names when it is connected, else the address book's.
  const { clients } = modules.services.client;
  const addressBook: AddressBookParties = {
    list: (party) => (party === 'vendors' ? clients.vendors(null) : clients.customers(null)),
    add: (actor, party, names) =>
      db.transaction(async (tx) => {
        const typeId = party === 'vendors' ? clientTypeIds.vendor : clientTypeIds.customer;
        for (const name of names) await clients.create(actor, createClientBody.parse({ name, typeId }), tx);
      }),
  };
  const { quickBooks } = modules.services.accounting;
  accountingRoutes(router, quickBooks ? quickBooksGateway(quickBooks, addressBook) : addressBookGateway(addressBook));
  historyRoutes(router, db, historyViewers(modules));
  for (const stop of await startModules(modules, modules.ctx)) app.addHook('onClose', async () => void (await stop()));

  await serveWebApp(app, deps.webDist);
  return app;
}

/** The single-page app: static assets, and index.html for every other non-API path. */
async function serveWebApp(app: FastifyInstance, webDist: string | undefined) {
  const index = webDist ? join(webDist, 'index.html') : '';
  const hasWeb = Boolean(webDist && existsSync(index));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!hasWeb || request.method !== 'GET' || path.toLowerCase().startsWith('/api/') || path.includes('.')) {
      return reply.code(404).send({ message: 'Not found.', messages: ['Not found.'] });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** An incoming X-Request-Id kept when it is a plain token (nginx's $request_id is 32 hex digits), else a new id. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Whether the database answers a trivial query within `ms`. */
async function answersWithin(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
