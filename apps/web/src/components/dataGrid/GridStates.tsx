import { Button, EmptyState } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What an empty grid says when nothing narrows it: the feature's words, or "No users yet". */
export interface EmptyText {
  title: string;
  description: string;
  icon?: ReactNode;
}

interface GridEmptyProps {
  /** Plural noun of the rows, lower case: "users". */
  noun: string;
  searchTerm: string;
  filtered: boolean;
  empty?: EmptyText;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

/** Shown over an empty grid: says whether the search, the filters or the data is empty, with the way out. */
export function GridEmpty({ noun, searchTerm, filtered, empty, onClearSearch, onClearFilters }: GridEmptyProps) {
  if (!searchTerm && !filtered) {
    return (
      <EmptyState
        size="sm"
        withIndicatorBackground
        icon={empty?.icon ?? <IconDatabaseOff size={22} aria-hidden />}
        title={empty?.title ?? `No ${noun} yet`}
        description={empty?.description ?? `${capitalize(noun)} you add will be listed here.`}
      />
    );
  }
  return (
    // The grid's overlay ignores the pointer; the clear buttons must still be clickable.
    <EmptyState
      size="sm"
      withIndicatorBackground
      style={{ pointerEvents: 'all' }}
      icon={<IconSearchOff size={22} aria-hidden />}
      title={searchTerm ? `No ${noun} match “${searchTerm}”` : `No ${noun} match these filters`}
      description={searchTerm ? 'Check the spelling or search for something shorter.' : 'Loosen or clear the filters.'}
    >
      <EmptyState.Actions>
        {searchTerm && (
          <Button variant="light" size="xs" onClick={onClearSearch}>
            Clear search
          </Button>
        )}
        {filtered && (
          <Button variant="light" size="xs" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
