import { allows, raList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { exportRas, useRaColumns, useRaSearch } from '../api';
import { raColumns } from '../components/raColumns';

/** /receiving-alerts: every alert of the user's projects, server-paged, sortable, searchable and filterable. */
export default function RaListPage() {
  const navigate = useNavigate();
  const { scope, user } = useAuth();
  const grid = useGridState({ list: raList });
  const query = useRaSearch(searchBodyOf(grid.request));
  const info = useRaColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => raColumns({ linkProjects }), [linkProjects]);
  const canCreate = allows(scope, 'RA:Create');
  // A client user announces deliveries and reads what arrived; staff receive them.
  const client = user?.userTypeId === 2;

  return (
    <>
      <PageHeader
        title="Receiving Alerts"
        description={
          client
            ? 'Deliveries announced to the warehouse for your projects, and what arrived: damaged, short and over lines with their photos.'
            : 'What the warehouse expects, line by line, and what it received: counted, checked and put away.'
        }
      />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="receiving alerts"
        search={{ label: 'Search receiving alerts', placeholder: 'Alert, project, PO or shipment' }}
        onRowClick={(ra) => navigate(`/receiving-alerts/${ra.id}`)}
        onExport={(format, onProgress) => exportRas(exportBodyOf(grid.request), format, onProgress)}
        empty={{
          title: 'No receiving alerts yet',
          description: canCreate
            ? client
              ? 'Announce a delivery so the warehouse knows what to expect and when.'
              : 'Create an alert from a shipment or a purchase order, or by hand, to tell the dock what is coming.'
            : 'Alerts of your projects will be listed here.',
          icon: <IconPackageImport size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button component={Link} to="/receiving-alerts/Create" leftSection={<IconPlus size={16} aria-hidden />}>
              {client ? 'Announce a delivery' : 'New receiving alert'}
            </Button>
          )
        }
      />
    </>
  );
}
