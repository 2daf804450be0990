import type { CellValue, ExportColumn } from './columns';
import { utcDateTime } from './columns';

/** Excel reads a CSV as the system code page unless it starts with a UTF-8 byte-order mark. */
export const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula when the file is opened (=, +, -, @, or a tab or
 * carriage return before them): a user name like `=HYPERLINK(...)` must stay text, so it gets a
 * leading apostrophe (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return utcDateTime(value);
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A money column's plain decimal (a credit's -295.00) is a number, not a formula: written as it is. */
const moneyOrCell = <T>(c: ExportColumn<T>, v: CellValue) =>
  c.money && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? v : csvCell(v);

export function csvLine<T>(columns: ExportColumn<T>[], row: T): string {
  return `${columns.map((c) => moneyOrCell(c, c.value(row))).join(',')}\r\n`;
}

/**
 * The CSV as text chunks, one per batch of rows, so the whole file is never in memory; the
 * header rides with the first batch. Meant for Readable.from, which pulls a chunk only when the
 * client has taken the previous one.
 */
export async function* csvChunks<T>(columns: ExportColumn<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  let head = `${BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for await (const batch of batches) {
    let chunk = head;
    for (const row of batch) chunk += csvLine(columns, row);
    head = '';
    yield chunk;
  }
  if (head) yield head;
}
