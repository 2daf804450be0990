import { allows, type VendorBillListItem, vendorBillList } from '@freightdesk/contracts';
import { Alert, Button, CloseButton, Group, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileExport, IconPlus, IconReceipt, IconX } from '@tabler/icons-react';
import { type Key, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { type BulkAction, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { useBooksTakeReady } from '../../accounting/api';
import { exportVendorBills, useVendorBillColumns, useVendorBillSearch } from '../api';
import { useQueue } from '../components/useQueue';
import { vendorBillColumns } from '../components/vendorBillColumns';
import type { QueueMove } from '../vendorBillForm';

/** The address's word for the bills already exported: /invoices/vendor-bills?exported=include. */
const EXPORTED = 'exported';

/**
 * /invoices/vendor-bills: the queue of what vendors and carriers ask to be paid, due first (the
 * exported ones only when asked), server-paged, searchable and filterable. Who may update bills
 * ticks some and approves, rejects or marks them exported, all or none: a refusal names each bill.
 */
export default function VendorBillListPage() {
  const navigate = useNavigate();
  const { scope, staff } = useAuth();
  const [params, setParams] = useSearchParams();
  const includeExported = params.get(EXPORTED) === 'include';
  const grid = useGridState({ list: vendorBillList });
  const query = useVendorBillSearch({ ...searchBodyOf(grid.request), includeExported });
  const info = useVendorBillColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => vendorBillColumns({ linkProjects }), [linkProjects]);
  const canCreate = staff && allows(scope, 'Invoice:Create');
  const canMove = staff && allows(scope, 'Invoice:Update');
  // QuickBooks Online connected marks approved bills exported itself: nobody marks them by hand.
  const booksTakeBills = useBooksTakeReady(canMove);
  const [selected, setSelected] = useState<Key[]>([]);
  const queue = useQueue(() => setSelected([]));

  const setIncludeExported = (on: boolean) => {
    setSelected([]);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set(EXPORTED, 'include');
        else next.delete(EXPORTED);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const action = (move: QueueMove, label: string, icon: React.ReactNode, color?: string) =>
    ({
      label,
      icon,
      color,
      onClick: (rows) =>
        queue.start(
          selected.map(Number),
          move,
          rows.some((r) => r.match === 'Exception'),
        ),
    }) satisfies BulkAction<VendorBillListItem>;

  const exportedSwitch = (
    <Switch
      label="Include exported"
      checked={includeExported}
      onChange={(e) => setIncludeExported(e.currentTarget.checked)}
    />
  );

  return (
    <>
      <PageHeader
        title="Vendor bills"
        actions={
          <Button component={Link} to="/invoices" variant="default">
            Invoices
          </Button>
        }
      />
      {queue.refusal && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Nothing was changed"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm">{queue.refusal}</Text>
            <CloseButton aria-label="Dismiss" onClick={queue.clearRefusal} />
          </Group>
        </Alert>
      )}
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="vendor bills"
        label={includeExported ? 'Vendor bills' : 'Vendor bills to approve and export'}
        search={{ label: 'Search vendor bills', placeholder: 'Bill, vendor’s number, vendor or project' }}
        onRowClick={(b) => navigate(`/invoices/vendor-bills/${b.id}`)}
        onExport={(format, onProgress) =>
          exportVendorBills({ ...exportBodyOf(grid.request), includeExported }, format, onProgress)
        }
        toolbar={exportedSwitch}
        selection={
          canMove
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (b) => `Select vendor bill ${b.number}`,
                allLabel: 'Select every vendor bill on this page that is not exported',
                isSelectable: (b) => b.status !== 'Exported',
                actions: [
                  action('approve', 'Approve', <IconCheck size={16} aria-hidden />),
                  action('reject', 'Reject', <IconX size={16} aria-hidden />, 'red.9'),
                  ...(booksTakeBills
                    ? []
                    : [action('export', 'Mark exported', <IconFileExport size={16} aria-hidden />)]),
                ],
              }
            : undefined
        }
        empty={
          includeExported
            ? {
                title: 'No vendor bills yet',
                description: canCreate
                  ? 'Enter what a vendor or carrier asks to be paid: from a PO, a shipment or by hand.'
                  : 'Bills of vendors and carriers on your projects will be listed here.',
                icon: <IconReceipt size={22} aria-hidden />,
              }
            : {
                title: 'The queue is empty',
                description:
                  'No vendor bill waits for approval or export. Turn on Include exported to see those the accounting system has.',
                icon: <IconReceipt size={22} aria-hidden />,
              }
        }
        actions={
          canCreate && (
            <Button component={Link} to="/invoices/vendor-bills/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Enter vendor bill
            </Button>
          )
        }
      />
      {queue.dialog}
    </>
  );
}
