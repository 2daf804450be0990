import type { InventoryItem } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import type { QuantityPickerProps } from '../../../components/QuantityPicker';
import { formatNumber } from '../../../lib/numbers';
import { useProjectInventory } from '../api';
import { lineName } from '../pickTicketForm';

const availableText = (i: InventoryItem) => `${formatNumber(i.available)} ${i.unitOfMeasure}`;
const placeOf = (i: InventoryItem) => [i.location || 'No location', i.condition].join(' · ');

/**
 * How a pick ticket takes goods from the project's inventory (staff adding lines, a client asking
 * for a release): the item, where it is and in what condition, and what is available of it.
 */
export const inventoryLines: Pick<QuantityPickerProps<InventoryItem>, 'idOf' | 'nameOf' | 'leftOf' | 'columns'> = {
  idOf: (i) => i.id,
  nameOf: (i) => (i.itemNumber ? `${i.itemNumber} ${i.description}` : lineName(i)),
  leftOf: (i) => i.available,
  columns: [
    displayColumn<InventoryItem>('description', 'Item', {
      render: (i) => (
        <>
          <Text size="sm" fw={600}>
            {i.itemNumber || i.description}
          </Text>
          {i.itemNumber && <Text size="sm">{i.description}</Text>}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {`${placeOf(i)} · ${availableText(i)} available`}
          </Text>
        </>
      ),
    }),
    displayColumn<InventoryItem>('location', 'Where', { visibleFrom: 'sm', width: 160, render: placeOf }),
    displayColumn<InventoryItem>('available', 'Available', {
      textAlign: 'right',
      visibleFrom: 'sm',
      width: 120,
      render: availableText,
    }),
  ] satisfies GridColumn<InventoryItem>[],
};

const available = (i: InventoryItem) => Number(i.available) > 0;

/**
 * A project's items with something available, as a quantity picker takes them, 25 a page (none
 * while no project is chosen).
 */
export function useAvailableInventory(projectId: number | null) {
  const inventory = useProjectInventory(projectId ?? 0, projectId !== null);
  return {
    ...inventoryLines,
    rows: (inventory.data?.items ?? []).filter(available),
    loading: inventory.isFetching,
    error: inventory.error,
    onRetry: () => void inventory.refetch(),
    pageSize: 25,
    noun: 'items',
  };
}
