import { allows, type PickTicketDetails, type PickTicketItem, pickTicketStatusIds } from '@freightdesk/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconHandStop, IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { RemoveLineDialog, useLineDialog, useLineRemoval } from '../../../components/lineTab';
import { MissingRight } from '../../../components/MissingRight';
import { formatNumber } from '../../../lib/numbers';
import { usePickTicketLines, useRemovePickLine } from '../api';
import { lineName, linesOpen } from '../pickTicketForm';
import { AddFromInventoryDialog } from './AddFromInventoryDialog';
import { AddLineByHandDialog } from './AddLineByHandDialog';
import { PickLineDialog } from './PickLineDialog';

interface PickTicketLinesProps {
  ticket: PickTicketDetails;
  /** PickTicket:Update: add, change, pick and remove lines (while the ticket is open or being picked). */
  canEdit: boolean;
}

const isShort = (l: PickTicketItem) => l.quantityPicked !== null && Number(l.quantityPicked) < Number(l.quantity);

/**
 * The Lines tab: the ticket's lines in location order (the picker's walk), as a table on a desk
 * and as cards on a phone, with big buttons to record what was picked.
 */
export function PickTicketLines({ ticket: t, canEdit }: PickTicketLinesProps) {
  const lines = usePickTicketLines(t.id);
  const removal = useLineRemoval(useRemovePickLine(), (item) => `Line ${lineName(item)} removed`);
  const { scope } = useAuth();
  const editable = canEdit && linesOpen(t);
  const picking = t.statusId === pickTicketStatusIds.picking;
  const editing = useLineDialog<PickTicketItem>();
  const [adding, setAdding] = useState<'inventory' | 'hand' | null>(null);

  const actions = editable && (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconHandStop size={16} aria-hidden />} onClick={() => setAdding('hand')}>
        Add a line by hand
      </Button>
      {allows(scope, 'Inventory:View') ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding('inventory')}>
          Add from inventory
        </Button>
      ) : (
        <MissingRight permission="Inventory:View" to="add lines from the inventory" />
      )}
    </Group>
  );

  const pickLabel = (item: PickTicketItem) =>
    picking ? `Record picked for ${lineName(item)}` : `Edit line ${lineName(item)}`;

  let body: ReactNode;
  if (lines.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading lines">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (lines.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Lines not loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(lines.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void lines.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (lines.data.length === 0) {
    body = (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconListDetails size={22} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h4">
            No lines yet
          </Title>
          <Text size="sm" c="dimmed" maw={440}>
            {editable
              ? 'Add what this ticket takes from the project’s inventory, with the quantity of each, or a line by hand.'
              : 'What this ticket picks will be listed here.'}
          </Text>
          {actions}
        </Stack>
      </Card>
    );
  } else {
    const items = lines.data;
    body = (
      <>
        <Table.ScrollContainer minWidth={640} visibleFrom="sm">
          <Table striped highlightOnHover aria-label={`Lines of pick ticket ${t.number}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                <Table.Th>Item #</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Picked</Table.Th>
                {editable && (
                  <Table.Th ta="right">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td fw={600}>{l.location || '—'}</Table.Td>
                  <Table.Td>{l.itemNumber || (l.inventoryItemId === null ? 'By hand' : '—')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.description}</Text>
                    {l.shortReason && (
                      <Text size="xs" fw={500}>
                        Short: {l.shortReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(l.quantity)} {l.unitOfMeasure}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Picked line={l} />
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={pickLabel(l)} onClick={() => editing.edit(l)}>
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={`Remove line ${lineName(l)}`}
                          onClick={() => removal.ask(l)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((l) => (
            <Card key={l.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={700} size="lg">
                    {l.location || 'No location'}
                  </Text>
                  {(l.itemNumber || l.inventoryItemId === null) && (
                    <Text size="sm" fw={600}>
                      {l.itemNumber || 'By hand'}
                    </Text>
                  )}
                  <Text size="sm">{l.description}</Text>
                </div>
                <Stack gap={2} align="flex-end">
                  <Text size="lg" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(l.quantity)} {l.unitOfMeasure}
                  </Text>
                  <Picked line={l} />
                </Stack>
              </Group>
              {l.shortReason && (
                <Text size="xs" fw={500} mt={4}>
                  Short: {l.shortReason}
                </Text>
              )}
              {editable && (
                <Group gap="sm" mt="sm" wrap="nowrap">
                  <Button
                    size="md"
                    style={{ flex: 1 }}
                    variant={picking ? 'filled' : 'default'}
                    onClick={() => editing.edit(l)}
                  >
                    {picking ? 'Record picked' : 'Edit quantity'}
                  </Button>
                  <ActionIcon
                    size={42}
                    variant="default"
                    color="red.9"
                    aria-label={`Remove line ${lineName(l)}`}
                    onClick={() => removal.ask(l)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {canEdit && !linesOpen(t)
            ? `${t.status}: its lines no longer change.`
            : 'In location order: the picker’s walk through the warehouse.'}
        </Text>
        {lines.data && lines.data.length > 0 && actions}
      </Group>
      {body}
      {editable && (
        <>
          <PickLineDialog ticket={t} item={editing.item} opened={editing.opened} onClose={editing.close} />
          <AddFromInventoryDialog ticket={t} opened={adding === 'inventory'} onClose={() => setAdding(null)} />
          <AddLineByHandDialog ticket={t} opened={adding === 'hand'} onClose={() => setAdding(null)} />
          <RemoveLineDialog removal={removal} title="Remove line">
            {`Remove line ${removal.removing ? lineName(removal.removing) : ''} from pick ticket ${t.number}?${removal.removing?.inventoryItemId ? ' What it holds goes back to the inventory.' : ''}`}
          </RemoveLineDialog>
        </>
      )}
    </Stack>
  );
}

function Picked({ line }: { line: PickTicketItem }) {
  if (line.quantityPicked === null) {
    return (
      <Text span size="sm" c="dimmed">
        Not picked
      </Text>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text span size="sm" fw={600}>
        {formatNumber(line.quantityPicked)}
      </Text>
      {isShort(line) && (
        <Badge color="red.9" variant="filled" size="sm">
          Short
        </Badge>
      )}
    </Group>
  );
}
