import { type BookFormat, type BookRecords, bookFormats } from '@freightdesk/contracts';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { formatMoney } from '../../../lib/numbers';
import { saveFile } from '../../../lib/saveFile';
import { downloadExport, failureText, useCreateExport } from '../api';
import { countOf, formatNames, formatsFor, recordNames, waitingText } from '../bookText';

interface ExportDialogProps {
  /** What is exported; null while the dialog is closed. */
  records: BookRecords | null;
  onClose: () => void;
}

/**
 * Exports what waits (approved vendor bills, or billed invoices) as the file the user's QuickBooks
 * reads, and downloads it at once. Nothing waiting is said in the dialog, which stays open.
 */
export function ExportDialog({ records, onClose }: ExportDialogProps) {
  const [format, setFormat] = useState<BookFormat>('iif');
  const create = useCreateExport();
  const [failure, setFailure] = useState<string | null>(null);
  // From the export's call to the end of its file's download.
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFailure(null);
    // The next export starts from IIF, which every kind of record is exported in.
    setFormat('iif');
    create.reset();
    onClose();
  };

  const run = async () => {
    if (!records) return;
    setFailure(null);
    setBusy(true);
    let made: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      made = await create.mutateAsync({ records, format });
    } catch (err) {
      setFailure(failureText(err));
      setBusy(false);
      return;
    }
    const what = `${made.number}: ${countOf(made.records, made.count)}, ${formatMoney(made.amount)}`;
    try {
      const { blob, filename } = await downloadExport(made);
      saveFile(filename, blob);
      notify.success(`${what}, downloaded as ${made.fileName}`);
    } catch (err) {
      // The records are exported already: the file is still one click away on the export's row.
      notify.error(`${what} was made, but its file did not download (${errorText(err)}). Download it from its row.`);
    }
    setBusy(false);
    close();
  };

  return (
    <Dialog
      opened={records !== null}
      onClose={close}
      size="md"
      title={records ? `Export ${recordNames(records).many}` : ''}
    >
      <Stack gap="md">
        <Text size="sm">{records ? waitingText[records] : ''}</Text>
        <Radio.Group
          label="File format"
          value={format}
          onChange={(v) => setFormat(v as BookFormat)}
          withAsterisk={false}
        >
          <Stack gap="sm" mt="xs">
            {(records ? formatsFor(records) : bookFormats).map((f) => (
              <Radio
                key={f}
                value={f}
                label={`${formatNames[f].label} (${formatNames[f].product})`}
                description={formatNames[f].how}
                data-autofocus={f === format ? true : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {failure && (
          <Alert color="orange" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
            Export and download
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
