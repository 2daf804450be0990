import { Badge, Text } from '@mantine/core';
import { IconAlertTriangle, IconStack2 } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/numbers';

/** How the goods are kept: damaged goods are kept apart until inspected, claimed or returned. */
export function ConditionBadge({ condition }: { condition: string }) {
  return (
    <Badge
      variant="light"
      color={condition === 'Damaged' ? 'red' : 'green'}
      c="dark.8"
      tt="none"
      fw={600}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {condition}
    </Badge>
  );
}

/** The group an item is kept in (a pallet, a room's furniture). */
export function GroupBadge({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <Badge
      variant="outline"
      color="freight"
      c="dark.8"
      tt="none"
      fw={500}
      leftSection={<IconStack2 size={12} aria-hidden />}
      style={{ minWidth: 'max-content' }}
    >
      {name}
    </Badge>
  );
}

/** Items without weight, flagged: storage is billed by weight, so they block billing until weighed. */
export function WithoutWeight({ count }: { count: number }) {
  if (count === 0) return <span>0</span>;
  return (
    <Text span size="sm" fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }}>
      <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {formatNumber(count)}
    </Text>
  );
}
