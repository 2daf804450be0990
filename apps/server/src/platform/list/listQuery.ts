import {
  type ColumnValue,
  columnsInfo,
  DEFAULT_MAX_UNPAGED,
  type FilterValue,
  filterOf,
  type ListSearch,
  type ListSpec,
  listKeys,
  type Paged,
} from '@freightdesk/contracts';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/executor';
import { badRequest } from '../errors';
import type { DataScope } from '../scope';
import { ilikeContains } from '../search';

/** A joined name matching at most this many rows filters by their ids; more, by a subquery. */
const VIA_IDS = 500;

/** Prepared plain pages kept per executor (sort × direction × caller's scope). */
const PREPARED_PER_EXECUTOR = 500;

/** Totals are counted exactly up to this many rows; past it a list says "at least" (10,000+). */
export const COUNT_CAP = 10_000;

type Expr = AnyColumn | SQL;

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
  /** Who sees which rows: required, so no list of the product can be read without the caller's scope. */
  scope: (scope: DataScope) => SQL | undefined;
}

/** A list request without its paging: what a page and an export share. */
export type ListFilter<K extends string> = Pick<
  ListSearch<K>,
  'searchFields' | 'searchTerm' | 'sortColumn' | 'reverse'
> & {
  /** Conditions the endpoint adds (a parent id); never client text. */
  where?: SQL;
};
export type ListRequest<K extends string> = ListFilter<K> & Pick<ListSearch<K>, 'paged' | 'pageIndex' | 'pageSize'>;

/** A row of the list: the selected fields' types (a left join's fields are selected as nullable SQL). */
type Row<S extends SelectedFields> = SelectResultFields<S>;

/**
 * The query engine of every list: validated filters become bound parameters, the sort column
 * comes from the declaration (never client text), joins follow what the request reads, totals
 * are counted exactly up to COUNT_CAP, and exports read in keyset batches in the list's order.
 */
