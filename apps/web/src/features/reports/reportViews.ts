import type { ReportFilters, ReportSpec, ReportView } from '@freightdesk/contracts';
import { withFilter } from './reportFilters';

/** A report's order as the grid shows it: always a column, and its direction. */
export interface ReportOrder {
  sortColumn: string;
  reverse: boolean;
}

/** What a saved view (or a schedule, which is one) holds of a report: its filters and order. */
export type SavedRequest = Pick<ReportView, 'filters' | 'sortColumn' | 'reverse'>;

/**
 * A saved order as the server reads it: no column is the report's default sort, whose direction
 * `reverse` then turns round (requestOf in the server's report.service.ts).
 */
export function orderOf(spec: Pick<ReportSpec, 'defaultSort'>, saved: SavedRequest): ReportOrder {
  const byDefault = Boolean(spec.defaultSort.reverse);
  return saved.sortColumn === null
    ? { sortColumn: spec.defaultSort.column, reverse: byDefault !== saved.reverse }
    : { sortColumn: saved.sortColumn, reverse: saved.reverse };
}

/**
 * The address showing a saved view: its filters replace the report's, its order the grid's (as
 * the grid writes it, `sort` and `dir`, and nothing for the report's default), on the first page.
 * The page size and anything else the address holds stay.
 */
export function withView(params: URLSearchParams, spec: ReportSpec, saved: SavedRequest): URLSearchParams {
  const next = spec.filters.reduce((p, key) => withFilter(p, key, saved.filters[key]), params);
  const { sortColumn, reverse } = orderOf(spec, saved);
  if (sortColumn === spec.defaultSort.column && reverse === Boolean(spec.defaultSort.reverse)) {
    next.delete('sort');
    next.delete('dir');
  } else {
    next.set('sort', sortColumn);
    next.set('dir', reverse ? 'desc' : 'asc');
  }
  return next;
}

/** Whether two sets of the report's filters choose the same rows (a filter left out is its default). */
const sameFilters = (spec: ReportSpec, a: ReportFilters, b: ReportFilters) =>
  spec.filters.every((key) => (a[key] ?? null) === (b[key] ?? null));

/**
 * The saved view the report shows now: the first (views come by name) whose filters and order are
 * the address's. Read from the address, not remembered, so a reload or a changed filter tells the
 * truth without anything to keep in step.
 */
export function appliedView<V extends ReportView>(
  views: readonly V[],
  spec: ReportSpec,
  filters: ReportFilters,
  order: ReportOrder,
): V | undefined {
  return views.find((v) => {
    const saved = orderOf(spec, v);
    return (
      sameFilters(spec, v.filters, filters) && saved.sortColumn === order.sortColumn && saved.reverse === order.reverse
    );
  });
}

/** The view a name would replace: the server keeps one view of a name in any case. */
export const viewNamed = <V extends Pick<ReportView, 'name'>>(views: readonly V[], name: string) => {
  const wanted = name.trim().toLowerCase();
  return wanted ? views.find((v) => v.name.toLowerCase() === wanted) : undefined;
};
