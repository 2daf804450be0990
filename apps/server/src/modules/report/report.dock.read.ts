import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { warehouseTimeZone } from '../../platform/businessDate';
import { type ReportSource, type ResolvedFilters, reportFields } from '../../platform/report/reportQuery';
import type { DataScope } from '../../platform/scope';
import { receivingAlerts as ra } from '../receivingAlert/tables';
import { inProjectsOf, onWarehouseDays } from './report.projects.read';

/**
 * Dock-to-stock: the time from an alert's arrival (the truck checked in, or its first line
 * received) to its put-away (receiving finished). Alerts finished with nothing received have no
 * arrival and are left out of every figure of it.
 */

/** An interval as hours to a tenth, exactly (epoch seconds of an interval are numeric). */
export const hoursOf = (interval: SQL) => sql`round(extract(epoch from ${interval}) / 3600, 1)`;

/** The time an alert waited between the dock and the shelf. */
export const dockWait = sql`${ra.putAwayAt} - ${ra.arrivedAt}`;

/** Alerts put away on the warehouse's days `from` to `to` (the put-away index serves it). */
export const putAwayIn = (f: ResolvedFilters): SQL => onWarehouseDays(ra.putAwayAt, f);

/** Alerts of the caller's projects put away in the period with an arrival time: dock-to-stock's rows. */
export function dockToStockOf(scope: DataScope, f: ResolvedFilters): SQL {
  return and(putAwayIn(f), isNotNull(ra.arrivedAt), inProjectsOf(scope, f, ra.projectId))!;
}

/** Each week (from Monday, at the warehouse) of the period: alerts put away, and their median, 90th percentile and longest wait. */
export const dockToStockRows: ReportSource = (ex, scope, f) => {
  const waits = ex
    .select({
      weekOf: sql`date_trunc('week', ${ra.putAwayAt} at time zone ${warehouseTimeZone()})::date`.as('week_of'),
      wait: sql`${dockWait}`.as('wait'),
    })
    .from(ra)
    .where(dockToStockOf(scope, f))
    .as('waits');
  return ex
    .select(
      reportFields({
        rowId: waits.weekOf,
        weekOf: waits.weekOf,
        alerts: sql`count(*)`,
        medianHours: hoursOf(sql`percentile_cont(0.5) within group (order by ${waits.wait})`),
        p90Hours: hoursOf(sql`percentile_cont(0.9) within group (order by ${waits.wait})`),
        longestHours: hoursOf(sql`max(${waits.wait})`),
      }),
    )
    .from(waits)
    .groupBy(waits.weekOf)
    .$dynamic();
};
