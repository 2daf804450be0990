import type { ColumnValue, FilterKind, FilterValue, Range } from '@freightdesk/contracts';
import { formatCell } from './format';
import type { GridColumn, GridFilters, GridRequest } from './types';

/** What a filter needs of its column to read and check a value. */
export interface FilterColumn {
  type: GridColumn<unknown>['type'];
  filter: FilterKind | false;
  values?: readonly ColumnValue[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
/** Between the two ends of a range in the URL: f.modifiedAt=2026-01-01~2026-03-31. */
const RANGE_SEPARATOR = '~';

export const isRange = (value: FilterValue | undefined): value is Range => typeof value === 'object' && value !== null;

/** A range end as its column takes it (dates YYYY-MM-DD, numbers as decimals), or nothing. */
function rangeEnd(column: FilterColumn, text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const pattern = column.type === 'date' ? DATE : DECIMAL;
  return pattern.test(value) ? value : undefined;
}

/**
 * One filter from its URL text, or undefined when the text does not fit the column: a hand-edited
 * or outdated link then shows the unfiltered list instead of an error.
 */
export function parseFilter(column: FilterColumn, text: string | null): FilterValue | undefined {
  if (text === null || !column.filter) return undefined;
  if (column.filter === 'range') {
    const [from, to] = text.split(RANGE_SEPARATOR);
    const range = { from: rangeEnd(column, from), to: rangeEnd(column, to) };
    return range.from || range.to ? range : undefined;
  }
  const value = text.trim();
  if (!value) return undefined;
  if (column.filter === 'exact' && column.type === 'boolean' && column.values) {
    return column.values.some((v) => v.value === value) ? value : undefined;
  }
  return value;
}

/** One filter as URL text; empty when the filter holds nothing. */
export function serializeFilter(value: FilterValue | undefined): string {
  if (value === undefined) return '';
  if (!isRange(value)) return value.trim();
  if (!value.from && !value.to) return '';
  return `${value.from ?? ''}${RANGE_SEPARATOR}${value.to ?? ''}`;
}

/**
 * The address of a list screen showing only these filters' rows, as its grid keeps them in the URL
 * (`/purchase-orders?f.status=Open&f.followUpDate=~2026-11-30`): a link from elsewhere (the home
 * page's queues) opens the list filtered.
 */
export function filteredListAddress(path: string, filters: Readonly<Record<string, FilterValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(`f.${key}`, serializeFilter(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A filter as its chip reads: “ada”, Active, 01-01-2026 – 03-31-2026, from 10, until 03-31-2026. */
export function describeFilter<T>(column: GridColumn<T>, value: FilterValue): string {
  if (!isRange(value)) return column.filter === 'contains' ? `“${value}”` : formatCell(column, value);
  const from = value.from ? formatCell(column, value.from) : '';
  const to = value.to ? formatCell(column, value.to) : '';
  if (from && to) return `${from} – ${to}`;
  return from ? `from ${from}` : `until ${to}`;
}

/** The list search payload of a grid's request: filters become searchFields (docs/design.md section 4). */
export function searchBodyOf<K extends string>(request: GridRequest<K>) {
  const searchFields: GridFilters<K> = {};
  for (const [key, value] of Object.entries(request.filters) as [K, FilterValue | undefined][]) {
    if (value !== undefined && serializeFilter(value)) searchFields[key] = value;
  }
  return {
    searchFields,
    searchTerm: request.searchTerm || undefined,
    sortColumn: request.sortColumn,
    reverse: request.reverse,
    paged: true,
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
  };
}

/** The same search without paging: what an export of the grid's rows sends. */
export function exportBodyOf<K extends string>(request: GridRequest<K>) {
  const { paged: _paged, pageIndex: _pageIndex, pageSize: _pageSize, ...search } = searchBodyOf(request);
  return search;
}

export const activeFilterCount = (filters: GridFilters) =>
  Object.values(filters).filter((v) => v !== undefined && serializeFilter(v)).length;
