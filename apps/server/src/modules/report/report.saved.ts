import {
  type ReportKey,
  type ReportSchedule,
  type ReportScheduleBody,
  type ReportView,
  type ReportViewBody,
  reportScheduleBody,
  reportViewBody,
} from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { warehouseTimeZone } from '../../platform/businessDate';
import { fieldError, notFound } from '../../platform/errors';
import { staffOf } from './report.people.read';
import type { ReportService } from './report.service';
import { reportSchedules, reportViews } from './report.table';

/**
 * When a cadence next falls after now: the coming Monday, or the 1st of next month, at 07:00 in
 * the warehouse's time zone (worked out by the database, which knows the zone's rules).
 */
export function nextRunOf(cadence: 'weekly' | 'monthly') {
  const local = sql`(now() at time zone ${warehouseTimeZone()})`;
  const start =
    cadence === 'weekly'
      ? sql`date_trunc('week', ${local}) + interval '7 days'`
      : sql`date_trunc('month', ${local}) + interval '1 month'`;
  return sql`((${start} + interval '7 hours') at time zone ${warehouseTimeZone()})`;
}

const viewOf = (r: typeof reportViews.$inferSelect): ReportView => ({
  id: r.id,
  report: r.report as ReportKey,
  name: r.name,
  filters: r.filters,
  sortColumn: r.sortColumn,
  reverse: r.reverse,
});

/**
 * What a user keeps of the reports: views (a report's filters and order by name) and mailings on a
 * schedule. Each is its owner's alone: another user's is not found.
 */
export function createSavedReports({ db, reports }: { db: Executor; reports: Pick<ReportService, 'check'> }) {
  async function scheduleOf(ex: Executor, r: typeof reportSchedules.$inferSelect): Promise<ReportSchedule> {
    const people = await staffOf(ex, r.recipientIds);
    return {
      ...viewOf(r),
      format: r.format as 'pdf' | 'xlsx',
      cadence: r.cadence as 'weekly' | 'monthly',
      recipients: r.recipientIds.flatMap((id) => people.filter((p) => p.id === id).map((p) => ({ id, name: p.name }))),
      nextRunAt: r.nextRunAt.toISOString(),
      lastSentAt: r.lastSentAt?.toISOString() ?? null,
      lastProblem: r.lastProblem,
    };
  }

  async function ownSchedule(actor: Actor, id: number) {
    const [row] = await db
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.userId, actor.id)));
    if (!row) throw notFound('Scheduled report');
    return row;
  }

  return {
    async views(actor: Actor, report: ReportKey): Promise<ReportView[]> {
      const rows = await db
        .select()
        .from(reportViews)
        .where(and(eq(reportViews.userId, actor.id), eq(reportViews.report, report)))
        .orderBy(asc(sql`lower(${reportViews.name})`));
      return rows.map(viewOf);
    },

    /** Saves a view; one of the same name (any case) is replaced, in one statement. */
    async saveView(actor: Actor, input: ReportViewBody): Promise<ReportView> {
      const body = reportViewBody.parse(input);
      reports.check(actor, body);
      // On the name's unique index (any case), which Drizzle's onConflict cannot name: an expression.
      const result = await db.execute(sql`
        insert into ${reportViews} (user_id, report, name, filters, sort_column, reverse)
        values (${actor.id}, ${body.report}, ${body.name}, ${JSON.stringify(body.filters)}::jsonb,
          ${body.sortColumn ?? null}, ${body.reverse})
        on conflict (user_id, report, lower(name)) do update set name = excluded.name,
          filters = excluded.filters, sort_column = excluded.sort_column, reverse = excluded.reverse
        returning id`);
      const [row] = (result as unknown as { rows: { id: number }[] }).rows;
      const [saved] = await db.select().from(reportViews).where(eq(reportViews.id, row!.id));
      return viewOf(saved!);
    },

    async removeView(actor: Actor, id: number): Promise<void> {
      const gone = await db
        .delete(reportViews)
        .where(and(eq(reportViews.id, id), eq(reportViews.userId, actor.id)))
        .returning({ id: reportViews.id });
      if (!gone.length) throw notFound('Saved view');
    },

    async schedules(actor: Actor): Promise<ReportSchedule[]> {
      const rows = await db
        .select()
        .from(reportSchedules)
        .where(eq(reportSchedules.userId, actor.id))
        .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id));
      return Promise.all(rows.map((r) => scheduleOf(db, r)));
    },

    /** A mailing on a schedule: its report checked as the owner would run it, its recipients active staff. */
    async schedule(actor: Actor, input: ReportScheduleBody): Promise<ReportSchedule> {
      const body = reportScheduleBody.parse(input);
      reports.check(actor, body);
      const ids = [...new Set(body.recipientIds)];
      const staff = await staffOf(db, ids);
      const missing = ids.filter((id) => !staff.some((p) => p.id === id && p.active));
      if (missing.length) {
        throw fieldError('recipientIds', `Only active staff users receive reports; not user ${missing.join(', ')}.`);
      }
      const [row] = await db
        .insert(reportSchedules)
        .values({
          userId: actor.id,
          report: body.report,
          name: body.name,
          filters: body.filters,
          sortColumn: body.sortColumn ?? null,
          reverse: body.reverse,
          format: body.format,
          cadence: body.cadence,
          recipientIds: ids,
          nextRunAt: nextRunOf(body.cadence),
        })
        .returning();
      return scheduleOf(db, row!);
    },

    async removeSchedule(actor: Actor, id: number): Promise<void> {
      await ownSchedule(actor, id);
      await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
    },

    ownSchedule,
    scheduleOf,
  };
}

export type SavedReports = ReturnType<typeof createSavedReports>;