export function listQuery<K extends string, J extends string, S extends SelectedFields>(src: ListSource<K, J, S>) {
  const { spec } = src;

  /**
   * A filter as SQL. A joined name (`via`) is looked up first: when few rows of the other table
   * match, the list's column is compared with their ids, which its index serves even inside the
   * OR of a free-text search; when many match, a subquery does it.
   */
  async function conditionOf(ex: Executor, key: K, value: FilterValue): Promise<SQL | undefined> {
    const { via } = src.columns[key];
    const condition = valueCondition(key, value);
    if (!via || !condition) return condition;
    const found = (await ex
      .select({ id: sql<number>`${via.id}` })
      .from(via.table as PgTable)
      .where(condition)
      .limit(VIA_IDS + 1)) as { id: number }[];
    if (found.length > VIA_IDS) return sql`${via.local} in (select ${via.id} from ${via.table} where ${condition})`;
    return found.length
      ? inArray(
          via.local,
          found.map((r) => r.id),
        )
      : sql`false`;
  }

  /**
   * A number as a parameter: a whole one as bigint, so an integer column compares with it on its
   * index (integer = numeric would cast the column and scan); a fraction as numeric.
   */
  const numberParam = (value: string) => (/^-?\d{1,18}$/.test(value) ? sql`${value}::bigint` : sql`${value}::numeric`);

  function valueCondition(key: K, value: FilterValue): SQL | undefined {
    const col = spec.columns[key];
    const { expr } = src.columns[key];
    const kind = filterOf(col);
    if (kind === 'contains') return typeof value === 'string' && value ? ilikeContains(expr, value) : undefined;
    if (typeof value === 'string') {
      if (value === '') return undefined;
      // A date column holds instants: a day matches from its start to the next day's.
      if (col.type === 'date') return sql`${expr} >= ${value}::date and ${expr} < ${value}::date + 1`;
      if (col.type === 'number' || col.type === 'money') return sql`${expr} = ${numberParam(value)}`;
      if (col.type === 'boolean') return sql`${expr} = ${value === 'true'}`;
      // A name picked from the database's values: exact, whatever its case.
      return col.values ? sql`${expr} = ${value}` : sql`lower(${expr}) = lower(${value})`;
    }
    const upper = col.type === 'date' ? sql`${value.to}::date + 1` : numberParam(String(value.to));
    const lower = col.type === 'date' ? sql`${value.from}::date` : numberParam(String(value.from));
    return and(
      value.from !== undefined ? sql`${expr} >= ${lower}` : undefined,
      value.to !== undefined ? (col.type === 'date' ? sql`${expr} < ${upper}` : sql`${expr} <= ${upper}`) : undefined,
    );
  }

  const termColumns = listKeys(spec).filter((k) => spec.columns[k].inSearchTerm);

  /** The WHERE of a request and the joins it reads. */
  async function whereOf(ex: Executor, scope: DataScope, f: ListFilter<K>) {
    const joins = new Set<J>();
    const conditions: (SQL | undefined)[] = [src.scope(scope), f.where];
    for (const [key, value] of Object.entries(f.searchFields) as [K, FilterValue | undefined][]) {
      if (value === undefined) continue;
      const condition = await conditionOf(ex, key, value);
      if (!condition) continue;
      conditions.push(condition);
      if (!src.columns[key].via) for (const j of src.columns[key].joins ?? []) joins.add(j);
    }
    if (f.searchTerm) {
      const term = f.searchTerm;
      conditions.push(or(...(await Promise.all(termColumns.map((k) => conditionOf(ex, k, term))))));
      for (const k of termColumns) if (!src.columns[k].via) for (const j of src.columns[k].joins ?? []) joins.add(j);
    }
    return { where: and(...conditions), joins };
  }

  /**
   * SELECT fields FROM the list's table with the named joins. Which joins a request needs is known
   * only at run time, which Drizzle's types cannot follow: the rows are typed by the list's Row.
   */
  function selectFrom(ex: Executor, fields: SelectedFields, joins: Iterable<J>): PgSelect {
    let q = ex.select(fields).from(src.from).$dynamic() as unknown as PgSelect;
    for (const name of new Set(joins)) {
      const j = src.joins[name];
      q = (j.left
        ? q.leftJoin(j.table as PgTable, j.on)
        : q.innerJoin(j.table as PgTable, j.on)) as unknown as PgSelect;
    }
    return q;
  }

  const sortKey = (f: ListFilter<K>) => f.sortColumn ?? spec.defaultSort.column;
  const sortExpr = (f: ListFilter<K>) => {
    const c = src.columns[sortKey(f)];
    return c.sort ?? c.expr;
  };
  /** The list's order: the sort column, then the id, both one way (ASC puts nulls last, DESC first). */
  function orderOf(f: ListFilter<K>): SQL[] {
    const reverse = f.sortColumn ? f.reverse : Boolean(spec.defaultSort.reverse) !== f.reverse;
    const dir = reverse ? desc : asc;
    return [dir(sortExpr(f)), dir(src.id)];
  }
  const isReverse = (f: ListFilter<K>) => (f.sortColumn ? f.reverse : Boolean(spec.defaultSort.reverse) !== f.reverse);
  const rowJoins = (f: ListFilter<K>, extra: Iterable<J>) => [
    ...src.selectJoins,
    ...(src.columns[sortKey(f)].joins ?? []),
    ...extra,
  ];

  /**
   * The plain requests (a page of the list as it opens, sorted and paged, no filter) prepared once
   * per executor, sort, direction and caller's scope: their SQL is compiled on first use and only
   * the page's limit, offset and the count's cap are bound after, as PostgreSQL unnamed statements
   * like any other. Compiling a list's SQL is most of the product's own work on such a request.
   */
  const prepared = new WeakMap<Executor, Map<string, PlainPage>>();
  type PlainPage = {
    rows: { execute(v: Record<string, number>): Promise<unknown[]> };
    count: { execute(v: Record<string, number>): Promise<{ n: number }[]> };
  };
  function plainPage(ex: Executor, scope: DataScope, q: ListRequest<K>): PlainPage {
    const key = `${sortKey(q)} ${isReverse(q)} ${scope.all ? '*' : `${scope.userId} ${scope.companyId}`}`;
    const cache = prepared.get(ex) ?? new Map<string, PlainPage>();
    prepared.set(ex, cache);
    const hit = cache.get(key);
    if (hit) return hit;
    const where = src.scope(scope);
    const page: PlainPage = {
      rows: selectFrom(ex, src.select, rowJoins(q, []))
        .where(where)
        .orderBy(...orderOf(q))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(''),
      count: ex
        .select({ n: sql<number>`count(*)::int` })
        .from(selectFrom(ex, { one: sql`1` }, []).where(where).limit(sql.placeholder('cap')).as('capped'))
        .prepare(''),
    };
    // Callers' scopes come and go: a bounded cache, the oldest entry out first.
    if (cache.size >= PREPARED_PER_EXECUTOR) cache.delete(cache.keys().next().value as string);
    cache.set(key, page);
    return page;
  }
  const isPlain = (q: ListRequest<K>) =>
    q.paged && !q.where && !q.searchTerm && Object.values(q.searchFields).every((v) => v === undefined);

  async function count(ex: Executor, where: SQL | undefined, joins: Set<J>, cap: number) {
    const inner = selectFrom(ex, { one: sql`1` }, joins)
      .where(where)
      .limit(cap + 1)
      .as('capped');
    const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(inner);
    const n = row?.n ?? 0;
    return { totalCount: Math.min(n, cap), totalExact: n <= cap };
  }

  return {
    spec,

    /** One page of the list, or with `paged: false` the whole of it up to the declared cap. */
    async page(ex: Executor, scope: DataScope, q: ListRequest<K>): Promise<Paged<Row<S>>> {
      if (isPlain(q)) {
        const offset = (q.pageIndex - 1) * q.pageSize;
        const cap = Math.max(COUNT_CAP, offset + q.pageSize);
        const plain = plainPage(ex, scope, q);
        const [items, [row]] = await Promise.all([
          plain.rows.execute({ limit: q.pageSize, offset }) as Promise<Row<S>[]>,
          plain.count.execute({ cap: cap + 1 }),
        ]);
        const n = row?.n ?? 0;
        return {
          items,
          totalCount: Math.min(n, cap),
          totalExact: n <= cap,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
        };
      }
      const { where, joins } = await whereOf(ex, scope, q);
      const rows = () => selectFrom(ex, src.select, rowJoins(q, joins)).where(where);
      if (!q.paged) {
        const max = spec.maxUnpaged ?? DEFAULT_MAX_UNPAGED;
        const total = await count(ex, where, joins, max);
        if (!total.totalExact) {
          throw badRequest(`This list has more than ${max} rows: ask for it page by page (paged: true).`, {
            paged: `At most ${max} rows come unpaged; page through the rest.`,
          });
        }
        const items = (await rows().orderBy(...orderOf(q))) as Row<S>[];
        return { items, totalCount: items.length, totalExact: true, pageIndex: 1, pageSize: items.length };
      }
      const offset = (q.pageIndex - 1) * q.pageSize;
      const [items, total] = await Promise.all([
        rows()
          .orderBy(...orderOf(q))
          .limit(q.pageSize)
          .offset(offset) as Promise<Row<S>[]>,
        // The cap grows with the page, so the page asked for always lies within the total.
        count(ex, where, joins, Math.max(COUNT_CAP, offset + q.pageSize)),
      ]);
      return { items, ...total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    /**
     * Every row of a request in the list's order, batch by batch, for exports: each batch starts
     * after the last row of the one before (a keyset on the sort key and the id, nulls in their
     * place), so memory stays flat and no batch re-reads the rows before it.
     */
    async *batches(ex: Executor, scope: DataScope, f: ListFilter<K>, size: number): AsyncGenerator<Row<S>[]> {
      const { where, joins } = await whereOf(ex, scope, f);
      const s = sortExpr(f);
      const reverse = isReverse(f);
      let last: { key: string | null; id: number } | undefined;
      for (;;) {
        const rows = (await selectFrom(
          ex,
          { ...src.select, __key: sql<string | null>`(${s})::text`, __id: sql<number>`${src.id}` },
          rowJoins(f, joins),
        )
          .where(and(where, last && after(s, src.id, reverse, last)))
          .orderBy(...orderOf(f))
          .limit(size)) as (Row<S> & { __key: string | null; __id: number })[];
        if (rows.length) yield rows.map(({ __key: _k, __id: _i, ...row }) => row as Row<S>);
        const tail = rows.at(-1);
        if (!tail || rows.length < size) return;
        last = { key: tail.__key, id: tail.__id };
      }
    },

    /** The `filteredColums` answer: the declaration, with values only the database knows. */
    columns(values: Partial<Record<K, readonly ColumnValue[]>> = {}) {
      return columnsInfo(spec, values);
    },
  };
}

/**
 * The rows after `last` in the list's order. Ascending puts nulls last: after a value come the
 * greater values and then every null; after a null, the nulls of greater id. Descending mirrors it.
 */
function after(s: Expr, id: AnyColumn, reverse: boolean, last: { key: string | null; id: number }): SQL | undefined {
  if (!reverse) {
    return last.key === null
      ? and(isNull(s), sql`${id} > ${last.id}`)
      : or(and(isNotNull(s), sql`(${s}, ${id}) > (${last.key}, ${last.id})`), isNull(s));
  }
  return last.key === null
    ? or(and(isNull(s), sql`${id} < ${last.id}`), isNotNull(s))
    : and(isNotNull(s), sql`(${s}, ${id}) < (${last.key}, ${last.id})`);
}

export type ListQuery<K extends string, J extends string, S extends SelectedFields> = ReturnType<
  typeof listQuery<K, J, S>
>;
