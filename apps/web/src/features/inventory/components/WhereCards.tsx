import type { InventoryItem } from '@freightdesk/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { To } from 'react-router';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/numbers';
import { ConditionBadge } from './InventoryBadges';

/**
 * "Where is it?" on a phone: each match a card whose first line is where it is, then what it is and
 * how much is there, the whole card a link to the item. Nothing scrolls sideways, nothing is cut off.
 */
export function WhereCards({
  items,
  linkOf,
  label,
}: {
  items: InventoryItem[];
  linkOf: (i: InventoryItem) => To;
  label: string;
}) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700} size="lg">
              {item.location || 'No location'}
            </Text>
            <Text fw={600} ta="right">
              {formatNumber(item.quantityOnHand)} {item.unitOfMeasure}
            </Text>
          </Group>
          <Anchor component={Link} to={linkOf(item)} fw={600} display="block" py={6}>
            {item.description}
          </Anchor>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {[item.itemNumber || `INV-${item.id}`, item.projectNumber].join(' · ')}
            </Text>
            {item.condition !== 'Good' && <ConditionBadge condition={item.condition} />}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
