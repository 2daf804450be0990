import type { LookupItem } from '@freightdesk/contracts';
import { unitsOfMeasure } from '@freightdesk/contracts';
import { Select, TextInput } from '@mantine/core';
import type { CellEditor } from '../../../components/DataGrid';

const unitCost = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A unit cost with its cents, and up to the 4 decimals it may carry (never rounded away). */
export function formatUnitCost(value: unknown): string {
  const text = String(value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? unitCost.format(text as Intl.StringNumericLiteral) : text;
}

/** The units of measure by name, as GET /api/poItems/uom lists them (the contract's list until it answers). */
export const uomOptions = (uom: readonly LookupItem[] | undefined) =>
  (uom?.length ? uom.map((u) => u.name) : [...unitsOfMeasure]).map((name) => ({ value: name, label: name }));

export const categoryOptions = (categories: readonly LookupItem[] | undefined) =>
  (categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** A decimal typed as text and kept as text (a quantity, a cost, a weight): never a float. */
export function decimalEditor<T>(): CellEditor<T> {
  return ({ value, onChange, error, label }) => (
    <TextInput
      aria-label={label}
      size="xs"
      miw={80}
      inputMode="decimal"
      autoComplete="off"
      styles={{ input: { textAlign: 'right' } }}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value.trim())}
      error={error}
    />
  );
}

/** One of a few names (a unit of measure), or an id by its name (a category); nullable when `clearable`. */
export function selectEditor<T>(
  options: { value: string; label: string }[],
  opts: { numeric?: boolean; clearable?: boolean } = {},
): CellEditor<T> {
  return ({ value, onChange, error, label }) => (
    <Select
      aria-label={label}
      size="xs"
      miw={120}
      data={options}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : opts.numeric ? Number(v) : v)}
      clearable={opts.clearable}
      allowDeselect={false}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
