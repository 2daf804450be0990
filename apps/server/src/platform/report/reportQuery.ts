import {
  type ReportColumn,
  type ReportFilters,
  type ReportRow,
  type ReportSpec,
  reportLinks,
} from '@freightdesk/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import type { CellValue, ExportColumn } from '../export/columns';
import { EXPORT_BATCH_SIZE } from '../export/exportFile';
import { Quantity } from '../quantity';
import type { DataScope } from '../scope';

/**
 * Reports: each is a declaration of the contracts (`reportCatalogue`: filters, columns, totals)
 * and a source here, the SQL of its rows within the caller's scope. This engine pages, sorts,
 * counts and totals any source alike, so a report is only its SQL.
 */

/** The filters as a report reads them: every date it takes is set (today, this month). */
export type ResolvedFilters = ReportFilters & { asOf: string; from: string; to: string };

/**
 * A report's rows: a select whose fields are named by the report's columns, in their raw SQL
 * types (numeric, integer, date: the engine sums and formats them), plus `rowId`, unique per row
 * (the order's tie-break), and the ids its links open (`reportLinks`: `projectId`, `invoiceId`…).
 */
export type ReportSource = (ex: Executor, scope: DataScope, filters: ResolvedFilters) => PgSelect;

/**
 * A source's fields, each named in its SQL by its key (`… as "projectNumber"`): the engine reads
 * the subquery's columns by those names, which a bare table column would not carry.
 */
export function reportFields(fields: Record<string, SQLWrapper>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)]));
}

/** What each column type is read as: money to the cent, quantities and dates as text, counts as integers. */
function cellSql(field: SQL, type: ReportColumn['type']): SQL {
  switch (type) {
    case 'money':
      return sql`${field}::numeric(20, 2)::text`;
    case 'quantity':
      return sql`${field}::numeric::text`;
    case 'count':
      return sql`${field}::int`;
    case 'date':
      return sql`${field}::text`;
    default:
      return field;
  }
}

/** A column's total; `over` makes it a window sum beside each row (`over ()`: of every row). */
function totalSql(field: SQL, type: ReportColumn['type'], over: SQL = sql``): SQL {
  const sum = sql`coalesce(sum(${field}) ${over}, 0)`;
  return type === 'money' ? sql`${sum}::numeric(20, 2)::text` : sql`${sum}::numeric::text`;
}

/** A cell as the answer holds it: quantities as people read them (12.5, not 12.500). */
function cellOf(value: unknown, type: ReportColumn['type']): string | number | null {
  if (value === null || value === undefined) return null;
  if (type === 'count') return Number(value);
  if (type === 'quantity') return Quantity.plain(String(value));
  return String(value);
}

export interface ReportOrder {
  sortColumn: string;
  reverse: boolean;
}

/** Which page of a report: whose, with which filters, in which order, how many rows from where. */
type PageArgs = [
  ex: Executor,
  scope: DataScope,
  filters: ResolvedFilters,
  order: ReportOrder,
  limit: number,
  offset: number,
];

