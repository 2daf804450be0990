import {
  allows,
  type ShipmentDetails,
  type ShipmentItem,
  type ShipmentItemListColumn,
  shipmentItemList,
} from '@freightdesk/contracts';
import { Anchor, Button, Text } from '@mantine/core';
import { IconListDetails, IconPlus, IconTruckLoading } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { lineColumns, RemoveLineDialog, totalsOfAll, useLineDialog, useLineRemoval } from '../../../components/lineTab';
import { formatNumber } from '../../../lib/numbers';
import { useRemoveShipmentItem, useShipmentItemColumns, useShipmentItemSearch } from '../api';
import { lineName, linesClosed } from '../shipmentForm';
import { AddFromPoDialog } from './AddFromPoDialog';
import { ShipmentLineDialog } from './ShipmentLineDialog';

interface ShipmentItemsTabProps {
  shipment: ShipmentDetails;
  /** Shipment:Update: add lines from POs or by hand, change and remove them (while the shipment is open). */
  canEdit: boolean;
}

/**
 * The Items tab: the shipment's lines, server-paged, sorted and searched like every list, with
 * their totals; lines come from the project's PO lines (several at once) or are typed by hand.
 */
export function ShipmentItemsTab({ shipment: s, canEdit }: ShipmentItemsTabProps) {
  const { scope } = useAuth();
  const grid = useGridState({ list: shipmentItemList, prefix: 'items' });
  const query = useShipmentItemSearch(s.id, searchBodyOf(grid.request));
  const info = useShipmentItemColumns(s.id);
  const removal = useLineRemoval(useRemoveShipmentItem(), (item) => `Line ${lineName(item)} removed`);
  const editable = canEdit && !linesClosed(s);
  const linkPos = allows(scope, 'PO:View');
  const dialog = useLineDialog<ShipmentItem>();
  const [picking, setPicking] = useState(false);

  const columns = useMemo(() => {
    // Below 992 px the item number and PO sit under the description, the unit under the quantity.
    const declared = columnsFrom<ShipmentItem, ShipmentItemListColumn>(shipmentItemList, {
      itemNumber: { visibleFrom: 'md', width: 120 },
      description: {
        render: (item) => (
          <>
            <Text size="sm">{item.description}</Text>
            <Text size="xs" c="dimmed" hiddenFrom="md">
              {[item.itemNumber, item.poNumber ?? 'By hand'].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      poNumber: {
        visibleFrom: 'md',
        width: 120,
        render: (item) =>
          item.poNumber === null ? (
            <Text span size="sm" c="dimmed">
              By hand
            </Text>
          ) : linkPos && item.purchaseOrderId !== null ? (
            <Anchor component={Link} to={`/purchase-orders/${item.purchaseOrderId}`} size="sm">
              {item.poNumber}
            </Anchor>
          ) : (
            item.poNumber
          ),
      },
      unitOfMeasure: { visibleFrom: 'lg', width: 110 },
      quantity: {
        width: 100,
        render: (item) => (
          <>
            {formatNumber(item.quantity)}
            <Text size="xs" c="dimmed" hiddenFrom="lg">
              {item.unitOfMeasure}
            </Text>
          </>
        ),
      },
      weight: { visibleFrom: 'sm', width: 120 },
      pieces: { visibleFrom: 'sm', width: 90 },
    });
    return lineColumns(declared, editable, (item) => `line ${lineName(item)}`, {
      onEdit: dialog.edit,
      onRemove: removal.ask,
    });
  }, [editable, linkPos, dialog.edit, removal.ask]);

  const totals = totalsOfAll(grid.request, {
    quantity: s.totals.quantity,
    weight: s.totals.weight,
    pieces: String(s.totals.pieces),
  });

  return (
    <>
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        totals={totals}
        noun="lines"
        label={`Items of shipment ${s.number}`}
        search={{ label: 'Search lines', placeholder: 'Item #, description or PO' }}
        toolbar={
          canEdit &&
          linesClosed(s) && (
            <Text size="sm" c="dimmed">
              {s.status}: its lines no longer change.
            </Text>
          )
        }
        empty={{
          title: 'No lines yet',
          description: editable
            ? 'Add the PO lines this carrier brings, with the quantity of each, or a line by hand.'
            : 'What this shipment carries will be listed here.',
          icon: <IconListDetails size={22} aria-hidden />,
        }}
        actions={
          editable && (
            <>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={dialog.add}>
                Add line
              </Button>
              <Button leftSection={<IconTruckLoading size={16} aria-hidden />} onClick={() => setPicking(true)}>
                Add from PO
              </Button>
            </>
          )
        }
      />
      {editable && (
        <>
          <ShipmentLineDialog shipmentId={s.id} item={dialog.item} opened={dialog.opened} onClose={dialog.close} />
          <AddFromPoDialog shipment={s} opened={picking} onClose={() => setPicking(false)} />
          <RemoveLineDialog removal={removal} title="Remove line">
            {`Remove line ${removal.removing ? lineName(removal.removing) : ''} from shipment ${s.number}?${removal.removing?.poItemId ? ' Its PO line gets the quantity back.' : ''}`}
          </RemoveLineDialog>
        </>
      )}
    </>
  );
}
