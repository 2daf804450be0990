import type { InventoryItem, PickTicketDetails } from '@freightdesk/contracts';
import { Alert, Button, Card, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { formatNumber } from '../../../lib/numbers';
import { useAddInventoryLine, useProjectInventory } from '../api';
import { lineName } from '../pickTicketForm';

interface Props {
  ticket: PickTicketDetails;
  opened: boolean;
  onClose: () => void;
}

/**
 * The project's items with something available, each with a quantity to take: one line per item
 * (POST /api/pickTicketItem each). What the server refuses shows under that item's quantity.
 */
export function AddFromInventoryDialog({ ticket, opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add from inventory"
      size="xl"
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {opened && <InventoryPicker ticket={ticket} onClose={onClose} />}
    </Modal>
  );
}

const QTY = /^\d{1,9}(\.\d{1,3})?$/;

function InventoryPicker({ ticket, onClose }: Omit<Props, 'opened'>) {
  const inventory = useProjectInventory(ticket.projectId, true);
  const add = useAddInventoryLine();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const items = (inventory.data?.items ?? []).filter((i) => Number(i.available) > 0);
  const chosen = Object.entries(quantities).filter(([, q]) => q.trim() !== '');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<number, string> = {};
    for (const [id, q] of chosen) {
      if (!QTY.test(q.trim()) || Number(q) <= 0) found[Number(id)] = 'Enter a quantity more than zero.';
    }
    if (chosen.length === 0) {
      notify.error('Enter the quantity of at least one item.');
      return;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`pick-qty-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    const left: Record<number, string> = {};
    let added = 0;
    for (const [id, q] of chosen) {
      try {
        await add.mutateAsync({ pickTicketId: ticket.id, inventoryItemId: Number(id), quantity: q.trim() });
        added += 1;
      } catch (err) {
        left[Number(id)] = q;
        found[Number(id)] = err instanceof ApiError ? (err.fieldErrors.quantity ?? errorText(err)) : errorText(err);
      }
    }
    setSaving(false);
    if (added > 0) notify.success(added === 1 ? '1 line added' : `${added} lines added`);
    if (Object.keys(found).length === 0) {
      onClose();
      return;
    }
    setQuantities(left);
    setErrors(found);
    document.getElementById(`pick-qty-${Object.keys(found)[0]}`)?.focus();
  };

  if (inventory.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the inventory">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (inventory.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title="Inventory not loaded"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(inventory.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void inventory.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" ta="center" py="lg">
        <IconPackageOff size={28} aria-hidden />
        <Text fw={600}>Nothing available</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Project {ticket.projectNumber} has no item with a quantity available: everything on hand is held by open
          tickets, or nothing was received yet. Add a line by hand instead.
        </Text>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add from inventory" noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter a quantity for each item to take from project {ticket.projectNumber}’s inventory, at most what is
          available.
        </Text>
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((i) => (
              <InventoryRow
                key={i.id}
                item={i}
                value={quantities[i.id] ?? ''}
                error={errors[i.id]}
                disabled={saving}
                onChange={(v) => {
                  setQuantities((q) => ({ ...q, [i.id]: v }));
                  setErrors(({ [i.id]: _gone, ...rest }) => rest);
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {chosen.length > 1 ? `Add ${chosen.length} lines` : 'Add line'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InventoryRow({
  item: i,
  value,
  error,
  disabled,
  onChange,
}: {
  item: InventoryItem;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const name = lineName(i);
  return (
    <Card component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {i.itemNumber || i.description}
          </Text>
          {i.itemNumber && <Text size="sm">{i.description}</Text>}
          <Text size="xs" c="dimmed">
            {[i.location || 'No location', i.condition].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          Available <b>{formatNumber(i.available)}</b> {i.unitOfMeasure}
        </Text>
        <TextInput
          id={`pick-qty-${i.id}`}
          aria-label={`Quantity of ${name}`}
          placeholder="Qty"
          inputMode="decimal"
          w={110}
          size="md"
          value={value}
          error={error}
          disabled={disabled}
          styles={{ input: { textAlign: 'right' } }}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </Group>
    </Card>
  );
}
