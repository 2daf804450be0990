import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  draft: 'gray',
  sent: 'freight',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** A proposal's status as a dot badge (the dark text keeps 4.5:1 whatever the colour). */
export function ProposalStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
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
