import { Badge } from '@mantine/core';

/**
 * A project's status as a dot badge (the dark text keeps 4.5:1 whatever the colour). Closed and
 * cancelled projects read grey; any other status is live work.
 */
export function ProjectStatusBadge({ status, size = 'lg' }: { status: string; size?: 'md' | 'lg' }) {
  const done = /closed|cancel|complete|inactive/i.test(status);
  return (
    <Badge
      variant="dot"
      color={done ? 'gray' : 'green'}
      tt="none"
      fw={500}
      size={size}
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
