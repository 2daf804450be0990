import type { ShipmentDetails, ShipmentLineToExpect } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/numbers';
import { useOpenRasOfProject, useRaFromShipment, useShipmentLinesToExpect } from '../api';
import { ExpectLinesDialog } from './ExpectLinesDialog';

type Line = ShipmentLineToExpect;

const nameOf = (l: Line) => (l.itemNumber ? `${l.itemNumber} ${l.description}` : l.description);
const idOf = (l: Line) => l.shipmentItemId;
/** A line another alert expects has nothing left to expect here. */
const leftOf = (l: Line) => (l.expectedOn ? '0' : l.quantity);
const carried = (l: Line) => `${formatNumber(l.quantity)} ${l.unitOfMeasure}`;
const columns: GridColumn<Line>[] = [
  displayColumn<Line>('description', 'Item', {
    // On a phone what the line carries goes under its name.
    render: (l) => (
      <>
        <Text size="sm">{nameOf(l)}</Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {l.expectedOn ? `${carried(l)} · on ${l.expectedOn}` : carried(l)}
        </Text>
      </>
    ),
  }),
  displayColumn<Line>('quantity', 'Carried', {
    textAlign: 'right',
    visibleFrom: 'sm',
    width: 120,
    render: carried,
  }),
  displayColumn<Line>('expectedOn', 'Expected on', {
    visibleFrom: 'sm',
    width: 130,
    render: (l) => l.expectedOn ?? '—',
  }),
];

interface ExpectShipmentLinesDialogProps {
  shipment: ShipmentDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * Tell the dock to expect a shipment's lines: every line no alert expects yet, all of it, unless
 * told less (part of a line lost on the way); on a new alert for the shipment or an open alert of
 * its project.
 */
export function ExpectShipmentLinesDialog({ shipment: s, opened, onClose }: ExpectShipmentLinesDialogProps) {
  const lines = useShipmentLinesToExpect(s.id, opened);
  const open = useOpenRasOfProject(s.projectId, opened);
  const create = useRaFromShipment();
  return (
    <ExpectLinesDialog<Line>
      opened={opened}
      onClose={onClose}
      title={`Expect lines of shipment ${s.number} at the dock`}
      source={`shipment ${s.number}`}
      lines={lines.data ?? []}
      loading={lines.isPending}
      error={lines.error}
      columns={columns}
      idOf={idOf}
      nameOf={nameOf}
      leftOf={leftOf}
      asksDate={false}
      openAlerts={open.data ?? []}
      pending={create.isPending}
      expect={(target, picked) =>
        create.mutateAsync({
          shipmentId: s.id,
          receivingAlertId: target.to === 'existing' ? target.receivingAlertId : null,
          items: picked.map((p) => ({ shipmentItemId: p.id, quantity: p.quantity })),
        })
      }
    />
  );
}
