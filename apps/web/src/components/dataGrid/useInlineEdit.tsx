import { ActionIcon, Group } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { type Key, type KeyboardEvent, type RefObject, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useFormRowCommit } from '../form/formRows';
import { useUnsavedChanges } from '../form/unsavedChanges';
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
  /** The values the row opened with: anything else was typed. */
  start: T;
  draft: T;
  errors: Record<string, string>;
}

/** Where the keyboard goes once the grid has drawn the change (see useRowFocus). */
export type RowFocus = { to: 'input' } | { to: 'error' } | { to: 'add' } | { to: 'row'; key: Key } | null;

/** How a row is committed: its Save button, Enter in one of its inputs, or the form around the grid being sent. */
type Via = 'button' | 'enter' | 'form';

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

/** Whether anything was typed in the row since it opened. */
function changed<T>(edit: Edit<T>): boolean {
  const draft = edit.draft as Record<string, unknown>;
  const start = edit.start as Record<string, unknown>;
  return Object.keys({ ...draft, ...start }).some((k) => !Object.is(draft[k], start[k]));
}

/**
 * Inline add and edit of a grid's rows. Enter in a row's input commits the row (as its Save
 * button does) and never submits the form around the grid; a new row committed so opens the next
 * one. A row with something typed in it counts as unsaved (leaving the page asks), and the form
 * around the grid commits it before it is sent.
 */
export function useInlineEdit<T>(editing: InlineEditing<T> | undefined, rowKey: (row: T) => Key) {
  const [edit, setEdit] = useState<Edit<T> | null>(null);
  const [saving, setSaving] = useState(false);
  const [focus, setFocus] = useState<RowFocus>(null);
  const focused = useCallback(() => setFocus(null), []);
  const isEdited = (row: T) => edit !== null && (row === edit.draft || row === edit.original);
  const open = (original: T | null, start: T) => {
    setEdit({ original, start, draft: start, errors: {} });
    setFocus({ to: 'input' });
  };
  const add = () => editing && open(null, editing.newRow());

  /** Commits the row being edited; answers whether it is closed (saved or dropped), so a form may go on. */
  const save = (via: Via): boolean => {
    if (!edit || !editing) return true;
    const adding = edit.original === null;
    // A row nothing was typed in changes nothing (a new one is not a line): the form goes without it.
    if (via === 'form' && !changed(edit)) {
      setEdit(null);
      return true;
    }
    const parsed = editing.schema.safeParse(edit.draft);
    if (!parsed.success) {
      setEdit({ ...edit, errors: errorsOf(parsed.error) });
      setFocus({ to: 'error' });
      return false;
    }
    const closed = () => {
      setEdit(null);
      if (via === 'enter' && adding) add();
      else if (via !== 'form') setFocus(adding ? { to: 'add' } : { to: 'row', key: rowKey(edit.original as T) });
    };
    const result = editing.onSave(parsed.data, edit.original);
    if (!(result instanceof Promise)) {
      closed();
      return true;
    }
    setSaving(true);
    result
      .then(
        (errors) => {
          if (errors && Object.keys(errors).length) setEdit((e) => e && { ...e, errors: { ...e.errors, ...errors } });
          else closed();
        },
        () => undefined,
      )
      .finally(() => setSaving(false));
    // Saved by the server: the form waits for its answer.
    return false;
  };

  const cancel = () => {
    if (!edit) return;
    setFocus(edit.original === null ? { to: 'add' } : { to: 'row', key: rowKey(edit.original) });
    setEdit(null);
  };

  useUnsavedChanges(edit !== null && changed(edit));
  useFormRowCommit(() => save('form'));

  /** Enter in an input of the row being edited commits the row, unless the input used it (an option chosen). */
  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if ((event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    if (!saving) save('enter');
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
                  field={(other) => ({
                    value: cellValue(other, edit.draft),
                    onChange: (v) => setField(other.key, v),
                    error: edit.errors[other.key] || undefined,
                  })}
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
              <ActionIcon variant="filled" aria-label={`Save ${name}`} onClick={() => save('button')} loading={saving}>
                <IconCheck size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" aria-label={`Cancel editing ${name}`} disabled={saving} onClick={cancel}>
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
              onClick={() => open(row, row)}
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

  const keyOf = (row: T): Key => (edit?.original === null && row === edit.draft ? NEW_ROW_KEY : rowKey(row));

  return {
    enabled: Boolean(editing),
    adding: edit !== null,
    add,
    addLabel: editing?.addLabel ?? 'Add row',
    columnsFor,
    recordsFor,
    /** The new row has no key of its own yet. */
    keyOf,
    /** The attributes of a row's <tr>: its key, and on the row being edited, Enter to commit it. */
    rowAttributes: (row: T): Record<string, unknown> =>
      editing
        ? {
            'data-row-key': String(keyOf(row)),
            ...(isEdited(row) ? { 'data-editing': '', onKeyDown: onRowKeyDown } : {}),
          }
        : {},
    focus,
    focused,
  };
}

const INPUTS = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)';

function focusTarget(box: HTMLElement, focus: NonNullable<RowFocus>): HTMLElement | null {
  switch (focus.to) {
    case 'input':
      return box.querySelector(`tr[data-editing] :is(${INPUTS})`);
    case 'error':
      return (
        box.querySelector('tr[data-editing] [aria-invalid="true"]') ??
        box.querySelector(`tr[data-editing] :is(${INPUTS})`)
      );
    case 'add':
      return box.querySelector('[data-inline-add]');
    case 'row':
      return box.querySelector(`tr[data-row-key="${CSS.escape(String(focus.key))}"] button:not(:disabled)`);
  }
}

/**
 * Moves the keyboard where an inline edit sends it, once the grid has drawn the change: into a
 * row that opened, to the first message of a refused one, back to Add or to the row's Edit button.
 */
export function useInlineFocus(box: RefObject<HTMLElement | null>, focus: RowFocus, focused: () => void) {
  useEffect(() => {
    if (!focus) return;
    if (box.current) focusTarget(box.current, focus)?.focus();
    focused();
  }, [box, focus, focused]);
}
