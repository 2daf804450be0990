import { allows, CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconListCheck, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { PageHeader } from '../../../components/PageHeader';

function Tile({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Paper component={Link} to={to} withBorder p="lg" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

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
          <Tile
            to="/inventory/move"
            icon={<IconArrowsExchange size={24} />}
            title="Move an item"
            text="Scan the item, then the location it goes to."
          />
        )}
        {staff && (
          <Tile
            to="/cycle-counts"
            icon={<IconListCheck size={24} />}
            title="Cycle counts"
            text="Count a location or chosen items; apply the differences."
          />
        )}
        <Tile
          to="/locations"
          icon={<IconMapPin size={24} />}
          title="Locations"
          text="Zones, aisles, bays and levels, and their labels."
        />
      </SimpleGrid>
    </>
  );
}
