import { allows, type ProjectListColumn, type ProjectListItem, projectList } from '@freightdesk/contracts';
import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { CompanyName, CompanyPicker } from '../../lookups';
import { exportProjects, useProjectColumns, useProjectSearch } from '../api';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';

const columns = columnsFrom<ProjectListItem, ProjectListColumn>(projectList, {
  // The link makes every row reachable by keyboard; the row click is the mouse's shortcut.
  number: {
    title: 'Project',
    render: (p) => (
      <Anchor component={Link} to={`/projects/${p.id}`} size="sm" fw={600}>
        {p.number}
      </Anchor>
    ),
  },
  customerName: { filterLabel: 'Customer name' },
  // The customer filter picks a company by name; the list filters by its id.
  customerId: {
    filterLabel: 'Customer',
    filterChip: (value) => <CompanyName id={Number(value)} />,
    filterInput: ({ label, value, onChange }) => (
      <CompanyPicker
        label={label}
        value={typeof value === 'string' && value ? Number(value) : null}
        onChange={(id) => onChange(id === null ? undefined : String(id))}
      />
    ),
  },
  jobSiteName: { visibleFrom: 'sm' },
  status: { render: (p) => <ProjectStatusBadge status={p.status} size="md" /> },
  modifiedAt: { visibleFrom: 'md', width: 120 },
});

/** /projects: the projects the user may see, server-paged, sortable, searchable and filterable. */
export default function ProjectListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: projectList });
  const query = useProjectSearch(searchBodyOf(grid.request));
  const info = useProjectColumns();

  return (
    <>
      <PageHeader title="Projects" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="projects"
        onRowClick={(p) => navigate(`/projects/${p.id}`)}
        actions={
          allows(scope, 'Project:Create') && (
            <Button component={Link} to="/projects/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Create project
            </Button>
          )
        }
        onExport={(format, onProgress) => exportProjects(exportBodyOf(grid.request), format, onProgress)}
      />
    </>
  );
}
