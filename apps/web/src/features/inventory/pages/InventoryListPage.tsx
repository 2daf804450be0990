import { allows, CLIENT_USER_TYPE_ID, inventoryList } from '@freightdesk/contracts';
import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconBuildingWarehouse, IconListCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { useInventorySearch } from '../api';
import { inventoryColumns } from '../components/inventoryColumns';
import { WhereIsIt } from '../components/WhereIsIt';

/**
 * /inventory: what the warehouse holds for each project the user may see, with its totals and the
 * items that still need weighing; above it, "Where is it?" finds an item in any of them.
 */
export default function InventoryListPage() {
  const navigate = useNavigate();
  const grid = useGridState({ list: inventoryList });
  const query = useInventorySearch(searchBodyOf(grid.request));
  const columns = useMemo(() => inventoryColumns(), []);
  const { scope, user } = useAuth();
  // Moving and counting goods are the provider's work, not a client user's.
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;

  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          staff && (
            <Group gap="xs">
              {allows(scope, 'Inventory:Update') && (
                <Button
                  component={Link}
                  to="/inventory/move"
                  variant="default"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                >
                  Move an item
                </Button>
              )}
              <Button
                component={Link}
                to="/cycle-counts"
                variant="default"
                leftSection={<IconListCheck size={16} aria-hidden />}
              >
                Cycle counts
              </Button>
            </Group>
          )
        }
      />
      <WhereIsIt />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        noun="inventories"
        label="Inventories"
        search={{ label: 'Search inventories', placeholder: 'Project, customer or job site' }}
        onRowClick={(inv) => navigate(`/inventory/${inv.id}`)}
        empty={{
          title: 'No inventory yet',
          description: 'A project’s inventory starts when its first receiving alert is finished at the dock.',
          icon: <IconBuildingWarehouse size={22} aria-hidden />,
        }}
      />
    </>
  );
}
