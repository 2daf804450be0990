import type { StaffUser } from '@freightdesk/contracts';
import { MultiSelect } from '@mantine/core';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { errorText } from '../../../api/client';
import { useField } from '../../../components/form/useField';
import { notify } from '../../../components/notify';
import { staffUserSearchQuery } from '../../lookups';

const labelOf = (u: StaffUser) => `${u.firstName} ${u.lastName} (${u.userName})`;

/**
 * Who receives a scheduled report: active staff users searched by name on the server (the search
 * the project manager's picker uses, which leaves client users out, as the schedule must), each
 * chosen one a pill. Reports:View opens that search (so does Projects:View, for a project's manager).
 */
export function RecipientsField<T extends FieldValues>({ name }: { name: FieldPath<T> }) {
  const { field, error, required } = useField<T>(name, true);
  const value = (field.value as number[] | undefined) ?? [];
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 300);
  // Names seen so far, so a chosen person keeps their name while a new search loads.
  const labels = useRef(new Map<number, string>());
  const people = useQuery({ ...staffUserSearchQuery(term), placeholderData: keepPreviousData });

  useEffect(() => {
    if (people.error) notify.error(errorText(people.error), { toastId: 'recipient-search' });
  }, [people.error]);

  for (const u of people.data ?? []) labels.current.set(u.id, labelOf(u));
  const data = [
    ...value.map((id) => ({ value: id, label: labels.current.get(id) ?? `User ${id}` })),
    ...(people.data ?? []).filter((u) => !value.includes(u.id)).map((u) => ({ value: u.id, label: labelOf(u) })),
  ];

  return (
    <MultiSelect<number>
      ref={field.ref}
      label="Recipients"
      description="Staff users; each receives the report as they may see it."
      placeholder={value.length ? undefined : 'Search staff by name'}
      searchable
      data={data}
      value={value}
      onChange={(ids) => field.onChange(ids)}
      onBlur={field.onBlur}
      searchValue={text}
      onSearchChange={setText}
      // The server has already matched the term; filtering again would hide its answers.
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={20}
      nothingFoundMessage={people.isFetching ? 'Searching…' : 'No staff user found'}
      required={required}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
