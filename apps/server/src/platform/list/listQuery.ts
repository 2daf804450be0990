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
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { withCompiledRows } from '../../db/compiledRows';
import type { Executor } from '../../db/executor';
import { badRequest } from '../errors';
import { type DataScope, scopeKey } from '../scope';
import { containsPattern } from '../search';

/** A joined name matching at most this many rows filters by their ids; more, by a subquery. */
const VIA_IDS = 500;

/** Prepared pages kept per executor (sort × direction × caller's scope × request shape). */
const PREPARED_PER_EXECUTOR = 500;

/** Totals are counted exactly up to this many rows; past it a list says "at least" (10,000+). */
export const COUNT_CAP = 10_000;

/**
 * A text search (a contains filter or the free-text term) counts exactly up to this many matches
 * and says "1,000+" past it. Its matches come from trigram indexes, and each one is checked
 * against its row: counting 10,000 matches scattered through a million rows reads 10,000 table
 * pages (about 30 ms), while the page itself walks the sort index and stops after 25.
 */
export const SEARCH_COUNT_CAP = 1_000;

type Expr = AnyColumn | SQL;

/** A parent's id in a list's SQL: the number, or the placeholder it is bound to. */
export type Bound = number | Placeholder;

/** A prepared statement: compiled once, then run with each request's values. */
type Statement<T> = { execute(v: Record<string, unknown>): Promise<T[]> };

/** What a joined name's lookup found: its ids, or too many to list. */
type Found = number[] | 'many' | undefined;

/**
 * How a request's values reach its SQL. Inline, each is a parameter of a one-off query. For a
 * prepared query each becomes a named placeholder, and its tag (which form of condition took it)
 * is added to the request's shape: two requests of one shape have the same SQL, only the values
 * differ, so a shape is compiled once and its later requests only bind their values.
 */
