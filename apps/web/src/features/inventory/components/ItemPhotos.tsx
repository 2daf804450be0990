import { allows, type InventoryItem } from '@freightdesk/contracts';
import { Stack, Text } from '@mantine/core';
import { useAuth } from '../../../auth/AuthContext';
import { PhotoStrip, useFiles } from '../../files';
import { itemName } from '../measures';

/**
 * The photos the dock took of the goods when they were received: the files of the item's
 * receiving line (its alert's, in the folder `{alertId}-{lineId}`). Shown to whoever may see the
 * alert's files (RA:View, the client of the project too); nothing for an item added by hand.
 */
export function ItemPhotos({ item }: { item: InventoryItem }) {
  const { scope } = useAuth();
  const line = item.receivingAlertId !== null && item.raItemId !== null;
  const target = {
    projectId: item.projectId,
    transactionType: 'ReceivingAlert' as const,
    folderName: `${item.receivingAlertId}-${item.raItemId}`,
  };
  const files = useFiles(target, { enabled: line && allows(scope, 'RA:View') });
  const photos = (files.data ?? []).filter((f) => f.contentType.startsWith('image/'));
  if (!photos.length) return null;
  return (
    <Stack gap={6} component="section" aria-label="Photos from receiving">
      <Text size="sm" c="dimmed" fw={500}>
        Photos from receiving
      </Text>
      <PhotoStrip target={target} photos={photos} canAdd={false} subject={itemName(item)} />
    </Stack>
  );
}
