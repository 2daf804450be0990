import { type InventoryItem, type ItemLog as ItemLogRow, inventoryItemList } from '@freightdesk/contracts';
import { EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { fieldLabelsOf } from '../../../components/detail/fieldLabels';
import { describeValue } from '../../../components/detail/history';
import { Labelled, type LogChange, LogEntry, LogList } from '../../../components/detail/LogEntry';
import { ErrorState } from '../../../components/ErrorState';
import { formatNumber } from '../../../lib/numbers';
import { useItemLogs } from '../api';
import { itemName } from '../measures';

/** How the log names an item's fields: as the items grid does, and the rest spelled out. */
const label = fieldLabelsOf(inventoryItemList, { quantityHeld: 'Held' });
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
  split: 'cyan',
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
    <LogList label={`Log of ${itemName(item)}`}>
      {logs.data.map((row) => (
        <LogEntry
          key={row.id}
          action={row.action}
          color={colors[row.action] ?? 'freight'}
          userName={row.userName}
          at={row.at}
          aside={
            row.reference && (
              <Labelled label="Reference">
                <Text span size="sm" fw={600}>
                  {row.reference}
                </Text>
              </Labelled>
            )
          }
          note={row.reason && <Labelled label="Reason">{row.reason}</Labelled>}
          changes={changesOf(row)}
        />
      ))}
    </LogList>
  );
}

/** The quantity on hand first, when it moved; then the other fields changed. */
function changesOf(row: ItemLogRow): LogChange[] {
  const quantity: LogChange[] =
    row.quantityBefore !== row.quantityAfter
      ? [{ label: 'On hand', before: formatNumber(row.quantityBefore), after: formatNumber(row.quantityAfter) }]
      : [];
  return [
    ...quantity,
    ...row.changes
      .filter((c) => !quantityFields.has(c.field))
      .map((c) => ({ label: label(c.field), before: describeValue(c.before), after: describeValue(c.after) })),
  ];
}
