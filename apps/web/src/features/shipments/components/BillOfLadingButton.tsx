import type { ShipmentDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { saveFile } from '../../../lib/saveFile';
import { downloadBillOfLading } from '../api';

/**
 * The bill of lading as a PDF, printed by the server on every click (so it shows the shipment as
 * it stands). It is fetched with the signed-in user's token, which a plain link would not carry,
 * then saved under the name the server gives it.
 */
export function BillOfLadingButton({ shipment }: { shipment: ShipmentDetails }) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadBillOfLading(shipment.id);
      saveFile(filename, blob);
    } catch (err) {
      notify.error(`Could not print the bill of lading: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      onClick={() => void print()}
    >
      Bill of lading
    </Button>
  );
}
