import { allows, pickTicketList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { usePickTicketColumns, useProjectPickTickets } from '../api';
import { pickTicketColumns } from '../components/pickTicketColumns';

/** The project hub's Pick tickets tab (/projects/{id}/pick-tickets), loaded when opened. */
export default function ProjectPickTicketsTab() {
  const projectId = Number(useParams().id);
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: pickTicketList, prefix: 'pt' });
  const query = useProjectPickTickets({ ...searchBodyOf(grid.request), projectId });
  const info = usePickTicketColumns();
  const columns = useMemo(() => pickTicketColumns({ linkProjects: false, withoutProject: true }), []);
  return (
    <DataGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="pick tickets"
      label="Pick tickets of this project"
      search={{ label: 'Search pick tickets', placeholder: 'Ticket or carrier' }}
      onRowClick={(t) => navigate(`/pick-tickets/${t.id}`)}
      empty={{
        title: 'No pick tickets yet',
        description:
          'Releases from the warehouse to the job site will appear here, with the items each one picks and its delivery.',
        icon: <IconClipboardList size={22} aria-hidden />,
      }}
      actions={
        allows(scope, 'PickTicket:Create') && (
          <Button
            component={Link}
            to={`/pick-tickets/create?projectId=${projectId}`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New pick ticket
          </Button>
        )
      }
    />
  );
}
