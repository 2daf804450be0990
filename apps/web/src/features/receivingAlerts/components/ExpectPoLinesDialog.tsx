import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { formatNumber, sumDecimals } from '../../../lib/numbers';
import { useExpectPoLines, useOpenRasOfPo, usePoLines, usePoLinesLeft } from '../api';

interface Row {
  poItemId: number;
  chosen: boolean;
  quantity: string;
}

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
  const lines = usePoLines(po.id, opened);
  const items = lines.data ?? [];
  const [rows, setRows] = useState<Row[]>([]);
  // Each line starts as what is left to expect of it (ordered, less received, less open alerts).
  useEffect(() => {
    if (!left.data || !lines.data) return;
    const leftOf = new Map(left.data.map((l) => [l.poItemId, l.quantityLeft]));
    setRows((current) =>
      current.length
        ? current
        : lines.data.map((i) => {
            // "4.000" → "4": what a person would type.
            const quantity = sumDecimals([leftOf.get(i.id) ?? '0']);
            return { poItemId: i.id, chosen: Number(quantity) > 0, quantity };
          }),
    );
  }, [left.data, lines.data]);
  const leftOf = new Map((left.data ?? []).map((l) => [l.poItemId, l.quantityLeft]));
  const open = useOpenRasOfPo(po.id, opened);
  const phone = useMediaQuery('(max-width: 36em)');
  const chosen = rows.filter((r) => r.chosen);
  const set = (poItemId: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.poItemId === poItemId ? { ...r, ...change } : r)));
  /** The "expect every line" checkbox's state and change, on a phone and in the table's head. */
  const everyLine = {
    checked: rows.length > 0 && chosen.length === rows.length,
    indeterminate: chosen.length > 0 && chosen.length < rows.length,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const all = e.currentTarget.checked;
      setRows((r) => r.map((x) => ({ ...x, chosen: all })));
    },
  };
  /** How many of a line to expect: the table's last cell, or a phone card's right side. */
  const quantityInput = (row: Row, name: string, width?: number) => (
    <TextInput
      aria-label={`Quantity of ${name} to expect`}
      size="xs"
      w={width}
      inputMode="decimal"
      disabled={!row.chosen}
      value={row.quantity}
      onChange={(e) => set(row.poItemId, { quantity: e.currentTarget.value.trim() })}
      styles={{ input: { textAlign: 'right' } }}
    />
  );

  const submit = async () => {
    setError(null);
    if (to === 'existing' && !alertId) {
      setError('Pick the alert to add the lines to.');
      return;
    }
    const items = chosen.map((r) => ({ poItemId: r.poItemId, quantity: r.quantity }));
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
        {(left.isPending || lines.isPending) && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Working out what is left to expect…</Text>
          </Group>
        )}
        {(left.isError || lines.isError) && (
          <Alert color="red" variant="light" role="alert">
            {errorText(left.error ?? lines.error)}
          </Alert>
        )}
        {rows.length > 0 && phone && (
          <Stack gap="xs">
            <Checkbox label="Expect every line" {...everyLine} />
            <Stack gap="xs" role="list" aria-label={`Lines of ${po.number} to expect`}>
              {items.map((item) => {
                const row = rows.find((r) => r.poItemId === item.id);
                if (!row) return null;
                const name = item.itemNumber ? `${item.itemNumber} ${item.description}` : item.description;
                return (
                  <Paper key={item.id} withBorder radius="md" p="sm" role="listitem">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox
                        label={name}
                        aria-label={`Expect ${name}`}
                        checked={row.chosen}
                        onChange={(e) => set(item.id, { chosen: e.currentTarget.checked })}
                      />
                      {quantityInput(row, name, 90)}
                    </Group>
                    <Text size="xs" c="dimmed" mt={4} pl={32}>
                      {`Ordered ${formatNumber(item.quantity)} ${item.unitOfMeasure} · received ${formatNumber(item.quantityReceived)} · left to expect ${formatNumber(leftOf.get(item.id) ?? '0')}`}
                    </Text>
                  </Paper>
                );
              })}
            </Stack>
          </Stack>
        )}
        {rows.length > 0 && !phone && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label={`Lines of ${po.number} to expect`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox aria-label="Expect every line" {...everyLine} />
                  </Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Ordered</Table.Th>
                  <Table.Th ta="right">Received</Table.Th>
                  <Table.Th ta="right">Left to expect</Table.Th>
                  <Table.Th ta="right" w={130}>
                    Expect
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const row = rows.find((r) => r.poItemId === item.id);
                  if (!row) return null;
                  const name = item.itemNumber ? `${item.itemNumber} ${item.description}` : item.description;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Expect ${name}`}
                          checked={row.chosen}
                          onChange={(e) => set(item.id, { chosen: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{name}</Text>
                      </Table.Td>
                      <Table.Td ta="right">{`${formatNumber(item.quantity)} ${item.unitOfMeasure}`}</Table.Td>
                      <Table.Td ta="right">{formatNumber(item.quantityReceived)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(leftOf.get(item.id) ?? '0')}</Table.Td>
                      <Table.Td>{quantityInput(row, name)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
          <Button onClick={() => void submit()} loading={expect.isPending} disabled={chosen.length === 0}>
            {chosen.length === 1 ? 'Expect 1 line' : `Expect ${chosen.length} lines`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
