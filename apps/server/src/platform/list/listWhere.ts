import { type FilterValue, filterOf, listKeys } from '@freightdesk/contracts';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import type { DataScope } from '../scope';
import { containsPattern } from '../search';
import { Binder, type Bound, INLINE, type ListFilter, type ListSource } from './listSource';

/** A joined name matching at most this many rows filters by their ids; more, by a subquery. */
const VIA_IDS = 500;

/** What a joined name's lookup found: its ids, or too many to list. */
type Found = number[] | 'many' | undefined;

/**
 * The WHERE of a list's requests: each filter in the form its column's kind takes (contains,
 * exact, range), a joined name looked up first, the free-text term over the term columns, and
 * the caller's scope, always.
 */
export function listWhere<K extends string, J extends string, S extends SelectedFields>(src: ListSource<K, J, S>) {
  const { spec } = src;
  /** A joined name's lookup, prepared per executor, column and form of filter, like a page. */
  const lookupStatement = preparedRead(
    (ex, key: K, _shape: string, lookup: SQL) => {
      const via = src.columns[key].via!;
      return ex
        .select({ id: sql<number>`${via.id}` })
        .from(via.table as PgTable)
        .where(lookup)
        .limit(VIA_IDS + 1)
        .prepare('');
    },
    (key, shape) => `${key} ${shape}`,
  );

  /**
   * A filter as SQL. A joined name (`via`) is looked up first: when few rows of the other table
   * match, the list's column is compared with their ids, which its index serves even inside the
   * OR of a free-text search; when many match, a subquery does it.
   */
  async function lookupOf(ex: Executor, key: K, value: FilterValue): Promise<Found> {
    if (!src.columns[key].via) return undefined;
    const b = new Binder(true);
    const lookup = valueCondition(key, value, b);
    if (!lookup) return undefined;
    const found = await lookupStatement(ex, key, b.shape, lookup).execute(b.values);
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
    const client = !scope.all && scope.companyId !== null;
    const filters = (Object.entries(f.searchFields) as [K, FilterValue | undefined][]).filter(
      (e): e is [K, FilterValue] => e[1] !== undefined && !(client && src.columns[e[0]].providerOnly),
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

  return { whereOf };
}
