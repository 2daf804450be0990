import { type InventoryItem, type InventoryItemListColumn, inventoryItemList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link, type To } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/numbers';
import { withoutWeight } from '../measures';
import type { MeasureDrafts } from '../useMeasureDrafts';
import { ConditionBadge, GroupBadge } from './InventoryBadges';
import { MeasureInput } from './MeasureInput';

interface ItemColumnOptions {
  /** Where an item opens: its drawer on the project's inventory. */
  linkOf: (item: InventoryItem) => To;
  /** Weight and pieces typed in place (Inventory:Update); read-only without. */
  drafts?: MeasureDrafts;
  /** A group's name by its id, for the group filter's chip. */
  groupName?: (id: string) => string;
}

/** A weight of zero says so, in words and not only in colour. */
function Weight({ item }: { item: InventoryItem }) {
  if (!withoutWeight(item)) return <>{formatNumber(item.weight)}</>;
  return (
    <Text span size="sm" fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }}>
      Not weighed
    </Text>
  );
}

/**
 * A project's items grid's columns, from the list declaration. The description opens the item
 * (its details and log), so the keyboard reaches every row; on a phone the item number, location
 * and group are read under it.
 */
export function itemColumns({ linkOf, drafts, groupName }: ItemColumnOptions) {
  return columnsFrom<InventoryItem, InventoryItemListColumn>(inventoryItemList, {
    itemNumber: { visibleFrom: 'xl', width: 130 },
    description: {
      render: (item) => (
        <>
          {/* Shade 9: the primary link colour reads below 4.5:1 on a selected row's tint. */}
          <Anchor component={Link} to={linkOf(item)} size="sm" fw={600} c="freight.9">
            {item.description}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="xl">
            {[item.itemNumber, item.groupName].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {[item.location, item.condition === 'Damaged' ? 'Damaged' : ''].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" fw={600} hiddenFrom="xs">
            {`${formatNumber(item.quantityOnHand)} ${item.unitOfMeasure} on hand`}
            {Number(item.quantityHeld) > 0 && `, ${formatNumber(item.quantityHeld)} held`}
          </Text>
        </>
      ),
    },
    // The grid sits on one project's inventory: its number would repeat on every row.
    projectNumber: { visible: false, filter: false },
    // The group and the weight have their own controls above the grid.
    groupName: { visibleFrom: 'xl', filter: false, render: (item) => <GroupBadge name={item.groupName} /> },
    location: { visibleFrom: 'md', width: 110 },
    condition: { visibleFrom: 'md', width: 110, render: (item) => <ConditionBadge condition={item.condition} /> },
    unitOfMeasure: { visibleFrom: 'xl', width: 90 },
    // On a phone the quantity is read under the description, so the weight's box keeps its room.
    quantityOnHand: {
      visibleFrom: 'xs',
      width: 96,
      render: (item) => (
        <>
          {formatNumber(item.quantityOnHand)}
          {Number(item.quantityHeld) > 0 && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatNumber(item.quantityHeld)} held
            </Text>
          )}
        </>
      ),
    },
    available: { visibleFrom: 'xl', width: 100, total: false },
    weight: {
      width: drafts ? 126 : 110,
      render: (item) =>
        drafts ? <MeasureInput item={item} measure="weight" drafts={drafts} /> : <Weight item={item} />,
    },
    pieces: {
      visibleFrom: 'sm',
      width: drafts ? 96 : 80,
      render: (item) =>
        drafts ? <MeasureInput item={item} measure="pieces" drafts={drafts} /> : formatNumber(item.pieces),
    },
    receivedDate: { visibleFrom: 'xl', width: 120 },
    // Chosen above the grid, each shows as a chip of the filters in effect.
    groupId: { filter: false, filterLabel: 'Group', filterChip: (id) => groupName?.(String(id)) ?? String(id) },
    withoutWeight: { filter: false, filterLabel: 'Show' },
  });
}

/** The "where is it" matches: what it is, which project and where in the warehouse. */
export function whereColumns(linkOf: (item: InventoryItem) => To) {
  const columns = columnsFrom<InventoryItem, InventoryItemListColumn>(inventoryItemList, {
    itemNumber: { visibleFrom: 'sm', width: 120 },
    description: {
      render: (item) => (
        <>
          <Anchor component={Link} to={linkOf(item)} size="sm" fw={600}>
            {item.description}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[item.itemNumber, item.projectNumber].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    projectNumber: { visibleFrom: 'sm', width: 120 },
    groupName: { visible: false },
    location: {
      width: 100,
      render: (item) =>
        item.location || (
          <Text span size="sm" c="dimmed">
            No location
          </Text>
        ),
    },
    condition: { visibleFrom: 'md', width: 110, render: (item) => <ConditionBadge condition={item.condition} /> },
    unitOfMeasure: { visible: false },
    quantityOnHand: { width: 84, total: false },
    available: { visible: false },
    weight: { visible: false },
    pieces: { visible: false },
    receivedDate: { visible: false },
  });
  // A few matches of a search: nothing to filter.
  return columns.map((c) => ({ ...c, filter: false as const }));
}
