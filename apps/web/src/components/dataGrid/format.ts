import { formatDate } from '../../lib/dates';
import { formatMoney, formatNumber } from '../../lib/numbers';
import { cellValue } from './columns';
import type { GridColumn } from './types';

/** A value as its column's type shows it: dates MM-DD-YYYY, money with 2 decimals, booleans and enums by label. */
export function formatCell<T>(column: Pick<GridColumn<T>, 'type' | 'values'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'date':
      return formatDate(String(value));
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatNumber(value);
    case 'boolean':
      return column.values?.find((v) => v.value === String(value))?.label ?? (value ? 'Yes' : 'No');
    case 'enum':
      return column.values?.find((v) => v.value === String(value))?.label ?? String(value);
    default:
      return String(value);
  }
}

/** The cell of a row: the column's render, or its value formatted by type. */
export function renderCell<T>(column: GridColumn<T>, row: T) {
  return column.render ? column.render(row) : formatCell(column, cellValue(column, row));
}
