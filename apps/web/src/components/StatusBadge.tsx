import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusBadgeProps {
  /** What the badge says. */
  children: ReactNode;
  /** The dot's colour (a theme colour). */
  color: string;
  size?: 'md' | 'lg';
}

/**
 * Where a record stands, as a dot badge: the colour is the dot's, the text stays dark, so it keeps
 * 4.5:1 whatever the colour. Each module maps its statuses to colours.
 */
export function StatusBadge({ children, color, size = 'md' }: StatusBadgeProps) {
  return (
    <Badge variant="dot" color={color} tt="none" fw={500} size={size} style={{ flex: 'none', minWidth: 'max-content' }}>
      {children}
    </Badge>
  );
}

/** A module's status badge from its colours by lower-case status name (grey for one it does not know). */
export function statusBadgeOf(colors: Record<string, string>) {
  return function ModuleStatusBadge({ status, size = 'md' }: { status: string; size?: 'md' | 'lg' }) {
    return (
      <StatusBadge color={colors[status.toLowerCase()] ?? 'gray'} size={size}>
        {status}
      </StatusBadge>
    );
  };
}
