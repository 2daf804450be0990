import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/numbers';
import { useInventoryOfProject } from '../api';
import { InventoryItems } from './InventoryItems';

/**
 * A project's items (the project hub's Inventory tab): the same grid as its inventory screen, with
 * its state in the URL under `inv.`, and the way to the whole inventory with its totals.
 */
export function ProjectInventory({ projectId }: { projectId: number }) {
  const inventory = useInventoryOfProject(projectId);
  const inv = inventory.data;
  return (
    <Stack gap="sm">
      {inv && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            {`${formatNumber(inv.items)} ${inv.items === 1 ? 'item' : 'items'}, ${formatNumber(inv.quantityOnHand)} on hand, ${formatNumber(inv.weight)} lbs`}
            {inv.itemsWithoutWeight > 0 && (
              <Text span size="sm" fw={700} c="red.9">
                {`, ${formatNumber(inv.itemsWithoutWeight)} without weight`}
              </Text>
            )}
          </Text>
          <Anchor component={Link} to={`/inventory/${inv.id}`} size="sm" fw={600}>
            Open the inventory <IconArrowRight size={14} aria-hidden style={{ verticalAlign: -2 }} />
          </Anchor>
        </Group>
      )}
      <InventoryItems
        projectId={projectId}
        projectNumber={inv?.projectNumber ?? 'this project'}
        label="Inventory items of this project"
        prefix="inv"
        totals={inv ?? undefined}
      />
    </Stack>
  );
}
