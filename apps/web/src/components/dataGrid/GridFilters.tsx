import { Badge, Button, CloseButton, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { FilterInput } from './FilterInputs';
import { describeFilter, serializeFilter } from './filters';
import type { GridColumn, GridState } from './types';

interface FiltersProps<T> {
  columns: GridColumn<T>[];
  state: GridState;
}

/** The columns a grid filters by (declared filters the feature kept). */
export const filterableColumns = <T,>(columns: GridColumn<T>[]) => columns.filter((c) => c.filter);

/** "Filters" with the count in effect; it opens and closes the filter panel. */
export function FilterToggle({
  count,
  opened,
  onToggle,
  panelId,
}: {
  count: number;
  opened: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  return (
    <Button
      variant={opened ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      // The count is part of the name ("Filters 2"), as it is of what the button shows.
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle>
            {count}
          </Badge>
        ) : undefined
      }
      aria-expanded={opened}
      aria-controls={opened ? panelId : undefined}
      onClick={onToggle}
    >
      Filters
    </Button>
  );
}

/** One input per filterable column, laid out to fit the width. */
export function FilterPanel<T>({ columns, state, id }: FiltersProps<T> & { id: string }) {
  return (
    <Paper id={id} withBorder radius="md" p="md" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" verticalSpacing="sm">
        {filterableColumns(columns).map((column) => (
          <FilterInput
            key={column.key}
            column={column}
            label={column.filterLabel}
            value={state.request.filters[column.key]}
            onChange={(value) => state.setFilter(column.key, value)}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The filters in effect as removable chips, and "Clear filters". */
export function FilterChips<T>({ columns, state }: FiltersProps<T>) {
  const active = columns.flatMap((column) => {
    const value = state.request.filters[column.key];
    return value !== undefined && serializeFilter(value) ? [{ column, value }] : [];
  });
  if (!active.length) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Filters in effect" role="group">
      {active.map(({ column, value }) => (
        <Badge
          key={column.key}
          variant="light"
          tt="none"
          fw={500}
          size="lg"
          radius="sm"
          pr={2}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={`Remove filter ${column.filterLabel}`}
              onClick={() => state.setFilter(column.key, undefined)}
            />
          }
        >
          <Text span size="sm" fw={600} inherit>
            {column.filterLabel}:
          </Text>{' '}
          {column.filterChip ? column.filterChip(value) : describeFilter(column, value)}
        </Badge>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        onClick={state.clearFilters}
      >
        Clear filters
      </Button>
    </Group>
  );
}
