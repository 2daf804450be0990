import { Select, TextInput } from '@mantine/core';
import type { CellEditor } from './types';

/** A decimal typed as text and kept as text (a quantity, a cost, a weight): never a float. */
export function decimalEditor<T>(): CellEditor<T> {
  return ({ value, onChange, error, label }) => (
    <TextInput
      aria-label={label}
      size="xs"
      miw={56}
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
      miw={84}
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
