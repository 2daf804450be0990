import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useDeletePurchaseOrder } from '../api';

/** Deletes a PO nothing was shipped or received against; the server's refusal (a 409) is shown as it says it. */
export function DeletePoButton({ po }: { po: PurchaseOrderDetails }) {
  const navigate = useNavigate();
  const remove = useDeletePurchaseOrder();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(po);
      notify.success(`Purchase order ${po.number} deleted`);
      navigate('/purchase-orders', { replace: true });
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button type="button" color="red" variant="light" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete Purchase Order"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {`Please confirm you would like to delete purchase order ${po.number} and its items. This action cannot be reversed.`}
      </ConfirmDialog>
    </>
  );
}
