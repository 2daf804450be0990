import type { PickTicketDetails } from '@freightdesk/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { PHONE_QUERY, useMedia } from '../../../lib/media';
import { saveFile } from '../../../lib/saveFile';
import { downloadDeliveryReceipt } from '../api';

/** The delivery receipt (lines, exceptions, receiver, time, signature) as a PDF, once delivered. */
export function DeliveryReceiptButton({ ticket }: { ticket: PickTicketDetails }) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadDeliveryReceipt(ticket.id);
      saveFile(filename, blob);
    } catch (err) {
      notify.error(`Could not print the delivery receipt: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };
  // On a phone the header's documents are icons, named for assistive technology.
  const phone = useMedia(PHONE_QUERY);
  if (phone)
    return (
      <ActionIcon variant="default" size={36} aria-label="Delivery receipt" loading={busy} onClick={() => void print()}>
        <IconFileCheck size={18} aria-hidden />
      </ActionIcon>
    );
  return (
    <Button
      variant="default"
      leftSection={<IconFileCheck size={16} aria-hidden />}
      loading={busy}
      onClick={() => void print()}
    >
      Delivery receipt
    </Button>
  );
}
