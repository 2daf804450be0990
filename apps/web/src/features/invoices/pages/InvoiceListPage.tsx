import { allows, CLIENT_USER_TYPE_ID, type InvoiceListItem, invoiceList } from '@freightdesk/contracts';
import { Button, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconFileExport, IconFileInvoice, IconFileX, IconPlus, IconReceipt } from '@tabler/icons-react';
import { type Key, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { type BulkAction, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { useBooksTakeReady } from '../../accounting/api';
import { exportInvoices, useInvoiceColumns, useInvoiceSearch, useSetExported } from '../api';
import { AgingTable } from '../components/AgingTable';
import { CreditNotesGrid } from '../components/CreditNotesGrid';
import { invoiceColumns } from '../components/invoiceColumns';
import { exportable } from '../invoiceForm';

/** The address's word for each view: /invoices?view=queue, credits, aging. */
const QUEUE = 'queue';
const CREDITS = 'credits';
const AGING = 'aging';
const views = [
  { value: 'all', label: 'All' },
  { value: QUEUE, label: 'Export queue' },
  { value: CREDITS, label: 'Credit notes' },
  { value: AGING, label: 'Aging' },
];

const invoices = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

/**
 * /invoices: every invoice of the user's projects, server-paged, sortable, searchable and
 * filterable; or the export queue, those the accounting system does not have yet. Who may update
 * invoices ticks approved, sent or paid ones and marks them exported (or not).
 */
export default function InvoiceListPage() {
  const navigate = useNavigate();
  const { scope, user } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') ?? 'all';
  const queue = view === QUEUE;
  const grid = useGridState({ list: invoiceList });
  const query = useInvoiceSearch({ ...searchBodyOf(grid.request), includeExported: !queue });
  const info = useInvoiceColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => invoiceColumns({ linkProjects }), [linkProjects]);
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const canCreate = staff && allows(scope, 'Invoice:Create');
  const mayUpdate = staff && allows(scope, 'Invoice:Update');
  // With QuickBooks Online connected, it marks what it has: nobody marks invoices or credit notes by hand.
  const booksTakeReady = useBooksTakeReady(mayUpdate);
  const canMark = mayUpdate && !booksTakeReady;
  const [selected, setSelected] = useState<Key[]>([]);
  const setExported = useSetExported();

  /** Another view starts on its first page, with nothing ticked. */
  const showView = (view: string) => {
    setSelected([]);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (view !== 'all') next.set('view', view);
        else next.delete('view');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const mark = (exported: boolean): BulkAction<InvoiceListItem> => ({
    label: exported ? 'Mark exported' : 'Mark not exported',
    icon: exported ? <IconFileExport size={16} aria-hidden /> : <IconFileX size={16} aria-hidden />,
    onClick: async () => {
      const ids = selected.map(Number);
      const { updated } = await setExported.mutateAsync({ ids, exported });
      notify.success(
        `${invoices(updated)} marked ${exported ? 'exported' : 'not exported'}${
          exported && queue ? ': they have left the export queue' : ''
        }`,
      );
      setSelected([]);
    },
  });

  // Vendor bills (what is paid out) live under Invoices (what is billed), one click from here, and
  // so do the exports of both to the books (staff only).
  const header = (
    <PageHeader
      title="Invoices"
      actions={
        <>
          <Button
            component={Link}
            to="/invoices/vendor-bills"
            variant="default"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            Vendor bills
          </Button>
          {staff && (
            <Button
              component={Link}
              to="/invoices/exports"
              variant="default"
              leftSection={<IconFileExport size={16} aria-hidden />}
            >
              Exports to the books
            </Button>
          )}
        </>
      }
    />
  );
  const viewSwitch = <SegmentedControl aria-label="Which invoices" data={views} value={view} onChange={showView} />;
  if (view === AGING || view === CREDITS) {
    return (
      <>
        {header}
        <Stack gap="md">
          {viewSwitch}
          {view === AGING ? <AgingTable /> : <CreditNotesGrid queue={false} canMark={canMark} />}
        </Stack>
      </>
    );
  }

  return (
    <>
      {header}
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="invoices"
        label={queue ? 'Invoices to export' : 'Invoices'}
        search={{ label: 'Search invoices', placeholder: 'Invoice, project or bill-to' }}
        onRowClick={(i) => navigate(`/invoices/${i.id}`)}
        onExport={(format, onProgress) =>
          exportInvoices({ ...exportBodyOf(grid.request), includeExported: !queue }, format, onProgress)
        }
        toolbar={viewSwitch}
        selection={
          canMark
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (i) => `Select invoice ${i.number || 'draft'}`,
                allLabel: 'Select every invoice on this page that can be exported',
                // Only approved, sent or paid invoices go to the accounting system.
                isSelectable: exportable,
                actions: [mark(true)],
              }
            : undefined
        }
        empty={
          queue
            ? {
                title: 'Nothing to export',
                description: 'No invoice is waiting for the accounting system.',
                icon: <IconFileExport size={22} aria-hidden />,
              }
            : {
                title: 'No invoices yet',
                description: canCreate
                  ? 'Create an invoice for a project to bill its open charges to its billing client.'
                  : 'Invoices of your projects will be listed here.',
                icon: <IconFileInvoice size={22} aria-hidden />,
              }
        }
        actions={
          canCreate && (
            <Button component={Link} to="/invoices/create" leftSection={<IconPlus size={16} aria-hidden />}>
              New invoice
            </Button>
          )
        }
      />
      {queue && (
        <Stack gap="xs" mt="xl">
          <Title order={2} size="h4">
            Credit notes to export
          </Title>
          <CreditNotesGrid queue canMark={canMark} />
        </Stack>
      )}
    </>
  );
}
