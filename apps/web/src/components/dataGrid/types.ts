import type { ColumnType, ColumnValue, FilterKind, FilterValue } from '@freightdesk/contracts';
import type { MantineBreakpoint } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface GridSort<K extends string = string> {
  column: K;
  direction: SortDirection;
}

/** Filters in effect, by column key: text for contains and exact filters, from–to for ranges. */
export type GridFilters<K extends string = string> = Partial<Record<K, FilterValue>>;

/** What a grid shows: maps one to one onto the shared search payload (see searchBodyOf). */
export interface GridRequest<K extends string = string> {
  pageIndex: number;
  pageSize: number;
  /** Undefined for a grid in the order its rows came. */
  sortColumn: K | undefined;
  reverse: boolean;
  searchTerm: string;
  filters: GridFilters<K>;
}

/** The state of a grid and its setters: in the URL for a server grid, in memory for a local one. */
export interface GridState<K extends string = string> {
  request: GridRequest<K>;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: GridSort<K>) => void;
  setSearch: (term: string) => void;
  /** Sets one column's filter; undefined removes it. */
  setFilter: (key: K, value: FilterValue | undefined) => void;
  clearFilters: () => void;
}

/** What a filter input receives: the column's filter in effect and how to change it. */
export interface FilterInputProps {
  label: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** How a cell edits in an inline-editing grid: by its type's input, a custom one, or not at all. */
export type CellEditor<T> =
  | false
  | ((props: {
      row: T;
      value: unknown;
      onChange: (value: unknown) => void;
      error?: string;
      label: string;
      /** Another field of the row being edited, by its column (a column that edits two fields). */
      field: (column: GridColumn<T>) => { value: unknown; onChange: (value: unknown) => void; error?: string };
    }) => ReactNode);

/**
 * One column of a grid. Usually derived from a list declaration by columnsFrom(); a feature adds
 * columns of its own (actions) with displayColumn().
 */
export interface GridColumn<T> {
  key: string;
  /** The header (plain text: also the sort button's name). */
  title: string;
  /** The filter's label; the declaration's label even when the header says something shorter. */
  filterLabel: string;
  type: ColumnType;
  sortable: boolean;
  filter: FilterKind | false;
  /** The values of an exact filter, and the labels booleans and enums show. */
  values?: readonly ColumnValue[];
  /** Shown as a column; false for a filter-only column. */
  visible: boolean;
  /** Matched by a local grid's search box. */
  inSearchTerm: boolean;
  /** The cell's content; without it the value is formatted by the column's type. */
  render?: (row: T) => ReactNode;
  /** Reads the cell's value (sorting, filtering, totals and formatting); row[key] by default. */
  value?: (row: T) => unknown;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  /** Hides the column below this breakpoint, so phones keep the columns that identify a row. */
  visibleFrom?: MantineBreakpoint;
  /** A footer total; number and money columns have one unless false. */
  total?: boolean;
  /** Replaces the filter's input (a picker instead of an id box, for instance). */
  filterInput?: (props: FilterInputProps) => ReactNode;
  /** How the filter's chip shows its value (a company's name for its id, for instance). */
  filterChip?: (value: FilterValue) => ReactNode;
  /** Inline editing: the type's input unless given or false. */
  editor?: CellEditor<T>;
}

/** An action of the bulk-actions bar: receives the selected rows. */
export interface BulkAction<T> {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: (rows: T[]) => void | Promise<void>;
}

/** Row selection: controlled by keys when `selected` is given, else kept by the grid. */
export interface GridSelection<T> {
  selected?: readonly Key[];
  onChange?: (keys: Key[]) => void;
  /** The row checkbox's accessible name ("Project P-1001"). */
  rowLabel: (row: T) => string;
  /** The header checkbox's accessible name. */
  allLabel?: string;
  isSelectable?: (row: T) => boolean;
  /** Actions of the bar shown while rows are selected. */
  actions?: BulkAction<T>[];
}

/** One page of rows as a grid shows it, from the server or from memory. */
export interface GridPage<T> {
  items: T[];
  totalCount: number;
  /** False when totalCount is a lower bound ("10,000+"). */
  totalExact: boolean;
}
