import { ActionIcon, Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { PHONE_QUERY, useMedia } from '../../lib/media';
import { saveFile } from '../../lib/saveFile';
import { notify } from '../notify';

interface PrintButtonProps {
  /** What is printed, lower case ("the invoice"), for the error. */
  what: string;
  /** The record's PDF, printed by the server on every click (so it shows the record as it stands). */
  download: () => Promise<{ blob: Blob; filename: string }>;
}

/**
 * A record's printable PDF in its header: fetched with the signed-in user's token and saved under
 * its name. On a phone the header's documents are icons, named for assistive technology.
 */
export function PrintButton({ what, download }: PrintButtonProps) {
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
  const phone = useMedia(PHONE_QUERY);
  if (phone)
    return (
      <ActionIcon variant="default" size={36} aria-label="Print" loading={busy} onClick={() => void print()}>
        <IconPrinter size={18} aria-hidden />
      </ActionIcon>
    );
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={busy}
      onClick={() => void print()}
    >
      Print
    </Button>
  );
}
