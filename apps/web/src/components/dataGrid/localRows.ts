import dayjs from 'dayjs';
import { sumDecimals } from '../../lib/numbers';
import { cellValue, hasTotal } from './columns';
import { isRange } from './filters';
import { formatCell } from './format';
import type { GridColumn, GridPage, GridRequest } from './types';

/**
 * Sorting, filtering, searching and paging of rows held in memory, with the meaning the server
 * gives the same request: contains is case-insensitive, exact compares the value's text, ranges
 * include both ends (dates by local calendar day), and empty values sort last.
 */

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A value as a range compares it: a YYYY-MM-DD day for dates, a number otherwise. */
function comparable(type: GridColumn<unknown>['type'], value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'date') return dayjs(String(value)).format('YYYY-MM-DD');
  const n = Number(value);
  return Number.isNaN(n) ? null : n;
}

function matchesFilter<T>(column: GridColumn<T>, row: T, filter: GridRequest['filters'][string]): boolean {
  if (filter === undefined) return true;
  const value = cellValue(column, row);
  if (isRange(filter)) {
    const v = comparable(column.type, value);
    if (v === null) return false;
    const from = filter.from ? comparable(column.type, filter.from) : null;
    const to = filter.to ? comparable(column.type, filter.to) : null;
    return (from === null || v >= from) && (to === null || v <= to);
  }
  if (column.filter === 'exact') return text(value).toLowerCase() === filter.toLowerCase();
  return text(value).toLowerCase().includes(filter.toLowerCase());
}

function matchesSearch<T>(columns: GridColumn<T>[], row: T, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  const searched = columns.filter((c) => c.inSearchTerm);
  // A grid that declares no searchable column searches what it shows.
  const haystack = searched.length ? searched : columns.filter((c) => c.visible);
  return haystack.some((c) => formatCell(c, cellValue(c, row)).toLowerCase().includes(needle));
}

function compare<T>(column: GridColumn<T>, a: T, b: T): number {
  const x = cellValue(column, a);
  const y = cellValue(column, b);
  const xEmpty = x === null || x === undefined || x === '';
  const yEmpty = y === null || y === undefined || y === '';
  if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
  if (column.type === 'number' || column.type === 'money') return Number(x) - Number(y);
  if (column.type === 'date') return dayjs(String(x)).valueOf() - dayjs(String(y)).valueOf();
  return formatCell(column, x).localeCompare(formatCell(column, y), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows that the request selects, before paging. */
export function selectRows<T>(rows: readonly T[], columns: GridColumn<T>[], request: GridRequest): T[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const filters = Object.entries(request.filters).filter(([key]) => byKey.has(key));
  const selected = rows.filter(
    (row) =>
      matchesSearch(columns, row, request.searchTerm) &&
      filters.every(([key, filter]) => matchesFilter(byKey.get(key) as GridColumn<T>, row, filter)),
  );
  const sortBy = request.sortColumn ? byKey.get(request.sortColumn) : undefined;
  if (!sortBy) return selected;
  const direction = request.reverse ? -1 : 1;
  // toSorted is stable: rows that compare equal keep their given order.
  return selected.toSorted((a, b) => direction * compare(sortBy, a, b));
}

/** One page of the selected rows. */
export function pageOf<T>(selected: T[], request: GridRequest): GridPage<T> {
  const start = (request.pageIndex - 1) * request.pageSize;
  return { items: selected.slice(start, start + request.pageSize), totalCount: selected.length, totalExact: true };
}

/** Footer totals of the selected rows (every page), by column key. */
export function totalsOf<T>(selected: readonly T[], columns: GridColumn<T>[]): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const column of columns.filter(hasTotal)) {
    totals[column.key] = sumDecimals(selected.map((row) => cellValue(column, row)));
  }
  return totals;
}
