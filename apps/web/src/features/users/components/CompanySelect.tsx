import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { errorText } from '../../../api/client';
import { useCompanySearch } from '../api';

interface CompanySelectProps {
  value: number | null;
  /** The name of the company the user already has, shown before any search answers. */
  initialName?: string;
  onChange: (clientId: number | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The company of a user: a searchable select fed by the server's company search (25 rows of
 * customers, always including the current company so that its name shows).
 */
export function CompanySelect({ value, initialName, onChange, onBlur, error, inputRef, disabled }: CompanySelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Names seen so far, so the chosen company keeps its label while a new search loads.
  const names = useRef(new Map<number, string>());
  if (value !== null && initialName && !names.current.has(value)) names.current.set(value, initialName);

  // The box shows the chosen company's name; that text is not a search.
  const term = value !== null && debounced === names.current.get(value) ? '' : debounced;
  const companies = useCompanySearch(term, value ?? undefined);

  useEffect(() => {
    if (companies.error) toast.error(errorText(companies.error), { toastId: 'company-search' });
  }, [companies.error]);

  const data = (companies.data ?? []).map((c) => {
    names.current.set(c.id, c.name);
    return { value: c.id, label: c.name };
  });
  const currentName = value !== null ? names.current.get(value) : undefined;
  if (value !== null && currentName && !data.some((o) => o.value === value)) {
    data.unshift({ value, label: currentName });
  }

  return (
    <Select<number>
      ref={inputRef}
      label="Company"
      placeholder="Search companies"
      required
      searchable
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the term; filtering again would hide its answers.
      filter={({ options }) => options}
      nothingFoundMessage={companies.isFetching ? 'Searching…' : 'No company found'}
      clearable
      // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
      clearButtonProps={{ 'aria-label': 'Clear company', 'aria-hidden': false, tabIndex: 0 }}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
