import { type ColumnInfo, filterOf, type ListSpec, listKeys } from '@freightdesk/contracts';
import type { GridColumn } from './types';

/** What a feature may change of a declared column: how it shows, never what the server accepts. */
export type ColumnOverride<T> = Partial<
  Pick<
    GridColumn<T>,
    | 'title'
    | 'filterLabel'
    | 'render'
    | 'value'
    | 'width'
    | 'textAlign'
    | 'visibleFrom'
    | 'total'
    | 'filterInput'
    | 'filterChip'
    | 'editor'
    | 'values'
  >
> & {
  /** False drops the column's filter from the grid (the server still accepts it). */
  filter?: false;
  /** False keeps the column out of the grid (its filter stays), like a declared hidden column. */
  visible?: false;
};

export type ColumnOverrides<T, K extends string> = { [P in K]?: ColumnOverride<T> };

const numeric = (type: GridColumn<unknown>['type']) => type === 'number' || type === 'money';

/**
 * A grid's columns from its list declaration (packages/contracts), in declaration order: label,
 * type, sorting, filter and values come from the declaration; the feature overrides only how a
 * column shows (`render`, `width`, `visibleFrom`…). Hidden declared columns are filters only.
 */
export function columnsFrom<T, K extends string>(
  list: ListSpec<K>,
  overrides: ColumnOverrides<T, K> = {},
): GridColumn<T>[] {
  return listKeys(list).map((key) => {
    const spec = list.columns[key];
    const { filter, visible, ...o } = overrides[key] ?? {};
    return {
      key,
      title: spec.label,
      filterLabel: spec.label,
      type: spec.type,
      sortable: spec.sortable !== false,
      filter: filter === false ? false : filterOf(spec),
      values: spec.values,
      visible: !spec.hidden && visible !== false,
      inSearchTerm: Boolean(spec.inSearchTerm),
      textAlign: numeric(spec.type) ? 'right' : undefined,
      ...o,
    };
  });
}

/** A column that is not in the list declaration (row actions, a composed cell): shown, not sorted or filtered. */
export function displayColumn<T>(
  key: string,
  title: string,
  options: Omit<Partial<GridColumn<T>>, 'key' | 'title'> = {},
): GridColumn<T> {
  return {
    key,
    title,
    filterLabel: title,
    type: 'text',
    sortable: false,
    filter: false,
    visible: true,
    inSearchTerm: false,
    editor: false,
    ...options,
  };
}

/** Adds the values only the database knows (user types, project statuses) from a filteredColums answer. */
export function withColumnInfo<T>(columns: GridColumn<T>[], info: readonly ColumnInfo[] | undefined): GridColumn<T>[] {
  if (!info) return columns;
  const values = new Map(info.filter((c) => c.values?.length).map((c) => [c.key, c.values]));
  return columns.map((c) => (values.has(c.key) && !c.values?.length ? { ...c, values: values.get(c.key) } : c));
}

/** The value of a column in a row. */
export function cellValue<T>(column: GridColumn<T>, row: T): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

/** Whether a column carries a footer total. */
export function hasTotal<T>(column: GridColumn<T>): boolean {
  return column.visible && numeric(column.type) && column.total !== false;
}