class Binder {
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
const INLINE = new Binder(false);

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
type Row<S extends SelectedFields> = SelectResultFields<S>;

/**
 * The query engine of every list: validated filters become bound parameters, the sort column
 * comes from the declaration (never client text), joins follow what the request reads, totals
 * are counted exactly up to COUNT_CAP (a text search's up to SEARCH_COUNT_CAP), and exports read
 * in keyset batches in the list's order.
 */
export function listQuery<K extends string, J extends string, S extends SelectedFields>(src: ListSource<K, J, S>) {
  const { spec } = src;
  /** The joined names' lookups, prepared per executor: a handful per list (column × filter form). */
  const lookups = new WeakMap<Executor, Map<string, Statement<{ id: number }>>>();

  /**
   * A filter as SQL. A joined name (`via`) is looked up first: when few rows of the other table
   * match, the list's column is compared with their ids, which its index serves even inside the
   * OR of a free-text search; when many match, a subquery does it.
   */
  async function lookupOf(ex: Executor, key: K, value: FilterValue): Promise<Found> {
    const { via } = src.columns[key];
    if (!via) return undefined;
    const b = new Binder(true);
    const lookup = valueCondition(key, value, b);
    if (!lookup) return undefined;
    // Compiled once per executor, column and form of filter, like a page (see preparedPage).
    const cache = lookups.get(ex) ?? new Map<string, Statement<{ id: number }>>();
    lookups.set(ex, cache);
    const name = `${key} ${b.shape}`;
    let statement = cache.get(name);
    if (!statement) {
      statement = ex
        .select({ id: sql<number>`${via.id}` })
        .from(via.table as PgTable)
        .where(lookup)
        .limit(VIA_IDS + 1)
        .prepare('');
      cache.set(name, statement);
    }
    const found = await statement.execute(b.values);
    return found.length > VIA_IDS ? 'many' : found.map((r) => r.id);
  }

  function conditionOf(key: K, value: FilterValue, found: Found, b: Binder): SQL | undefined {
    const { via } = src.columns[key];
    b.mark(`|${key}:`);
    if (!via || found === undefined) return valueCondition(key, value, b);
    if (found === 'many') {
      b.mark('in');
      return sql`${via.local} in (select ${via.id} from ${via.table} where ${valueCondition(key, value, b)})`;
    }
    if (!found.length) {
      b.mark('none');
      return sql`false`;
    }
    // Prepared, the ids are one array parameter: one statement whatever their number.
    return b.placeholders ? sql`${via.local} = any(${b.bind(found, 'ids')}::int[])` : inArray(via.local, found);
  }

  /**
   * A number as a parameter: a whole one as bigint, so an integer column compares with it on its
   * index (integer = numeric would cast the column and scan); a fraction as numeric.
   */
  const numberParam = (value: string, b: Binder) =>
    /^-?\d{1,18}$/.test(value) ? sql`${b.bind(value, 'i')}::bigint` : sql`${b.bind(value, 'n')}::numeric`;

  function valueCondition(key: K, value: FilterValue, b: Binder): SQL | undefined {
    const col = spec.columns[key];
    const { expr } = src.columns[key];
    const kind = filterOf(col);
    if (kind === 'contains') {
      return typeof value === 'string' && value ? sql`${expr} ilike ${b.bind(containsPattern(value), 'c')}` : undefined;
    }
    if (typeof value === 'string') {
      if (value === '') return undefined;
      // A date column holds instants: a day matches from its start to the next day's.
      if (col.type === 'date') {
        const day = b.bind(value, 'd');
        return sql`${expr} >= ${day}::date and ${expr} < ${day}::date + 1`;
      }
      if (col.type === 'number' || col.type === 'money') return sql`${expr} = ${numberParam(value, b)}`;
      if (col.type === 'boolean') return sql`${expr} = ${b.bind(value === 'true', 'b')}`;
      // A name picked from the database's values: exact, whatever its case.
      return col.values ? sql`${expr} = ${b.bind(value, 'e')}` : sql`lower(${expr}) = lower(${b.bind(value, 'l')})`;
    }
    const from =
      value.from === undefined
        ? undefined
        : col.type === 'date'
          ? sql`${expr} >= ${b.bind(value.from, 'df')}::date`
          : sql`${expr} >= ${numberParam(String(value.from), b)}`;
    b.mark('-');
    const to =
      value.to === undefined
        ? undefined
        : col.type === 'date'
          ? sql`${expr} < ${b.bind(value.to, 'dt')}::date + 1`
          : sql`${expr} <= ${numberParam(String(value.to), b)}`;
    return and(from, to);
  }

  const termColumns = listKeys(spec).filter((k) => spec.columns[k].inSearchTerm);

  /**
   * The WHERE of a request and the joins it reads. The conditions that trigram indexes serve
   * (contains filters on the list's own columns and the free-text term) come last, and again in
   * `walkWhere` wrapped as `(...) is true`, which no index serves: the same rows, read only by
   * walking the list's sort index (see `textPage`).
   */
  async function whereOf(ex: Executor, scope: DataScope, f: ListFilter<K>, b: Binder = INLINE) {
    const joins = new Set<J>();
    const texts: SQL[] = [];
    let searched = Boolean(f.searchTerm);
    const conditions: (SQL | undefined)[] = [src.scope(scope), f.where];
    for (const [name, id] of Object.entries(f.parent ?? {})) {
      const of = src.parents?.[name];
      if (!of) throw new Error(`The list ${spec.name} has no parent "${name}".`);
      b.mark(`^${name}`);
      conditions.push(of(b.bind(id, ':') as Bound));
    }
    const filters = (Object.entries(f.searchFields) as [K, FilterValue | undefined][]).filter(
      (e): e is [K, FilterValue] => e[1] !== undefined,
    );
    const term = f.searchTerm;
    // The joined names looked up side by side, then the conditions built in a fixed order.
    const [found, termFound] = await Promise.all([
      Promise.all(filters.map(([k, v]) => lookupOf(ex, k, v))),
      term ? Promise.all(termColumns.map((k) => lookupOf(ex, k, term))) : [],
    ]);
    filters.forEach(([key, value], i) => {
      const condition = conditionOf(key, value, found[i], b);
      if (!condition) return;
      // A joined name found by its ids is an exact filter on the list's own indexed column.
      const contains = filterOf(spec.columns[key]) === 'contains';
      searched ||= contains;
      (contains && !src.columns[key].via ? texts : conditions).push(condition);
      if (!src.columns[key].via) for (const j of src.columns[key].joins ?? []) joins.add(j);
    });
    if (term) {
      b.mark('|*');
      texts.push(or(...termColumns.map((k, i) => conditionOf(k, term, termFound[i], b))) as SQL);
      for (const k of termColumns) if (!src.columns[k].via) for (const j of src.columns[k].joins ?? []) joins.add(j);
    }
    return {
      where: and(...conditions, ...texts),
      walkWhere: texts.length ? and(...conditions, sql`(${and(...texts)}) is true`) : undefined,
      joins,
      /** Whether the request searches text, which counts to SEARCH_COUNT_CAP. */
      text: searched,
    };
  }

  /** How far a request's total is counted: past its cap, or past the page asked for, it says "at least". */
  const capOf = (text: boolean, offset: number, size: number) =>
    Math.max(text ? SEARCH_COUNT_CAP : COUNT_CAP, offset + size);

  /**
   * SELECT fields FROM the list's table with the named joins. Which joins a request needs is known
   * only at run time, which Drizzle's types cannot follow: the rows are typed by the list's Row.
   */
  function selectFrom(ex: Executor, fields: SelectedFields, joins: Iterable<J>, withs: WithSubquery[] = []): PgSelect {
    let q = (withs.length ? ex.with(...withs) : ex).select(fields).from(src.from).$dynamic() as unknown as PgSelect;
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
   * Paged requests prepared once per executor, sort, direction, caller's scope and request shape
   * (which filters, in which form): the SQL is compiled on a shape's first request, and later
   * ones bind only their values, the page's limit and offset and the count's cap, as PostgreSQL
   * unnamed statements like any other. Compiling a list's SQL is most of the product's own work on
   * a cheap request. An endpoint's own condition (`where`) is SQL with its values inside: such
   * requests are compiled each time.
   */
  const prepared = new WeakMap<Executor, Map<string, PreparedPage>>();
  type PreparedPage = {
    /** The page; for a text search, read by walking the sort index (`walkWhere`). */
    rows: Statement<unknown>;
    count: Statement<{ n: number }>;
    /** A text search's first try: its matches up to the cap, counted, and its page among them. */
    matches?: Statement<{ __n: number }>;
  };
  function preparedPage(
    ex: Executor,
    scope: DataScope,
    q: ListRequest<K>,
    shape: string,
    { where, walkWhere, joins }: { where: SQL | undefined; walkWhere: SQL | undefined; joins: Set<J> },
  ): PreparedPage {
    const key = `${sortKey(q)} ${isReverse(q)} ${scopeKey(scope)} ${shape}`;
    const cache = prepared.get(ex) ?? new Map<string, PreparedPage>();
    prepared.set(ex, cache);
    const hit = cache.get(key);
    if (hit) return hit;
    const limit = sql.placeholder('limit');
    const offset = sql.placeholder('offset');
    const page: PreparedPage = {
      rows: withCompiledRows(
        selectFrom(ex, src.select, rowJoins(q, joins))
          .where(walkWhere ?? where)
          .orderBy(...orderOf(q))
          .limit(limit)
          .offset(offset)
          .prepare(''),
      ),
      count: ex
        .select({ n: sql<number>`count(*)::int` })
        .from(selectFrom(ex, { one: sql`1` }, joins).where(where).limit(sql.placeholder('cap')).as('capped'))
        .prepare(''),
    };
    if (walkWhere) {
      // The matches (up to the cap and one more) with their sort keys, once; their number; the
      // page's ids among them in the list's order; then only those rows read with their joins.
      // One record's rows (a PO's lines) are few next to the table: its index finds them, and
      // each is checked, rather than the trigram index finding every match in the table.
      const ofParent = Object.keys(q.parent ?? {}).length > 0;
      const m = ex.$with('m').as(
        selectFrom(ex, { i: sql<number>`${src.id}`.as('m_i'), k: sql`${sortExpr(q)}`.as('m_k') }, [
          ...(src.columns[sortKey(q)].joins ?? []),
          ...joins,
        ])
          .where(ofParent ? walkWhere : where)
          .limit(sql.placeholder('cap')),
      );
      const dir = isReverse(q) ? desc : asc;
      page.matches = withCompiledRows(
        selectFrom(ex, { ...src.select, __n: sql<number>`(select count(*)::int from ${m})` }, rowJoins(q, []), [m])
          .where(
            sql`${src.id} in (select ${m.i} from ${m} order by ${dir(m.k)}, ${dir(m.i)} limit ${limit} offset ${offset})`,
          )
          .orderBy(...orderOf(q))
          .prepare(''),
      ) as unknown as Statement<{ __n: number }>;
    }
    // Callers' scopes and shapes come and go: a bounded cache, the oldest entry out first.
    if (cache.size >= PREPARED_PER_EXECUTOR) cache.delete(cache.keys().next().value as string);
    cache.set(key, page);
    return page;
  }

  /**
   * A text search's page. Its matches come from trigram indexes, each checked against its row,
   * and how many there are is known only by finding them: the planner guesses from a sample, and
   * a wrong guess either sorts 10,000 matches for a page of 25 (38 ms) or walks the sort index
   * past a million rows for a rare word (100 ms and more). So the matches are found first, up to
   * the cap: when they are all found (the common case, a name), they are counted and the page is
   * sorted out of them, in one statement. When there are more, they are at least 1 row in 1,000,
   * so walking the sort index (the walk form of the WHERE, which no other index serves) fills the
   * page within a few thousand rows.
   */
  async function textPage(query: PreparedPage, values: Record<string, unknown>, cap: number, offset: number) {
    const found = await query.matches!.execute({ ...values, cap: cap + 1 });
    const n = found[0]?.__n;
    if (n === undefined) {
      // Nothing on this page: no matches at all, or a page past the last.
      if (offset === 0) return { items: [], totalCount: 0, totalExact: true };
      const [row] = await query.count.execute({ ...values, cap: cap + 1 });
      return { items: [], totalCount: Math.min(row?.n ?? 0, cap), totalExact: (row?.n ?? 0) <= cap };
    }
    if (n > cap) return { items: await query.rows.execute(values), totalCount: cap, totalExact: false };
    // The count is the select's last field, so V8 drops it without reshaping the row.
    for (const row of found) delete (row as { __n?: number }).__n;
    return { items: found as unknown[], totalCount: n, totalExact: true };
  }

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
      if (q.paged && !q.where) {
        const offset = (q.pageIndex - 1) * q.pageSize;
        const b = new Binder(true);
        const built = await whereOf(ex, scope, q, b);
        const cap = capOf(built.text, offset, q.pageSize);
        const query = preparedPage(ex, scope, q, b.shape, built);
        if (query.matches) {
          const values = { ...b.values, limit: q.pageSize, offset };
          const found = await textPage(query, values, cap, offset);
          return { ...found, items: found.items as Row<S>[], pageIndex: q.pageIndex, pageSize: q.pageSize };
        }
        const [items, [row]] = await Promise.all([
          query.rows.execute({ ...b.values, limit: q.pageSize, offset }) as Promise<Row<S>[]>,
          query.count.execute({ ...b.values, cap: cap + 1 }),
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
      const { where, joins, text } = await whereOf(ex, scope, q);
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
        count(ex, where, joins, capOf(text, offset, q.pageSize)),
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
