import { allows, shipmentList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { exportShipments, useShipmentColumns, useShipmentSearch } from '../api';
import { shipmentColumns } from '../components/shipmentColumns';

/** /shipments: every shipment of the user's projects, server-paged, sortable, searchable and filterable. */
export default function ShipmentListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: shipmentList });
  const query = useShipmentSearch(searchBodyOf(grid.request));
  const info = useShipmentColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => shipmentColumns({ linkProjects }), [linkProjects]);
  const canCreate = allows(scope, 'Shipment:Create');

  return (
    <>
      <PageHeader title="Shipments" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="shipments"
        search={{ label: 'Search shipments', placeholder: 'Shipment, project, carrier or tracking' }}
        onRowClick={(s) => navigate(`/shipments/${s.id}`)}
        onExport={(format, onProgress) => exportShipments(exportBodyOf(grid.request), format, onProgress)}
        empty={{
          title: 'No shipments yet',
          description: canCreate
            ? 'Create a shipment for a project and add the PO lines a carrier brings.'
            : 'Shipments of your projects will be listed here.',
          icon: <IconTruckDelivery size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button component={Link} to="/shipments/create" leftSection={<IconPlus size={16} aria-hidden />}>
              New shipment
            </Button>
          )
        }
      />
    </>
  );
}
