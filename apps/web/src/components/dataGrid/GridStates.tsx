import { Button, EmptyState } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';

interface GridEmptyProps {
  /** Plural noun of the rows, lower case: "users". */
  noun: string;
  searchTerm: string;
  onClearSearch: () => void;
}

/** Shown over an empty grid: says whether the search or the data is empty, with the way out. */
export function GridEmpty({ noun, searchTerm, onClearSearch }: GridEmptyProps) {
  if (!searchTerm) {
    return (
      <EmptyState
        size="sm"
        withIndicatorBackground
        icon={<IconDatabaseOff size={22} aria-hidden />}
        title={`No ${noun} yet`}
        description={`${capitalize(noun)} you add will be listed here.`}
      />
    );
  }
  return (
    // The grid's overlay ignores the pointer; the clear button must still be clickable.
    <EmptyState
      size="sm"
      withIndicatorBackground
      style={{ pointerEvents: 'all' }}
      icon={<IconSearchOff size={22} aria-hidden />}
      title={`No ${noun} match “${searchTerm}”`}
      description="Check the spelling or search for something shorter."
    >
      <EmptyState.Actions>
        <Button variant="light" size="xs" onClick={onClearSearch}>
          Clear search
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
