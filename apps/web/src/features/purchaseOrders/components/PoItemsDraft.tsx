import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { decimalEditor, displayColumn, type GridColumn, selectEditor } from '../../../components/DataGrid';
import { DraftLines } from '../../../components/DraftLines';
import { formatMoney, sumDecimals } from '../../../lib/numbers';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { itemCategoriesQuery } from '../api';
import { amountOf, type DraftItem, draftItemSchema, newDraftItem, type PoFormValues } from '../poForm';
import { categoryOptions } from './itemCells';

/**
 * The items of a new PO, entered in place before it is created (optional): each item's amount
 * follows its quantity and unit cost, exactly, with the totals below. They are sent with the PO.
 */
export function PoItemsDraft({ disabled }: { disabled: boolean }) {
  const categories = useQuery(itemCategoriesQuery());
  const uom = useQuery(unitsOfMeasureQuery());

  // Widths that fit the form at 1280 px with the sidebar open (about 900 px), Amount and the row's actions included.
  const columns = useMemo<GridColumn<DraftItem>[]>(() => {
    const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name ?? '';
    return [
      displayColumn<DraftItem>('description', 'Description', { editor: undefined, width: 124 }),
      displayColumn<DraftItem>('itemNumber', 'Item #', { editor: undefined, width: 80 }),
      displayColumn<DraftItem>('categoryId', 'Category', {
        width: 108,
        // Shown by name; the editor and the row hold the id.
        render: (row) => categoryName(row.categoryId),
        editor: selectEditor(categoryOptions(categories.data), { numeric: true, clearable: true }),
      }),
      displayColumn<DraftItem>('unitOfMeasure', 'UOM', { width: 104, editor: selectEditor(uomOptions(uom.data)) }),
      displayColumn<DraftItem>('quantity', 'Qty', {
        type: 'number',
        textAlign: 'right',
        width: 76,
        total: false,
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('unitCost', 'Unit cost', {
        type: 'money',
        textAlign: 'right',
        width: 84,
        total: false,
        render: (row) => formatMoney(row.unitCost, { decimals: 4 }),
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('weight', 'Weight (lbs)', {
        type: 'number',
        textAlign: 'right',
        width: 84,
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('pieces', 'Pieces', {
        type: 'number',
        textAlign: 'right',
        width: 76,
        editor: undefined,
      }),
      displayColumn<DraftItem>('amount', 'Amount', {
        type: 'money',
        textAlign: 'right',
        width: 88,
        // Follows the quantity and unit cost being typed.
        editor: ({ row }) => (
          <Text size="sm" ta="right" aria-live="polite">
            {formatMoney(amountOf(row))}
          </Text>
        ),
      }),
    ];
  }, [categories.data, uom.data]);

  return (
    <DraftLines<PoFormValues, DraftItem>
      name="items"
      columns={columns}
      schema={draftItemSchema}
      newRow={newDraftItem}
      commit={(row) => ({ ...row, amount: amountOf(row) })}
      one="item"
      rowName={(row) => row.description}
      noun="items"
      label="Items"
      emptyText={{
        title: 'No items yet',
        description:
          'Items are optional here: add what is ordered now, or later from the purchase order’s Items tab (by hand or from a file).',
      }}
      total={(rows) => sumDecimals(rows.map((i) => i.amount))}
      disabled={disabled}
    />
  );
}
