import { raList } from '@freightdesk/contracts';
import { IconPackageImport } from '@tabler/icons-react';
import { useMemo } from 'react';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { RelatedGrid } from '../../../components/RelatedGrid';
import { useProjectRas, useRaColumns } from '../api';
import { receivingAlertsFeature } from '../feature';
import { raColumns } from './raColumns';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = receivingAlertsFeature.projectTab.description;

/**
 * A project's receiving alerts (the project hub's tab): server-paged, sorted and searched with its
 * state in the URL (under `ra.`), and a new alert for this project one click away.
 */
export function ProjectReceivingAlerts({ projectId }: { projectId: number }) {
  const grid = useGridState({ list: raList, prefix: 'ra' });
  const query = useProjectRas({ ...searchBodyOf(grid.request), projectId });
  const info = useRaColumns();
  const columns = useMemo(() => raColumns({ linkProjects: false, withoutProject: true }), []);
  return (
    <RelatedGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="receiving alerts"
      label="Receiving alerts of this project"
      search={{ label: 'Search receiving alerts', placeholder: 'Alert, PO or shipment' }}
      opens={(ra) => `/receiving-alerts/${ra.id}`}
      empty={{
        title: 'No receiving alerts yet',
        description: projectTabLine,
        icon: <IconPackageImport size={22} aria-hidden />,
      }}
      create={{
        access: 'RA:Create',
        to: `/receiving-alerts/Create?projectId=${projectId}`,
        label: 'New receiving alert',
      }}
    />
  );
}
