import type { InventoryItem } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { DetailSection } from '../../../components/detail';
import { QuantityPicker } from '../../../components/QuantityPicker';
import type { QuantityPicks } from '../../../components/quantityPicks';
import { useAvailableInventory } from './inventoryLines';

/**
 * A client's release request: the project's goods with what is available of each, and how many
 * to release. The quantities go with the new ticket, which holds them at once; leaving the form
 * with some typed asks first.
 */
export function ReleaseItemsPicker({ projectId, picks }: { projectId: number | null; picks: QuantityPicks }) {
  const available = useAvailableInventory(projectId);
  return (
    <DetailSection title="Items to release">
      {projectId === null ? (
        <Text c="dimmed">Choose the project first: its goods are listed here.</Text>
      ) : (
        <QuantityPicker<InventoryItem>
          {...available}
          verb="release"
          picks={picks}
          guarded
          label="Items to release"
          empty={{
            title: 'Nothing available',
            description: 'Nothing of this project is available to release: it is all held or was never received.',
            icon: <IconPackageOff size={22} aria-hidden />,
          }}
        />
      )}
    </DetailSection>
  );
}
