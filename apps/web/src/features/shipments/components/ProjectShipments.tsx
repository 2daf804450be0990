import { type Paged, type ShipmentListColumn, type ShipmentListItem, shipmentList } from '@freightdesk/contracts';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type GridState, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { RelatedGrid } from '../../../components/RelatedGrid';
import { usePoShipments, useProjectShipments, useShipmentColumns } from '../api';
import { shipmentsFeature } from '../feature';
import { shipmentColumns } from './shipmentColumns';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = shipmentsFeature.projectTab.description;

/**
 * A project's shipments (the project hub's Shipments tab): server-paged, sorted and searched with
 * its state in the URL (under `sh.`), and a new shipment for this project one click away.
 */
export function ProjectShipments({ projectId }: { projectId: number }) {
  const grid = useGridState({ list: shipmentList, prefix: 'sh' });
  const query = useProjectShipments({ ...searchBodyOf(grid.request), projectId });
  return (
    <RelatedShipments
      grid={grid}
      query={query}
      label="Shipments of this project"
      description={projectTabLine}
      newFor={projectId}
    />
  );
}

/** The shipments that carry lines of a PO (the PO's Shipments tab), a new one for its project one click away. */
export function PoShipments({ po }: { po: { id: number; number: string; projectId: number } }) {
  const grid = useGridState({ list: shipmentList, prefix: 'sh' });
  const query = usePoShipments(po.id, searchBodyOf(grid.request));
  return (
    <RelatedShipments
      grid={grid}
      query={query}
      label={`Shipments of purchase order ${po.number}`}
      description="Shipments that carry this PO’s lines will appear here, with carrier, tracking number and delivery dates."
      newFor={po.projectId}
    />
  );
}

interface RelatedShipmentsProps {
  grid: GridState<ShipmentListColumn>;
  query: UseQueryResult<Paged<ShipmentListItem>>;
  label: string;
  description: string;
  /** The project a new shipment is for. */
  newFor: number;
}

function RelatedShipments({ grid, query, label, description, newFor }: RelatedShipmentsProps) {
  const info = useShipmentColumns();
  const columns = useMemo(() => shipmentColumns({ linkProjects: false, withoutProject: true }), []);
  return (
    <RelatedGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="shipments"
      label={label}
      search={{ label: 'Search shipments', placeholder: 'Shipment, carrier or tracking' }}
      opens={(s) => `/shipments/${s.id}`}
      empty={{ title: 'No shipments yet', description, icon: <IconTruckDelivery size={22} aria-hidden /> }}
      create={{ access: 'Shipment:Create', to: `/shipments/create?projectId=${newFor}`, label: 'New shipment' }}
    />
  );
}
