import type { VendorBillDetails } from '@freightdesk/contracts';
import { Alert, Button, Text } from '@mantine/core';
import { IconCheck, IconFileExport, IconRotate, IconX } from '@tabler/icons-react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { useBooksTakeReady } from '../../accounting/api';
import { movesOf, type QueueMove } from '../vendorBillForm';
import { useQueue } from './useQueue';

const buttons: Record<QueueMove, { label: string; icon: React.ReactNode; primary?: boolean; danger?: boolean }> = {
  approve: { label: 'Approve', icon: <IconCheck size={16} aria-hidden />, primary: true },
  reject: { label: 'Reject', icon: <IconX size={16} aria-hidden />, danger: true },
  pending: { label: 'Back to pending', icon: <IconRotate size={16} aria-hidden /> },
  export: { label: 'Mark exported', icon: <IconFileExport size={16} aria-hidden />, primary: true },
};

/**
 * A bill's next steps in the queue, from where it stands: approve (a note when it has an exception)
 * or reject (with a reason) while pending, send a rejected one back, mark an approved one exported.
 * Not while the form holds changes: those are saved first (a save matches the bill again).
 */
export function QueueButtons({ bill, disabled }: { bill: VendorBillDetails; disabled: boolean }) {
  const queue = useQueue();
  const booksTakeBills = useBooksTakeReady();
  return (
    <>
      {movesOf(bill, { booksTakeBills }).map((move) => {
        const b = buttons[move];
        return (
          <Button
            key={move}
            variant={b.primary ? 'filled' : b.danger ? 'light' : 'default'}
            color={b.danger ? 'red' : undefined}
            leftSection={b.icon}
            disabled={disabled || queue.busy}
            title={disabled ? 'Save or discard your changes first' : undefined}
            onClick={() =>
              queue.start([bill.id], move, bill.match === 'Exception').catch((err) => notify.error(errorText(err)))
            }
          >
            {b.label}
          </Button>
        );
      })}
      {queue.dialog}
      {queue.refusal && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          w="100%"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={queue.clearRefusal}
        >
          <Text size="sm">{queue.refusal}</Text>
        </Alert>
      )}
    </>
  );
}
