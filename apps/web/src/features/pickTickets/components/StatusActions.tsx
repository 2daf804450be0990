import { type PickTicketDetails, pickTicketStatusIds } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { errorText } from '../../../api/client';
import { StatusMoveButtons } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useConfirmPickTicket, useUpdatePickTicket } from '../api';
import { statusMoves, withStatus } from '../pickTicketForm';

/**
 * The ticket's status moves the server allows from where it stands (Start picking, Mark picked,
 * Out for delivery, Delivered, Cancel); Mark picked and Cancel ask first.
 */
export function StatusActions({
  ticket: t,
  disabled,
  staff,
}: {
  ticket: PickTicketDetails;
  disabled: boolean;
  /** Staff move a ticket on; a client user may only call off their request. */
  staff: boolean;
}) {
  const update = useUpdatePickTicket();
  const confirmRequest = useConfirmPickTicket();
  // A client's request is confirmed before it is picked; the client may only cancel it.
  const moves = statusMoves(t.statusId).filter(
    (m) => m.to === pickTicketStatusIds.cancelled || (staff && !t.awaitingConfirmation),
  );
  const confirm = async () => {
    try {
      const saved = await confirmRequest.mutateAsync(t);
      notify.success(`Pick ticket ${saved.number} confirmed`);
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  return (
    <StatusMoveButtons
      moves={moves}
      disabled={disabled}
      onMove={async (m) => {
        try {
          const saved = await update.mutateAsync(withStatus(t, m.to));
          notify.success(`Pick ticket ${saved.number}: ${saved.status}`);
        } catch (err) {
          notify.error(errorText(err));
        }
      }}
    >
      {staff && t.awaitingConfirmation && (
        <Button loading={confirmRequest.isPending} disabled={disabled} onClick={() => void confirm()}>
          Confirm
        </Button>
      )}
    </StatusMoveButtons>
  );
}
