import { pickTicketList } from '@freightdesk/contracts';
import { IconClipboardList } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { RelatedGrid } from '../../../components/RelatedGrid';
import { usePickTicketColumns, useProjectPickTickets } from '../api';
import { pickTicketColumns } from '../components/pickTicketColumns';
import { pickTicketsFeature } from '../feature';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = pickTicketsFeature.projectTab.description;

/** The project hub's Pick tickets tab (/projects/{id}/pick-tickets), loaded when opened. */
export default function ProjectPickTicketsTab() {
  const projectId = Number(useParams().id);
  const grid = useGridState({ list: pickTicketList, prefix: 'pt' });
  const query = useProjectPickTickets({ ...searchBodyOf(grid.request), projectId });
  const info = usePickTicketColumns();
  const columns = useMemo(() => pickTicketColumns({ linkProjects: false, withoutProject: true }), []);
  return (
    <RelatedGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="pick tickets"
      label="Pick tickets of this project"
      search={{ label: 'Search pick tickets', placeholder: 'Ticket or carrier' }}
      opens={(t) => `/pick-tickets/${t.id}`}
      empty={{
        title: 'No pick tickets yet',
        description: projectTabLine,
        icon: <IconClipboardList size={22} aria-hidden />,
      }}
      create={{
        access: 'PickTicket:Create',
        to: `/pick-tickets/create?projectId=${projectId}`,
        label: 'New pick ticket',
      }}
    />
  );
}
