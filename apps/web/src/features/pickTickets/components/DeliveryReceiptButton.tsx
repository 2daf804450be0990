import type { PickTicketDetails } from '@freightdesk/contracts';
import { IconFileCheck } from '@tabler/icons-react';
import { PrintButton } from '../../../components/detail';
import { downloadDeliveryReceipt } from '../api';

/** The delivery receipt (lines, exceptions, receiver, time, signature) as a PDF, once delivered. */
export function DeliveryReceiptButton({
  ticket,
  label = 'Delivery receipt',
}: {
  ticket: PickTicketDetails;
  label?: string;
}) {
  return (
    <PrintButton
      what="the delivery receipt"
      label={label}
      icon={<IconFileCheck size={16} aria-hidden />}
      download={() => downloadDeliveryReceipt(ticket.id)}
    />
  );
}
