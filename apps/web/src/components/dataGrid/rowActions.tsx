import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { displayColumn } from './columns';
import type { GridColumn } from './types';

/**
 * A lines table's last column: Edit and Remove for each row, named for a screen reader by the
 * row ("Edit item CH-100", "Remove line Packing crate").
 */
export function editRemoveColumn<T>(
  nameOf: (row: T) => string,
  actions: { onEdit: (row: T) => void; onRemove: (row: T) => void },
): GridColumn<T> {
  return displayColumn<T>('actions', 'Actions', {
    width: 80,
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={`Edit ${nameOf(row)}`} onClick={() => actions.onEdit(row)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={`Remove ${nameOf(row)}`}
          onClick={() => actions.onRemove(row)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ),
  });
}
