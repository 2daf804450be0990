import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/client';
import type { PickerOption, PickerProps } from '../../../components/form/pickerTypes';
import { notify } from '../../../components/notify';

export interface SearchPickerProps<R, D> extends PickerProps {
  /** The query of one search: the chosen id is passed so that the server can keep it in the answer. */
  search: (term: string, currentId: number | null) => UseQueryOptions<D, Error, readonly R[]>;
  toOption: (row: R) => PickerOption;
  /** The label of the value already chosen, shown before any search answers. */
  initialLabel?: string;
  /** Names what is searched, for the empty answer ("No company found"). */
  noun: string;
  delay?: number;
}

/**
 * A searchable select fed by a server search: typing asks the server (after a pause) instead of
 * filtering what is loaded, and the chosen value keeps its label while new answers load. A failed
 * search says why in a toast (docs/requirements.md section 8, company search failure).
 */
export function SearchPicker<R, D>(props: SearchPickerProps<R, D>) {
  const { value, onChange, search, toOption, initialLabel, noun, delay = 300 } = props;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), delay);
  // Labels seen so far, so the chosen value keeps its label while a new search loads.
  const labels = useRef(new Map<number, string>());
  if (value !== null && initialLabel && !labels.current.has(value)) labels.current.set(value, initialLabel);

  // The box shows the chosen value's label; that text is not a search.
  const term = value !== null && debounced === labels.current.get(value) ? '' : debounced;
  const query = useQuery({ ...search(term, value), placeholderData: keepPreviousData });
  const label = props.label ?? noun;

  useEffect(() => {
    if (query.error) notify.error(errorText(query.error), { toastId: `${noun}-search` });
  }, [query.error, noun]);

  const data = (query.data ?? []).map((row) => {
    const option = toOption(row);
    labels.current.set(option.value, option.label);
    return option;
  });
  // The one answer to what is typed: Enter takes it (a scanner or a typist need not reach for it).
  const only =
    !query.isFetching && term !== '' && term === text.trim() && query.data?.length === 1 ? data[0] : undefined;
  const currentLabel = value !== null ? labels.current.get(value) : undefined;
  if (value !== null && currentLabel && !data.some((o) => o.value === value)) {
    data.unshift({ value, label: currentLabel });
  }

  return (
    <Select<number>
      ref={props.inputRef}
      label={label}
      placeholder={props.placeholder ?? `Search ${noun}`}
      description={props.description}
      required={props.required}
      searchable
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      onBlur={props.onBlur}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || !only || e.defaultPrevented) return;
        e.preventDefault();
        onChange(only.value);
      }}
      searchValue={text}
      onSearchChange={setText}
      // The server has already matched the term; filtering again would hide its answers.
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? 'Searching…' : `No ${noun} found`}
      // A disabled picker (a record the user may only read) offers nothing to clear.
      clearable={!props.disabled}
      // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}`, 'aria-hidden': false, tabIndex: 0 }}
      error={props.error}
      disabled={props.disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
