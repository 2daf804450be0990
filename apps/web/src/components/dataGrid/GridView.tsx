import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaginationProps,
  type DataTableSelectionProps,
} from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { type Key, type ReactNode, useRef } from 'react';
import { errorText } from '../../api/client';
import { useShownFrom } from '../../lib/media';
import { formatCount } from '../../lib/numbers';
import { ErrorState } from '../ErrorState';
import { hasTotal } from './columns';
import type { ExportRunner } from './ExportMenu';
import { activeFilterCount } from './filters';
import { formatCell, renderCell } from './format';
import { capitalize, type EmptyText, GridEmpty } from './GridStates';
import { type GridSearchOptions, GridToolbar } from './GridToolbar';
import classes from './GridView.module.css';
import { SelectionBar } from './SelectionBar';
import { SortHeader } from './SortHeader';
import type { GridColumn, GridPage, GridSelection, GridState } from './types';
import { useGridSelection } from './useGridSelection';
import { type InlineEditing, NEW_ROW_KEY, useInlineEdit, useInlineFocus } from './useInlineEdit';
import { useScrollableFocus } from './useScrollableFocus';

export interface GridViewProps<T> {
  columns: GridColumn<T>[];
  state: GridState;
  /** Undefined until the first rows arrive. */
  page: GridPage<T> | undefined;
  fetching: boolean;
  error: unknown;
  onRetry?: () => void;
  /** Footer totals by column key, already summed. */
  totals?: Partial<Record<string, string>>;
  noun: string;
  label: string;
  rowKey: (row: T) => Key;
  search: GridSearchOptions | false;
  paginate: boolean;
  toolbar?: ReactNode;
  actions?: ReactNode;
  onExport?: ExportRunner;
  onRowClick?: (row: T) => void;
  selection?: GridSelection<T>;
  editing?: InlineEditing<T>;
  maxHeight?: number;
  dense?: boolean;
  empty?: EmptyText;
}

