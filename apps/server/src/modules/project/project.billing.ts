import type { BillingPeriod } from '@freightdesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { conflict, notFound } from '../../platform/errors';
import { billingPeriods } from './billingPeriod.table';

/**
 * A project's billing periods, made up to the current month first: contiguous calendar months
 * from the project's start (the first one from the start day to the month's end), or from its
 * creation when it has no start date. Safe to run twice at once: a month exists once per project.
 */
export async function billingPeriodsOf(ex: Executor, projectId: number, from: string): Promise<BillingPeriod[]> {
  await ex.execute(sql`
    insert into ${billingPeriods} (project_id, start_date, end_date, created_by, modified_by)
    select ${projectId}, greatest(m, ${from}::date)::date, (m + interval '1 month' - interval '1 day')::date, 'system', 'system'
    from generate_series(
      date_trunc('month', ${from}::date),
      greatest(date_trunc('month', ${from}::date), date_trunc('month', now() at time zone 'utc')),
      interval '1 month') m
    on conflict (project_id, start_date) do nothing`);
  return ex
    .select({
      id: billingPeriods.id,
      projectId: billingPeriods.projectId,
      startDate: billingPeriods.startDate,
      endDate: billingPeriods.endDate,
      status: billingPeriods.status,
    })
    .from(billingPeriods)
    .where(eq(billingPeriods.projectId, projectId))
    .orderBy(asc(billingPeriods.startDate));
}

const monthOf = (startDate: string) =>
  new Date(`${startDate}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  by: string,
): Promise<{ field: string; before: string; after: string } | null> {
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
  await tx
    .update(billingPeriods)
    .set({ status, modifiedAt: new Date(), modifiedBy: by })
    .where(eq(billingPeriods.id, id));
  return { field: `billing period ${month}`, before: period.status, after: status };
}
