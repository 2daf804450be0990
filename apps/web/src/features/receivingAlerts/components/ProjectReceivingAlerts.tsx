import { allows, raList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { useProjectRas, useRaColumns } from '../api';
import { raColumns } from './raColumns';

/**
 * A project's receiving alerts (the project hub's tab): server-paged, sorted and searched with its
 * state in the URL (under `ra.`), and a new alert for this project one click away.
 */
export function ProjectReceivingAlerts({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: raList, prefix: 'ra' });
  const query = useProjectRas({ ...searchBodyOf(grid.request), projectId });
  const info = useRaColumns();
  const columns = useMemo(() => raColumns({ linkProjects: false, withoutProject: true }), []);
  const canCreate = allows(scope, 'RA:Create');

  return (
    <DataGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="receiving alerts"
      label="Receiving alerts of this project"
      search={{ label: 'Search receiving alerts', placeholder: 'Alert, PO or shipment' }}
      onRowClick={(ra) => navigate(`/receiving-alerts/${ra.id}`)}
      empty={{
        title: 'No receiving alerts yet',
        description:
          'Goods expected at the warehouse for this project will appear here, ready to be received, counted and checked.',
        icon: <IconPackageImport size={22} aria-hidden />,
      }}
      actions={
        canCreate && (
          <Button
            component={Link}
            to={`/receiving-alerts/Create?projectId=${projectId}`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New receiving alert
          </Button>
        )
      }
    />
  );
}