/** One report's reads over its source: a page, every row in batches, the row count and the totals. */
export function reportQuery(spec: ReportSpec, source: ReportSource) {
  const columns = Object.entries(spec.columns);
  const links = [...new Set(columns.flatMap(([, c]) => (c.link ? [reportLinks[c.link]] : [])))];

  const rowsOf = (ex: Executor, scope: DataScope, filters: ResolvedFilters) => {
    const r = source(ex, scope, filters).as('report_rows');
    const field = (key: string) => sql`${sql.identifier('report_rows')}.${sql.identifier(key)}`;
    return { r, field };
  };

  /**
   * A page of rows in the report's order. With `withTotals`, each row also carries the count and
   * the totals of every row (window sums over the whole source), so the screen's page costs one
   * computation of the report instead of two.
   */
  async function select(withTotals: boolean, ...[ex, scope, filters, order, limit, offset]: PageArgs) {
    const { r, field } = rowsOf(ex, scope, filters);
    const fields: Record<string, SQL> = {};
    for (const [key, c] of columns) fields[key] = cellSql(field(key), c.type).as(key) as unknown as SQL;
    for (const key of links) fields[key] = field(key);
    if (withTotals) {
      fields.__n = sql`(count(*) over ())::int`;
      for (const [key, c] of columns)
        if (c.total) fields[`__total_${key}`] = totalSql(field(key), c.type, sql`over ()`);
    }
    const dir = order.reverse ? sql`desc` : sql`asc`;
    return ex
      .select(fields)
      .from(r)
      .orderBy(sql`${field(order.sortColumn)} ${dir} nulls last`, sql`${field('rowId')} ${dir}`)
      .limit(limit)
      .offset(offset);
  }

  function reportRowOf(row: Record<string, unknown>): ReportRow {
    const out: ReportRow = {};
    for (const [key, c] of columns) out[key] = cellOf(row[key], c.type);
    for (const key of links) out[key] = row[key] === null ? null : Number(row[key]);
    return out;
  }

  /**
   * Totals as the answer holds them, from a row whose total of `key` is in `nameOf(key)`; of no
   * row (a report with nothing in it), zero as the database writes it (money to the cent).
   */
  function totalsOf(row: Record<string, unknown> | undefined, nameOf: (key: string) => string) {
    const totals: Record<string, string> = {};
    for (const [key, c] of columns) {
      if (!c.total) continue;
      const text = String(row?.[nameOf(key)] ?? (c.type === 'money' ? '0.00' : '0'));
      totals[key] = c.type === 'money' ? text : Quantity.plain(text);
    }
    return totals;
  }

  async function page(...args: PageArgs): Promise<ReportRow[]> {
    return (await select(false, ...args)).map(reportRowOf);
  }

  async function countAndTotals(ex: Executor, scope: DataScope, filters: ResolvedFilters) {
    const { r, field } = rowsOf(ex, scope, filters);
    const fields: Record<string, SQL> = { __n: sql`count(*)::int` };
    for (const [key, c] of columns) if (c.total) fields[key] = totalSql(field(key), c.type);
    const [row] = await ex.select(fields).from(r);
    return { total: Number(row?.__n ?? 0), totals: totalsOf(row, (key) => key) };
  }

  /**
   * A page with the count and totals of every row, in one computation of the report; only a page
   * past the last row asks for them again.
   */
  async function pageAndTotals(...args: PageArgs) {
    const [ex, scope, filters, , , offset] = args;
    const rows = await select(true, ...args);
    const [first] = rows;
    if (!first) {
      const counted =
        offset > 0 ? await countAndTotals(ex, scope, filters) : { total: 0, totals: totalsOf(undefined, String) };
      return { rows: [], ...counted };
    }
    return {
      rows: rows.map(reportRowOf),
      total: Number(first.__n),
      totals: totalsOf(first, (key) => `__total_${key}`),
    };
  }

  /** Every row in the report's order, batch by batch: an export's memory stays flat. */
  async function* batches(ex: Executor, scope: DataScope, filters: ResolvedFilters, order: ReportOrder) {
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const rows = await page(ex, scope, filters, order, EXPORT_BATCH_SIZE, offset);
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH_SIZE) return;
    }
  }

  return { page, pageAndTotals, countAndTotals, batches };
}

const widths = { text: 26, count: 10, quantity: 14, money: 14, date: 12 } as const;

/** A report's export columns: each declared column, headed by its label; Excel gets numbers. */
export function reportExportColumns(spec: ReportSpec): ExportColumn<ReportRow>[] {
  return Object.entries(spec.columns).map(([key, c]) => ({
    key,
    header: c.label,
    width: widths[c.type],
    money: c.type === 'money',
    quantity: c.type === 'quantity',
    value: (row: ReportRow): CellValue => row[key],
  }));
}

/** The totals line of an export: "Total" in the first column, each total under its column. */
export function totalsRow(spec: ReportSpec, totals: Record<string, string>): ReportRow {
  const keys = Object.keys(spec.columns);
  const row: ReportRow = {};
  for (const key of keys) row[key] = totals[key] ?? null;
  if (keys[0] && row[keys[0]] === null) row[keys[0]] = 'Total';
  return row;
}
