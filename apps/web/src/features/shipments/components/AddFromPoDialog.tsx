import { poItemsShipmentBody, type ShipmentDetails, type ShippableItem } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { QuantityPicker } from '../../../components/QuantityPicker';
import { issuesOf, useQuantityPicks } from '../../../components/quantityPicks';
import { formatNumber } from '../../../lib/numbers';
import { useAddPoItems, useShippableItems } from '../api';

/** PO lines a page: a project's open POs rarely have more; more are a page away. */
const PAGE_SIZE = 50;

interface AddFromPoDialogProps {
  shipment: ShipmentDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Add from PO": the project's PO lines with something left to ship. The user ticks lines and
 * types how much of each ships (what remains unless changed); they are added all at once or not
 * at all, and a line the server refuses (more than remains) shows why on its row.
 */
export function AddFromPoDialog({ shipment, opened, onClose }: AddFromPoDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Add from PO" size="min(1100px, 96vw)">
      {/* Mounted only while open: each opening starts with nothing picked. */}
      <PickLines shipment={shipment} onClose={onClose} />
    </Dialog>
  );
}

const remainingOf = (row: ShippableItem) => `${formatNumber(row.remaining)} ${row.unitOfMeasure}`;

const lineLabel = (row: ShippableItem) => `${row.itemNumber || row.description} of ${row.poNumber}`;

const columns: GridColumn<ShippableItem>[] = [
  displayColumn<ShippableItem>('description', 'Description', {
    // What the hidden columns would say, under the description: on a phone the PO and what is left.
    render: (row) => (
      <>
        <Text size="sm">{row.description}</Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {row.poNumber} · {remainingOf(row)} left
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm" hiddenFrom="xl">
          {[row.itemNumber, row.vendorName].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  }),
  displayColumn<ShippableItem>('poNumber', 'PO', { visibleFrom: 'sm', width: 110 }),
  displayColumn<ShippableItem>('vendorName', 'Vendor', { visibleFrom: 'xl' }),
  displayColumn<ShippableItem>('itemNumber', 'Item #', { visibleFrom: 'xl', width: 120 }),
  ...(
    [
      ['quantity', 'Ordered'],
      ['quantityShipped', 'Shipped'],
    ] as const
  ).map(([key, title]) =>
    displayColumn<ShippableItem>(key, title, {
      type: 'number',
      textAlign: 'right',
      total: false,
      visibleFrom: 'md',
      width: 90,
    }),
  ),
  displayColumn<ShippableItem>('remaining', 'Remaining', {
    type: 'number',
    textAlign: 'right',
    total: false,
    visibleFrom: 'sm',
    width: 120,
    render: remainingOf,
  }),
];

const idOf = (row: ShippableItem) => row.poItemId;
const leftOf = (row: ShippableItem) => row.remaining;

function PickLines({ shipment, onClose }: Omit<AddFromPoDialogProps, 'opened'>) {
  const [pageIndex, setPageIndex] = useState(1);
  const lines = useShippableItems(shipment.projectId, pageIndex, PAGE_SIZE, true);
  const add = useAddPoItems();
  const picks = useQuantityPicks();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const items = [...picks.picked].map(([poItemId, quantity]) => ({ poItemId, quantity }));
    const sent = items.map((i) => ({ id: i.poItemId }));
    const body = { shipmentId: shipment.id, items };
    // The same rules the server applies first: the contract's schema, each quantity on its row.
    const checked = poItemsShipmentBody.safeParse(body);
    setProblem(null);
    if (!checked.success) {
      setProblem(picks.place(sent, checked.error.issues) ?? 'Check the quantities marked below.');
      return;
    }
    try {
      const added = await add.mutateAsync(body);
      notify.success(`${added.length} ${added.length === 1 ? 'line' : 'lines'} added to shipment ${shipment.number}`);
      onClose();
    } catch (err) {
      // The server names the line at fault (items.N.quantity): its message goes on that row.
      picks.place(sent, issuesOf(err));
      setProblem(`Nothing was added: ${errorText(err)}`);
    }
  };

  const count = picks.picked.size;
  return (
    <Stack gap="md">
      <Text size="sm">
        PO lines of project {shipment.projectNumber} with something left to ship. Tick the lines this carrier brings;
        each ships what remains unless you type less.
      </Text>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      <QuantityPicker<ShippableItem>
        rows={lines.data?.items ?? []}
        loading={lines.isFetching}
        error={lines.error}
        onRetry={() => void lines.refetch()}
        idOf={idOf}
        nameOf={lineLabel}
        leftOf={leftOf}
        verb="ship"
        columns={columns}
        picks={picks}
        noun="PO lines"
        label="PO lines left to ship"
        paging={{
          page: pageIndex,
          pages: Math.ceil((lines.data?.totalCount ?? 0) / PAGE_SIZE),
          onChange: setPageIndex,
        }}
        empty={{
          title: 'Nothing left to ship',
          description:
            'Every line of this project’s open purchase orders is on a shipment already. Add items to a PO first.',
          icon: <IconPackages size={22} aria-hidden />,
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={count === 0} loading={add.isPending}>
          Add {count} {count === 1 ? 'line' : 'lines'}
        </Button>
      </Group>
    </Stack>
  );
}
