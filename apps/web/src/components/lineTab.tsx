import { type ReactNode, useMemo, useState } from 'react';
import { errorText } from '../api/client';
import { ConfirmDialog } from './ConfirmDialog';
import { editRemoveColumn } from './DataGrid';
import type { GridColumn, GridRequest } from './dataGrid/types';
import { notify } from './notify';

/**
 * The lines tab of a record (a PO's items, a shipment's lines, a pick ticket's lines): its lines,
 * each changed in the record's line dialog and removed after a question. A tab takes the dialog's
 * state (`useLineDialog`), the removal (`useLineRemoval` with `RemoveLineDialog`) and, for a grid
 * of lines, its edit and remove buttons (`lineColumns`) and its totals (`totalsOfAll`).
 */

/** The line dialog: adds a line (item null) or changes one. */
export function useLineDialog<T>() {
  // The line stays while the dialog closes, so its content does not change under the fade.
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  const moves = useMemo(
    () => ({
      add: () => setState({ opened: true, item: null }),
      edit: (item: T) => setState({ opened: true, item }),
      close: () => setState((d) => ({ ...d, opened: false })),
    }),
    [],
  );
  return { ...state, ...moves };
}

interface LineRemove<T> {
  mutateAsync: (line: T) => Promise<unknown>;
  isPending: boolean;
}

/** A line's removal: the line asked about (`ask`), then removed with a toast saying so (`removed`) or why not. */
export function useLineRemoval<T>(remove: LineRemove<T>, removed: (line: T) => string) {
  const [removing, setRemoving] = useState<T | null>(null);
  const confirm = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      notify.success(removed(removing));
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setRemoving(null);
    }
  };
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, busy: remove.isPending };
}
export type LineRemoval<T> = ReturnType<typeof useLineRemoval<T>>;

/** The question before a line goes ("Remove item", "Remove line"). */
export function RemoveLineDialog<T>({
  removal,
  title,
  children,
}: {
  removal: LineRemoval<T>;
  title: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      opened={removal.removing !== null}
      title={title}
      confirmLabel="Remove"
      danger
      busy={removal.busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}

/** A grid's columns of lines, with each line's edit and remove buttons where the lines may change. */
export function lineColumns<T>(
  declared: GridColumn<T>[],
  editable: boolean,
  nameOf: (line: T) => string,
  actions: { onEdit: (line: T) => void; onRemove: (line: T) => void },
): GridColumn<T>[] {
  return editable ? [...declared, editRemoveColumn<T>(nameOf, actions)] : declared;
}

/** The record's totals are of every line: shown only while the grid shows every line. */
export function totalsOfAll<K extends string>(
  request: GridRequest<K>,
  totals: Partial<Record<K, string>>,
): Partial<Record<K, string>> | undefined {
  const narrowed = Boolean(request.searchTerm) || Object.keys(request.filters).length > 0;
  return narrowed ? undefined : totals;
}
