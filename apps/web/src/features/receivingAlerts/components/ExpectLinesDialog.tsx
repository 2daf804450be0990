import type { RaDetails, RaListItem } from '@freightdesk/contracts';
import { Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import type { GridColumn } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { QuantityPicker } from '../../../components/QuantityPicker';
import { issuesOf, useQuantityPicks } from '../../../components/quantityPicks';
import { formatNumber } from '../../../lib/numbers';

const PAGE_SIZE = 50;

/** Where the picked lines go: a new alert (with its expected date, when asked for) or an open one. */
export type ExpectTarget = { to: 'new'; expectedDate: string | null } | { to: 'existing'; receivingAlertId: number };

export interface ExpectLinesDialogProps<T> {
  opened: boolean;
  onClose: () => void;
  /** "Expect lines of PO-1001 at the dock". */
  title: string;
  /** The source as the picker's label names it ("PO-1001", "shipment SH-1001"). */
  source: string;
  /** Every line of the source, or none while they load. */
  lines: readonly T[];
  loading: boolean;
  error: unknown;
  columns: GridColumn<T>[];
  idOf: (line: T) => number;
  nameOf: (line: T) => string;
  /** What is left to expect of a line: ticked, it takes all of it. */
  leftOf: (line: T) => string;
  /** A new alert asks for its expected date (a shipment's alert takes the shipment's). */
  asksDate: boolean;
  /** The project's open alerts the lines may join. */
  openAlerts: readonly RaListItem[];
  /** Sends the picks; answers the alert they are on. */
  expect: (target: ExpectTarget, items: { id: number; quantity: string }[]) => Promise<RaDetails>;
  pending: boolean;
}

/**
 * The one way to tell the dock what is coming from a PO or a shipment: tick the lines and how many
 * of each (what is left, by default), then a new receiving alert for them or an open alert of the
 * project. A line the server refuses shows why on its row; the alert opens once they are on it.
 */
export function ExpectLinesDialog<T>(props: ExpectLinesDialogProps<T>) {
  const { opened, onClose, lines, leftOf, idOf } = props;
  const navigate = useNavigate();
  const [to, setTo] = useState<'new' | 'existing'>('new');
  const [alertId, setAlertId] = useState<string | null>(null);
  const [expectedDate, setExpectedDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const picks = useQuantityPicks();
  const { setPicked } = picks;
  const canPick = (line: T) => Number(leftOf(line)) > 0;
  // Each line with something left starts picked with all of it.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || lines.length === 0) return;
    setStarted(true);
    setPicked(
      new Map(
        lines.filter((l) => Number(leftOf(l)) > 0).map((l) => [idOf(l), formatNumber(leftOf(l), { plain: true })]),
      ),
    );
  }, [lines, started, setPicked, leftOf, idOf]);
  const count = picks.picked.size;

  const submit = async () => {
    setError(null);
    if (to === 'existing' && !alertId) {
      setError('Pick the alert to add the lines to.');
      return;
    }
    const items = [...picks.picked].map(([id, quantity]) => ({ id, quantity }));
    try {
      const ra = await props.expect(
        to === 'new' ? { to, expectedDate: expectedDate || null } : { to, receivingAlertId: Number(alertId) },
        items,
      );
      notify.success(
        `${items.length} ${items.length === 1 ? 'line' : 'lines'} of ${props.source} expected on receiving alert ${ra.number}`,
      );
      onClose();
      navigate(`/receiving-alerts/${ra.id}`);
    } catch (err) {
      // A line the server refuses (more than is left) shows why on its row.
      picks.place(items, issuesOf(err));
      setError(errorText(err));
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={props.title} size="xl">
      <Stack gap="md">
        {props.loading && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Working out what is left to expect…</Text>
          </Group>
        )}
        {Boolean(props.error) && (
          <Alert color="red" variant="light" role="alert">
            {errorText(props.error)}
          </Alert>
        )}
        {!props.loading && !props.error && (
          <QuantityPicker<T>
            rows={lines}
            idOf={idOf}
            nameOf={props.nameOf}
            leftOf={leftOf}
            canPick={canPick}
            verb="expect"
            columns={props.columns}
            picks={picks}
            pageSize={PAGE_SIZE}
            noun="lines"
            label={`Lines of ${props.source} to expect`}
            disabled={props.pending}
            empty={{
              title: 'No lines',
              description: `${props.source} has no lines yet.`,
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
            { value: 'existing', label: 'An open alert', disabled: props.openAlerts.length === 0 },
          ]}
        />
        {to === 'existing' ? (
          <Select
            label="Alert"
            placeholder="Pick an open alert of the project"
            data={props.openAlerts.map((ra) => ({
              value: String(ra.id),
              label: `${ra.number} · ${ra.status}${ra.expectedDate ? ` · expected ${ra.expectedDate}` : ''}`,
            }))}
            value={alertId}
            onChange={setAlertId}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          props.asksDate && (
            <TextInput
              type="date"
              label="Expected date"
              value={expectedDate}
              onChange={(e) => setExpectedDate(e.currentTarget.value)}
              w={220}
            />
          )
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
          <Button onClick={() => void submit()} loading={props.pending} disabled={count === 0}>
            {count === 1 ? 'Expect 1 line' : `Expect ${count} lines`}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
