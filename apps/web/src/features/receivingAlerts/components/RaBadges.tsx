import type { RaStatus, ReceiptCondition } from '@freightdesk/contracts';
import { Badge } from '@mantine/core';

/** Where an alert stands: expected grey, being received yellow, received green, cancelled red. */
const statusColors: Record<RaStatus, string> = {
  Expected: 'freight',
  Receiving: 'yellow',
  Received: 'green',
  Cancelled: 'red',
};

/** An alert's status as a dot badge (the dark text keeps 4.5:1 whatever the colour). */
export function RaStatusBadge({ status, size = 'md' }: { status: RaStatus; size?: 'md' | 'lg' }) {
  return (
    <Badge
      variant="dot"
      color={statusColors[status]}
      tt="none"
      fw={500}
      size={size}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}

const conditionColors: Record<ReceiptCondition, string> = {
  Good: 'green',
  Damaged: 'red',
  Short: 'orange',
  Over: 'grape',
};

/** How a line arrived: a tinted badge with near-black text, which reads at 4.5:1 on every tint. */
export function ConditionBadge({ condition }: { condition: ReceiptCondition }) {
  return (
    <Badge
      variant="light"
      color={conditionColors[condition]}
      c="dark.8"
      tt="none"
      fw={600}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {condition}
    </Badge>
  );
}
