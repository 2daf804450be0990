import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../api/client';
import { saveFile } from '../../lib/saveFile';
import { notify } from '../notify';

interface PrintButtonProps {
  /** What is printed, lower case ("the invoice"), for the error. */
  what: string;
  /** The record's PDF, printed by the server on every click (so it shows the record as it stands). */
  download: () => Promise<{ blob: Blob; filename: string }>;
  /** The button's words ("Print", "Delivery receipt") and icon. */
  label?: string;
  icon?: ReactNode;
}

/**
 * A record's printable PDF in its header: fetched with the signed-in user's token and saved under
 * its name, labelled on a phone as on a desk (an icon alone does not say what it prints).
 */
export function PrintButton({ what, download, label = 'Print', icon }: PrintButtonProps) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      saveFile(filename, blob);
    } catch (err) {
      notify.error(`Could not print ${what}: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={icon ?? <IconPrinter size={16} aria-hidden />}
      loading={busy}
      onClick={() => void print()}
    >
      {label}
    </Button>
  );
}
