import { type AccountingExport, allows, type BookRecords } from '@freightdesk/contracts';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconFileExport, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { ForbiddenScreen } from '../../../app/screens/ForbiddenScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, useGridState } from '../../../components/DataGrid';
import { MissingRight } from '../../../components/MissingRight';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { saveFile } from '../../../lib/saveFile';
import { downloadExport, useAccountingExports } from '../api';
import { exportedRecords, recordNames } from '../bookText';
import { ExportDialog } from '../components/ExportDialog';
import { exportColumns } from '../components/exportColumns';
import { QuickBooksOnlinePanel } from '../components/QuickBooksOnlinePanel';

const HISTORY_ID = 'past-exports-heading';

/**
 * /invoices/exports: the exports to the books. Export vendor bills or invoices writes what waits
 * into one IIF or CSV file and downloads it; every export is listed, newest first, with its file a
 * click away. QuickBooks Online's outbox shows under it when it is connected. Staff only.
 */
export default function AccountingExportsPage() {
  const { scope, staff } = useAuth();
  const canExport = staff && allows(scope, 'Invoice:Update');
  const [exporting, setExporting] = useState<BookRecords | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const grid = useGridState({ prefix: 'ex' });
  const { pageIndex, pageSize } = grid.request;
  const query = useAccountingExports({ pageIndex, pageSize });

  const columns = useMemo(() => {
    const again = async (made: AccountingExport) => {
      setDownloading(made.id);
      try {
        const { blob, filename } = await downloadExport(made);
        saveFile(filename, blob);
      } catch (err) {
        notify.error(`Could not download ${made.fileName}: ${errorText(err)}`);
      } finally {
        setDownloading(null);
      }
    };
    return exportColumns(downloading, (made) => void again(made));
  }, [downloading]);

  if (!staff) return <ForbiddenScreen />;

  return (
    <>
      <PageHeader
        title="Exports to the books"
        actions={
          canExport ? (
            exportedRecords.map((records) => (
              <Button
                key={records}
                variant={records === 'vendorBills' ? 'filled' : 'default'}
                leftSection={<IconFileExport size={16} aria-hidden />}
                onClick={() => setExporting(records)}
              >
                {`Export ${recordNames(records).many}`}
              </Button>
            ))
          ) : (
            <MissingRight permission="Invoice:Update" to="export to the books" />
          )
        }
      />
      <Stack gap="lg">
        <Group gap="lg">
          <Anchor component={Link} to="/invoices" size="sm">
            <Group gap={4} component="span">
              <IconFileInvoice size={16} aria-hidden />
              Invoices
            </Group>
          </Anchor>
          <Anchor component={Link} to="/invoices/vendor-bills" size="sm">
            <Group gap={4} component="span">
              <IconReceipt size={16} aria-hidden />
              Vendor bills
            </Group>
          </Anchor>
        </Group>
        <QuickBooksOnlinePanel canSend={canExport} />
        <section aria-labelledby={HISTORY_ID}>
          <Title order={2} size="h4" id={HISTORY_ID} mb="xs">
            Past exports
          </Title>
          <DataGrid
            state={grid}
            query={query}
            columns={columns}
            noun="exports"
            label="Past exports"
            search={false}
            empty={{
              title: 'No exports yet',
              description:
                'Each export of vendor bills or invoices is listed here with its file, newest first. Export approved vendor bills or billed invoices above.',
              icon: <IconFileExport size={22} aria-hidden />,
            }}
          />
        </section>
      </Stack>
      <ExportDialog records={exporting} onClose={() => setExporting(null)} />
    </>
  );
}
