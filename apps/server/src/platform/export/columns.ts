/**
 * What an export cell may hold. Booleans are left out on purpose: every yes/no column says in
 * words what it means (Active/Inactive, Yes/No) through the formatters below.
 */
export type CellValue = string | number | Date | null | undefined;

/** One column of an export, declared once for CSV and Excel alike. */
export interface ExportColumn<T> {
  key: string;
  /** The header row's text; a date column says its time zone here ("Modified (UTC)"). */
  header: string;
  value: (row: T) => CellValue;
  /** Excel column width in characters. */
  width?: number;
  /**
   * Money: Excel gets a number cell shown with two decimals (#,##0.00) instead of the decimal text
   * the row holds; CSV keeps the text as it is.
   */
  money?: boolean;
  /** A quantity (at most three decimals): Excel gets a number cell; CSV keeps the text. */
  quantity?: boolean;
}

/** The Excel number format of a money column. */
export const EXCEL_MONEY = '#,##0.00';

export const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
export const activeInactive = (b: boolean) => (b ? 'Active' : 'Inactive');

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The product's date-time format (MM-DD-YYYY hh:mm a) in UTC: the server does not know the
 * reader's time zone, so export headers of date columns say "(UTC)". Excel gets a real date cell
 * in the same format instead of this text, so it sorts and filters as a date.
 */
export function utcDateTime(d: Date): string {
  const hours = d.getUTCHours();
  const date = `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()}`;
  return `${date} ${two(hours % 12 || 12)}:${two(d.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The Excel number format matching utcDateTime. */
export const EXCEL_DATE_TIME = 'mm-dd-yyyy hh:mm AM/PM';
