import type { InventoryItem, PickTicketDetails } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { QuantityPicker } from '../../../components/QuantityPicker';
import { issuesOf, useQuantityPicks } from '../../../components/quantityPicks';
import { useAddInventoryLines } from '../api';
import { useAvailableInventory } from './inventoryLines';

interface Props {
  ticket: PickTicketDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * The project's items with something available, picked with a quantity each: one line per item,
 * added together or not at all (POST /api/pickTicketItem/createFromInventory). What the server
 * refuses shows on that item's row, and nothing is added until every row is right.
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
  const add = useAddInventoryLines();
  const picks = useQuantityPicks();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const items = [...picks.picked].map(([id, quantity]) => ({ id, quantity }));
    try {
      await add.mutateAsync({
        pickTicketId: ticket.id,
        items: items.map((l) => ({ inventoryItemId: l.id, quantity: l.quantity })),
      });
      notify.success(items.length === 1 ? '1 line added' : `${items.length} lines added`);
      onClose();
    } catch (err) {
      const issues = issuesOf(err);
      const whole = picks.place(items, issues);
      setProblem(whole ?? (issues.length ? 'Nothing was added: see why on the rows marked.' : errorText(err)));
    }
  };
  const saving = add.isPending;

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
