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
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { columnsFrom, DataGrid, editRemoveColumn, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
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
  const remove = useRemoveShipmentItem();
  const editable = canEdit && !linesClosed(s);
  const linkPos = allows(scope, 'PO:View');
  // The line stays while the dialog closes, so its content does not change under the fade.
  const [dialog, setDialog] = useState<{ opened: boolean; item: ShipmentItem | null }>({ opened: false, item: null });
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<ShipmentItem | null>(null);

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
    if (!editable) return declared;
    return [
      ...declared,
      editRemoveColumn<ShipmentItem>((item) => `line ${lineName(item)}`, {
        onEdit: (item) => setDialog({ opened: true, item }),
        onRemove: setRemoving,
      }),
    ];
  }, [editable, linkPos]);

  // The shipment's totals are of every line: shown only while the grid shows every line.
  const narrowed = Boolean(grid.request.searchTerm) || Object.keys(grid.request.filters).length > 0;
  const totals = narrowed
    ? undefined
    : { quantity: s.totals.quantity, weight: s.totals.weight, pieces: String(s.totals.pieces) };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      notify.success(`Line ${lineName(removing)} removed`);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setRemoving(null);
    }
  };

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
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDialog({ opened: true, item: null })}
              >
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
          <ShipmentLineDialog
            shipmentId={s.id}
            item={dialog.item}
            opened={dialog.opened}
            onClose={() => setDialog((d) => ({ ...d, opened: false }))}
          />
          <AddFromPoDialog shipment={s} opened={picking} onClose={() => setPicking(false)} />
          <ConfirmDialog
            opened={removing !== null}
            title="Remove line"
            confirmLabel="Remove"
            danger
            busy={remove.isPending}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          >
            {`Remove line ${removing ? lineName(removing) : ''} from shipment ${s.number}?${removing?.poItemId ? ' Its PO line gets the quantity back.' : ''}`}
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
