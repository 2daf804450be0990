import { Group } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { ExportMenu, type ExportRunner } from './ExportMenu';
import { activeFilterCount } from './filters';
import { FilterChips, FilterPanel, FilterToggle, filterableColumns } from './GridFilters';
import { GridSearch } from './GridSearch';
import type { GridColumn, GridState } from './types';

export interface GridSearchOptions {
  label: string;
  placeholder?: string;
  delay?: number;
  rightSection?: ReactNode;
}

interface GridToolbarProps<T> {
  columns: GridColumn<T>[];
  state: GridState;
  search: GridSearchOptions | false;
  /** Left, after the search box: a count or a note of the feature's. */
  toolbar?: ReactNode;
  actions?: ReactNode;
  onExport?: ExportRunner;
  exportDisabled: boolean;
}

/** Search, filters, export and the feature's buttons above a grid; the filters in effect below them. */
export function GridToolbar<T>(props: GridToolbarProps<T>) {
  const { columns, state, search, toolbar, actions, onExport, exportDisabled } = props;
  const panelId = useId();
  const filters = filterableColumns(columns);
  const count = activeFilterCount(state.request.filters);
  const [opened, setOpened] = useState(false);
  const hasTools = search || toolbar || filters.length || onExport || actions;
  if (!hasTools) return null;

  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" flex="1 1 auto">
          {search && (
            <GridSearch
              value={state.request.searchTerm}
              onSearch={state.setSearch}
              label={search.label}
              placeholder={search.placeholder}
              delay={search.delay}
              rightSection={search.rightSection}
            />
          )}
          {filters.length > 0 && (
            <FilterToggle count={count} opened={opened} panelId={panelId} onToggle={() => setOpened((o) => !o)} />
          )}
          {toolbar}
        </Group>
        {(onExport || actions) && (
          <Group gap="sm">
            {onExport && <ExportMenu onExport={onExport} disabled={exportDisabled} />}
            {actions}
          </Group>
        )}
      </Group>
      {opened && <FilterPanel id={panelId} columns={columns} state={state} />}
      <FilterChips columns={columns} state={state} />
    </>
  );
}