/** The rendering both kinds of grid share: toolbar, table, totals, selection bar and states. */
export function GridView<T>(props: GridViewProps<T>) {
  const { state, page, noun, selection, rowKey } = props;
  const { request } = state;
  const inline = useInlineEdit(props.editing, rowKey);
  const box = useRef<HTMLDivElement>(null);
  useInlineFocus(box, inline.focus, inline.focused);
  const viewport = useScrollableFocus();
  const items = page?.items ?? [];
  const selected = useGridSelection(selection, rowKey, items);
  // Columns the screen is too narrow for are left out here, once, rather than by a media query in
  // every cell (which a phone would render once with them and then again without).
  const shownFrom = useShownFrom();
  const columns = inline.columnsFor(props.columns).filter((c) => c.visible && shownFrom(c.visibleFrom));
  const filtered = activeFilterCount(request.filters) > 0;
  const withTotals = props.totals && columns.some(hasTotal);
  // "Total" goes in the first column shown at every width (a phone leaves out the date, say).
  const totalLabelAt = Math.max(
    0,
    columns.findIndex((c) => !c.visibleFrom),
  );

  const tableColumns: DataTableColumn<T>[] = columns.map((c, index) => ({
    accessor: c.key,
    title: c.sortable ? (
      <SortHeader
        title={c.title}
        direction={request.sortColumn === c.key ? (request.reverse ? 'desc' : 'asc') : null}
        onSort={(direction) => state.setSort({ column: c.key, direction })}
      />
    ) : (
      c.title
    ),
    render: (row: T) => renderCell(c, row),
    width: c.width,
    textAlign: c.textAlign,
    footer: withTotals ? footerOf(c, props.totals ?? {}, index === totalLabelAt) : undefined,
  }));

  const paginationProps: DataTablePaginationProps = props.paginate
    ? {
        // A total counted only so far ("1,000+") offers the page after it, which counts further.
        totalRecords: (page?.totalCount ?? 0) + (page?.totalExact === false ? 1 : 0),
        page: request.pageIndex,
        onPageChange: state.setPage,
        recordsPerPage: request.pageSize,
        recordsPerPageOptions: [...state.pageSizes],
        onRecordsPerPageChange: state.setPageSize,
        recordsPerPageLabel: 'Rows per page',
        loadingText: 'Loading…',
        // From the page itself: a row being added is not one of the list's rows yet.
        paginationText: () => {
          const from = items.length ? (request.pageIndex - 1) * request.pageSize + 1 : 0;
          const to = items.length ? from + items.length - 1 : 0;
          return `${formatCount(from)}–${formatCount(to)} of ${formatCount(page?.totalCount ?? 0, page?.totalExact ?? true)} ${noun}`;
        },
        getPaginationItemProps: (p) => ({ 'aria-label': `Page ${p}` }),
      }
    : {};
  const selectionProps: DataTableSelectionProps<T> = selection
    ? {
        selectedRecords: selected.selectedShown,
        onSelectedRecordsChange: selected.onShownChange,
        // A row being added has nothing to select yet.
        isRecordSelectable: (row) => inline.keyOf(row) !== NEW_ROW_KEY && (selection.isSelectable?.(row) ?? true),
        allRecordsSelectionCheckboxProps: {
          'aria-label': selection.allLabel ?? `Select all ${noun} shown`,
          disabled: items.length === 0,
        },
        getRecordSelectionCheckboxProps: (row) => ({ 'aria-label': selection.rowLabel(row) }),
      }
    : {};

  const showError = Boolean(props.error) && !page;
  const pending = !page && !props.error;
  return (
    <Stack gap="sm" ref={box}>
      <GridToolbar
        columns={props.columns}
        state={state}
        search={props.search}
        toolbar={props.toolbar}
        actions={props.actions}
        onExport={props.onExport}
        exportDisabled={!page?.totalCount}
      />
      {selection?.actions && selected.count > 0 && (
        <SelectionBar
          count={selected.count}
          noun={noun}
          rows={selected.selectedRows}
          actions={selection.actions}
          onClear={selected.clear}
        />
      )}
      {Boolean(props.error) && page && (
        <Alert color="red" variant="light" title={`Could not refresh ${noun}`}>
          {errorText(props.error)} The rows below may be out of date.
        </Alert>
      )}
      {showError ? (
        <ErrorState title={`Could not load ${noun}`} error={props.error} onRetry={props.onRetry} />
      ) : (
        <DataTable<T>
          className={classes.grid}
          aria-label={props.label}
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover={Boolean(props.onRowClick)}
          verticalAlign="center"
          minHeight={items.length ? undefined : 260}
          maxHeight={props.maxHeight}
          horizontalSpacing={props.dense ? 6 : undefined}
          fz={props.dense ? 'xs' : undefined}
          idAccessor={inline.keyOf}
          columns={tableColumns}
          records={inline.recordsFor(items)}
          customRowAttributes={inline.rowAttributes}
          scrollViewportRef={viewport.ref}
          scrollAreaProps={{ viewportProps: viewport.props(props.label) }}
          fetching={props.fetching}
          {...paginationProps}
          {...selectionProps}
          onRowClick={
            props.onRowClick
              ? ({ record, event }) => {
                  // Links, buttons, inputs and checkboxes in a row do their own thing.
                  if ((event.target as HTMLElement).closest('a, button, input, label, [role="checkbox"]')) return;
                  props.onRowClick?.(record);
                }
              : undefined
          }
          // The table keeps its empty state mounted (it fades): fill it only while there are no rows,
          // so that its text and buttons never reach screen readers beside real rows.
          emptyState={
            pending || items.length > 0 ? (
              <span />
            ) : (
              <GridEmpty
                noun={noun}
                searchTerm={request.searchTerm}
                filtered={filtered}
                empty={props.empty}
                onClearSearch={() => state.setSearch('')}
                onClearFilters={state.clearFilters}
              />
            )
          }
        />
      )}
      {inline.enabled && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={inline.add}
            disabled={inline.adding}
            data-inline-add
          >
            {inline.addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A column's footer: its total, "Total" in the first column, nothing elsewhere. */
function footerOf<T>(column: GridColumn<T>, totals: Partial<Record<string, string>>, first: boolean): ReactNode {
  const total = totals[column.key];
  if (hasTotal(column) && total !== undefined) return formatCell(column, total);
  return first ? (
    <Text span size="sm" fw={700}>
      Total
    </Text>
  ) : undefined;
}

export { capitalize };
