import { unitsOfMeasure } from '@freightdesk/contracts';
import { useMemo } from 'react';
import { decimalEditor, displayColumn, type GridColumn, selectEditor } from '../../../components/DataGrid';
import { DraftLines } from '../../../components/DraftLines';
import { type DraftLine, draftLineSchema, newDraftLine, type RaFormValues } from '../raForm';

const units = unitsOfMeasure.map((u) => ({ value: u, label: u }));

/**
 * The lines of a new alert, entered in place before it is created (optional): what is coming,
 * how many, and its weight and pieces. An advance notice from a client lists them here.
 */
export function RaLinesDraft({ disabled }: { disabled: boolean }) {
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

  return (
    <DraftLines<RaFormValues, DraftLine>
      name="items"
      columns={columns}
      schema={draftLineSchema}
      newRow={newDraftLine}
      one="line"
      rowName={(row) => row.description}
      noun="lines"
      label="Expected lines"
      emptyText={{
        title: 'No lines yet',
        description:
          'List what is coming: a description and how many of each. Lines can also come later from a shipment or a purchase order.',
      }}
      disabled={disabled}
    />
  );
}
