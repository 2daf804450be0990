import { Group, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  DataGrid,
  decimalEditor,
  displayColumn,
  type GridColumn,
  type InlineEditing,
  selectEditor,
} from '../../../components/DataGrid';
import { formatMoney, sumDecimals } from '../../../lib/numbers';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { itemCategoriesQuery } from '../api';
import { amountOf, type DraftItem, draftItemSchema, newDraftItem, type PoFormValues } from '../poForm';
import { categoryOptions, formatUnitCost } from './itemCells';

/**
 * The items of a new PO, entered in place before it is created (optional): each item's amount
 * follows its quantity and unit cost, exactly, with the totals below. They are sent with the PO.
 */
export function PoItemsDraft({ disabled }: { disabled: boolean }) {
  const { control, getValues, setValue } = useFormContext<PoFormValues>();
  const items = useWatch({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const categories = useQuery(itemCategoriesQuery());
  const uom = useQuery(unitsOfMeasureQuery());
  const set = (next: DraftItem[]) =>
    setValue('items', next, { shouldDirty: true, shouldValidate: Boolean(errors.items) });

  const columns = useMemo<GridColumn<DraftItem>[]>(() => {
    const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name ?? '';
    return [
      displayColumn<DraftItem>('description', 'Description', { editor: undefined, width: 200 }),
      displayColumn<DraftItem>('itemNumber', 'Item #', { editor: undefined, width: 100 }),
      displayColumn<DraftItem>('categoryId', 'Category', {
        width: 130,
        // Shown by name; the editor and the row hold the id.
        render: (row) => categoryName(row.categoryId),
        editor: selectEditor(categoryOptions(categories.data), { numeric: true, clearable: true }),
      }),
      displayColumn<DraftItem>('unitOfMeasure', 'UOM', { width: 110, editor: selectEditor(uomOptions(uom.data)) }),
      displayColumn<DraftItem>('quantity', 'Qty', {
        type: 'number',
        textAlign: 'right',
        width: 100,
        total: false,
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('unitCost', 'Unit cost', {
        type: 'money',
        textAlign: 'right',
        width: 110,
        total: false,
        render: (row) => formatUnitCost(row.unitCost),
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('weight', 'Weight (lbs)', {
        type: 'number',
        textAlign: 'right',
        width: 110,
        editor: decimalEditor(),
      }),
      displayColumn<DraftItem>('pieces', 'Pieces', {
        type: 'number',
        textAlign: 'right',
        width: 90,
        editor: undefined,
      }),
      displayColumn<DraftItem>('amount', 'Amount', {
        type: 'money',
        textAlign: 'right',
        width: 120,
        // Follows the quantity and unit cost being typed.
        editor: ({ row }) => (
          <Text size="sm" ta="right" aria-live="polite">
            {formatMoney(amountOf(row))}
          </Text>
        ),
      }),
    ];
  }, [categories.data, uom.data]);

  const editing: InlineEditing<DraftItem> = {
    schema: draftItemSchema,
    newRow: newDraftItem,
    onSave: (row, previous) => {
      const saved = { ...row, amount: amountOf(row) };
      const current = getValues('items');
      set(previous ? current.map((i) => (i.key === previous.key ? saved : i)) : [...current, saved]);
    },
    onRemove: (row) => set(getValues('items').filter((i) => i.key !== row.key)),
    rowLabel: (row) => `item ${row.description}`,
    addLabel: 'Add item',
  };
  const listError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <>
      {listError && (
        <Text size="sm" c="red.8" role="alert" mb="xs">
          {listError}
        </Text>
      )}
      <DataGrid
        rows={items}
        columns={columns}
        idAccessor="key"
        noun="items"
        label="Items"
        search={false}
        editing={disabled ? undefined : editing}
        empty={{
          title: 'No items yet',
          description:
            'Items are optional here: add what is ordered now, or later from the purchase order’s Items tab (by hand or from a file).',
          icon: <IconListDetails size={22} aria-hidden />,
        }}
      />
      {/* On a phone the grid scrolls sideways: the total stays in sight below it. */}
      {items.length > 0 && (
        <Group justify="flex-end" mt="xs" hiddenFrom="sm">
          <Text size="sm" fw={700}>
            Total {formatMoney(sumDecimals(items.map((i) => i.amount)))}
          </Text>
        </Group>
      )}
    </>
  );
}
