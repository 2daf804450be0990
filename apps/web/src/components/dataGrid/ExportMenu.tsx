import type { ExportFormat } from '@freightdesk/contracts';
import { Button, Loader, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type DownloadedFile, errorText } from '../../api/client';
import { saveFile } from '../../lib/saveFile';
import { notify } from '../notify';

/** Runs an export: downloads the file of the current search, telling the bytes received so far. */
export type ExportRunner = (
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) => Promise<DownloadedFile>;

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export Excel' },
];

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * "Export" with CSV and Excel: the server builds the file from the grid's current search and
 * sort, and the button shows how much has arrived while it downloads (docs/design.md section 7).
 */
export function ExportMenu({ onExport, disabled }: { onExport: ExportRunner; disabled: boolean }) {
  const [received, setReceived] = useState<number | null>(null);
  const busy = received !== null;

  const run = async (format: ExportFormat) => {
    setReceived(0);
    try {
      const file = await onExport(format, setReceived);
      saveFile(file.filename, file.blob);
    } catch (err) {
      notify.error(`Export failed: ${errorText(err)}`);
    } finally {
      setReceived(null);
    }
  };

  return (
    <Menu position="bottom-end" disabled={disabled || busy}>
      <Menu.Target>
        <Button
          variant="default"
          disabled={disabled}
          aria-disabled={busy || undefined}
          leftSection={busy ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />}
          rightSection={busy ? undefined : <IconChevronDown size={14} aria-hidden />}
        >
          <span aria-live="polite">{busy ? `Exporting… ${size(received)}` : 'Export'}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => void run(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
