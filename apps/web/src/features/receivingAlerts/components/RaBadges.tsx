import type { ReceiptCondition } from '@freightdesk/contracts';
import { Badge } from '@mantine/core';
import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where an alert stands: expected blue, being received yellow, received green, cancelled red. */
export const RaStatusBadge = statusBadgeOf({
  expected: 'freight',
  receiving: 'yellow',
  received: 'green',
  cancelled: 'red',
});

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
