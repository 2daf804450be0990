import { withCompiledRows } from './compiledRows';
import type { Executor } from './executor';

/** A statement Drizzle compiled once, run with each call's values for its placeholders. */
export interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Statements kept per executor: a read's forms × the callers' scopes in use; the oldest go first. */
const KEPT = 500;

/**
 * A read compiled once per executor and key, then run with each call's values bound to its
 * placeholders (`sql.placeholder('id')`): building Drizzle's SQL was most of the product's own
 * work on a cheap read by id, as it was on a list page (bench/RESULTS.md). The key names whatever
 * else changes the SQL: the caller's scope (`scopeKey`), a form of the read. Rows of a flat select
 * are mapped by a compiled function (`withCompiledRows`).
 *
 *   const byId = preparedRead((ex, scope: DataScope) =>
 *     ex.select(...).from(users).where(and(eq(users.id, sql.placeholder('id')), usersInScope(scope))).prepare(''),
 *     scopeKey);
 *   const [row] = await byId(db, scope).execute({ id });
 */
export function preparedRead<A extends unknown[], T>(
  build: (ex: Executor, ...args: A) => Prepared<T>,
  keyOf: (...args: A) => string = () => '',
) {
  return keptPerExecutor((ex, ...args: A) => withCompiledRows(build(ex, ...args)), keyOf);
}

/**
 * What `build` made for an executor and key, kept (at most KEPT per executor, the oldest out
 * first) and handed back on the next call with the same key: the cache behind every prepared
 * read and list page. A transaction is an executor of its own, so its statements go with it.
 */
export function keptPerExecutor<A extends unknown[], V>(
  build: (ex: Executor, ...args: A) => V,
  keyOf: (...args: A) => string,
) {
  const byExecutor = new WeakMap<Executor, Map<string, V>>();
  return (ex: Executor, ...args: A): V => {
    const cache = byExecutor.get(ex) ?? new Map<string, V>();
    byExecutor.set(ex, cache);
    const key = keyOf(...args);
    let kept = cache.get(key);
    if (kept === undefined) {
      if (cache.size >= KEPT) cache.delete(cache.keys().next().value as string);
      kept = build(ex, ...args);
      cache.set(key, kept);
    }
    return kept;
  };
}
