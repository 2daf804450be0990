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
