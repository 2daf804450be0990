import { type PickTicketDetails, pickTicketStatusIds } from '@freightdesk/contracts';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useConfirmPickTicket, useUpdatePickTicket } from '../api';
import { type StatusMove, statusMoves, withStatus } from '../pickTicketForm';

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
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  // A client's request is confirmed before it is picked; the client may only cancel it.
  const moves = statusMoves(t.statusId).filter(
    (m) => m.to === pickTicketStatusIds.cancelled || (staff && !t.awaitingConfirmation),
  );
  // On a phone the header keeps one row for the next step; the other moves wait under More.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const secondary = phone ? moves.filter((m) => !m.primary) : [];
  const shown = phone ? moves.filter((m) => m.primary) : moves;
  const confirm = async () => {
    try {
      const saved = await confirmRequest.mutateAsync(t);
      notify.success(`Pick ticket ${saved.number} confirmed`);
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  const move = async (m: StatusMove) => {
    setMoving(m.to);
    try {
      const saved = await update.mutateAsync(withStatus(t, m.to));
      notify.success(`Pick ticket ${saved.number}: ${saved.status}`);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setMoving(null);
      setAsking(null);
    }
  };

  return (
    <>
      {staff && t.awaitingConfirmation && (
        <Button loading={confirmRequest.isPending} disabled={disabled} onClick={() => void confirm()}>
          Confirm
        </Button>
      )}
      {phone && secondary.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="default" size={36} aria-label="More actions" disabled={disabled || moving !== null}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {secondary.map((m) => (
              <Menu.Item
                key={m.to}
                c={m.confirm?.danger ? 'red.9' : undefined}
                onClick={() => (m.confirm ? setAsking(m) : void move(m))}
              >
                {m.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {shown.map((m) => (
        <Button
          key={m.to}
          variant={m.primary ? 'filled' : 'default'}
          c={m.confirm?.danger ? 'red.9' : undefined}
          loading={moving === m.to}
          disabled={disabled || (moving !== null && moving !== m.to)}
          title={disabled ? 'Save or discard the changes first' : undefined}
          onClick={() => (m.confirm ? setAsking(m) : void move(m))}
        >
          {m.label}
        </Button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.confirm?.title ?? ''}
        confirmLabel={asking?.confirm?.confirmLabel}
        cancelLabel="Not now"
        danger={asking?.confirm?.danger}
        busy={moving !== null}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking?.confirm?.question}
      </ConfirmDialog>
    </>
  );
}
