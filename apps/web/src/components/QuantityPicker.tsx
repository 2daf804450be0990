import { Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { type Key, type ReactNode, useMemo } from 'react';
import { formatNumber } from '../lib/numbers';
import { DataGrid, displayColumn, type GridColumn } from './DataGrid';
import type { EmptyText } from './dataGrid/GridStates';
import { useUnsavedChanges } from './form/unsavedChanges';
import type { QuantityPicks } from './quantityPicks';

/**
 * The error red of a quantity box, darker than Mantine's: a ticked row is tinted blue, on which
 * even red 9 reads at 4.2:1; this one keeps 5.8:1 there, small as the text is (WCAG 1.4.3).
 */
const ERROR_ON_SELECTED = '#a61e1e';

/** What an empty quantity box says, by the picker's verb. */
const notPicked: Record<string, string> = { ship: 'Not shipped', expect: 'Not expected', release: 'Not released' };

export interface QuantityPickerProps<T> {
  /** The rows shown: the server's page (with `paging`), or every row (paged here by `pageSize`). */
  rows: readonly T[];
  idOf: (row: T) => number;
  /** The line as the labels name it ("CH-100 of PO-7"). */
  nameOf: (row: T) => string;
  /** What is left to take of a line: a ticked line takes it all until told otherwise. */
  leftOf: (row: T) => string;
  /** What is done with the lines, lower case ("ship", "expect", "take"): it names the boxes. */
  verb: string;
  /** The columns that describe a line; the picker adds the quantity. */
  columns: GridColumn<T>[];
  picks: QuantityPicks;
  noun: string;
  label: string;
  empty: EmptyText;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Pages of the server's rows. */
  paging?: { page: number; pages: number; onChange: (page: number) => void };
  /** Rows a page when every row is given. */
  pageSize?: number;
  disabled?: boolean;
  /** Whether a line may be picked at all (nothing left of it: shown, not pickable). */
  canPick?: (row: T) => boolean;
  /** The picks are part of a form: leaving the page with some asks first (a dialog's are not). */
  guarded?: boolean;
  /** Left of the count under the grid. */
  footnote?: ReactNode;
}

/**
 * The one way to take quantities of lines: ship from a PO, expect a PO's lines at the dock, take
 * items from inventory onto a pick ticket. Tick a line and it takes what is left of it; type a
 * quantity and the line is picked; empty the box and it is not. Picks survive turning pages, and a
 * problem the contract or the server finds with a line shows on its row.
 */
export function QuantityPicker<T>(props: QuantityPickerProps<T>) {
  const { rows, idOf, nameOf, leftOf, verb, picks, disabled } = props;
  const { picked, errors, setQuantity, setPicked } = picks;
  const Verb = verb.charAt(0).toUpperCase() + verb.slice(1);
  useUnsavedChanges(Boolean(props.guarded) && picked.size > 0);

  const select = (keys: Key[]) => {
    const chosen = new Set(keys as number[]);
    const shown = new Set(rows.map(idOf));
    setPicked((p) => {
      // Lines of other pages stay as they are; of this page, those unticked go.
      const next = new Map([...p].filter(([id]) => chosen.has(id) || !shown.has(id)));
      for (const row of rows) {
        const id = idOf(row);
        if (chosen.has(id) && !next.has(id)) next.set(id, formatNumber(leftOf(row), { plain: true }));
      }
      return next;
    });
  };

  const columns = useMemo<GridColumn<T>[]>(
    () => [
      ...props.columns,
      displayColumn<T>('pickedQuantity', `To ${verb}`, {
        width: 130,
        render: (row) => (
          <TextInput
            aria-label={`Quantity to ${verb} of ${nameOf(row)}`}
            size="xs"
            miw={80}
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled || (props.canPick ? !props.canPick(row) : false)}
            placeholder={picked.has(idOf(row)) ? undefined : (notPicked[verb] ?? 'Not taken')}
            styles={{ input: { textAlign: 'right' } }}
            style={{ '--mantine-color-error': ERROR_ON_SELECTED }}
            value={picked.get(idOf(row)) ?? ''}
            onChange={(e) => setQuantity(idOf(row), e.currentTarget.value.trim())}
            error={errors[idOf(row)]}
          />
        ),
      }),
    ],
    [props.columns, props.canPick, verb, nameOf, idOf, disabled, picked, errors, setQuantity],
  );

  const count = picked.size;
  return (
    <Stack gap="sm">
      <DataGrid<T>
        rows={rows}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        columns={columns}
        idAccessor={idOf}
        noun={props.noun}
        label={props.label}
        search={false}
        {...(props.pageSize ? { pageSize: props.pageSize } : {})}
        selection={{
          selected: [...picked.keys()],
          onChange: select,
          rowLabel: (row) => `${Verb} ${nameOf(row)}`,
          allLabel: `${Verb} every line shown`,
          ...(props.canPick ? { isSelectable: props.canPick } : {}),
        }}
        empty={props.empty}
      />
      {props.paging && props.paging.pages > 1 && (
        <Group justify="center">
          <Pagination
            total={props.paging.pages}
            value={props.paging.page}
            onChange={props.paging.onChange}
            size="sm"
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {count} {count === 1 ? 'line' : 'lines'} picked
        </Text>
        {props.footnote}
      </Group>
    </Stack>
  );
}
