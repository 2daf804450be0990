import { type ColumnValue, columnsInfo, DEFAULT_MAX_UNPAGED, type Paged } from '@freightdesk/contracts';
import { type AnyColumn, and, asc, desc, isNotNull, isNull, or, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { withCompiledRows } from '../../db/compiledRows';
import type { Executor } from '../../db/executor';
import { keptPerExecutor } from '../../db/preparedRead';
import { badRequest } from '../errors';
import { type DataScope, lockedScopeKey, scopeKey } from '../scope';
import { Binder, type Expr, type ListFilter, type ListRequest, type ListSource, type Row } from './listSource';
import { listWhere } from './listWhere';

export type { Bound, ColumnSql, JoinSql, ListFilter, ListRequest, ListSource } from './listSource';

/** Totals are counted exactly up to this many rows; past it a list says "at least" (10,000+). */
export const COUNT_CAP = 10_000;

/**
 * A text search (a contains filter or the free-text term) counts exactly up to this many matches
 * and says "1,000+" past it. Its matches come from trigram indexes, and each one is checked
 * against its row: counting 10,000 matches scattered through a million rows reads 10,000 table
 * pages (about 30 ms), while the page itself walks the sort index and stops after 25.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A prepared statement: compiled once, then run with each request's values. */
type Statement<T> = { execute(v: Record<string, unknown>): Promise<T[]> };

/**
 * The query engine of every list: validated filters become bound parameters, the sort column
 * comes from the declaration (never client text), joins follow what the request reads, totals
 * are counted exactly up to COUNT_CAP (a text search's up to SEARCH_COUNT_CAP), and exports read
 * in keyset batches in the list's order.
 */
export function listQuery<K extends string, J extends string, S extends SelectedFields>(src: ListSource<K, J, S>) {
  const { spec } = src;
  const { whereOf } = listWhere(src);

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
  type PreparedPage = {
    /** The page; for a text search, read by walking the sort index (`walkWhere`). */
    rows: Statement<unknown>;
    count: Statement<{ n: number }>;
    /** A text search's first try: its matches up to the cap, counted, and its page among them. */
    matches?: Statement<{ __n: number }>;
  };
  type Built = { where: SQL | undefined; walkWhere: SQL | undefined; joins: Set<J> };
  const preparedPage = keptPerExecutor(
    (ex, _scope: DataScope, q: ListRequest<K>, _shape: string, built: Built) => compilePage(ex, q, built),
    (scope, q, shape) => `${sortKey(q)} ${isReverse(q)} ${scopeKey(scope)} ${shape}`,
  );
  function compilePage(ex: Executor, q: ListRequest<K>, { where, walkWhere, joins }: Built): PreparedPage {
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

  const preparedCount = keptPerExecutor(
    (ex, _scope: DataScope, _shape: string, { where, joins }: Built) =>
      ex
        .select({ n: sql<number>`count(*)::int` })
        .from(selectFrom(ex, { one: sql`1` }, joins).where(where).as('matched'))
        .prepare('') as Statement<{ n: number }>,
    (scope, shape) => `count ${scopeKey(scope)} ${shape}`,
  );
  const preparedTotal = keptPerExecutor(
    (ex, _scope: DataScope, _shape: string, { where, joins }: Built) =>
      ex
        .select({ n: sql<number>`count(*)::int` })
        .from(selectFrom(ex, { one: sql`1` }, joins).where(where).limit(sql.placeholder('cap')).as('capped'))
        .prepare('') as Statement<{ n: number }>,
    (scope, shape) => `total ${scopeKey(scope)} ${shape}`,
  );
  const preparedVisible = keptPerExecutor(
    (ex, scope: DataScope, lock: boolean) => {
      const q = ex
        .select({ one: sql<number>`1` })
        .from(src.from)
        .where(and(sql`${src.id} = ${sql.placeholder('id')}`, src.scope(scope)));
      return (lock ? q.for('update', { of: src.from }) : q).prepare('') as Statement<{ one: number }>;
    },
    (scope, lock) => `visible ${lockedScopeKey(scope, lock)}`,
  );

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

    /**
     * How many rows a filter matches in the caller's scope, exactly: a record's counts (a
     * project's POs on its hub, a PO's shipments) are counts of its lists, scoped like them.
     * Prepared per shape like a page.
     */
    async count(ex: Executor, scope: DataScope, f: Partial<ListFilter<K>> = {}): Promise<number> {
      const filter: ListFilter<K> = { searchFields: {}, reverse: false, ...f };
      if (filter.where) {
        const { where, joins } = await whereOf(ex, scope, filter);
        const [row] = await ex
          .select({ n: sql<number>`count(*)::int` })
          .from(selectFrom(ex, { one: sql`1` }, joins).where(where).as('matched'));
        return row?.n ?? 0;
      }
      const b = new Binder(true);
      const built = await whereOf(ex, scope, filter, b);
      const [row] = await preparedCount(ex, scope, b.shape, built).execute(b.values);
      return row?.n ?? 0;
    },

    /**
     * A filter's total as its first page counts it (exact up to the cap, "at least" past it),
     * without reading the page: a work queue's count (the home page's) of rows a rare filter
     * matches, where the page's one row in the list's order could walk the sort index past all
     * the others.
     */
    async total(
      ex: Executor,
      scope: DataScope,
      f: Pick<ListFilter<K>, 'searchFields'>,
    ): Promise<Pick<Paged<Row<S>>, 'totalCount' | 'totalExact'>> {
      const b = new Binder(true);
      const built = await whereOf(ex, scope, { ...f, reverse: false }, b);
      const cap = capOf(built.text, 0, 1);
      const [row] = await preparedTotal(ex, scope, b.shape, built).execute({ ...b.values, cap: cap + 1 });
      const n = row?.n ?? 0;
      return { totalCount: Math.min(n, cap), totalExact: n <= cap };
    },

    /**
     * Whether the caller sees the row of this id, by the list's scope: how a parent record's
     * visibility is asked (`visibleOr404` in platform/kit). `lock` takes the row (FOR UPDATE of
     * the list's table) for the rest of the transaction.
     */
    async visible(ex: Executor, scope: DataScope, id: number, opts: { lock?: boolean } = {}): Promise<boolean> {
      const [row] = await preparedVisible(ex, scope, Boolean(opts.lock)).execute({ id });
      return Boolean(row);
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
