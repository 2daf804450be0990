import type { FilterValue } from '@freightdesk/contracts';
import { useMemo, useState } from 'react';
import { serializeFilter } from './filters';
import type { GridFilters, GridRequest, GridSort, GridState } from './types';

export interface LocalGridStateOptions {
  defaultSort?: GridSort;
  /** Rows per page; without it every row shows (the grid scrolls). */
  pageSize?: number;
  pageSizes?: readonly number[];
}

/** A grid whose rows are in memory: the same state as a server grid, kept in the component. */
export function useLocalGridState(options: LocalGridStateOptions = {}): GridState {
  const { defaultSort, pageSize, pageSizes = pageSize ? [pageSize] : [] } = options;
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(pageSize ?? Number.MAX_SAFE_INTEGER);
  const [sort, setSort] = useState<GridSort | undefined>(defaultSort);
  const [searchTerm, setSearchTerm] = useState('');
  const [filters, setFilters] = useState<GridFilters>({});

  const request = useMemo<GridRequest>(
    () => ({
      pageIndex: page,
      pageSize: size,
      sortColumn: sort?.column,
      reverse: sort?.direction === 'desc',
      searchTerm,
      filters,
    }),
    [page, size, sort, searchTerm, filters],
  );

  return {
    request,
    pageSizes,
    setPage,
    setPageSize: (next) => {
      setSize(next);
      setPage(1);
    },
    setSort: (next) => {
      setSort(next);
      setPage(1);
    },
    setSearch: (term) => {
      setSearchTerm(term.trim());
      setPage(1);
    },
    setFilter: (key: string, value: FilterValue | undefined) => {
      setFilters((prev) => {
        const next = { ...prev };
        if (value === undefined || !serializeFilter(value)) delete next[key];
        else next[key] = value;
        return next;
      });
      setPage(1);
    },
    clearFilters: () => {
      setFilters({});
      setPage(1);
    },
  };
}
