import { allows, CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import { SimpleGrid } from '@mantine/core';
import { IconArrowsExchange, IconListCheck, IconMapPin } from '@tabler/icons-react';
import { useAuth } from '../../../auth/AuthContext';
import { LinkTile } from '../../../components/LinkTile';
import { PageHeader } from '../../../components/PageHeader';

/** /warehouse: the floor's work, one tap each on a phone: move an item, count, the locations and their labels. */
export default function WarehousePage() {
  const { scope, user } = useAuth();
  // The floor's work is the provider's: a client user reads the locations, never moves or counts.
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  return (
    <>
      <PageHeader title="Warehouse" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {staff && allows(scope, 'Inventory:Update') && (
          <LinkTile
            to="/inventory/move"
            icon={IconArrowsExchange}
            title="Move an item"
            text="Scan the item, then where it goes (a number first moves part of it), then there again to move it."
          />
        )}
        {staff && (
          <LinkTile
            to="/cycle-counts"
            icon={IconListCheck}
            title="Cycle counts"
            text="Count a location or chosen items; apply the differences."
          />
        )}
        <LinkTile
          to="/locations"
          icon={IconMapPin}
          title="Locations"
          text="Zones, aisles, bays and levels, and their labels."
        />
      </SimpleGrid>
    </>
  );
}
