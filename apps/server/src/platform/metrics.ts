import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden, unauthorized } from './errors';

/**
 * What the people who run the product watch, in Prometheus' text format (GET /metrics): requests by
 * route (rate, latency, errors), the database's connections, and each background job's rounds and
 * failures; the depth of what waits (the accounting outbox, mail) is read at each scrape by the
 * modules that own it (`gauge`). One registry per app, so two apps in one process (the tests) never
 * share a figure.
 */
export interface Metrics {
  registry: Registry;
  /** A background job's rounds: how each ended and how long it took. */
  job(name: string): JobMetrics;
  /** A figure read when scraped (a queue's depth by status): `read` answers each labelled value. */
  gauge(spec: { name: string; help: string; label: string; read: () => Promise<Record<string, number>> }): void;
}

export interface JobMetrics {
  round<T>(work: () => Promise<T>): Promise<T>;
}

/** A job nobody counts (a test's app, which runs its rounds itself): each round just runs. */
export const untimed: JobMetrics = { round: (work) => work() };

/** The latency buckets, in seconds: lists answer in milliseconds, reports and exports in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A request's route as declared (`/api/purchaseOrder/:id`), never its address: the labels stay few. */
const routeOf = (pattern: string | undefined, url: string) =>
  pattern ?? (url.startsWith('/api/') ? 'unmatched' : 'web app');

export function createMetrics(opts: {
  /** The process's own figures (memory, CPU, event-loop delay): the server's, not each test app's. */
  processMetrics?: boolean;
  /** The database's connections now, when it has a pool (PostgreSQL). */
  pool?: () => { total: number; idle: number; waiting: number };
}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'freightdesk_' });
  const jobRounds = new Counter({
    name: 'freightdesk_job_rounds_total',
    help: 'Rounds of each background job, by how they ended (ok or failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'freightdesk_job_round_seconds',
    help: 'How long each round of a background job took.',
    labelNames: ['job'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const jobLastOk = new Gauge({
    name: 'freightdesk_job_last_success_timestamp_seconds',
    help: 'When each background job last finished a round without failing (Unix time).',
    labelNames: ['job'],
    registers: [registry],
  });
  const { pool } = opts;
  if (pool) {
    new Gauge({
      name: 'freightdesk_db_pool_connections',
      help: 'The database pool’s connections: open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const [state, n] of Object.entries(pool())) this.set({ state }, n);
      },
    });
  }
  return {
    registry,
    job(name) {
      return {
        async round(work) {
          const end = jobSeconds.startTimer({ job: name });
          try {
            const done = await work();
            jobRounds.inc({ job: name, outcome: 'ok' });
            jobLastOk.set({ job: name }, Date.now() / 1000);
            return done;
          } catch (err) {
            jobRounds.inc({ job: name, outcome: 'failed' });
            throw err;
          } finally {
            end();
          }
        },
      };
    },
    gauge({ name, help, label, read }) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          // A database that does not answer leaves the figure out; the rest of the scrape still answers.
          const values = await read().catch(() => ({}));
          for (const [value, n] of Object.entries(values)) this.set({ [label]: value }, n);
        },
      });
    },
  };
}

/** Counts and times every request by its method, declared route and status. */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  const requests = new Counter({
    name: 'freightdesk_http_requests_total',
    help: 'Requests answered, by method, route and status (5xx: the server failed).',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const seconds = new Histogram({
    name: 'freightdesk_http_request_duration_seconds',
    help: 'How long requests took to answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request.routeOptions.url, request.url);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    seconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (as a Bearer
 * token); without a token set, only for a connection from this machine (its own socket's address,
 * never X-Forwarded-For): a proxy in front must not pass /metrics on (README, running in production).
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const given = request.headers.authorization ?? '';
      if (!timingSafeEqual(digest(given), digest(`Bearer ${token}`))) throw unauthorized('Send the metrics token.');
    } else if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      throw forbidden('Metrics answer only this machine unless METRICS_TOKEN is set.');
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
