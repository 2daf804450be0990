import { unitsOfMeasure } from '@freightdesk/contracts';
import { Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
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
import { type DraftLine, draftLineSchema, newDraftLine, type RaFormValues } from '../raForm';

const units = unitsOfMeasure.map((u) => ({ value: u, label: u }));

/**
 * The lines of a new alert, entered in place before it is created (optional): what is coming,
 * how many, and its weight and pieces. An advance notice from a client lists them here.
 */
export function RaLinesDraft({ disabled }: { disabled: boolean }) {
  const { control, getValues, setValue } = useFormContext<RaFormValues>();
  const items = useWatch({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const set = (next: DraftLine[]) =>
    setValue('items', next, { shouldDirty: true, shouldValidate: Boolean(errors.items) });

  const columns = useMemo<GridColumn<DraftLine>[]>(
    () => [
      displayColumn<DraftLine>('description', 'Description', { editor: undefined, width: 220 }),
      displayColumn<DraftLine>('itemNumber', 'Item #', { editor: undefined, width: 110 }),
      displayColumn<DraftLine>('unitOfMeasure', 'UOM', { width: 110, editor: selectEditor(units) }),
      displayColumn<DraftLine>('quantityExpected', 'Expected', {
        type: 'number',
        textAlign: 'right',
        width: 100,
        editor: decimalEditor(),
      }),
      displayColumn<DraftLine>('weight', 'Weight (lbs)', {
        type: 'number',
        textAlign: 'right',
        width: 110,
        editor: decimalEditor(),
      }),
      displayColumn<DraftLine>('pieces', 'Pieces', {
        type: 'number',
        textAlign: 'right',
        width: 90,
        editor: undefined,
      }),
    ],
    [],
  );

  const editing: InlineEditing<DraftLine> = {
    schema: draftLineSchema,
    newRow: newDraftLine,
    onSave: (row, previous) => {
      const current = getValues('items');
      set(previous ? current.map((i) => (i.key === previous.key ? row : i)) : [...current, row]);
    },
    onRemove: (row) => set(getValues('items').filter((i) => i.key !== row.key)),
    rowLabel: (row) => `line ${row.description}`,
    addLabel: 'Add line',
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
        noun="lines"
        label="Expected lines"
        search={false}
        editing={disabled ? undefined : editing}
        empty={{
          title: 'No lines yet',
          description:
            'List what is coming: a description and how many of each. Lines can also come later from a shipment or a purchase order.',
          icon: <IconListDetails size={22} aria-hidden />,
        }}
      />
    </>
  );
}
