import { poItemsShipmentBody, type ShipmentDetails, type ShippableItem } from '@freightdesk/contracts';
import { Alert, Button, Group, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPackages } from '@tabler/icons-react';
import { type Key, useCallback, useMemo, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
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
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add from PO"
      size="min(1100px, 96vw)"
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {/* Mounted only while open: each opening starts with nothing picked. */}
      <PickLines shipment={shipment} onClose={onClose} />
    </Modal>
  );
}

/**
 * The error red of a quantity box, darker than Mantine's: a ticked row is tinted blue, on which
 * even red 9 reads at 4.2:1; this one keeps 5.8:1 there, small as the text is (WCAG 1.4.3).
 */
const ERROR_ON_SELECTED = '#a61e1e';

/** A quantity as it is typed: "6", not the database's "6.000". */
const plain = (quantity: string) => (quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity);

const remainingOf = (row: ShippableItem) => `${formatNumber(row.remaining)} ${row.unitOfMeasure}`;

const lineLabel = (row: ShippableItem) => `${row.itemNumber || row.description} of ${row.poNumber}`;

function PickLines({ shipment, onClose }: Omit<AddFromPoDialogProps, 'opened'>) {
  const [pageIndex, setPageIndex] = useState(1);
  const lines = useShippableItems(shipment.projectId, pageIndex, PAGE_SIZE, true);
  const add = useAddPoItems();
  // The lines picked, on any page, with the quantity typed for each (as text: a decimal, never a float).
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const rows = lines.data?.items ?? [];
  const pages = Math.ceil((lines.data?.totalCount ?? 0) / PAGE_SIZE);

  const setQuantity = useCallback((row: ShippableItem, quantity: string) => {
    // An emptied box is a line not shipped after all.
    setPicked((p) => {
      const next = new Map(p);
      if (quantity) next.set(row.poItemId, quantity);
      else next.delete(row.poItemId);
      return next;
    });
    setRowErrors(({ [row.poItemId]: _, ...rest }) => rest);
  }, []);

  const select = (keys: Key[]) => {
    const chosen = new Set(keys as number[]);
    setPicked((p) => {
      const next = new Map([...p].filter(([id]) => chosen.has(id)));
      // A line ticked ships what remains of it until told otherwise.
      for (const row of rows) {
        if (chosen.has(row.poItemId) && !next.has(row.poItemId)) next.set(row.poItemId, plain(row.remaining));
      }
      return next;
    });
  };

  const columns = useMemo<GridColumn<ShippableItem>[]>(
    () => [
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
      displayColumn<ShippableItem>('ship', 'To ship', {
        width: 130,
        render: (row) => (
          <TextInput
            aria-label={`Quantity to ship of ${lineLabel(row)}`}
            size="xs"
            miw={80}
            inputMode="decimal"
            autoComplete="off"
            placeholder={picked.has(row.poItemId) ? undefined : 'Not shipped'}
            styles={{ input: { textAlign: 'right' } }}
            style={{ '--mantine-color-error': ERROR_ON_SELECTED }}
            value={picked.get(row.poItemId) ?? ''}
            onChange={(e) => setQuantity(row, e.currentTarget.value.trim())}
            error={rowErrors[row.poItemId]}
          />
        ),
      }),
    ],
    [picked, rowErrors, setQuantity],
  );

  const save = async () => {
    const items = [...picked].map(([poItemId, quantity]) => ({ poItemId, quantity }));
    const body = { shipmentId: shipment.id, items };
    // The same rules the server applies first: the contract's schema, each quantity on its row.
    const checked = poItemsShipmentBody.safeParse(body);
    const errors: Record<number, string> = {};
    const faultOf = (path: readonly PropertyKey[], message: string) => {
      const line = path[0] === 'items' && typeof path[1] === 'number' ? items[path[1]] : undefined;
      if (line) errors[line.poItemId] = message;
      return line !== undefined;
    };
    setProblem(null);
    if (!checked.success) {
      const unplaced = checked.error.issues.filter((i) => !faultOf(i.path, i.message));
      setRowErrors(errors);
      setProblem(unplaced[0]?.message ?? 'Check the quantities marked below.');
      return;
    }
    try {
      const added = await add.mutateAsync(body);
      notify.success(`${added.length} ${added.length === 1 ? 'line' : 'lines'} added to shipment ${shipment.number}`);
      onClose();
    } catch (err) {
      // The server names the line at fault (items.N.quantity): its message goes on that row.
      if (err instanceof ApiError) {
        for (const [key, message] of Object.entries(err.fieldErrors))
          faultOf(
            key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            message,
          );
      }
      setRowErrors(errors);
      setProblem(`Nothing was added: ${errorText(err)}`);
    }
  };

  const count = picked.size;
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
      <DataGrid<ShippableItem>
        rows={rows}
        loading={lines.isFetching}
        error={lines.error}
        onRetry={() => void lines.refetch()}
        columns={columns}
        idAccessor="poItemId"
        noun="PO lines"
        label="PO lines left to ship"
        search={false}
        selection={{
          selected: [...picked.keys()],
          onChange: select,
          rowLabel: (row) => `Ship ${lineLabel(row)}`,
          allLabel: 'Ship every line shown',
        }}
        empty={{
          title: 'Nothing left to ship',
          description:
            'Every line of this project’s open purchase orders is on a shipment already. Add items to a PO first.',
          icon: <IconPackages size={22} aria-hidden />,
        }}
      />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={pageIndex}
            onChange={setPageIndex}
            size="sm"
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {count} {count === 1 ? 'line' : 'lines'} picked
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={count === 0} loading={add.isPending}>
            Add {count} {count === 1 ? 'line' : 'lines'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
