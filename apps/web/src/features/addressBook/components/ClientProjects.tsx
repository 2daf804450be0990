import type { ProjectRow } from '@freightdesk/contracts';
import { Anchor, Badge } from '@mantine/core';
import { IconBriefcaseOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DataGrid, displayColumn } from '../../../components/DataGrid';
import { useClientProjects } from '../api';

const columns = [
  displayColumn<ProjectRow>('number', 'Project', {
    sortable: true,
    inSearchTerm: true,
    render: (p) => (
      <Anchor component={Link} to={`/projects/${p.id}`} size="sm" fw={600}>
        {p.number}
      </Anchor>
    ),
  }),
  displayColumn<ProjectRow>('jobSiteName', 'Job site', { sortable: true, inSearchTerm: true }),
  displayColumn<ProjectRow>('status', 'Status', {
    sortable: true,
    inSearchTerm: true,
    render: (p) => (
      <Badge
        variant="dot"
        color={/closed|cancel|complete/i.test(p.status) ? 'gray' : 'green'}
        tt="none"
        fw={500}
        style={{ flex: 'none', minWidth: 'max-content' }}
      >
        {p.status}
      </Badge>
    ),
  }),
];

/**
 * The projects the client takes part in (as customer, job site, billing or third-party client) that
 * the user may see, searchable in place, each a link to its project.
 */
export function ClientProjects({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const projects = useClientProjects(clientId, true);
  return (
    <DataGrid
      rows={projects.data ?? []}
      loading={projects.isPending}
      error={projects.isError ? projects.error : undefined}
      onRetry={() => void projects.refetch()}
      columns={columns}
      noun="projects"
      label="Projects of this client"
      defaultSort={{ column: 'number', direction: 'asc' }}
      pageSize={25}
      onRowClick={(p) => navigate(`/projects/${p.id}`)}
      empty={{
        title: 'No projects yet',
        description:
          'Projects this client takes part in, as customer, job site, billing or third-party client, will be listed here.',
        icon: <IconBriefcaseOff size={22} aria-hidden />,
      }}
    />
  );
}
