import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type { JobMetrics } from '../../platform/metrics';
import { repeatEvery } from '../../platform/repeatEvery';
import type { MailService } from '../mail';
import { activeEmailOf, readersOf } from '../user';
import { withOpenableLinks } from './notification.readers';
import { notificationPreferences, notifications } from './notification.table';

/** How many reminders one run mails at most; the next run takes the rest. */
const BATCH = 50;

interface Due {
  id: number;
  userId: number;
  title: string;
  text: string;
  link: string;
  projectId: number | null;
  email: string;
}

/** The mails in their order, each link one its reader may open (see openableLink). */
async function openable(ex: Executor, due: Due[]): Promise<Due[]> {
  const readers = await readersOf(ex, [...new Set(due.map((d) => d.userId))]);
  const links = new Map<number, string>();
  for (const [userId, reader] of readers) {
    for (const d of await withOpenableLinks(
      ex,
      reader,
      due.filter((d) => d.userId === userId),
    ))
      links.set(d.id, d.link);
  }
  return due.map((d) => ({ ...d, link: links.get(d.id) ?? d.link }));
}

/**
 * Mails each due reminder once to its user when they get reminders by e-mail. Any number of
 * servers may run it at once: each takes the rows it mails under a row lock that the others skip
 * (FOR UPDATE SKIP LOCKED) and marks them mailed in the same transaction. Whatever fell due while
 * every server was down is mailed by the first run after start.
 */
export function createReminderMailer(deps: {
  db: Executor;
  /** Sends a mail, writing it to the outbox in the given transaction (the mail module's). */
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
}) {
  const { db, mail, publicUrl } = deps;

  /** One pass: mails up to a batch of due reminders (the system's work: no acting user); answers how many. */
  async function runOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const email = activeEmailOf(notifications.userId);
      const rows = await tx
        .select({
          id: notifications.id,
          userId: notifications.userId,
          title: notifications.title,
          text: notifications.text,
          link: notifications.link,
          projectId: notifications.projectId,
          email,
        })
        .from(notifications)
        .innerJoin(
          notificationPreferences,
          and(
            eq(notificationPreferences.userId, notifications.userId),
            eq(notificationPreferences.emailReminders, true),
          ),
        )
        .where(
          and(
            isNotNull(email),
            isNull(notifications.emailedAt),
            eq(notifications.dismissed, false),
            lte(notifications.scheduledFor, sql`now()`),
          ),
        )
        .orderBy(asc(notifications.scheduledFor), asc(notifications.id))
        .limit(BATCH)
        .for('update', { of: notifications, skipLocked: true });
      const due: Due[] = rows.map((r) => ({ ...r, email: r.email ?? '' }));
      for (const r of await openable(tx, due)) {
        await mail.send(
          null,
          {
            to: r.email,
            subject: r.title,
            text: `${r.text}\n\n${r.link ? `Open it: ${publicUrl}${r.link}\n\n` : ''}You get your reminders by e-mail because you turned it on under Notifications; turn it off there.`,
          },
          tx,
        );
        await tx.update(notifications).set({ emailedAt: sql`now()` }).where(eq(notifications.id, r.id));
      }
      return due.length;
    });
  }

  /** Runs every `everyMs` (and once at start) until stopped; a failed run is logged and the next one retries. */
  function start(everyMs: number, log: FastifyBaseLogger, job?: JobMetrics) {
    return repeatEvery(
      everyMs,
      log,
      'reminder mail run failed; the next run retries',
      async (stopping) => {
        while (!stopping() && (await runOnce()) === BATCH) {}
      },
      job,
    );
  }

  return { runOnce, start };
}
export type ReminderMailer = ReturnType<typeof createReminderMailer>;
