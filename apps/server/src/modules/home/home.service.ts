import { allows, CLIENT_USER_TYPE_ID, type HomeQueueLine } from '@freightdesk/contracts';
import type { Actor } from '../../platform/auth/actor';
import { businessToday } from '../../platform/businessDate';
import type { QueueDays, QueueLine } from './home.queue';

/** A day and the one before it, as YYYY-MM-DD. */
export function daysOf(today: string): QueueDays {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return { today, yesterday: day.toISOString().slice(0, 10) };
}

export function createHomeService({ lines }: { lines: readonly QueueLine[] }) {
  return {
    /**
     * The queues the caller may see, each counted within their scope as of today at the warehouse.
     * A client user gets only the queues written for them (their own requests and deliveries),
     * staff the others. The counts run one after another: everyone opens the home page at the
     * start of the day, and side by side one page's counts would hold most of the pool.
     */
    async queue(actor: Actor): Promise<HomeQueueLine[]> {
      const audience = actor.userTypeId === CLIENT_USER_TYPE_ID ? 'client' : 'staff';
      const days = daysOf(businessToday());
      const answer: HomeQueueLine[] = [];
      for (const line of lines) {
        const label = line.labels[audience];
        if (!label || !line.access.every((a) => allows(actor.scope, a))) continue;
        answer.push({ key: line.key, label, ...(await line.count(actor, days)), list: line.list(days) });
      }
      return answer;
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
