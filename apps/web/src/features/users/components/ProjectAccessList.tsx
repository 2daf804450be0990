import type { ProjectAccessRow } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { DataGrid, displayColumn } from '../../../components/DataGrid';
import { Spinner } from '../../../components/Spinner';
import { useAssignableProjects } from '../api';

/** docs/requirements.md section 9. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;
const MAX_TABLE_HEIGHT = 435;

const columns = [
  displayColumn<ProjectAccessRow>('number', 'Project', { sortable: true, textAlign: 'left' }),
  displayColumn<ProjectAccessRow>('customerName', 'Customer name', { sortable: true }),
  displayColumn<ProjectAccessRow>('jobSiteName', 'Job site name', { sortable: true, visibleFrom: 'sm' }),
  displayColumn<ProjectAccessRow>('status', 'Status', { sortable: true, visibleFrom: 'xs' }),
];

interface ProjectAccessListProps {
  /** Set for a client user: only the projects of that company are offered. */
  clientId: number | undefined;
  selected: number[];
  onChange: (projects: number[]) => void;
}

/**
 * The projects a user may see (docs/requirements.md section 2): searched by project number on the server after
 * a 500 ms pause, a select-all of the rows shown, and at most 435 px tall. The rows are held in
 * memory, so sorting is local; projects chosen but hidden by a search stay chosen.
 */
export function ProjectAccessList({ clientId, selected, onChange }: ProjectAccessListProps) {
  const [searchTerm, setSearchTerm] = useState('');
  const projects = useAssignableProjects(clientId, searchTerm);
  const rows = projects.data?.items ?? [];

  const emptyTitle = clientId ? 'This company has no projects yet' : 'There are no projects yet';
  return (
    <DataGrid<ProjectAccessRow>
      rows={rows}
      loading={projects.isFetching}
      error={projects.isError && !projects.data ? projects.error : undefined}
      onRetry={() => void projects.refetch()}
      columns={columns}
      noun="projects"
      label="Project access"
      maxHeight={MAX_TABLE_HEIGHT}
      search={{
        label: 'Search projects by number',
        placeholder: 'Search by project number',
        delay: PROJECT_SEARCH_DEBOUNCE_MS,
        rightSection: projects.isFetching ? <Spinner size={14} label="Searching" /> : null,
      }}
      onSearch={setSearchTerm}
      toolbar={
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
          {projects.data ? ` · ${rows.length} of ${projects.data.totalCount} shown` : ''}
        </Text>
      }
      selection={{
        selected,
        onChange: (next) => onChange(next as number[]),
        rowLabel: (row) => `Project ${row.number}`,
        allLabel: 'Select all projects',
      }}
      empty={{ title: emptyTitle, description: 'Projects appear here once they are created.' }}
    />
  );
}
