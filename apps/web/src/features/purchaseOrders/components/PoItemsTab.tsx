import { type PoItem, type PoItemListColumn, type PurchaseOrderDetails, poItemList } from '@freightdesk/contracts';
import { Button, Text } from '@mantine/core';
import { IconFileImport, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { lineColumns, RemoveLineDialog, totalsOfAll, useLineDialog, useLineRemoval } from '../../../components/lineTab';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { exportPoItems, usePoItemColumns, usePoItemSearch, useRemovePoItem } from '../api';
import { ImportItemsDialog } from './ImportItemsDialog';
import { PoItemDialog } from './PoItemDialog';

const itemName = (item: PoItem) => item.itemNumber || item.description;

interface PoItemsTabProps {
  po: PurchaseOrderDetails;
  /** PO:Update: add, edit, remove and import items. */
  canEdit: boolean;
}

/**
 * The Items tab: the PO's items, server-paged, sorted, searched and exported like every list,
 * with what has shipped and been received of each; added and edited in a dialog, or imported.
 */
export function PoItemsTab({ po, canEdit }: PoItemsTabProps) {
  const grid = useGridState({ list: poItemList, prefix: 'items' });
  const query = usePoItemSearch(po.id, searchBodyOf(grid.request));
  const info = usePoItemColumns(po.id);
  const dialog = useLineDialog<PoItem>();
  const removal = useLineRemoval(useRemovePoItem(), (item) => `Item ${itemName(item)} removed`);
  const [importing, setImporting] = useState(false);

  const columns = useMemo(() => {
    // Below 1408 px the item number, category and unit sit under the description and quantity,
    // so that what was shipped and received, and the row's buttons, stay in sight.
    const declared = columnsFrom<PoItem, PoItemListColumn>(poItemList, {
      itemNumber: { visibleFrom: 'xl', width: 120 },
      description: {
        render: (item) => (
          <>
            <Text size="sm">{item.description}</Text>
            <Text size="xs" c="dimmed" hiddenFrom="xl">
              {[item.itemNumber, item.category].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      category: { visibleFrom: 'xl' },
      unitOfMeasure: { visibleFrom: 'xl', width: 110 },
      quantity: {
        width: 90,
        render: (item) => (
          <>
            {formatNumber(item.quantity)}
            <Text size="xs" c="dimmed" hiddenFrom="xl">
              {item.unitOfMeasure}
            </Text>
          </>
        ),
      },
      unitCost: {
        visibleFrom: 'md',
        width: 110,
        total: false,
        render: (item) => formatMoney(item.unitCost, { decimals: 4 }),
      },
      amount: { width: 120 },
      weight: { visibleFrom: 'lg', width: 110 },
      pieces: { visibleFrom: 'lg', width: 80 },
      quantityShipped: { visibleFrom: 'sm', width: 90 },
      quantityReceived: { visibleFrom: 'sm', width: 90 },
    });
    return lineColumns(declared, canEdit, (item) => `item ${itemName(item)}`, {
      onEdit: dialog.edit,
      onRemove: removal.ask,
    });
  }, [canEdit, dialog.edit, removal.ask]);

  const totals = totalsOfAll(grid.request, {
    quantity: po.totals.quantity,
    amount: po.totals.cost,
    weight: po.totals.weight,
    pieces: String(po.totals.pieces),
    quantityShipped: po.totals.quantityShipped,
    quantityReceived: po.totals.quantityReceived,
  });

  return (
    <>
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        totals={totals}
        noun="items"
        label={`Items of purchase order ${po.number}`}
        search={{ label: 'Search items', placeholder: 'Item # or description' }}
        onExport={(format, onProgress) => exportPoItems(po.id, exportBodyOf(grid.request), format, onProgress)}
        empty={{
          title: 'No items yet',
          description: canEdit
            ? 'Add what is ordered from the vendor, one by one or from a CSV or Excel file.'
            : 'Items ordered on this purchase order will be listed here.',
          icon: <IconListDetails size={22} aria-hidden />,
        }}
        actions={
          canEdit && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                Import items
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialog.add}>
                Add item
              </Button>
            </>
          )
        }
      />
      {canEdit && (
        <>
          <PoItemDialog purchaseOrderId={po.id} item={dialog.item} opened={dialog.opened} onClose={dialog.close} />
          <ImportItemsDialog
            purchaseOrderId={po.id}
            poNumber={po.number}
            opened={importing}
            onClose={() => setImporting(false)}
          />
          <RemoveLineDialog removal={removal} title="Remove item">
            {`Remove item ${removal.removing ? itemName(removal.removing) : ''} from purchase order ${po.number}? An item already shipped or received cannot be removed.`}
          </RemoveLineDialog>
        </>
      )}
    </>
  );
}
