import { Group, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type FieldPathByValue, type FieldValues, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../lib/numbers';
import { DataGrid, type GridColumn, type InlineEditing } from './DataGrid';

interface DraftLinesProps<V extends FieldValues, R extends { key: string }> {
  /** The form's list of lines: a field of the form's values holding its rows, each with its own `key`. */
  name: FieldPathByValue<V, R[]>;
  columns: GridColumn<R>[];
  /** Validates a line as it is committed; its messages show under its cells. */
  schema: z.ZodType<R, unknown>;
  newRow: () => R;
  /** What a committed line becomes (its amount worked out from what was typed). */
  commit?: (row: R) => R;
  /** "item" or "line": for the buttons' names ("Edit item …") and "Add item". */
  one: string;
  /** Names a line for its buttons, after `one`. */
  rowName: (row: R) => string;
  noun: string;
  label: string;
  emptyText: { title: string; description: string };
  /** The lines' money total, kept in sight below the grid on a phone (where the grid scrolls sideways). */
  total?: (rows: R[]) => string;
  /** Above the lines, right: other ways to add them ("Import lines from CSV or Excel"). */
  actions?: ReactNode;
  disabled: boolean;
}

/**
 * The lines of a record not yet saved (a new PO's items, a new alert's lines, a proposal's
 * estimate), typed in place in the form: Enter commits a line and opens the next, a line that
 * fails its schema stays open with its messages, and the list's own error (none, too many) shows
 * above it. They are sent with the record.
 */
export function DraftLines<V extends FieldValues, R extends { key: string }>(props: DraftLinesProps<V, R>) {
  const { commit = (row: R) => row, disabled } = props;
  // Checked against the form's values where it is given; inside, a field of an untyped form.
  const name: string = props.name;
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  const rows = (useWatch({ control, name }) ?? []) as R[];
  const { errors } = useFormState({ control, name });
  const listErrors = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const set = (next: R[]) => setValue(name, next, { shouldDirty: true, shouldValidate: Boolean(listErrors) });
  const current = () => (getValues(name) ?? []) as R[];

  const editing: InlineEditing<R> = {
    schema: props.schema,
    newRow: props.newRow,
    onSave: (row, previous) => {
      const saved = commit(row);
      set(previous ? current().map((r) => (r.key === previous.key ? saved : r)) : [...current(), saved]);
    },
    onRemove: (row) => set(current().filter((r) => r.key !== row.key)),
    rowLabel: (row) => `${props.one} ${props.rowName(row)}`,
    addLabel: `Add ${props.one}`,
  };
  const listError = listErrors?.message ?? listErrors?.root?.message;

  return (
    <>
      {listError && (
        <Text size="sm" c="red.8" role="alert" mb="xs">
          {listError}
        </Text>
      )}
      <DataGrid
        rows={rows}
        columns={props.columns}
        idAccessor="key"
        noun={props.noun}
        label={props.label}
        search={false}
        actions={props.actions}
        editing={disabled ? undefined : editing}
        empty={{ ...props.emptyText, icon: <IconListDetails size={22} aria-hidden /> }}
      />
      {props.total && rows.length > 0 && (
        <Group justify="flex-end" mt="xs" hiddenFrom="sm">
          <Text size="sm" fw={700}>
            Total {formatMoney(props.total(rows))}
          </Text>
        </Group>
      )}
    </>
  );
}
