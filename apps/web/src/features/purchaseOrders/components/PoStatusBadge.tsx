import { Badge } from '@mantine/core';

/** Where a PO stands, by colour: waiting work blue, goods moving cyan and yellow, done green or grey. */
const colors: Record<string, string> = {
  open: 'gray',
  ordered: 'freight',
  shipped: 'cyan',
  'partially received': 'yellow',
  received: 'green',
  closed: 'dark',
  cancelled: 'red',
};

/** A PO's status as a dot badge (the dark text keeps 4.5:1 whatever the colour). */
export function PoStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
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
