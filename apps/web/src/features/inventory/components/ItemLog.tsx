import { type InventoryItem, type ItemLog as ItemLogRow, inventoryItemList } from '@freightdesk/contracts';
import { Badge, EmptyState, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { DateText } from '../../../components/DateText';
import { describeValue, humanize } from '../../../components/detail/history';
import { ErrorState } from '../../../components/ErrorState';
import { formatNumber } from '../../../lib/numbers';
import { useItemLogs } from '../api';
import { itemName } from '../measures';
import classes from './ItemLog.module.css';

/** How the log names an item's fields: as the items grid does, and the rest spelled out. */
const fieldLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(inventoryItemList.columns).map(([key, c]) => [key, c.label])),
  group: 'Group',
  groupId: 'Group',
  quantityHeld: 'Held',
  reason: 'Reason',
};
const label = (field: string) => fieldLabels[field] ?? humanize(field);
const quantityFields = new Set(['quantity', 'quantityOnHand']);

/** Dot badges keep their text dark on any colour (WCAG 1.4.3): what came in, what went, what changed. */
const colors: Record<string, string> = {
  received: 'teal',
  added: 'teal',
  adjusted: 'orange',
  picked: 'red',
  released: 'red',
  held: 'yellow',
  grouped: 'grape',
  ungrouped: 'grape',
};

/**
 * An item's log, its history, newest first: who, when, what happened and what caused it (the
 * receiving alert, a pick ticket), the quantity on hand before and after, and each field changed.
 */
export function ItemLog({ item }: { item: InventoryItem }) {
  const logs = useItemLogs(item);
  if (logs.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the item's log">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (logs.isError) {
    return <ErrorState title="Could not load the item's log" error={logs.error} onRetry={() => void logs.refetch()} />;
  }
  if (!logs.data.length) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconHistory aria-hidden />}
        title="Nothing logged yet"
        description="Every receipt, adjustment, weighing, move and pick of this item will be listed here."
      />
    );
  }
  return (
    <Stack component="ol" gap="sm" className={classes.list} aria-label={`Log of ${itemName(item)}`}>
      {logs.data.map((row) => (
        <LogEntry key={row.id} row={row} />
      ))}
    </Stack>
  );
}

function LogEntry({ row }: { row: ItemLogRow }) {
  const quantityMoved = row.quantityBefore !== row.quantityAfter;
  // The quantity on hand has its own line: the changes list the other fields.
  const changes = row.changes.filter((c) => !quantityFields.has(c.field));
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="xs" wrap="wrap">
        <Badge variant="dot" color={colors[row.action] ?? 'freight'} tt="none" fw={600}>
          {row.action}
        </Badge>
        <Text size="sm" fw={600}>
          {row.userName ?? 'System'}
        </Text>
        <Text size="sm" c="dimmed">
          <DateText value={row.at} withTime />
        </Text>
        {row.reference && (
          <Text size="sm" ml="auto">
            <Text span size="sm" c="dimmed">
              Reference{' '}
            </Text>
            <Text span size="sm" fw={600}>
              {row.reference}
            </Text>
          </Text>
        )}
      </Group>
      {row.reason && (
        <Text size="sm" mt={4}>
          <Text span size="sm" c="dimmed">
            Reason{' '}
          </Text>
          {row.reason}
        </Text>
      )}
      {(quantityMoved || changes.length > 0) && (
        <dl className={classes.changes}>
          {quantityMoved && (
            <Change label="On hand" before={formatNumber(row.quantityBefore)} after={formatNumber(row.quantityAfter)} />
          )}
          {changes.map((c) => (
            <Change
              key={c.field}
              label={label(c.field)}
              before={describeValue(c.before)}
              after={describeValue(c.after)}
            />
          ))}
        </dl>
      )}
    </Paper>
  );
}

function Change({ label, before, after }: { label: string; before: string | null; after: string | null }) {
  return (
    <div className={classes.change}>
      <dt>{label}</dt>
      <dd>
        <Value text={before} />
        <IconArrowRight size={14} aria-hidden className={classes.arrow} />
        <VisuallyHidden>changed to</VisuallyHidden>
        <Value text={after} />
      </dd>
    </div>
  );
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text span size="sm" c="dimmed" fs="italic">
      empty
    </Text>
  ) : (
    <Text span size="sm" className={classes.value}>
      {text}
    </Text>
  );
}
