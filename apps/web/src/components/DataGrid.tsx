import type { Paged } from '@freightdesk/contracts';
import { Alert, Group, type MantineBreakpoint, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { type ReactNode, useEffect } from 'react';
import { errorText } from '../api/client';
import { ExportMenu, type ExportRunner } from './dataGrid/ExportMenu';
import { GridSearch } from './dataGrid/GridSearch';
import { capitalize, GridEmpty } from './dataGrid/GridStates';
import { SortHeader } from './dataGrid/SortHeader';
import type { GridState } from './dataGrid/useGridState';
import { ErrorState } from './ErrorState';

export type { GridRequest, GridSort, GridState } from './dataGrid/useGridState';
export { useGridState } from './dataGrid/useGridState';

export interface GridColumn<T, S extends string> {
  /** Property of the record shown when there is no render function; also the column's key. */
  accessor: keyof T & string;
  /** Plain text: the header and the sort button's name. */
  title: string;
  /** The server sort column this header sorts by; without it the column does not sort. */
  sortColumn?: S;
  render?: (record: T) => ReactNode;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  /** Hides the column below this breakpoint, so phones keep the columns that identify a row. */
  visibleFrom?: MantineBreakpoint;
}

export interface DataGridProps<T, S extends string> {
  state: GridState<S>;
  /** The feature's search query for `state.request` (its key comes from the feature's key factory). */
  query: UseQueryResult<Paged<T>>;
  columns: GridColumn<T, S>[];
  /** Plural noun of the rows, lower case ("users"): names the table, the search box and the empty states. */
  noun: string;
  idAccessor?: keyof T & string;
  searchPlaceholder?: string;
  /** Buttons shown right of the search box (e.g. "Create user"). */
  actions?: ReactNode;
  /** Whole-row click, for the mouse; give one column a link so the keyboard can open rows too. */
  onRowClick?: (record: T) => void;
  /**
   * Offers "Export" to CSV and Excel of every row of the current search, in its sort: the
   * feature downloads its list's export endpoint (the server owns the file's columns).
   */
  onExport?: ExportRunner;
}

/**
 * The one server-paged list of the product: search box, sortable headers, page and page size,
 * with page, size, sort and search kept in the URL (see useGridState), and designed loading,
 * empty and error states. Copy the Users list (features/users/pages/UserListPage.tsx) to use it.
 */
export function DataGrid<T, S extends string>(props: DataGridProps<T, S>) {
  const { state, query, columns, noun, idAccessor, actions, onRowClick, onExport } = props;
  const { request } = state;
  const page = query.data;

  // A page past the end (rows deleted meanwhile, or an old link) jumps to the last real page.
  const lastPage = page ? Math.max(1, Math.ceil(page.totalCount / request.pageSize)) : 1;
  useEffect(() => {
    if (page && page.items.length === 0 && request.pageIndex > lastPage) state.setPage(lastPage);
  }, [page, request.pageIndex, lastPage, state]);

  const tableColumns: DataTableColumn<T>[] = columns.map((c) => ({
    accessor: c.accessor,
    title: c.sortColumn ? (
      <SortHeader
        title={c.title}
        direction={request.sortColumn === c.sortColumn ? (request.reverse ? 'desc' : 'asc') : null}
        onSort={(direction) => state.setSort({ column: c.sortColumn as S, direction })}
      />
    ) : (
      c.title
    ),
    render: c.render ? (record: T) => c.render?.(record) : undefined,
    width: c.width,
    textAlign: c.textAlign,
    visibleMediaQuery: c.visibleFrom
      ? (theme) => `(min-width: ${theme.breakpoints[c.visibleFrom as string]})`
      : undefined,
  }));

  const showError = query.isError && !page;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <GridSearch
          value={request.searchTerm}
          onSearch={state.setSearch}
          label={`Search ${noun}`}
          placeholder={props.searchPlaceholder}
        />
        <Group gap="sm">
          {onExport && <ExportMenu onExport={onExport} disabled={!page?.totalCount} />}
          {actions}
        </Group>
      </Group>
      {query.isError && page && (
        <Alert color="red" variant="light" title={`Could not refresh ${noun}`}>
          {errorText(query.error)} The rows below may be out of date.
        </Alert>
      )}
      {showError ? (
        <ErrorState title={`Could not load ${noun}`} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable<T>
          aria-label={capitalize(noun)}
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover={Boolean(onRowClick)}
          verticalAlign="center"
          minHeight={page?.items.length ? undefined : 280}
          idAccessor={idAccessor}
          columns={tableColumns}
          records={page?.items ?? []}
          fetching={query.isFetching}
          loadingText="Loading…"
          totalRecords={page?.totalCount ?? 0}
          page={request.pageIndex}
          onPageChange={state.setPage}
          recordsPerPage={request.pageSize}
          recordsPerPageOptions={[...state.pageSizes]}
          onRecordsPerPageChange={state.setPageSize}
          recordsPerPageLabel="Rows per page"
          paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords} ${noun}`}
          getPaginationItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          onRowClick={
            onRowClick
              ? ({ record, event }) => {
                  // Links, buttons and checkboxes in a row do their own thing.
                  if ((event.target as HTMLElement).closest('a, button, input, label')) return;
                  onRowClick(record);
                }
              : undefined
          }
          emptyState={
            query.isPending ? (
              <span />
            ) : (
              <GridEmpty noun={noun} searchTerm={request.searchTerm} onClearSearch={() => state.setSearch('')} />
            )
          }
        />
      )}
    </Stack>
  );
}
