import { type InventoryListColumn, type InventoryListItem, inventoryList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { WithoutWeight } from './InventoryBadges';

/**
 * The inventories grid's columns, from the list declaration. The project number opens the
 * project's inventory, so the keyboard reaches every row; on a phone the customer and job site
 * are read under it.
 */
export function inventoryColumns() {
  return columnsFrom<InventoryListItem, InventoryListColumn>(inventoryList, {
    projectNumber: {
      render: (inv) => (
        <>
          <Anchor component={Link} to={`/inventory/${inv.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {inv.projectNumber}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {[inv.customerName, inv.jobSiteName].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    customerName: { visibleFrom: 'md' },
    jobSiteName: { visibleFrom: 'lg' },
    // The project's own filter is by id: the search box finds a project by its number instead.
    projectId: { filter: false },
    items: { width: 80, total: false },
    quantityOnHand: { visibleFrom: 'sm', width: 100, total: false },
    pieces: { visibleFrom: 'lg', width: 90, total: false },
    weight: { visibleFrom: 'md', width: 120, total: false },
    // A short header, so a phone reads it whole; the filter keeps the declared label.
    itemsWithoutWeight: {
      title: 'No weight',
      width: 110,
      total: false,
      render: (inv) => <WithoutWeight count={inv.itemsWithoutWeight} />,
    },
    lastReceipt: { visibleFrom: 'xl', width: 120 },
    lastRelease: { visibleFrom: 'xl', width: 120 },
  });
}
