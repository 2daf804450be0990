import { type InvoiceDetails, invoiceStatusIds } from '@freightdesk/contracts';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useUpdateInvoice } from '../api';
import { type StatusMove, statusMoves, withStatus } from '../invoiceForm';

/**
 * The invoice's next steps the server allows from where it stands (Approve, Back to draft, Mark
 * sent, Mark paid, Void); those not easily undone ask first. On a phone the next step keeps its
 * button and the others wait under More.
 */
export function StatusActions({ invoice: i, disabled }: { invoice: InvoiceDetails; disabled: boolean }) {
  const update = useUpdateInvoice();
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const moves = statusMoves(i);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const secondary = phone ? moves.filter((m) => !m.primary) : [];
  const shown = phone ? moves.filter((m) => m.primary) : moves;

  const move = async (m: StatusMove) => {
    // Approving bills what the invoice holds: the server refuses an invoice without charges.
    if (m.to === invoiceStatusIds.approved && i.totals.charges === 0) {
      notify.error('Add at least one charge before approving this invoice (its Charges tab).');
      return;
    }
    setMoving(m.to);
    try {
      const saved = await update.mutateAsync(withStatus(i, m.to));
      notify.success(`Invoice ${saved.number}: ${saved.status}`);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setMoving(null);
      setAsking(null);
    }
  };
  const choose = (m: StatusMove) => (m.confirm ? setAsking(m) : void move(m));

  return (
    <>
      {phone && secondary.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="default" size={36} aria-label="More actions" disabled={disabled || moving !== null}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {secondary.map((m) => (
              <Menu.Item key={m.to} c={m.confirm?.danger ? 'red.9' : undefined} onClick={() => choose(m)}>
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
          onClick={() => choose(m)}
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
