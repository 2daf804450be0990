import { allows, type PurchaseOrderDetails, raList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { usePoRas, useRaColumns } from '../api';
import { ExpectPoLinesDialog } from './ExpectPoLinesDialog';
import { raColumns } from './raColumns';

/**
 * A PO's receiving alerts (its tab): the alerts expecting its lines, with their damaged, short
 * and over lines counted, and the PO's lines sent to the dock in a few clicks.
 */
export function PoReceivingAlerts({ po }: { po: PurchaseOrderDetails }) {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: raList, prefix: 'ra' });
  const query = usePoRas(po.id, searchBodyOf(grid.request));
  const info = useRaColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => raColumns({ linkProjects, withoutProject: true, withoutPo: true }), [linkProjects]);
  const canExpect = allows(scope, 'RA:Create') && po.totals.items > 0;
  const [expecting, setExpecting] = useState(false);

  return (
    <>
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="receiving alerts"
        label={`Receiving alerts of purchase order ${po.number}`}
        search={{ label: 'Search receiving alerts', placeholder: 'Alert or shipment' }}
        onRowClick={(ra) => navigate(`/receiving-alerts/${ra.id}`)}
        empty={{
          title: 'No receiving alerts yet',
          description: 'When the dock is told to expect this PO’s goods, the alerts and what arrived are listed here.',
          icon: <IconPackageImport size={22} aria-hidden />,
        }}
        actions={
          canExpect && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setExpecting(true)}>
              Expect at the dock
            </Button>
          )
        }
      />
      {expecting && <ExpectPoLinesDialog po={po} opened onClose={() => setExpecting(false)} />}
    </>
  );
}
