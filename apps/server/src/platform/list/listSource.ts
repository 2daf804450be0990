import type { ListSearch, ListSpec } from '@freightdesk/contracts';
import { type AnyColumn, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DataScope } from '../scope';

/**
 * What a list is, on the server: the SQL of each declared column (`ListSource`), the requests it
 * answers (`ListFilter`, `ListRequest`), and how a request's values reach its SQL (`Binder`).
 * The engine that reads it is `listQuery.ts`; the WHERE of a request is built in `listWhere.ts`.
 */

export type Expr = AnyColumn | SQL;

/** A parent's id in a list's SQL: the number, or the placeholder it is bound to. */
export type Bound = number | Placeholder;

/**
 * How a request's values reach its SQL. Inline, each is a parameter of a one-off query. For a
 * prepared query each becomes a named placeholder, and its tag (which form of condition took it)
 * is added to the request's shape: two requests of one shape have the same SQL, only the values
 * differ, so a shape is compiled once and its later requests only bind their values.
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  shape = '';
  constructor(readonly placeholders: boolean) {}
  bind(value: unknown, tag: string): unknown {
    if (!this.placeholders) return value;
    const name = `v${Object.keys(this.values).length}`;
    this.values[name] = value;
    this.shape += tag;
    return sql.placeholder(name);
  }
  /** Marks a part of the shape that binds no value (which column a filter is on, a branch taken). */
  mark(tag: string) {
    if (this.placeholders) this.shape += tag;
  }
}
export const INLINE = new Binder(false);

/** How one declared column reaches SQL. */
export interface ColumnSql<J extends string> {
  /** The value filtered on and, unless `sort` says otherwise, sorted by. */
  expr: Expr;
  /** The sort expression when it differs (lower(name) for a case-insensitive order). Index it. */
  sort?: Expr;
  /** The joins the column reads; a request joins only what its columns read. */
  joins?: readonly J[];
  /**
   * Filters a joined name without the join: `local in (select id from table where <filter>)`,
   * so the filter uses the other table's indexes and the count stays on the list's own table.
   */
  via?: { local: AnyColumn; table: PgTable | SQLWrapper; id: AnyColumn };
  /**
   * A filter on the provider's own work (a billing run's drafts waiting for review): a client
   * user's request leaves it out, so it tells them nothing the provider has not confirmed.
   */
  providerOnly?: boolean;
}

export interface JoinSql {
  table: PgTable | SQLWrapper;
  on: SQL;
  /** A left join, for an optional reference. */
  left?: boolean;
}

/** A list's server half: the contract's declaration plus the SQL of each of its columns. */
export interface ListSource<K extends string, J extends string, S extends SelectedFields> {
  spec: ListSpec<K>;
  from: PgTable;
  id: AnyColumn;
  joins: Record<J, JoinSql>;
  columns: Record<K, ColumnSql<J>>;
  /** The fields of each row, and the joins they read. */
  select: S;
  selectJoins: readonly J[];
  /**
   * The lists of one parent record's rows (a PO's items, a project's shipments): each names how its
   * rows belong to the parent, given the parent's id as a bound value (a placeholder when prepared).
   */
  parents?: Record<string, (id: Bound) => SQL>;
  /** Who sees which rows: required, so no list of the product can be read without the caller's scope. */
  scope: (scope: DataScope) => SQL | undefined;
}

/** A list request without its paging: what a page and an export share. */
export type ListFilter<K extends string> = Pick<
  ListSearch<K>,
  'searchFields' | 'searchTerm' | 'sortColumn' | 'reverse'
> & {
  /** The records the list is of (a PO's items: `{ purchaseOrder: id }`), by the source's `parents`. */
  parent?: Readonly<Record<string, number>>;
  /**
   * Other conditions the endpoint adds; never client text. Their values are inside the SQL, so
   * such requests are compiled each time: a condition asked for often belongs in `parents`.
   */
  where?: SQL;
};
export type ListRequest<K extends string> = ListFilter<K> & Pick<ListSearch<K>, 'paged' | 'pageIndex' | 'pageSize'>;

/** A row of the list: the selected fields' types (a left join's fields are selected as nullable SQL). */
export type Row<S extends SelectedFields> = SelectResultFields<S>;
