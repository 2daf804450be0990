import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPackages } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { issuesOf, plainQuantity, QuantityPicker, useQuantityPicks } from '../../../components/QuantityPicker';
import { formatNumber } from '../../../lib/numbers';
import { useExpectPoLines, useOpenRasOfPo, usePoLines, usePoLinesLeft } from '../api';

/** A PO line with what is left to expect of it (ordered, less received, less what open alerts expect). */
interface Line {
  poItemId: number;
  name: string;
  unitOfMeasure: string;
  quantity: string;
  quantityReceived: string;
  left: string;
}

const PAGE_SIZE = 50;
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
const canPick = (l: Line) => Number(l.left) > 0;

interface ExpectPoLinesDialogProps {
  po: PurchaseOrderDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * Tell the dock to expect a PO's lines: tick the lines and how many of each (what is still to
 * arrive, by default), then a new receiving alert for them or an open alert of the project.
 */
export function ExpectPoLinesDialog({ po, opened, onClose }: ExpectPoLinesDialogProps) {
  const navigate = useNavigate();
  const expect = useExpectPoLines();
  const [to, setTo] = useState<'new' | 'existing'>('new');
  const [alertId, setAlertId] = useState<string | null>(null);
  const [expectedDate, setExpectedDate] = useState('');
  const [error, setError] = useState<string | null>(null);
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
  const picks = useQuantityPicks();
  const { setPicked } = picks;
  // Each line with something left starts picked with all of it.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || lines.length === 0) return;
    setStarted(true);
    setPicked(new Map(lines.filter(canPick).map((l) => [l.poItemId, plainQuantity(l.left)])));
  }, [lines, started, setPicked]);
  const open = useOpenRasOfPo(po.id, opened);
  const phone = useMediaQuery('(max-width: 36em)');
  const count = picks.picked.size;

  const submit = async () => {
    setError(null);
    if (to === 'existing' && !alertId) {
      setError('Pick the alert to add the lines to.');
      return;
    }
    const items = [...picks.picked].map(([poItemId, quantity]) => ({ poItemId, quantity }));
    try {
      const ra = await expect.mutateAsync(
        to === 'new'
          ? { to, purchaseOrderId: po.id, expectedDate: expectedDate || null, items }
          : { to, receivingAlertId: Number(alertId), items },
      );
      notify.success(
        `${items.length} ${items.length === 1 ? 'line' : 'lines'} of ${po.number} expected on receiving alert ${ra.number}`,
      );
      onClose();
      navigate(`/receiving-alerts/${ra.id}`);
    } catch (err) {
      // A line the server refuses (more than is left) shows why on its row.
      picks.place(
        items.map((i) => ({ id: i.poItemId })),
        issuesOf(err),
      );
      setError(errorText(err));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Expect lines of ${po.number} at the dock`}
      size="xl"
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {(left.isPending || poLines.isPending) && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Working out what is left to expect…</Text>
          </Group>
        )}
        {(left.isError || poLines.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorText(left.error ?? poLines.error)}
          </Alert>
        )}
        {lines.length > 0 && (
          <QuantityPicker<Line>
            rows={lines}
            idOf={idOf}
            nameOf={nameOf}
            leftOf={leftOf}
            canPick={canPick}
            verb="expect"
            columns={columns}
            picks={picks}
            pageSize={PAGE_SIZE}
            noun="lines"
            label={`Lines of ${po.number} to expect`}
            disabled={expect.isPending}
            empty={{
              title: 'No lines',
              description: 'This purchase order has no lines yet.',
              icon: <IconPackages size={22} aria-hidden />,
            }}
          />
        )}
        <SegmentedControl
          aria-label="Where the lines go"
          value={to}
          onChange={(v) => setTo(v as 'new' | 'existing')}
          data={[
            { value: 'new', label: 'A new alert' },
            { value: 'existing', label: 'An open alert', disabled: !open.data?.length },
          ]}
        />
        {to === 'new' ? (
          <TextInput
            type="date"
            label="Expected date"
            value={expectedDate}
            onChange={(e) => setExpectedDate(e.currentTarget.value)}
            w={220}
          />
        ) : (
          <Select
            label="Alert"
            placeholder="Pick an open alert of the project"
            data={(open.data ?? []).map((ra) => ({
              value: String(ra.id),
              label: `${ra.number} · ${ra.status}${ra.expectedDate ? ` · expected ${ra.expectedDate}` : ''}`,
            }))}
            value={alertId}
            onChange={setAlertId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={expect.isPending} disabled={count === 0}>
            {count === 1 ? 'Expect 1 line' : `Expect ${count} lines`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
