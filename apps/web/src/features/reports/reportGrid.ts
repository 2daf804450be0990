import type {
  ColumnSpec,
  ColumnType,
  ListSpec,
  Paged,
  ReportColumnType,
  ReportFilters,
  ReportResult,
  ReportRow,
  ReportSpec,
} from '@freightdesk/contracts';
import { formatCell } from '../../components/dataGrid/format';

/**
 * A report drawn by the app's one grid: its declaration read as a list's (labels, types, default
 * sort; every column sorts, none filters, since a report's filters are its own), and its answer
 * read as a page of that list.
 */

/** How each report cell reads in the grid: counts and quantities as numbers, money to the cent. */
const gridTypes = {
  text: 'text',
  count: 'number',
  quantity: 'number',
  money: 'money',
  date: 'date',
} as const satisfies Record<ReportColumnType, ColumnType>;

export function reportList(name: string, spec: ReportSpec): ListSpec {
  const columns: Record<string, ColumnSpec> = {};
  for (const [key, c] of Object.entries(spec.columns))
    columns[key] = { label: c.label, type: gridTypes[c.type], filter: false };
  return { name, columns, defaultSort: spec.defaultSort };
}

/** A value of a report's column as the grid shows it: money "1,234.50", quantities "1,234.5", dates MM-DD-YYYY. */
export const formatReportValue = (type: ReportColumnType, value: unknown) =>
  formatCell({ type: gridTypes[type] }, value);

/**
 * One row of the page shown, with its place on the page: a report's rows carry no id of their own
 * (an aging's row is a bill-to), and the grid keys its rows.
 */
export interface ReportLine {
  index: number;
  cells: ReportRow;
}

/** A report's answer as a grid's page, with the totals of every row and the filters the server read. */
export interface ReportPage extends Paged<ReportLine> {
  totals: Record<string, string>;
  filters: ReportFilters;
}

export function reportPageOf(result: ReportResult, pageIndex: number, pageSize: number): ReportPage {
  return {
    items: result.rows.map((cells, index) => ({ index, cells })),
    totalCount: result.total,
    totalExact: true,
    pageIndex,
    pageSize,
    totals: result.totals,
    filters: result.filters,
  };
}
