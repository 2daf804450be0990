import { type InvoiceDetails, invoiceStatusIds } from '@freightdesk/contracts';
import { errorText } from '../../../api/client';
import { StatusMoveButtons } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useUpdateInvoice } from '../api';
import { statusMoves, withStatus } from '../invoiceForm';

/**
 * The invoice's next steps the server allows from where it stands (Approve, Back to draft, Mark
 * sent, Mark paid, Void); those not easily undone ask first.
 */
export function StatusActions({ invoice: i, disabled }: { invoice: InvoiceDetails; disabled: boolean }) {
  const update = useUpdateInvoice();
  return (
    <StatusMoveButtons
      moves={statusMoves(i)}
      disabled={disabled}
      onMove={async (m) => {
        // Approving bills what the invoice holds: the server refuses an invoice without charges.
        if (m.to === invoiceStatusIds.approved && i.totals.charges === 0) {
          notify.error('Add at least one charge before approving this invoice (its Charges tab).');
          return;
        }
        try {
          const saved = await update.mutateAsync(withStatus(i, m.to));
          notify.success(`Invoice ${saved.number}: ${saved.status}`);
        } catch (err) {
          notify.error(errorText(err));
        }
      }}
    />
  );
}
