import { type ReportKey, type ReportSpec, reportCatalogue } from '@freightdesk/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { businessDateOf } from '../../platform/businessDate';
import type { JobMetrics } from '../../platform/metrics';
import { repeatEvery } from '../../platform/repeatEvery';
import type { MailService } from '../mail';
import { actorOf, peopleOf } from '../user';
import { staffOf } from './report.people.read';
import { nextRunOf, type SavedReports } from './report.saved';
import type { ReportService } from './report.service';
import { reportSchedules } from './report.table';

type Schedule = typeof reportSchedules.$inferSelect;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period a mailing covers when its report takes one and none was saved: the week before the
 * day it is sent (Monday to Sunday), or the month before.
 */
export function periodBefore(cadence: 'weekly' | 'monthly', today: string): { from: string; to: string } {
  const day = new Date(`${today}T00:00:00Z`);
  if (cadence === 'monthly') {
    const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 0));
    return { from: iso(first), to: iso(last) };
  }
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - (sinceMonday + 7) * 86_400_000);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 6 * 86_400_000)) };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Mails scheduled reports. Each recipient is sent the report as they may see it now (their own
 * projects; one no longer allowed the report, or without an e-mail, is left out and the schedule
 * says why). Any number of servers may run it: a due schedule is taken under a row lock the
 * others skip, mailed, and moved to its next run in the same transaction, so it is mailed once.
 */
export function createReportMailer(deps: {
  db: Executor;
  reports: Pick<ReportService, 'export' | 'mayRun'>;
  saved: Pick<SavedReports, 'ownSchedule' | 'scheduleOf'>;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
}) {
  const { db, reports, saved, mail, publicUrl } = deps;

  /** Mails one schedule's report to each recipient, in the transaction; answers who was left out and why. */
  async function mailOut(tx: Executor, s: Schedule): Promise<string> {
    const report = s.report as ReportKey;
    const spec: ReportSpec = reportCatalogue[report];
    const cadence = s.cadence as 'weekly' | 'monthly';
    const filters =
      spec.filters.includes('from') && !s.filters.from
        ? { ...s.filters, ...periodBefore(cadence, businessDateOf(new Date())) }
        : s.filters;
    const [people, staff] = await Promise.all([peopleOf(tx, s.recipientIds), staffOf(tx, s.recipientIds)]);
    const problems: string[] = [];
    for (const id of s.recipientIds) {
      const person = people.get(id);
      const who = staff.find((p) => p.id === id);
      if (!person || !who?.active || !who.email) {
        problems.push(`user ${id} is no longer an active staff user with an e-mail`);
        continue;
      }
      const actor: Actor = actorOf(person);
      if (!reports.mayRun(actor, report)) {
        problems.push(`${who.name} may no longer run ${spec.title}`);
        continue;
      }
      const file = await reports.export(
        actor,
        {
          report,
          filters,
          sortColumn: s.sortColumn ?? undefined,
          reverse: s.reverse,
          format: s.format as 'pdf' | 'xlsx',
        },
        tx,
      );
      await mail.send(
        null,
        {
          to: who.email,
          subject: `${spec.title}: ${s.name}`,
          text: `${spec.title} (${s.name}), as you may see it, is attached.\n\nOpen it in FreightDesk: ${publicUrl}/reports/${report}\n\nIt is mailed ${cadence === 'weekly' ? 'each Monday' : 'on the 1st of each month'} until the person who scheduled it stops it under Reports.`,
          attachments: [
            { filename: file.filename, contentType: file.contentType, content: await bytesOf(file.stream) },
          ],
        },
        tx,
      );
    }
    return problems.length ? `Not sent: ${problems.join('; ')}.` : '';
  }

  /** One due schedule mailed and moved on (the system's work); answers whether there was one. */
  async function runOnce(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(reportSchedules)
        .where(lte(reportSchedules.nextRunAt, sql`now()`))
        .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      const lastProblem = await mailOut(tx, due);
      await tx
        .update(reportSchedules)
        .set({ nextRunAt: nextRunOf(due.cadence as 'weekly' | 'monthly'), lastSentAt: sql`now()`, lastProblem })
        .where(eq(reportSchedules.id, due.id));
      return true;
    });
  }

  return {
    runOnce,

    /** Mails the owner's schedule now; when it next runs is unchanged. */
    async sendNow(actor: Actor, id: number) {
      await saved.ownSchedule(actor, id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reportSchedules)
          .where(and(eq(reportSchedules.id, id), eq(reportSchedules.userId, actor.id)))
          .for('update');
        const lastProblem = await mailOut(tx, row!);
        const [sent] = await tx
          .update(reportSchedules)
          .set({ lastSentAt: sql`now()`, lastProblem })
          .where(eq(reportSchedules.id, id))
          .returning();
        return saved.scheduleOf(tx, sent!);
      });
    },

    /** Runs every `everyMs` (and once at start) until stopped; a failed run is logged and the next one retries. */
    start(everyMs: number, log: FastifyBaseLogger, job?: JobMetrics) {
      return repeatEvery(
        everyMs,
        log,
        'scheduled report mailing failed; the next run retries',
        async (stopping) => {
          while (!stopping() && (await runOnce())) {}
        },
        job,
      );
    },
  };
}

export type ReportMailer = ReturnType<typeof createReportMailer>;
