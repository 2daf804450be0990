import { allows, raList, type ShipmentDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { useRaColumns } from '../../receivingAlerts/api';
import { ExpectShipmentLinesDialog } from '../../receivingAlerts/components/ExpectShipmentLinesDialog';
import { raColumns } from '../../receivingAlerts/components/raColumns';
import { useShipmentAlerts } from '../api';

/**
 * The Receiving alerts tab: the alerts that expect this shipment's lines at the warehouse, and the
 * lines picked for a new alert or an open one (RA:Create), which then opens.
 */
export function ShipmentAlertsTab({ shipment: s }: { shipment: ShipmentDetails }) {
  const { scope } = useAuth();
  const navigate = useNavigate();
  const grid = useGridState({ list: raList, prefix: 'ra' });
  const query = useShipmentAlerts(s.id, searchBodyOf(grid.request));
  const info = useRaColumns();
  const [expecting, setExpecting] = useState(false);
  const linkProjects = allows(scope, 'Project:View');
  // Every row is of this shipment and its project: neither column says anything here.
  const columns = useMemo(
    () =>
      raColumns({ linkProjects, withoutProject: true }).map((c) =>
        c.key === 'shipmentNumber' ? { ...c, visible: false, filter: false as const } : c,
      ),
    [linkProjects],
  );
  const canCreate = allows(scope, 'RA:Create');

  return (
    <>
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="receiving alerts"
        label={`Receiving alerts of shipment ${s.number}`}
        search={{ label: 'Search receiving alerts', placeholder: 'Alert or PO' }}
        onRowClick={(ra) => navigate(`/receiving-alerts/${ra.id}`)}
        empty={{
          title: 'No receiving alerts yet',
          description:
            s.totals.items > 0 && canCreate
              ? 'Tell the warehouse what this shipment brings: create a receiving alert from its lines.'
              : 'Receiving alerts that expect this shipment’s lines at the warehouse will be listed here.',
          icon: <IconPackageImport size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setExpecting(true)}
              disabled={s.totals.items === 0}
            >
              Expect at the dock
            </Button>
          )
        }
      />
      {expecting && <ExpectShipmentLinesDialog shipment={s} opened onClose={() => setExpecting(false)} />}
    </>
  );
}
