import type { InventoryItem } from '@freightdesk/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/numbers';

/** An item as the floor knows it: number, description, project, how much and where it sits now. */
export function ItemCard({ item, label = 'Item' }: { item: InventoryItem; label?: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={`${label}: ${item.itemNumber || item.description}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {item.itemNumber || `INV-${item.id}`}
          </Text>
          {item.condition !== 'Good' && (
            <Badge color="red" variant="dot" tt="none">
              {item.condition}
            </Badge>
          )}
        </Group>
        <Text>{item.description}</Text>
        <Text size="sm" c="dimmed">
          {item.projectNumber} · {formatNumber(item.quantityOnHand, { plain: true })} {item.unitOfMeasure}
        </Text>
        <Text size="sm">
          Now at <strong>{item.location || 'no location'}</strong>
        </Text>
      </Stack>
    </Paper>
  );
}
