import { Badge } from '@mantine/core';

/** Where a shipment stands, by colour: booked blue, moving cyan, delivered green, a problem orange, cancelled red. */
const colors: Record<string, string> = {
  booked: 'freight',
  'in transit': 'cyan',
  delivered: 'green',
  exception: 'orange',
  cancelled: 'red',
};

/** A shipment's status as a dot badge (the dark text keeps 4.5:1 whatever the colour). */
export function ShipmentStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
  return (
    <Badge
      variant="dot"
      color={colors[status.toLowerCase()] ?? 'gray'}
      tt="none"
      fw={500}
      size={size}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
