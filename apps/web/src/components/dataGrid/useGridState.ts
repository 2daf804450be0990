import type { FilterValue, ListSpec } from '@freightdesk/contracts';
import { filterOf, listKeys, sortableKeys } from '@freightdesk/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseFilter, serializeFilter } from './filters';
import type { GridFilters, GridRequest, GridSort, GridState } from './types';

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface GridStateOptions<K extends string> {
  /** The list's declaration: its sortable columns, default sort and filters. Without it the grid neither sorts nor filters. */
  list?: ListSpec<K>;
  pageSizes?: readonly number[];
  /** Prefix of the URL parameters, so that two grids on one page keep separate state. */
  prefix?: string;
}

/**
 * Page, page size, sort, search and column filters of a server-paged grid, kept in the URL so that
 * a reload, a shared link or the back button shows the same rows: `page`, `size`, `sort`, `dir`,
 * `q` and one `f.<column>` per filter (`f.status=true`, `f.modifiedAt=2026-01-01~2026-03-31`).
 * Defaults are left out of the URL to keep it short; any change other than the page goes back to
 * page 1. Values that do not fit the declaration fall back to the defaults.
 */
export function useGridState<K extends string = string>(options: GridStateOptions<K> = {}): GridState<K> {
  const { list, pageSizes = DEFAULT_PAGE_SIZES, prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);
  const defaultSize = pageSizes.includes(25) ? 25 : (pageSizes[0] ?? 25);
  const defaultSort = useMemo<GridSort<K> | undefined>(
    () => list && { column: list.defaultSort.column, direction: list.defaultSort.reverse ? 'desc' : 'asc' },
    [list],
  );

  // The URL text of the state, so the request below changes only when the URL does.
  const filterKeys = useMemo(() => (list ? listKeys(list).filter((k) => filterOf(list.columns[k])) : []), [list]);
  const filterText = filterKeys.map((k) => `${k}=${params.get(key(`f.${k}`)) ?? ''}`).join('&');
  const raw = ['page', 'size', 'sort', 'dir', 'q'].map((n) => params.get(key(n)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL texts stand for `params`
  const request = useMemo<GridRequest<K>>(() => {
    const [page, size, sort, dir, q] = raw;
    const filters: GridFilters<K> = {};
    for (const k of filterKeys) {
      const value =
        list && parseFilter({ ...list.columns[k], filter: filterOf(list.columns[k]) }, params.get(key(`f.${k}`)));
      if (value !== undefined) filters[k] = value;
    }
    const sortColumn = (list && sortableKeys(list).find((c) => c === sort)) || defaultSort?.column;
    const direction = dir === 'asc' || dir === 'desc' ? dir : (defaultSort?.direction ?? 'asc');
    return {
      pageIndex: Number.isInteger(Number(page)) && Number(page) > 0 ? Number(page) : 1,
      pageSize: pageSizes.includes(Number(size)) ? Number(size) : defaultSize,
      sortColumn,
      reverse: direction === 'desc',
      searchTerm: q ?? '',
      filters,
    };
  }, [raw.join('&'), filterText, list, defaultSort, pageSizes, defaultSize]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key(name));
            else next.set(key(name), value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, key],
  );

  return {
    request,
    pageSizes,
    setPage: (page) => update({ page: page > 1 ? String(page) : null }),
    setPageSize: (size) => update({ size: size === defaultSize ? null : String(size), page: null }),
    setSort: ({ column, direction }) => {
      const isDefault = column === defaultSort?.column && direction === defaultSort.direction;
      update({ sort: isDefault ? null : column, dir: isDefault ? null : direction, page: null });
    },
    // Replace, not push: typing a search should not leave one history entry per pause.
    setSearch: (term) => update({ q: term.trim() || null, page: null }, true),
    setFilter: (column: K, value: FilterValue | undefined) =>
      update({ [`f.${column}`]: serializeFilter(value) || null, page: null }, true),
    clearFilters: () => update(Object.fromEntries([...filterKeys.map((k) => [`f.${k}`, null]), ['page', null]])),
  };
}
