import { allows, shipmentList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { useProjectShipments, useShipmentColumns } from '../api';
import { shipmentColumns } from './shipmentColumns';

/**
 * A project's shipments (the project hub's Shipments tab): server-paged, sorted and searched with
 * its state in the URL (under `sh.`), and a new shipment for this project one click away.
 */
export function ProjectShipments({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: shipmentList, prefix: 'sh' });
  const query = useProjectShipments({ ...searchBodyOf(grid.request), projectId });
  const info = useShipmentColumns();
  const columns = useMemo(() => shipmentColumns({ linkProjects: false, withoutProject: true }), []);
  const canCreate = allows(scope, 'Shipment:Create');

  return (
    <DataGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="shipments"
      label="Shipments of this project"
      search={{ label: 'Search shipments', placeholder: 'Shipment, carrier or tracking' }}
      onRowClick={(s) => navigate(`/shipments/${s.id}`)}
      empty={{
        title: 'No shipments yet',
        description:
          'Shipments bringing this project’s goods will appear here, with carrier, method, tracking number and delivery dates.',
        icon: <IconTruckDelivery size={22} aria-hidden />,
      }}
      actions={
        canCreate && (
          <Button
            component={Link}
            to={`/shipments/create?projectId=${projectId}`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New shipment
          </Button>
        )
      }
    />
  );
}
