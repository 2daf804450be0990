import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/numbers';
import { useExpectPoLines, useOpenRasOfPo, usePoLines, usePoLinesLeft } from '../api';
import { ExpectLinesDialog } from './ExpectLinesDialog';

/** A PO line with what is left to expect of it (ordered, less received, less what open alerts expect). */
interface Line {
  poItemId: number;
  name: string;
  unitOfMeasure: string;
  quantity: string;
  quantityReceived: string;
  left: string;
}

const leftText = (l: Line) => `${formatNumber(l.left)} ${l.unitOfMeasure}`;
const columns: GridColumn<Line>[] = [
  displayColumn<Line>('name', 'Item', {
    // On a phone the figures go under the name.
    render: (l) => (
      <>
        <Text size="sm">{l.name}</Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {`Ordered ${formatNumber(l.quantity)} · received ${formatNumber(l.quantityReceived)} · left ${leftText(l)}`}
        </Text>
      </>
    ),
  }),
  displayColumn<Line>('quantity', 'Ordered', {
    textAlign: 'right',
    visibleFrom: 'sm',
    width: 100,
    render: (l) => `${formatNumber(l.quantity)} ${l.unitOfMeasure}`,
  }),
  displayColumn<Line>('quantityReceived', 'Received', {
    textAlign: 'right',
    visibleFrom: 'sm',
    width: 100,
    render: (l) => formatNumber(l.quantityReceived),
  }),
  displayColumn<Line>('left', 'Left to expect', {
    textAlign: 'right',
    visibleFrom: 'sm',
    width: 150,
    render: leftText,
  }),
];
const idOf = (l: Line) => l.poItemId;
const nameOf = (l: Line) => l.name;
const leftOf = (l: Line) => l.left;

interface ExpectPoLinesDialogProps {
  po: PurchaseOrderDetails;
  opened: boolean;
  onClose: () => void;
}

/** Tell the dock to expect a PO's lines: what is still to arrive of each, by default. */
export function ExpectPoLinesDialog({ po, opened, onClose }: ExpectPoLinesDialogProps) {
  const expect = useExpectPoLines();
  const left = usePoLinesLeft(po.id, opened);
  const poLines = usePoLines(po.id, opened);
  const lines = useMemo<Line[]>(() => {
    if (!left.data || !poLines.data) return [];
    const leftOfLine = new Map(left.data.map((l) => [l.poItemId, l.quantityLeft]));
    return poLines.data.map((i) => ({
      poItemId: i.id,
      name: i.itemNumber ? `${i.itemNumber} ${i.description}` : i.description,
      unitOfMeasure: i.unitOfMeasure,
      quantity: i.quantity,
      quantityReceived: i.quantityReceived,
      left: leftOfLine.get(i.id) ?? '0',
    }));
  }, [left.data, poLines.data]);
  const open = useOpenRasOfPo(po.id, opened);

  return (
    <ExpectLinesDialog<Line>
      opened={opened}
      onClose={onClose}
      title={`Expect lines of ${po.number} at the dock`}
      source={po.number}
      lines={lines}
      loading={left.isPending || poLines.isPending}
      error={left.error ?? poLines.error}
      columns={columns}
      idOf={idOf}
      nameOf={nameOf}
      leftOf={leftOf}
      asksDate
      openAlerts={open.data ?? []}
      pending={expect.isPending}
      expect={(target, picked) => {
        const items = picked.map((p) => ({ poItemId: p.id, quantity: p.quantity }));
        return expect.mutateAsync(
          target.to === 'new'
            ? { to: 'new', purchaseOrderId: po.id, expectedDate: target.expectedDate, items }
            : { to: 'existing', receivingAlertId: target.receivingAlertId, items },
        );
      }}
    />
  );
}
