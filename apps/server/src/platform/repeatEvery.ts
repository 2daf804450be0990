import type { FastifyBaseLogger } from 'fastify';
import { type JobMetrics, untimed } from './metrics';

/**
 * Background work of a server (reminders, billing periods, scheduled reports): `round` runs once at
 * start and then every `everyMs`, never two at once; a failed round is logged with `failure` and
 * the next one retries. `round` is told whether the server is stopping, to end a long round early.
 * Each round is counted and timed in `job` (GET /metrics: how it ended, when it last succeeded).
 * Answers how to stop: no new round starts, and the one under way is waited for.
 */
export function repeatEvery(
  everyMs: number,
  log: FastifyBaseLogger,
  failure: string,
  round: (stopping: () => boolean) => Promise<void>,
  job: JobMetrics = untimed,
): () => Promise<void> {
  let running = false;
  let stopped = false;
  const stopping = () => stopped;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await job.round(() => round(stopping));
    } catch (err) {
      log.error({ err }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    while (running) await new Promise((r) => setTimeout(r, 20));
  };
}
