import { Group, Stack, Text } from '@mantine/core';
import { formatCount, formatMoney, sumDecimals } from '../../../lib/numbers';
import { useOpenCharges } from '../api';
import { ChargesGrid } from './ChargesGrid';

export interface OpenChargesPickerProps {
  projectId: number;
  /** The charges ticked, by id. */
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  /** The table's accessible name. */
  label?: string;
  /** Why what is ticked was refused (the server's message on chargeIds). */
  error?: string;
}

/**
 * A project's open charges that may be billed (never its costs), ticked to go on an invoice: every
 * one of them at once, sorted, searched and paged in the browser, and what is ticked added up as
 * it is ticked.
 */
export function OpenChargesPicker({ projectId, picked, onChange, label, error }: OpenChargesPickerProps) {
  const open = useOpenCharges(projectId);
  const rows = open.data;
  const chosen = (rows ?? []).filter((c) => picked.includes(c.id));
  return (
    <Stack gap="xs">
      <ChargesGrid
        of={{ module: 'Project', projectId }}
        every={{ rows, loading: open.isPending, error: open.error, onRetry: () => void open.refetch() }}
        label={label ?? 'Open charges of the project'}
        emptyText="This project has no open charges to bill. Charges entered on the project or its records appear here until an invoice takes them."
        use={{ kind: 'pick', picked, onPick: onChange }}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" aria-atomic>
          {formatCount(chosen.length)} of {formatCount(rows?.length ?? 0)} open{' '}
          {rows?.length === 1 ? 'charge' : 'charges'} picked · Total{' '}
          <b>{formatMoney(sumDecimals(chosen.map((c) => c.amount)))}</b>
        </Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
