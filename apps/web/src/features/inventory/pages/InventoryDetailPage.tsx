import type { InventoryDetails } from '@freightdesk/contracts';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailNotFound, DetailPage, DetailSection, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useInventory } from '../api';
import { InventoryItems } from '../components/InventoryItems';
import { InventorySummary } from '../components/InventorySummary';

const back = { to: '/inventory', label: 'Back to inventory' };

/** /inventory/{id}: one project's inventory, its totals and its items (an item opens beside them). */
export default function InventoryDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <DetailNotFound noun="inventory" back={back} />;
  return <InventoryScreen key={id} id={id} />;
}

function InventoryScreen({ id }: { id: number }) {
  const inventory = useInventory(id);
  return (
    <RecordLoader
      query={inventory}
      noun="inventory"
      back={back}
      skeleton={<DetailSkeleton label="Loading inventory" />}
    >
      {(record) => <InventoryView inventory={record} />}
    </RecordLoader>
  );
}

function InventoryView({ inventory }: { inventory: InventoryDetails }) {
  return (
    <DetailPage title={`Inventory ${inventory.projectNumber}`}>
      <Stack gap="md">
        <InventorySummary inventory={inventory} />
        <DetailSection title="Items">
          <InventoryItems
            projectId={inventory.projectId}
            projectNumber={inventory.projectNumber}
            label={`Items of ${inventory.projectNumber}`}
            totals={inventory.totals}
          />
        </DetailSection>
      </Stack>
    </DetailPage>
  );
}
