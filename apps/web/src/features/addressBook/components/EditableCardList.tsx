import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CardList, EditableCard } from './EditableCard';
import type { FieldErrors } from './fieldErrors';

/** A draft checked for saving: the item to keep, or why not (with the draft as it is shown again). */
export type Checked<T> = { value: T } | { errors: FieldErrors; draft: T };

export interface EditableListOptions<T> {
  /** The list as the form holds it now, and the list to hold. */
  read: () => T[];
  write: (next: T[]) => void;
  /** Saves the whole record (editing an existing one); absent while creating, when Create saves all. */
  commit?: () => Promise<void>;
  /** A new item, given the list it joins. */
  blank: (current: T[]) => T;
  check: (draft: T) => Checked<T>;
  /** The list kept whole after an item at `index` was saved (null: after a removal). */
  settle?: (next: T[], index: number | null) => T[];
}

/**
 * A list of a form edited card by card (a client's addresses, its contacts): one card open at a
 * time with a draft of its own, checked by the contract's schema on Save, written into the form
 * (and, for a record that exists, saved at once); a removal asks first.
 */
export function useEditableList<T>(options: EditableListOptions<T>) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<T>(() => options.blank([]));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = (next: T[], index: number | null) => (options.settle ? options.settle(next, index) : next);

  const apply = async (next: T[]) => {
    options.write(next);
    if (!options.commit) return;
    setBusy(true);
    try {
      await options.commit();
    } finally {
      setBusy(false);
    }
  };

  const start = (index: number | 'new') => {
    const current = options.read();
    setDraft(index === 'new' ? options.blank(current) : (current[index] as T));
    setErrors({});
    setEditing(index);
  };

  const save = async () => {
    const checked = options.check(draft);
    if ('errors' in checked) {
      setDraft(checked.draft);
      setErrors(checked.errors);
      return;
    }
    const current = options.read();
    const next =
      editing === 'new'
        ? [...current, checked.value]
        : current.map((item, i) => (i === editing ? checked.value : item));
    const at = editing === 'new' ? next.length - 1 : (editing as number);
    setEditing(null);
    await apply(settle(next, at));
  };

  const remove = async (index: number) => {
    setRemoving(null);
    await apply(
      settle(
        options.read().filter((_, i) => i !== index),
        null,
      ),
    );
  };

  return {
    editing,
    draft,
    setDraft,
    errors,
    removing,
    setRemoving,
    busy,
    committed: Boolean(options.commit),
    start,
    save,
    remove,
    apply,
    cancel: () => setEditing(null),
  };
}

export type EditableList<T> = ReturnType<typeof useEditableList<T>>;

interface EditableCardListProps<T> {
  list: EditableList<T>;
  items: readonly T[];
  /** The list's accessible name ("Addresses") and what one item is called ("address"). */
  label: string;
  noun: string;
  /** How an item's buttons name it ("address 1 Harbor Street"). */
  nameOf: (item: T, index: number) => string;
  view: (item: T) => ReactNode;
  /** The open card's inputs, on the list's draft. */
  editor: ReactNode;
  /** Below an item's text: a quick action such as "Make primary". */
  extra?: (item: T, index: number, name: string) => ReactNode;
  disabled: boolean;
}

/** The cards of an editable list, the card of a new item, "Add …", and the question before a removal. */
export function EditableCardList<T>({
  list,
  items,
  label,
  noun,
  nameOf,
  view,
  editor,
  extra,
  disabled,
}: EditableCardListProps<T>) {
  const { editing, busy } = list;
  const saveLabel = list.committed ? `Save ${noun}` : 'Done';
  return (
    <>
      <CardList label={label} empty={!items.length && editing !== 'new' && `No ${label.toLowerCase()} yet.`}>
        {items.map((item, index) => {
          const name = nameOf(item, index);
          return (
            <EditableCard
              // biome-ignore lint/suspicious/noArrayIndexKey: no id in the form; the list only grows or shrinks while no card is open
              key={index}
              name={name}
              editing={editing === index}
              busy={busy || disabled || (editing !== null && editing !== index)}
              view={view(item)}
              editor={editor}
              extra={extra?.(item, index, name)}
              onEdit={() => list.start(index)}
              onRemove={() => list.setRemoving(index)}
              onSave={() => void list.save()}
              onCancel={list.cancel}
              saveLabel={saveLabel}
            />
          );
        })}
        {editing === 'new' && (
          <EditableCard
            name={`new ${noun}`}
            editing
            busy={busy}
            view={null}
            editor={editor}
            onEdit={() => {}}
            onSave={() => void list.save()}
            onCancel={list.cancel}
            saveLabel={saveLabel}
          />
        )}
      </CardList>
      {editing !== 'new' && (
        <div>
          <Button
            type="button"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => list.start('new')}
            disabled={disabled || busy || editing !== null}
          >
            {`Add ${noun}`}
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={list.removing !== null}
        title={`Remove ${noun}`}
        confirmLabel="Remove"
        danger
        onConfirm={() => {
          if (list.removing !== null) void list.remove(list.removing);
        }}
        onCancel={() => list.setRemoving(null)}
      >
        {list.committed
          ? `Remove this ${noun} from the client? The change is saved at once and kept in the history.`
          : `Remove this ${noun}?`}
      </ConfirmDialog>
    </>
  );
}
