import type { FilterValue, Range } from '@freightdesk/contracts';
import { Group, Select, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './FilterInputs.module.css';
import { isRange } from './filters';
import type { FilterInputProps, GridColumn } from './types';
import { useDebouncedText } from './useDebouncedText';

const TYPING_PAUSE_MS = 400;

/** The input of one column's filter, chosen by its filter kind and type. */
export function FilterInput<T>({ column, ...props }: FilterInputProps & { column: GridColumn<T> }) {
  if (column.filterInput) return column.filterInput(props);
  if (column.filter === 'range') return <RangeFilter column={column} {...props} />;
  if (column.filter === 'exact' && column.values?.length) return <ValueFilter column={column} {...props} />;
  return <TextFilter numeric={column.type === 'number' || column.type === 'money'} {...props} />;
}

/** Contains (or an exact id): sent after a pause in typing. */
function TextFilter({ label, value, onChange, numeric }: FilterInputProps & { numeric: boolean }) {
  const current = typeof value === 'string' ? value : '';
  const { text, setText, flush } = useDebouncedText(current, (t) => onChange(t || undefined), TYPING_PAUSE_MS);
  return (
    <TextInput
      label={label}
      value={text}
      inputMode={numeric ? 'decimal' : undefined}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && flush()}
      onBlur={flush}
    />
  );
}

/** Exact: one of the column's values, or any. */
function ValueFilter<T>({ column, label, value, onChange }: FilterInputProps & { column: GridColumn<T> }) {
  return (
    <Select
      label={label}
      placeholder="Any"
      data={column.values?.map((v) => ({ value: v.value, label: v.label })) ?? []}
      value={typeof value === 'string' ? value : null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
      clearButtonProps={{ 'aria-label': `Clear ${label}`, 'aria-hidden': false, tabIndex: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Range: from and to, either may be empty; dates pick a day, numbers are typed. */
function RangeFilter<T>({ column, label, value, onChange }: FilterInputProps & { column: GridColumn<T> }) {
  const range: Range = isRange(value) ? value : {};
  // The range as last changed here: a second end typed before the first change has reached the
  // address (and come back as `value`) keeps the first, instead of merging into the range before it.
  const latest = useRef(range);
  const shown = `${range.from ?? ''}~${range.to ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the range when it changes from outside
  useEffect(() => {
    latest.current = range;
  }, [shown]);
  const set = (end: keyof Range, next: string) => {
    const merged = { ...latest.current, [end]: next || undefined };
    latest.current = merged;
    onChange(merged.from || merged.to ? (merged as FilterValue) : undefined);
  };
  const End = column.type === 'date' ? DateEnd : NumberEnd;
  return (
    <fieldset className={classes.range}>
      <Text component="legend" size="sm" fw={500} mb={2} p={0}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" grow>
        <End label={`${label} from`} placeholder="From" value={range.from ?? ''} onChange={(v) => set('from', v)} />
        <End label={`${label} to`} placeholder="To" value={range.to ?? ''} onChange={(v) => set('to', v)} />
      </Group>
    </fieldset>
  );
}

interface EndProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The browser's own date picker: keyboard friendly, and its value is already YYYY-MM-DD. */
function DateEnd({ label, value, onChange }: EndProps) {
  return <TextInput type="date" aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

function NumberEnd({ label, placeholder, value, onChange }: EndProps) {
  const { text, setText, flush } = useDebouncedText(value, onChange, TYPING_PAUSE_MS);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && flush()}
      onBlur={flush}
    />
  );
}
