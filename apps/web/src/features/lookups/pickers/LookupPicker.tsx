import type { LookupItem } from '@freightdesk/contracts';
import { Select } from '@mantine/core';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { PickerProps } from '../../../components/form/pickerTypes';

export interface LookupPickerProps<D> extends PickerProps {
  /** The cached lookup query (lookups are read once per session). */
  lookup: UseQueryOptions<D, Error, readonly LookupItem[]>;
  label: string;
  /** Long lists (countries) filter as the user types. */
  searchable?: boolean;
}

/** A select over a short cached list of ids and names (statuses, types, countries). */
export function LookupPicker<D>({ lookup, searchable = false, ...props }: LookupPickerProps<D>) {
  const items = useQuery(lookup);
  return (
    <Select<number>
      ref={props.inputRef}
      label={props.label}
      placeholder={props.placeholder ?? (items.isPending ? 'Loading…' : 'Choose')}
      description={props.description}
      required={props.required}
      data={(items.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
      value={props.value}
      onChange={(id) => props.onChange(id)}
      onBlur={props.onBlur}
      searchable={searchable}
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': `Clear ${props.label.toLowerCase()}`, 'aria-hidden': false, tabIndex: 0 }}
      nothingFoundMessage="Nothing found"
      error={props.error ?? (items.isError ? `Could not load the ${props.label.toLowerCase()} list` : undefined)}
      disabled={props.disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
