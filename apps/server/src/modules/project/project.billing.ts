import type { BillingPeriod } from '@freightdesk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { versionedUpdate } from '../../platform/kit';
import type { JobMetrics } from '../../platform/metrics';
import { repeatEvery } from '../../platform/repeatEvery';
import { billingPeriods } from './billingPeriod.table';
import { projects } from './project.table';

/*
 * A project's billing periods are contiguous calendar months from its start date (the first from
 * the start day to the month's end), or from the day it was created when it has none, up to the
 * current month. Reading them never writes: they are made when the project is created, follow its
 * start date when that changes (followStartDate), and are extended into each new month by every
 * server at start and when the month turns (startBillingPeriodKeeper), and by closing a period.
 */

const periodColumns = {
  id: billingPeriods.id,
  projectId: billingPeriods.projectId,
  startDate: billingPeriods.startDate,
  endDate: billingPeriods.endDate,
  status: billingPeriods.status,
  billingHours: billingPeriods.billingHours,
  hours: billingPeriods.hours,
};

/**
 * The lock a period's billing is done under: closing it, a warehouse billing run, confirming its
 * charges and a charge entered, changed or deleted in it all take it (one transaction-scoped
 * advisory lock per period), so nothing lands in a month being closed.
 */
export async function lockPeriodBilling(tx: Executor, periodIds: number[]): Promise<void> {
  for (const id of [...new Set(periodIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(7264201, ${id})`);
  }
}

/** Today in UTC, as YYYY-MM-DD: the day that decides the current month. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The day a project's periods start from: its start date, or the day it was created. */
export const periodsStartOf = (p: { startDate: string | null; createdAt: string }) =>
  p.startDate ?? p.createdAt.slice(0, 10);

/** A project's stored billing periods, oldest first. Reads only. */
export async function billingPeriodsOf(ex: Executor, projectId: number): Promise<BillingPeriod[]> {
  return ex
    .select(periodColumns)
    .from(billingPeriods)
    .where(eq(billingPeriods.projectId, projectId))
    .orderBy(asc(billingPeriods.startDate));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The periods from `from` to the month of `today`, or only the month of `from` when it lies ahead. */
export function periodsFrom(from: string, today: string): { startDate: string; endDate: string }[] {
  const out = [];
  const [y, m] = from.split('-').map(Number) as [number, number];
  const last = today.slice(0, 7) > from.slice(0, 7) ? today.slice(0, 7) : from.slice(0, 7);
  for (let month = new Date(Date.UTC(y, m - 1, 1)); iso(month).slice(0, 7) <= last; ) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    out.push({
      startDate: out.length ? iso(month) : from,
      endDate: iso(new Date(next.getTime() - 86_400_000)),
    });
    month = next;
  }
  return out;
}

const monthOf = (startDate: string) =>
  new Date(`${startDate}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A start date refused because of a period that is no longer open (a 400 on startDate). */
const refused = (p: { startDate: string; status: string }, why: string) =>
  fieldError(
    'startDate',
    `${monthOf(p.startDate)} is ${p.status.toLowerCase()}: ${why}.${p.status === 'Closed' ? ' Reopen it first.' : ''}`,
  );

/**
 * Makes a project's periods follow the day they start from (a new project, or a start date that
 * changed), in the caller's transaction, the periods locked meanwhile. Open periods the new start
 * leaves out go; a missing month is added. A closed or invoiced period stays as it is: a start date
 * that would move or remove it, or add open months before it, is refused as a 400 on startDate.
 */
export async function followStartDate(tx: Executor, projectId: number, from: string, today: string): Promise<void> {
  const want = periodsFrom(from, today);
  const have = await tx
    .select(periodColumns)
    .from(billingPeriods)
    .where(eq(billingPeriods.projectId, projectId))
    .orderBy(asc(billingPeriods.startDate))
    .for('update');
  const wanted = new Set(want.map((p) => p.startDate));
  const held = new Set(have.map((p) => p.startDate));
  const gone = have.filter((p) => !wanted.has(p.startDate));
  const settled = gone.find((p) => p.status !== 'Open');
  if (settled) throw refused(settled, 'a start date that moves or removes it cannot be saved');
  const added = want.filter((p) => !held.has(p.startDate));
  const firstSettled = have.find((p) => p.status !== 'Open');
  if (firstSettled && added.some((p) => p.startDate < firstSettled.startDate)) {
    throw refused(firstSettled, 'a start date cannot add open periods before it');
  }
  for (let i = 0; i < gone.length; i += 1000) {
    const ids = gone.slice(i, i + 1000).map((p) => p.id);
    await tx.delete(billingPeriods).where(inArray(billingPeriods.id, ids));
  }
  if (added.length) {
    await tx
      .insert(billingPeriods)
      .values(added.map((p) => ({ ...p, projectId, createdBy: 'system', modifiedBy: 'system' })))
      .onConflictDoNothing();
  }
}

/**
 * Adds the months that have begun since a project's latest period, up to the month of `today`:
 * one project's, or every project's (the keeper). Safe to run on several servers at once.
 * Answers how many periods it added.
 */
export async function extendBillingPeriods(
  ex: Executor,
  opts: { projectId?: number; today?: string } = {},
): Promise<number> {
  const today = opts.today ?? utcToday();
  const from = sql`coalesce(${projects.startDate}, (${projects.createdAt} at time zone 'utc')::date)`;
  const result = await ex.execute(sql`
    insert into ${billingPeriods} (project_id, start_date, end_date, created_by, modified_by)
    select ${projects.id}, greatest(m::date, ${from}), (m + interval '1 month' - interval '1 day')::date, 'system', 'system'
    from ${projects}
    cross join lateral (select max(b.start_date) as last from ${billingPeriods} b where b.project_id = ${projects.id}) l
    cross join lateral generate_series(
      greatest(date_trunc('month', ${from}::timestamp), date_trunc('month', l.last::timestamp) + interval '1 month'),
      date_trunc('month', ${today}::timestamp),
      interval '1 month') m
    where ${opts.projectId === undefined ? sql`true` : sql`${projects.id} = ${opts.projectId}`}
    on conflict (project_id, start_date) do nothing
    returning project_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Keeps every project's periods into the current month: runs at once, then checks each `everyMs`
 * whether the UTC month has turned since the last run. Answers a function that stops it.
 */
export function startBillingPeriodKeeper(db: Executor, everyMs: number, log: FastifyBaseLogger, job?: JobMetrics) {
  let done = '';
  return repeatEvery(
    everyMs,
    log,
    'billing periods were not extended; the next run retries',
    async () => {
      const month = utcToday().slice(0, 7);
      if (month === done) return;
      const added = await extendBillingPeriods(db);
      done = month;
      if (added) log.info(`billing periods: ${added} added for ${month}`);
    },
    job,
  );
}

/**
 * Closes or reopens one period, the project's periods locked meanwhile: a period closes once it
 * has ended and every period before it is closed; it reopens while no period after it is closed;
 * an invoiced period is its invoice's. Answers what changed, for the audit, or null when nothing did.
 */
export async function setPeriodStatus(
  tx: Executor,
  projectId: number,
  id: number,
  status: 'Open' | 'Closed',
  today: string,
  by: Actor,
): Promise<{ field: string; before: string; after: string } | null> {
  // A run or a charge of the period finishes before it closes (and none starts meanwhile). The
  // billing lock comes before the periods' rows, in the order every run and charge takes them (a
  // run writes its period's count of drafts under it): the other order deadlocks with a run.
  await lockPeriodBilling(tx, [id]);
  const periods = await tx
    .select({
      id: billingPeriods.id,
      startDate: billingPeriods.startDate,
      endDate: billingPeriods.endDate,
      status: billingPeriods.status,
    })
    .from(billingPeriods)
    .where(eq(billingPeriods.projectId, projectId))
    .orderBy(asc(billingPeriods.startDate))
    .for('update');
  const at = periods.findIndex((p) => p.id === id);
  const period = periods[at];
  if (!period) throw notFound('Billing period');
  if (period.status === status) return null;
  const month = monthOf(period.startDate);
  if (period.status === 'Invoiced') throw conflict(`${month} is invoiced: its invoice decides its status.`);
  if (status === 'Closed') {
    if (period.endDate >= today)
      throw conflict(`${month} has not ended yet: it can be closed from ${period.endDate} on.`);
    const open = periods.slice(0, at).find((p) => p.status === 'Open');
    if (open) throw conflict(`Close ${monthOf(open.startDate)} first: periods close in order.`);
  } else {
    const later = periods.slice(at + 1).find((p) => p.status !== 'Open');
    if (later)
      throw conflict(
        `${monthOf(later.startDate)} is ${later.status.toLowerCase()}: reopen the latest closed period first.`,
      );
  }
  await versionedUpdate(tx, billingPeriods, { id }, { status }, { by, noun: 'billing period' });
  return { field: `billing period ${month}`, before: period.status, after: status };
}

/**
 * Marks a period invoiced as an invoice naming it is approved (the month must be closed: its
 * charges are all in), or closed again when no approved invoice names it any more. Answers what
 * changed, for the project's history, or null.
 */
export async function markPeriodInvoiced(
  tx: Executor,
  projectId: number,
  id: number,
  invoiced: boolean,
  by: Actor,
): Promise<{ field: string; before: string; after: string } | null> {
  const period = await lockedPeriod(tx, projectId, id);
  const month = monthOf(period.startDate);
  const after = invoiced ? 'Invoiced' : 'Closed';
  if (period.status === after || (!invoiced && period.status === 'Open')) return null;
  if (invoiced && period.status === 'Open') {
    throw fieldError('billingPeriodId', `${month} is open: close it before approving its invoice.`);
  }
  await versionedUpdate(tx, billingPeriods, { id }, { status: after }, { by, noun: 'billing period' });
  return { field: `billing period ${month}`, before: period.status, after };
}

/**
 * Sets the hours of one warehouse charge type (Handling in, Labour…) worked in an open period, the
 * period locked meanwhile; Labour's are also its billing_hours. Answers what changed, for the
 * project's history, or null when nothing did.
 */
export async function setPeriodHours(
  tx: Executor,
  projectId: number,
  id: number,
  hours: string,
  by: Actor,
  chargeType = 'Labour',
): Promise<{ field: string; before: string; after: string } | null> {
  const period = await lockedPeriod(tx, projectId, id);
  const month = monthOf(period.startDate);
  if (period.status !== 'Open')
    throw conflict(`${month} is ${period.status.toLowerCase()}: its hours are billed. Reopen it to change them.`);
  const before = period.hours[chargeType] ?? '0';
  if (Number(before) === Number(hours)) return null;
  const all = { ...period.hours, [chargeType]: hours };
  if (Number(hours) === 0) delete all[chargeType];
  await versionedUpdate(
    tx,
    billingPeriods,
    { id },
    { hours: all, ...(chargeType === 'Labour' ? { billingHours: hours } : {}) },
    { by, noun: 'billing period' },
  );
  return { field: `${chargeType} hours ${month}`, before, after: hours };
}

/**
 * Records how many of a warehouse billing run's draft charges wait in a period to be confirmed,
 * as the charge module counts them after a run, a confirmation or a deletion (the caller holds the
 * period's billing lock). A derived count, not an edit of the period: its version stays.
 */
export async function setPeriodDrafts(tx: Executor, projectId: number, id: number, drafts: number) {
  await tx
    .update(billingPeriods)
    .set({ draftCharges: drafts })
    .where(and(eq(billingPeriods.id, id), eq(billingPeriods.projectId, projectId)));
}

/** One period of a project, locked for the change that follows (a 404 when it is not the project's). */
async function lockedPeriod(tx: Executor, projectId: number, id: number) {
  const [period] = await tx
    .select({
      startDate: billingPeriods.startDate,
      status: billingPeriods.status,
      billingHours: billingPeriods.billingHours,
      hours: billingPeriods.hours,
    })
    .from(billingPeriods)
    .where(and(eq(billingPeriods.id, id), eq(billingPeriods.projectId, projectId)))
    .for('update');
  if (!period) throw notFound('Billing period');
  return period;
}
