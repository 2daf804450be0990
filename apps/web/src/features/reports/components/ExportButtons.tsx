import { type ReportExportBody, reportFormats } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { saveFile } from '../../../lib/saveFile';
import { exportReport, type ReportRequest } from '../api';

type Format = ReportExportBody['format'];

const labels: Record<Format, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/**
 * The report as a file: every row with its totals, filtered and sorted as shown, made by the
 * server. One button a format, side by side (a phone's row holds the three); the one clicked turns
 * while the file arrives, and a failure says why in a toast.
 */
export function ExportButtons({ request, disabled }: { request: ReportRequest; disabled: boolean }) {
  const [busy, setBusy] = useState<Format | null>(null);

  const run = async (format: Format) => {
    setBusy(format);
    try {
      const file = await exportReport(request, format);
      saveFile(file.filename, file.blob);
    } catch (err) {
      notify.error(`Export failed: ${errorText(err)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Button.Group>
      {reportFormats.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          // One file at a time: the others wait while one downloads.
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
          aria-label={`Export ${labels[format]}`}
        >
          {labels[format]}
        </Button>
      ))}
    </Button.Group>
  );
}
