import { NumberInput, Select, TextInput } from '@mantine/core';
import type { CellEditor, GridColumn } from './types';

type FieldOf<T> = Parameters<Exclude<CellEditor<T>, false>>[0]['field'];

interface CellInputProps<T> {
  column: GridColumn<T>;
  row: T;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  field: FieldOf<T>;
}

/** The input of a cell being edited: the column's own editor, or the one its type calls for. */
export function CellInput<T>({ column, row, value, onChange, error, field }: CellInputProps<T>) {
  const label = column.title;
  if (typeof column.editor === 'function') return column.editor({ row, value, onChange, error, label, field });
  const common = { 'aria-label': label, error, size: 'xs' as const, miw: 56 };
  switch (column.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          hideControls
        />
      );
    case 'money':
      // Money stays a decimal string from the keyboard to the server.
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          styles={{ input: { textAlign: 'right' } }}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value.trim())}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === 'string' ? value.slice(0, 10) : ''}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'boolean':
    case 'enum':
      return (
        <Select
          {...common}
          data={column.values?.map((v) => ({ value: v.value, label: v.label })) ?? []}
          value={value === null || value === undefined ? null : String(value)}
          // A boolean column's values are 'true' and 'false'; the row holds the boolean.
          onChange={(v) => onChange(column.type === 'boolean' ? (v === null ? null : v === 'true') : v)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
