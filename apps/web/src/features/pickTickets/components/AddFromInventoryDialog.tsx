import type { InventoryItem, PickTicketDetails } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { QuantityPicker, useQuantityPicks } from '../../../components/QuantityPicker';
import { useAddInventoryLine } from '../api';
import { useAvailableInventory } from './inventoryLines';

interface Props {
  ticket: PickTicketDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * The project's items with something available, picked with a quantity each: one line per item
 * (POST /api/pickTicketItem each). What the server refuses shows on that item's row.
 */
export function AddFromInventoryDialog({ ticket, opened, onClose }: Props) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Add from inventory" size="xl">
      {opened && <InventoryPicker ticket={ticket} onClose={onClose} />}
    </Dialog>
  );
}

function InventoryPicker({ ticket, onClose }: Omit<Props, 'opened'>) {
  const available = useAvailableInventory(ticket.projectId);
  const add = useAddInventoryLine();
  const picks = useQuantityPicks();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** One line per item (POST /api/pickTicketItem each): what the server refuses stays picked, with why on its row. */
  const submit = async () => {
    setProblem(null);
    setSaving(true);
    const refused: Record<number, string> = {};
    let added = 0;
    for (const [inventoryItemId, quantity] of picks.picked) {
      try {
        await add.mutateAsync({ pickTicketId: ticket.id, inventoryItemId, quantity });
        picks.setQuantity(inventoryItemId, '');
        added += 1;
      } catch (err) {
        refused[inventoryItemId] =
          err instanceof ApiError ? (err.fieldErrors.quantity ?? errorText(err)) : errorText(err);
      }
    }
    setSaving(false);
    if (added > 0) notify.success(added === 1 ? '1 line added' : `${added} lines added`);
    if (Object.keys(refused).length === 0) {
      onClose();
      return;
    }
    picks.setErrors(refused);
    setProblem('Some items were not added: see why on their rows.');
  };

  const count = picks.picked.size;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Tick the items to take from project {ticket.projectNumber}’s inventory: each takes what is available unless you
        type less.
      </Text>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      <QuantityPicker<InventoryItem>
        {...available}
        verb="take"
        picks={picks}
        disabled={saving}
        label={`Items of project ${ticket.projectNumber} available`}
        empty={{
          title: 'Nothing available',
          description: `Project ${ticket.projectNumber} has no item with a quantity available: everything on hand is held by open tickets, or nothing was received yet. Add a line by hand instead.`,
          icon: <IconPackageOff size={22} aria-hidden />,
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={saving} disabled={count === 0}>
          {count === 1 ? 'Add 1 line' : `Add ${count} lines`}
        </Button>
      </Group>
    </Stack>
  );
}
