import type { ColumnInfo, Paged } from '@freightdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { withColumnInfo } from './dataGrid/columns';
import type { ExportRunner } from './dataGrid/ExportMenu';
import { capitalize, type EmptyText } from './dataGrid/GridStates';
import type { GridSearchOptions } from './dataGrid/GridToolbar';
import { GridView } from './dataGrid/GridView';
import { pageOf, selectRows, totalsOf } from './dataGrid/localRows';
import type { GridColumn, GridSelection, GridSort, GridState } from './dataGrid/types';
import type { InlineEditing } from './dataGrid/useInlineEdit';
import { useLocalGridState } from './dataGrid/useLocalGridState';

export { decimalEditor, selectEditor } from './dataGrid/cellEditors';
export { type ColumnOverrides, columnsFrom, displayColumn } from './dataGrid/columns';
export type { ExportRunner } from './dataGrid/ExportMenu';
export { exportBodyOf, searchBodyOf } from './dataGrid/filters';
export { editRemoveColumn } from './dataGrid/rowActions';
export { stackedColumn } from './dataGrid/stackedColumn';
export type * from './dataGrid/types';
export { useGridState } from './dataGrid/useGridState';
export type { InlineEditing } from './dataGrid/useInlineEdit';

interface CommonGridProps<T> {
  /** From columnsFrom(list, overrides), plus any displayColumn()s. */
  columns: GridColumn<T>[];
  /** Plural noun of the rows, lower case ("users"): names the table, the search box and the states. */
  noun: string;
  /** The table's accessible name; the noun capitalised by default. */
  label?: string;
  /** The row's key: a property (`id` by default) or a function. */
  idAccessor?: (keyof T & string) | ((row: T) => Key);
  /** The search box; false for a grid without one. */
  search?: Partial<GridSearchOptions> | false;
  /** Left of the toolbar, after search and filters: a count or a note. */
  toolbar?: ReactNode;
  /** Right of the toolbar: the feature's buttons ("Create user"). */
  actions?: ReactNode;
  /** Whole-row click, for the mouse; give one column a link so the keyboard can open rows too. */
  onRowClick?: (row: T) => void;
  selection?: GridSelection<T>;
  /** A filteredColums answer: the filter values only the database knows. */
  columnInfo?: readonly ColumnInfo[];
  /** A scrolling grid's greatest height in pixels. */
  maxHeight?: number;
  /** Tighter cells in a smaller type: a grid of many columns (a wide report) fits the page. */
  dense?: boolean;
  /** What the grid says when there are no rows at all. */
  empty?: EmptyText;
}

export interface ServerGridProps<T, K extends string> extends CommonGridProps<T> {
  /** From useGridState: page, sort, search and filters in the URL. */
  state: GridState<K>;
  /** The feature's search query for searchBodyOf(state.request). */
  query: UseQueryResult<Paged<T>>;
  /** Footer totals of the whole search, by column key, as the server summed them. */
  totals?: Partial<Record<K, string>>;
  /** Offers Export to CSV and Excel of every row of the current search, made by the server. */
  onExport?: ExportRunner;
}

export interface LocalGridProps<T> extends CommonGridProps<T> {
  /** Every row: sorting, filtering, searching and paging happen in the browser. */
  rows: readonly T[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Rows per page; without it every row shows and the grid scrolls (see maxHeight). */
  pageSize?: number;
  defaultSort?: GridSort;
  /**
   * Searches on the feature's side (the server) instead of among `rows`: the grid passes the term
   * on and shows `rows` as the matches.
   */
  onSearch?: (term: string) => void;
  /** Inline add and edit, validated by the shared schema. */
  editing?: InlineEditing<T>;
}

export type DataGridProps<T, K extends string> = ServerGridProps<T, K> | LocalGridProps<T>;

/**
 * The one grid of the product. Server mode (`state` + `query`) pages, sorts, searches and filters
 * on the server with its state in the URL; local mode (`rows`) does the same in the browser, for
 * the item grids of a detail screen. Columns, filters, totals, selection and states are the same.
 * Copy the Users list (features/users/pages/UserListPage.tsx) to start a list.
 */
export function DataGrid<T, K extends string = string>(props: DataGridProps<T, K>) {
  return 'rows' in props ? <LocalGrid {...props} /> : <ServerGrid {...props} />;
}

function rowKeyOf<T>(idAccessor: CommonGridProps<T>['idAccessor']): (row: T) => Key {
  if (typeof idAccessor === 'function') return idAccessor;
  const key = idAccessor ?? 'id';
  return (row) => (row as Record<string, Key>)[key] as Key;
}

function searchOf<T>(props: CommonGridProps<T>): GridSearchOptions | false {
  if (props.search === false) return false;
  return { label: `Search ${props.noun}`, ...props.search };
}

function ServerGrid<T, K extends string>(props: ServerGridProps<T, K>) {
  const { state, query } = props;
  const { request } = state;
  // A page that arrives renders in a transition, in slices, instead of one long task.
  const page = useDeferredValue(query.data);
  const columns = useMemo(() => withColumnInfo(props.columns, props.columnInfo), [props.columns, props.columnInfo]);

  // A page past the end (rows deleted meanwhile, or an old link) jumps to the last real page.
  const lastPage = page ? Math.max(1, Math.ceil(page.totalCount / request.pageSize)) : 1;
  useEffect(() => {
    if (page && page.items.length === 0 && request.pageIndex > lastPage) state.setPage(lastPage);
  }, [page, request.pageIndex, lastPage, state]);

  return (
    <GridView<T>
      {...props}
      columns={columns}
      state={state as unknown as GridState}
      page={page}
      // Still fetching for the eye until the arrived page is on screen.
      fetching={query.isFetching || page !== query.data}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
      label={props.label ?? capitalize(props.noun)}
      rowKey={rowKeyOf(props.idAccessor)}
      search={searchOf(props)}
      paginate
    />
  );
}

function LocalGrid<T>(props: LocalGridProps<T>) {
  const { rows, onSearch } = props;
  const local = useLocalGridState({ defaultSort: props.defaultSort, pageSize: props.pageSize });
  // A search sent to the feature is still the grid's state, so the box and "Clear search" follow it.
  const state: GridState = onSearch
    ? {
        ...local,
        setSearch: (term) => {
          local.setSearch(term);
          onSearch(term.trim());
        },
      }
    : local;
  const columns = useMemo(() => withColumnInfo(props.columns, props.columnInfo), [props.columns, props.columnInfo]);
  const selected = useMemo(
    () => selectRows(rows, columns, onSearch ? { ...local.request, searchTerm: '' } : local.request),
    [rows, columns, local.request, onSearch],
  );
  const page = props.loading && !rows.length ? undefined : pageOf(selected, local.request);

  return (
    <GridView<T>
      {...props}
      columns={columns}
      state={state}
      page={page}
      fetching={Boolean(props.loading)}
      error={props.error ?? null}
      totals={totalsOf(selected, columns)}
      label={props.label ?? capitalize(props.noun)}
      rowKey={rowKeyOf(props.idAccessor)}
      search={searchOf(props)}
      paginate={props.pageSize !== undefined}
    />
  );
}
