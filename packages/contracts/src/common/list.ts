import { z } from 'zod';
import { isoDate } from './dates';
import { MAX_PAGE_SIZE } from './paging';

/**
 * One declaration per list (users, projects, and every later module's lists). Its columns give
 * the search payload's validation (anything undeclared is a 400), the `filteredColums` answer,
 * the export's columns and the web grid's columns. The server adds each column's SQL once, in
 * the module's `*.list.ts`, typed against these keys so none can be forgotten.
 */
export const columnTypes = ['text', 'number', 'date', 'money', 'enum', 'boolean'] as const;
export type ColumnType = (typeof columnTypes)[number];

/** How a column filters: case-insensitive contains, one exact value, or a from–to range. */
export const filterKinds = ['contains', 'exact', 'range'] as const;
export type FilterKind = (typeof filterKinds)[number];

export interface ColumnValue {
  value: string;
  label: string;
}

export interface ColumnSpec {
  label: string;
  type: ColumnType;
  /** Sortable unless false. */
  sortable?: boolean;
  /** How it filters; by default text contains, enum and boolean exact, the rest range. False: no filter. */
  filter?: FilterKind | false;
  /** The values an exact filter takes (enum and boolean columns); a list of few values. */
  values?: readonly ColumnValue[];
  /** Matched by the list's free-text searchTerm. */
  inSearchTerm?: boolean;
  /** A filter-only column (an id): not shown in the grid nor exported. */
  hidden?: boolean;
}

export interface ListSpec<K extends string = string> {
  /** Plural noun, lower case ("users"): the export's file name and the grid's noun. */
  name: string;
  columns: Record<K, ColumnSpec>;
  defaultSort: { column: K; reverse?: boolean };
  /** The most rows `paged: false` returns; past it the answer is a 400 saying to page. */
  maxUnpaged?: number;
}

export const DEFAULT_MAX_UNPAGED = 1000;

export const defineList = <const K extends string>(
  spec: Omit<ListSpec<K>, 'defaultSort'> & { defaultSort: { column: NoInfer<K>; reverse?: boolean } },
): ListSpec<K> => spec;

export type ListKey<L extends ListSpec> = L extends ListSpec<infer K> ? K : never;

export const filterOf = (c: ColumnSpec): FilterKind | false =>
  c.filter ?? (c.type === 'text' ? 'contains' : c.type === 'enum' || c.type === 'boolean' ? 'exact' : 'range');

export const listKeys = <K extends string>(list: ListSpec<K>) => Object.keys(list.columns) as K[];
export const sortableKeys = <K extends string>(list: ListSpec<K>) =>
  listKeys(list).filter((k) => list.columns[k].sortable !== false);

/** Booleans as a list shows them: the two values a filter picks from. */
export const booleanValues = (yes: string, no: string): readonly ColumnValue[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const decimal = z
  .union([z.number(), z.string().trim()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'Enter a number.'));

/** The value of one column's filter, validated by its type and filter kind. */
function scalarOf(c: ColumnSpec): z.ZodType<string> {
  if (c.type === 'date') return isoDate;
  if (c.type === 'number' || c.type === 'money') return decimal;
  if (c.values?.length) {
    const values = c.values.map((v) => v.value);
    // Exact, but forgiving of case: "active" picks Active and never Inactive.
    return z
      .union([z.string(), z.boolean()])
      .transform((v) => {
        const text = String(v).trim().toLowerCase();
        return (
          values.find((x) => x.toLowerCase() === text) ??
          c.values?.find((x) => x.label.toLowerCase() === text)?.value ??
          String(v)
        );
      })
      .pipe(z.enum(values as [string, ...string[]], { error: `Pick one of: ${values.join(', ')}.` }));
  }
  return z.string().trim().max(200);
}

export interface Range {
  from?: string;
  to?: string;
}
export type FilterValue = string | Range;

function filterSchema(c: ColumnSpec, kind: FilterKind): z.ZodType<FilterValue> {
  const scalar = scalarOf(c);
  if (kind !== 'range') return scalar;
  const range = z.strictObject({ from: scalar.optional(), to: scalar.optional() });
  return z.union([scalar, range]);
}

/**
 * The shared search payload (docs/requirements.md section 3) of one list: searchFields (each declared
 * column's filter), a free-text searchTerm over the list's searchable text columns, sortColumn
 * (a sortable column), reverse, paged, pageIndex and pageSize.
 */
export function listSearchBody<K extends string>(list: ListSpec<K>) {
  const fields: Record<string, z.ZodType> = {};
  for (const key of listKeys(list)) {
    const kind = filterOf(list.columns[key]);
    if (kind) fields[key] = filterSchema(list.columns[key], kind).optional();
  }
  const sortable = sortableKeys(list) as [K, ...K[]];
  return z.object({
    searchFields: (z.strictObject(fields) as unknown as z.ZodType<Partial<Record<K, FilterValue>>>).default({}),
    searchTerm: z.string().trim().max(200).optional(),
    sortColumn: z.enum(sortable).optional(),
    reverse: z.boolean().default(false),
    paged: z.boolean().default(true),
    pageIndex: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  });
}
export type ListSearch<K extends string> = z.output<ReturnType<typeof listSearchBody<K>>>;

/** A column as `filteredColums` answers it: what a grid needs to show, sort and filter it. */
export const columnInfo = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(columnTypes),
  sortable: z.boolean(),
  filter: z.enum(filterKinds).nullable(),
  values: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  hidden: z.boolean(),
});
export type ColumnInfo = z.infer<typeof columnInfo>;

/** A list's columns as `filteredColums` answers them; `values` adds what only the database knows. */
export function columnsInfo<K extends string>(
  list: ListSpec<K>,
  values: Partial<Record<K, readonly ColumnValue[]>> = {},
): ColumnInfo[] {
  return listKeys(list).map((key) => {
    const c = list.columns[key];
    const vals = values[key] ?? c.values;
    return {
      key,
      label: c.label,
      type: c.type,
      sortable: c.sortable !== false,
      filter: filterOf(c) || null,
      hidden: Boolean(c.hidden),
      ...(vals ? { values: [...vals] } : {}),
    };
  });
}
