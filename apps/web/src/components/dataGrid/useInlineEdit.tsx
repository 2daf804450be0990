import { ActionIcon, Group } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type Key, useState } from 'react';
import type { z } from 'zod';
import { CellInput } from './CellEditor';
import { cellValue, displayColumn } from './columns';
import { renderCell } from './format';
import type { GridColumn } from './types';

/** Inline add and edit of a local grid's rows, validated by the shared zod schema. */
export interface InlineEditing<T> {
  /** Validates a row being added or edited; its messages show under the cells they name. */
  schema: z.ZodType<T, unknown>;
  /** The starting values of a new row. */
  newRow: () => T;
  /**
   * Stores a valid row: added when `previous` is null, else in place of `previous`. A save to the
   * server returns its promise: the row stays open while it runs, and stays open with the messages
   * it resolves with (the server's field errors, by field) or when it fails (the feature says why).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a local save returns nothing (void), a server save its promise.
  onSave: (row: T, previous: T | null) => void | Promise<Record<string, string> | undefined>;
  onRemove?: (row: T) => void;
  /** Names a row for the buttons' accessible names ("Edit item 3"). */
  rowLabel: (row: T) => string;
  addLabel?: string;
}

interface Edit<T> {
  /** The row being edited, or null while a new row is being added. */
  original: T | null;
  draft: T;
  errors: Record<string, string>;
}

/** The key of the row being added, which has no id yet. */
export const NEW_ROW_KEY = '__new__';

/** Messages by top-level field: the cell they belong under. */
function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useInlineEdit<T>(editing: InlineEditing<T> | undefined, rowKey: (row: T) => Key) {
  const [edit, setEdit] = useState<Edit<T> | null>(null);
  const [saving, setSaving] = useState(false);
  const isEdited = (row: T) => edit !== null && (row === edit.draft || row === edit.original);

  const save = () => {
    if (!edit || !editing) return;
    const parsed = editing.schema.safeParse(edit.draft);
    if (!parsed.success) {
      setEdit({ ...edit, errors: errorsOf(parsed.error) });
      return;
    }
    const result = editing.onSave(parsed.data, edit.original);
    if (!(result instanceof Promise)) {
      setEdit(null);
      return;
    }
    setSaving(true);
    result
      .then(
        (errors) => {
          if (errors && Object.keys(errors).length) setEdit((e) => e && { ...e, errors: { ...e.errors, ...errors } });
          else setEdit(null);
        },
        () => undefined,
      )
      .finally(() => setSaving(false));
  };

  const setField = (key: string, value: unknown) =>
    setEdit((e) => e && { ...e, draft: { ...e.draft, [key]: value }, errors: { ...e.errors, [key]: '' } });

  /** The grid's columns with inputs in the edited row's cells, and a column of row buttons. */
  const columnsFor = (columns: GridColumn<T>[]): GridColumn<T>[] => {
    if (!editing) return columns;
    const editable = columns.map((column) =>
      !column.visible || column.editor === false
        ? column
        : {
            ...column,
            render: (row: T) =>
              edit && isEdited(row) ? (
                <CellInput
                  column={column}
                  row={edit.draft}
                  value={cellValue(column, edit.draft)}
                  onChange={(v) => setField(column.key, v)}
                  error={edit.errors[column.key] || undefined}
                />
              ) : (
                renderCell(column, row)
              ),
          },
    );
    const buttons = displayColumn<T>('__edit', 'Actions', {
      textAlign: 'right',
      width: 96,
      render: (row) => {
        const name = edit?.original === null && row === edit.draft ? 'new row' : editing.rowLabel(row);
        if (edit && isEdited(row)) {
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <ActionIcon variant="filled" aria-label={`Save ${name}`} onClick={save} loading={saving}>
                <IconCheck size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={`Cancel editing ${name}`}
                disabled={saving}
                onClick={() => setEdit(null)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        }
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${name}`}
              disabled={edit !== null}
              onClick={() => setEdit({ original: row, draft: row, errors: {} })}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            {editing.onRemove && (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Remove ${name}`}
                disabled={edit !== null}
                onClick={() => editing.onRemove?.(row)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      },
    });
    return [...editable, buttons];
  };

  /** The rows to show: a row being added comes first. */
  const recordsFor = (rows: T[]) => (edit && edit.original === null ? [edit.draft, ...rows] : rows);

  return {
    enabled: Boolean(editing),
    adding: edit !== null,
    add: () => editing && setEdit({ original: null, draft: editing.newRow(), errors: {} }),
    addLabel: editing?.addLabel ?? 'Add row',
    columnsFor,
    recordsFor,
    /** The new row has no key of its own yet. */
    keyOf: (row: T): Key => (edit?.original === null && row === edit.draft ? NEW_ROW_KEY : rowKey(row)),
  };
}
