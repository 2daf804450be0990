import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';

interface EditableCardProps {
  /** Names the card for its buttons' accessible names ("address 1 Harbor Street"). */
  name: string;
  editing: boolean;
  /** The card as it reads. */
  view: ReactNode;
  /** The card's inputs while it is edited in place. */
  editor: ReactNode;
  /** Below the card's text: a quick action such as "Make primary". */
  extra?: ReactNode;
  onEdit: () => void;
  onRemove?: () => void;
  onSave: () => void;
  onCancel: () => void;
  saveLabel: string;
  /** Another card is being edited, or the form is saving: the buttons wait. */
  busy?: boolean;
}

/**
 * One record of a list edited where it stands (an address, a contact): read, then its inputs in
 * the same place with Save and Cancel. Enter saves it and Escape cancels, without submitting the
 * surrounding form.
 */
export function EditableCard(props: EditableCardProps) {
  const { name, editing, busy = false } = props;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!editing) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onCancel();
    } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      props.onSave();
    }
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      onKeyDown={onKeyDown}
      bg={editing ? 'var(--mantine-color-default-hover)' : undefined}
      aria-label={editing ? `Editing ${name}` : name}
    >
      {editing ? (
        <Stack gap="sm">
          {props.editor}
          <Group gap="sm" justify="flex-end">
            <Button type="button" variant="default" size="xs" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="button" size="xs" onClick={props.onSave} loading={busy}>
              {props.saveLabel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            {props.view}
            {props.extra}
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              type="button"
              variant="subtle"
              aria-label={`Edit ${name}`}
              onClick={props.onEdit}
              disabled={busy}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            {props.onRemove && (
              <ActionIcon
                type="button"
                variant="subtle"
                color="red.9"
                aria-label={`Remove ${name}`}
                onClick={props.onRemove}
                disabled={busy}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      )}
    </Paper>
  );
}

/** The list the cards sit in, or what it says while it is empty. */
export function CardList({ label, empty, children }: { label: string; empty: string | false; children: ReactNode }) {
  return (
    <>
      {empty && (
        <Text size="sm" c="dimmed" mb="sm">
          {empty}
        </Text>
      )}
      <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
    </>
  );
}
