import { Badge } from '@mantine/core';

const colors: Record<number, string> = { 1: 'freight', 2: 'grape', 3: 'teal', 4: 'orange' };

/** A client's type as a dot badge (the dark text keeps 4.5:1 whatever the colour). */
export function ClientTypeBadge({ typeId, name, size = 'md' }: { typeId: number; name: string; size?: 'md' | 'lg' }) {
  return (
    <Badge variant="dot" color={colors[typeId] ?? 'gray'} tt="none" fw={500} size={size} style={{ flex: 'none' }}>
      {name}
    </Badge>
  );
}
