import { importColumns, poItemEndpoints, poItemFields } from '@freightdesk/contracts';
import { ImportLinesDialog } from '../../../components/lineImport';
import { notify } from '../../../components/notify';
import { useCreatePoItems } from '../api';

type ImportColumn = (typeof importColumns)[number];

/** The item fields the preview names in its errors, as the template's headers say them. */
const fieldHeaders: Record<string, ImportColumn> = {
  itemNumber: 'Item Number',
  description: 'Description',
  categoryId: 'Category',
  unitOfMeasure: 'UOM',
  quantity: 'Quantity',
  unitCost: 'Unit Cost',
  weight: 'Weight',
  pieces: 'Pieces',
};
const required: ImportColumn[] = ['Description', 'Quantity'];

interface ImportItemsDialogProps {
  purchaseOrderId: number;
  poNumber: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Import items": a CSV or Excel file is read by the server into a preview, row by row with what
 * is wrong with each; only then are the valid rows added to the PO, all at once. Nothing is
 * written before.
 */
export function ImportItemsDialog({ purchaseOrderId, poNumber, opened, onClose }: ImportItemsDialogProps) {
  const createMany = useCreatePoItems();
  return (
    <ImportLinesDialog
      opened={opened}
      onClose={onClose}
      title="Import items"
      endpoint={poItemEndpoints.importPreview}
      fields={{ purchaseOrderId }}
      columns={importColumns}
      headers={fieldHeaders}
      required={required}
      schema={poItemFields}
      noun="items"
      templateName="purchase-order-items-template.csv"
      onImport={async (items) => {
        const created = await createMany.mutateAsync({ purchaseOrderId, items });
        notify.success(
          `${created.length} ${created.length === 1 ? 'item' : 'items'} imported into purchase order ${poNumber}`,
        );
      }}
    />
  );
}
