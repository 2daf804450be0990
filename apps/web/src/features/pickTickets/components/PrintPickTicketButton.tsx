import type { PickTicketDetails } from '@freightdesk/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { saveFile } from '../../../lib/saveFile';
import { downloadPickTicketPdf } from '../api';

/**
 * The pick ticket as a PDF for the picker's walk, printed by the server on every click (so it
 * shows the ticket as it stands), fetched with the signed-in user's token and saved under its name.
 */
export function PrintPickTicketButton({ ticket }: { ticket: PickTicketDetails }) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadPickTicketPdf(ticket.id);
      saveFile(filename, blob);
    } catch (err) {
      notify.error(`Could not print the pick ticket: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };
  // On a phone the header's documents are icons, named for assistive technology.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
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
