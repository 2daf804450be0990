import { unitsOfMeasure } from '@freightdesk/contracts';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { decimalEditor, displayColumn, type GridColumn, selectEditor } from '../../../components/DataGrid';
import { DraftLines } from '../../../components/DraftLines';
import { type DraftLine, draftLineOf, draftLineSchema, newDraftLine, type RaFormValues, type RaLine } from '../raForm';
import { RaLinesImport } from './RaLinesImport';

const units = unitsOfMeasure.map((u) => ({ value: u, label: u }));

/**
 * The lines of a new alert, entered in place before it is created (optional): what is coming,
 * how many, and its weight and pieces. An advance notice from a client lists them here, typed or
 * imported from its packing list (CSV or Excel) once its project is chosen.
 */
export function RaLinesDraft({ disabled }: { disabled: boolean }) {
  const { control, getValues, setValue, getFieldState } = useFormContext<RaFormValues>();
  const projectId = useWatch({ control, name: 'projectId' });
  // Imported lines go after those entered, to review and edit before the alert is created.
  const append = (lines: RaLine[]) =>
    setValue('items', [...getValues('items'), ...lines.map(draftLineOf)], {
      shouldDirty: true,
      shouldValidate: Boolean(getFieldState('items').error),
    });
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
      actions={<RaLinesImport projectId={projectId ?? null} disabled={disabled} onImport={append} />}
      disabled={disabled}
    />
  );
}
