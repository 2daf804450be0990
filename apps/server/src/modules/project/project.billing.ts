import type { BillingPeriod } from '@freightdesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
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
