import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface GridSort<S extends string> {
  column: S;
  direction: SortDirection;
}

/** What a grid asks its server search for: maps one to one onto the shared search payload. */
export interface GridRequest<S extends string> {
  pageIndex: number;
  pageSize: number;
  sortColumn: S;
  reverse: boolean;
  searchTerm: string;
}

export interface GridStateOptions<S extends string> {
  /** The sort columns the endpoint declares (anything else in the URL falls back to the default). */
  sortColumns: readonly S[];
  defaultSort: GridSort<S>;
  pageSizes?: readonly number[];
  /** Prefix of the URL parameters, so that two grids on one page keep separate state. */
  prefix?: string;
}

export interface GridState<S extends string> {
  request: GridRequest<S>;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: GridSort<S>) => void;
  setSearch: (term: string) => void;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Page, page size, sort and search of a server-paged grid, kept in the URL search params so that
 * a reload, a shared link or the back button shows the same rows. Defaults are left out of the
 * URL to keep it short; any change other than the page goes back to page 1.
 */
export function useGridState<S extends string>(options: GridStateOptions<S>): GridState<S> {
  const { sortColumns, defaultSort, pageSizes = DEFAULT_PAGE_SIZES, prefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);
  const defaultSize = pageSizes.includes(25) ? 25 : (pageSizes[0] ?? 25);

  const raw = {
    page: params.get(key('page')),
    size: params.get(key('size')),
    sort: params.get(key('sort')),
    dir: params.get(key('dir')),
    q: params.get(key('q')),
  };
  const request = useMemo<GridRequest<S>>(() => {
    const size = Number(raw.size);
    const page = Number(raw.page);
    const sortColumn = sortColumns.find((c) => c === raw.sort) ?? defaultSort.column;
    const direction = raw.dir === 'asc' || raw.dir === 'desc' ? raw.dir : defaultSort.direction;
    return {
      pageIndex: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: pageSizes.includes(size) ? size : defaultSize,
      sortColumn,
      reverse: direction === 'desc',
      searchTerm: raw.q ?? '',
    };
  }, [raw.page, raw.size, raw.sort, raw.dir, raw.q, sortColumns, defaultSort, pageSizes, defaultSize]);

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
      const isDefault = column === defaultSort.column && direction === defaultSort.direction;
      update({ sort: isDefault ? null : column, dir: isDefault ? null : direction, page: null });
    },
    // Replace, not push: typing a search should not leave one history entry per pause.
    setSearch: (term) => update({ q: term.trim() || null, page: null }, true),
  };
}
