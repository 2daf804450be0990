import { CLIENT_USER_TYPE_ID, type TeamMember } from '@freightdesk/contracts';
import { MultiSelect } from '@mantine/core';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/client';
import { useField } from '../../../components/form/useField';
import { notify } from '../../../components/notify';
import { useTeamCandidates } from '../api';
import type { ProjectFormValues } from '../projectForm';

const labelOf = (u: TeamMember) =>
  `${u.firstName} ${u.lastName} (${u.userName})${u.userTypeId === CLIENT_USER_TYPE_ID ? ' · client' : ''}`;

interface TeamFieldProps {
  /** The project's customer as the form holds it: its client users may join too. */
  customerId: number | null;
  /** Who is on the team now, to name them before any search answers. */
  members: TeamMember[];
  disabled?: boolean;
}

/**
 * The project's team: active staff (and client users of its customer) searched by name on the
 * server, each chosen one a pill. The server offers only users the caller may give the project to.
 */
export function TeamField({ customerId, members, disabled }: TeamFieldProps) {
  const { field, error } = useField<ProjectFormValues>('team', false);
  const value = (field.value as number[] | undefined) ?? [];
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 300);
  // Names seen so far, so a chosen user keeps their name while a new search loads.
  const labels = useRef(new Map<number, string>());
  for (const m of members) if (!labels.current.has(m.id)) labels.current.set(m.id, labelOf(m));
  const unnamed = value.filter((id) => !labels.current.has(id));
  const candidates = useTeamCandidates(
    { customerId: customerId ?? undefined, searchTerm: term, selected: unnamed },
    !disabled,
  );

  useEffect(() => {
    if (candidates.error) notify.error(errorText(candidates.error), { toastId: 'team-search' });
  }, [candidates.error]);

  for (const u of candidates.data ?? []) labels.current.set(u.id, labelOf(u));
  const data = [
    ...value.map((id) => ({ value: id, label: labels.current.get(id) ?? `User ${id}` })),
    ...(candidates.data ?? []).filter((u) => !value.includes(u.id)).map((u) => ({ value: u.id, label: labelOf(u) })),
  ];

  return (
    <MultiSelect<number>
      ref={field.ref}
      label="Members"
      description="Who works on it: each gets the project on their Project Access list and a notice. The project manager joins when chosen."
      placeholder={value.length ? undefined : 'Search users by name'}
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
      nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No user found'}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
