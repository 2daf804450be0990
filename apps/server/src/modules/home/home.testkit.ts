import type { HomeQueueKey, HomeQueueLine } from '@freightdesk/contracts';
import type { ModuleTestKit, TestApp, TokenSubject } from '../../test/kit';

/** A user's home queue, by key. */
export async function queueOf(t: TestApp, as: TokenSubject): Promise<Map<HomeQueueKey, HomeQueueLine>> {
  const res = await t.call({ method: 'GET', url: '/api/home/queue', as });
  if (res.statusCode !== 200) throw new Error(`home queue failed: ${res.statusCode} ${res.body}`);
  return new Map((res.json() as HomeQueueLine[]).map((line) => [line.key, line]));
}

/**
 * The walkers need nothing of the home module: its one endpoint takes no body and is not marked
 * project-owned, since it answers counts, not records (each counted through its list's scope,
 * which home.api.test.ts shows for the queue itself).
 */
export const testKit: ModuleTestKit = {};
