import type { PickTicketDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useUpdatePickTicket } from '../api';
import { type StatusMove, statusMoves, withStatus } from '../pickTicketForm';

/**
 * The ticket's status moves the server allows from where it stands (Start picking, Mark picked,
 * Out for delivery, Delivered, Cancel); Mark picked and Cancel ask first.
 */
export function StatusActions({ ticket: t, disabled }: { ticket: PickTicketDetails; disabled: boolean }) {
  const update = useUpdatePickTicket();
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const moves = statusMoves(t.statusId);

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
      {moves.map((m) => (
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
