import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** `%text%` with LIKE's wildcards escaped, for a case-insensitive contains. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive contains on an expression; the text is always a bound parameter. */
export function ilikeContains(expr: AnyColumn | SQL, text: string): SQL {
  return sql`${expr} ilike ${containsPattern(text)}`;
}

/**
 * ORDER BY from a declared sort column: the column map is the whitelist, so a client's text never
 * reaches SQL. The id tiebreak keeps pages stable.
 */
export function orderBy<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  sortColumn: K | undefined,
  fallback: K,
  reverse: boolean,
  id: AnyColumn,
): SQL[] {
  const expr = columns[sortColumn ?? fallback];
  const dir = reverse ? desc : asc;
  return [dir(expr), dir(id)];
}

export function offsetOf(pageIndex: number, pageSize: number): number {
  return (pageIndex - 1) * pageSize;
}

/** Where a keyset read stopped: the last row's sort key (as text) and id. */
export interface Keyset {
  key: string;
  id: number;
}

/**
 * The rows after a keyset in the order orderBy() gives (the same direction on the sort expression
 * and the id), so a long list is read batch by batch without OFFSET rescanning what came before.
 * The key travels as the expression's text (select it as `(expr)::text`): PostgreSQL reads it
 * back as the expression's type, so a timestamp keeps its microseconds. Sort expressions must be
 * non-null, as every declared sort column is.
 */
export function keysetAfter(expr: AnyColumn | SQL, id: AnyColumn, reverse: boolean, last: Keyset): SQL {
  return reverse
    ? sql`(${expr}, ${id}) < (${last.key}, ${last.id})`
    : sql`(${expr}, ${id}) > (${last.key}, ${last.id})`;
}
