import { allows, pickTicketList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconForklift, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { usePickTicketColumns, usePickTicketSearch } from '../api';
import { pickTicketColumns } from '../components/pickTicketColumns';

/** /pick-tickets: every pick ticket of the user's projects, server-paged, sortable, searchable and filterable. */
export default function PickTicketListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: pickTicketList });
  const query = usePickTicketSearch(searchBodyOf(grid.request));
  const info = usePickTicketColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => pickTicketColumns({ linkProjects }), [linkProjects]);
  const canCreate = allows(scope, 'PickTicket:Create');
  return (
    <>
      <PageHeader title="Pick Tickets" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="pick tickets"
        search={{ label: 'Search pick tickets', placeholder: 'Ticket, project or carrier' }}
        onRowClick={(t) => navigate(`/pick-tickets/${t.id}`)}
        empty={{
          title: 'No pick tickets yet',
          description: canCreate
            ? 'Create a pick ticket for a project and add the items to take from its inventory.'
            : 'Pick tickets of your projects will be listed here.',
          icon: <IconForklift size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button component={Link} to="/pick-tickets/create" leftSection={<IconPlus size={16} aria-hidden />}>
              New pick ticket
            </Button>
          )
        }
      />
    </>
  );
}
