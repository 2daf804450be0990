import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { SortDirection } from './types';

interface SortHeaderProps {
  title: string;
  /** The current direction when the grid is sorted by this column. */
  direction: SortDirection | null;
  onSort: (direction: SortDirection) => void;
}

/**
 * A real button inside the column header. mantine-datatable's own sortable header turns the th
 * into role="button", which hides the column header from screen readers; this keeps both.
 */
export function SortHeader({ title, direction, onSort }: SortHeaderProps) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const state = direction === 'asc' ? 'sorted ascending' : direction === 'desc' ? 'sorted descending' : 'not sorted';
  return (
    <UnstyledButton
      aria-label={`${title}, ${state}`}
      onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, font: 'inherit', fontWeight: 'inherit' }}
    >
      {title}
      <Icon size={14} stroke={2} aria-hidden opacity={direction ? 1 : 0.45} />
    </UnstyledButton>
  );
}
