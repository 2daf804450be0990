import type { ProjectAccessRow } from '@freightdesk/contracts';
import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { useAssignableProjects } from '../api';

/** SPEC.md section 9. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;
const MAX_TABLE_HEIGHT = 435;

interface ProjectAccessListProps {
  /** Set for a client user: only the projects of that company are offered. */
  clientId: number | undefined;
  selected: number[];
  onChange: (projects: number[]) => void;
  disabled?: boolean;
}

/** The projects a user may see, searched by project number, with a select-all of the rows shown. */
export function ProjectAccessList({ clientId, selected, onChange, disabled = false }: ProjectAccessListProps) {
  const [text, setText] = useState('');
  const [searchTerm] = useDebouncedValue(text.trim(), PROJECT_SEARCH_DEBOUNCE_MS);
  const projects = useAssignableProjects(clientId, searchTerm);
  const rows = projects.data?.items ?? [];
  const chosen = new Set(selected);
  const shownChosen = rows.filter((r) => chosen.has(r.id)).length;

  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((p) => p !== id));
  const toggleShown = (on: boolean) => {
    const shown = new Set(rows.map((r) => r.id));
    const others = selected.filter((p) => !shown.has(p));
    onChange(on ? [...others, ...shown] : others);
  };

  return (
    <>
      <Group justify="space-between" align="end" gap="sm" mb="sm">
        <TextInput
          aria-label="Search projects by number"
          placeholder="Search by project number"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={projects.isFetching ? <Loader size={14} aria-label="Searching" /> : null}
          w={{ base: '100%', xs: 260 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
          {projects.data ? ` · ${rows.length} of ${projects.data.totalCount} shown` : ''}
        </Text>
      </Group>
      {projects.isError && !projects.data ? (
        <Alert color="red" variant="light" title="Could not load the projects">
          {errorText(projects.error)}
          <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={() => projects.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ScrollArea.Autosize mah={MAX_TABLE_HEIGHT} type="auto" offsetScrollbars>
          <Table stickyHeader striped highlightOnHover withTableBorder verticalSpacing={6} aria-label="Project access">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all projects"
                    checked={rows.length > 0 && shownChosen === rows.length}
                    indeterminate={shownChosen > 0 && shownChosen < rows.length}
                    disabled={disabled || rows.length === 0}
                    onChange={(e) => toggleShown(e.currentTarget.checked)}
                  />
                </Table.Th>
                <Table.Th>Project</Table.Th>
                <Table.Th>Customer name</Table.Th>
                <Table.Th visibleFrom="sm">Job site name</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <ProjectRow
                  key={row.id}
                  row={row}
                  checked={chosen.has(row.id)}
                  disabled={disabled}
                  onToggle={(on) => toggle(row.id, on)}
                />
              ))}
              {projects.data && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" ta="center" py="md">
                      {searchTerm
                        ? `No project number matches “${searchTerm}”.`
                        : clientId
                          ? 'This company has no projects yet.'
                          : 'There are no projects yet.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {projects.isPending && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Group justify="center" py="md">
                      <Loader size="sm" aria-label="Loading projects" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </>
  );
}

interface ProjectRowProps {
  row: ProjectAccessRow;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}

function ProjectRow({ row, checked, disabled, onToggle }: ProjectRowProps) {
  return (
    <Table.Tr bg={checked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Project ${row.number}`}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
        {row.number}
      </Table.Td>
      <Table.Td>{row.customerName}</Table.Td>
      <Table.Td visibleFrom="sm">{row.jobSiteName}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.status}</Table.Td>
    </Table.Tr>
  );
}
