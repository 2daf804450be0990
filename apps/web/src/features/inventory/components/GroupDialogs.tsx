import { newGroupBody } from '@freightdesk/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { useGroupItems, useInventoryGroups, useNewGroup } from '../api';

export type GroupDialogKind = 'new' | 'existing';

interface GroupDialogProps {
  kind: GroupDialogKind | null;
  projectId: number;
  /** The items picked in the grid. */
  itemIds: number[];
  onClose: () => void;
  /** The items moved: the grid clears its selection. */
  onDone: () => void;
}

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * "Group" and "Add to group…" of the items grid's selection: a new group, named as typed or by the
 * server (Group 1, Group 2…), or one of the project's groups. All the items move, or none do.
 */
export function GroupDialog({ kind, projectId, itemIds, onClose, onDone }: GroupDialogProps) {
  const title = kind === 'existing' ? 'Add to group' : 'Group items';
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {kind === 'new' && <NewGroupForm projectId={projectId} itemIds={itemIds} onClose={onClose} onDone={onDone} />}
      {kind === 'existing' && (
        <ExistingGroupForm projectId={projectId} itemIds={itemIds} onClose={onClose} onDone={onDone} />
      )}
    </Modal>
  );
}

type FormProps = Omit<GroupDialogProps, 'kind'>;

/** The server's first message about a field, or its whole answer. */
function messageOf(err: unknown, field: string) {
  return err instanceof ApiError ? (err.fieldErrors[field] ?? errorText(err)) : errorText(err);
}

function NewGroupForm({ projectId, itemIds, onClose, onDone }: FormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const named = useNewGroup();
  const numbered = useGroupItems();
  const busy = named.isPending || numbered.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) {
      const checked = newGroupBody.shape.name.safeParse(trimmed);
      if (!checked.success) return setError(checked.error.issues[0]?.message);
    }
    try {
      const result = trimmed
        ? await named.mutateAsync({ projectId, name: trimmed, selectedInventoryItems: itemIds })
        : await numbered.mutateAsync({ projectId, selectedInventoryItems: itemIds });
      notify.success(`${itemsText(result.items)} grouped into ${result.group?.name ?? 'a new group'}`);
      onDone();
      onClose();
    } catch (err) {
      setError(messageOf(err, trimmed ? 'name' : 'selectedInventoryItems'));
      notify.error(errorText(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Group items">
      <Stack gap="sm">
        <Text size="sm">{`The ${itemsText(itemIds.length)} picked go into a new group, kept together in the warehouse.`}</Text>
        <TextInput
          label="Group name"
          description="Left empty, the next number is given (Group 1, Group 2…)"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={60}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {`Group ${itemsText(itemIds.length)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ExistingGroupForm({ projectId, itemIds, onClose, onDone }: FormProps) {
  const groups = useInventoryGroups(projectId);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const move = useGroupItems();
  const options = (groups.data ?? []).map((g) => ({ value: String(g.id), label: `${g.name} (${itemsText(g.items)})` }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!groupId) return setError('Pick a group.');
    try {
      const result = await move.mutateAsync({
        projectId,
        selectedInventoryItems: itemIds,
        selectedGroupId: Number(groupId),
      });
      notify.success(`${itemsText(result.items)} added to ${result.group?.name ?? 'the group'}`);
      onDone();
      onClose();
    } catch (err) {
      setError(messageOf(err, 'selectedGroupId'));
      notify.error(errorText(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add to group">
      <Stack gap="sm">
        <Text size="sm">{`The ${itemsText(itemIds.length)} picked leave any group they are in for this one.`}</Text>
        <Select
          label="Group"
          placeholder={
            groups.isPending ? 'Loading…' : options.length ? 'Pick a group' : 'This project has no groups yet'
          }
          data={options}
          value={groupId}
          onChange={(v) => {
            setGroupId(v);
            setError(undefined);
          }}
          searchable
          required
          error={error ?? (groups.isError ? errorText(groups.error) : undefined)}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending} disabled={!options.length}>
            {`Add ${itemsText(itemIds.length)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
