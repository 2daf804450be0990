import { Text } from '@mantine/core';
import { IconAdjustments, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorText } from '../../../../api/client';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DataGrid, type GridColumn, type InlineEditing } from '../../../../components/DataGrid';
import { DetailSection } from '../../../../components/detail';
import { notify } from '../../../../components/notify';
import { type BulkField, BulkRateDialog } from './BulkRateDialog';

interface Rate {
  id: number;
  version: number;
}

/** Mutations take any body here: each kind of rate passes its own, typed where it is built. */
// biome-ignore lint/suspicious/noExplicitAny: the section is generic over the two kinds of rate.
type Mutation<R> = UseMutationResult<R, Error, any>;

export interface RatesSectionProps<T extends Rate> {
  title: string;
  /** Plural, lower case: "warehouse rates". */
  noun: string;
  /** What an empty list of this kind means for the project. */
  emptyText: { title: string; description: string; icon: ReactNode };
  rows: T[];
  columns: GridColumn<T>[];
  schema: z.ZodType<T, unknown>;
  newRow: () => T;
  rowLabel: (row: T) => string;
  /** The fields the server takes of a row. */
  fieldsOf: (row: T) => object;
  /** The fields "Change selected" sets on every selected rate. */
  bulkFields: BulkField[];
  /** Null when the user may not change the project's rates. */
  writes: {
    add: Mutation<T>;
    update: Mutation<T>;
    updateMany: Mutation<T[]>;
    remove: Mutation<T[]>;
    reload: () => Promise<void>;
  } | null;
  toolbar?: ReactNode;
}

/**
 * One kind of a project's rates in a local grid: added and edited in place (saved at once, the
 * server's field errors under their cells), several changed together, removed after a question.
 */
export function RatesSection<T extends Rate>(props: RatesSectionProps<T>) {
  const { noun, rows, writes } = props;
  const [selected, setSelected] = useState<Key[]>([]);
  const [bulk, setBulk] = useState<T[] | null>(null);
  const [removing, setRemoving] = useState<T[] | null>(null);
  const one = noun.replace(/s$/, '');

  /** A 400's field errors go under their cells; a 409 reloads the rates; anything else keeps the row open. */
  const failed = async (err: unknown): Promise<Record<string, string> | undefined> => {
    notify.error(errorText(err));
    if (err instanceof ApiError && err.status === 400 && Object.keys(err.fieldErrors).length) return err.fieldErrors;
    if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
      await writes?.reload();
      return undefined;
    }
    throw err;
  };

  const editing: InlineEditing<T> | undefined = writes
    ? {
        schema: props.schema,
        newRow: props.newRow,
        rowLabel: props.rowLabel,
        addLabel: `Add ${one}`,
        onSave: async (row, previous) => {
          try {
            if (previous)
              await writes.update.mutateAsync({ ...props.fieldsOf(row), id: previous.id, version: previous.version });
            else await writes.add.mutateAsync(props.fieldsOf(row));
            notify.success(`${capital(one)} saved`);
            return undefined;
          } catch (err) {
            return failed(err);
          }
        },
        onRemove: (row) => setRemoving([row]),
      }
    : undefined;

  const applyBulk = async (changes: Record<string, unknown>) => {
    if (!writes || !bulk) return;
    const rates = bulk.map((r) => ({ ...props.fieldsOf({ ...r, ...changes }), id: r.id, version: r.version }));
    // Every changed rate must still be a valid rate (a storage rate keeps its period, say).
    for (const [i, r] of bulk.entries()) {
      const checked = props.schema.safeParse({ ...r, ...changes });
      if (!checked.success) throw new Error(`${props.rowLabel(r)}: ${checked.error.issues[0]?.message ?? 'invalid'}`);
      rates[i] = { ...props.fieldsOf(checked.data), id: r.id, version: r.version };
    }
    try {
      await writes.updateMany.mutateAsync(rates);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) await writes.reload();
      throw err;
    }
    notify.success(`${bulk.length} ${bulk.length === 1 ? one : noun} updated`);
    setSelected([]);
    setBulk(null);
  };

  const confirmRemove = async () => {
    if (!writes || !removing) return;
    try {
      await writes.remove.mutateAsync(removing.map((r) => r.id));
      notify.success(`${removing.length} ${removing.length === 1 ? one : noun} removed`);
      setSelected((keys) => keys.filter((k) => !removing.some((r) => r.id === k)));
    } catch (err) {
      notify.error(errorText(err));
      if (err instanceof ApiError && err.status === 404) await writes.reload();
    } finally {
      setRemoving(null);
    }
  };

  return (
    <DetailSection title={props.title}>
      <DataGrid<T>
        rows={rows}
        columns={props.columns}
        noun={noun}
        label={props.title}
        search={rows.length > 8 ? undefined : false}
        toolbar={props.toolbar}
        editing={editing}
        selection={
          writes
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (r) => `Select ${props.rowLabel(r)}`,
                allLabel: `Select all ${noun}`,
                actions: [
                  {
                    label: 'Change selected',
                    icon: <IconAdjustments size={14} aria-hidden />,
                    onClick: (picked) => setBulk(picked),
                  },
                  {
                    label: 'Remove',
                    color: 'red.9',
                    icon: <IconTrash size={14} aria-hidden />,
                    onClick: (picked) => setRemoving(picked),
                  },
                ],
              }
            : undefined
        }
        empty={props.emptyText}
      />
      {bulk && (
        <BulkRateDialog
          count={bulk.length}
          noun={noun}
          fields={props.bulkFields}
          onApply={applyBulk}
          onCancel={() => setBulk(null)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${capital(removing && removing.length > 1 ? noun : one)}`}
        confirmLabel="Remove"
        danger
        busy={writes?.remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <Text size="sm">
          {removing?.length === 1
            ? `Please confirm you would like to remove the ${props.rowLabel(removing[0] as T)} from this project.`
            : `Please confirm you would like to remove ${removing?.length ?? 0} ${noun} from this project.`}{' '}
          This action cannot be reversed.
        </Text>
      </ConfirmDialog>
    </DetailSection>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
