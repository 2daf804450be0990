import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Every request's time in ms, sorted. */
  times: number[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * `clients` keep-alive connections each send the request again as soon as the answer is in,
 * for `seconds` (after a short warm-up); every answer must be 200.
 */
export async function load(opts: {
  port: number;
  path: string;
  /** The POST body; none for a GET. */
  body?: string;
  headers?: Record<string, string>;
  clients: number;
  seconds: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: opts.path,
          method: opts.body === undefined ? 'GET' : 'POST',
          agent,
          headers: {
            ...(opts.body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) }),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`${opts.path}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });

  const run = async (ms: number, times: number[] | null) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await send();
          times?.push(performance.now() - t0);
        }
      }),
    );
  };
  await run(Math.min(1000, opts.seconds * 200), null);
  const times: number[] = [];
  const started = performance.now();
  await run(opts.seconds * 1000, times);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return resultOf(times, seconds);
}

function resultOf(times: number[], seconds: number): LoadResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    times: sorted,
  };
}

/** Several runs as one: their requests over their time, their latencies together. */
export const merged = (runs: LoadResult[]): LoadResult =>
  resultOf(
    runs.flatMap((r) => r.times),
    runs.reduce((n, r) => n + r.seconds, 0),
  );
