import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useDeletePurchaseOrder } from '../api';

/** Deletes a PO nothing was shipped or received against. */
export function DeletePoButton({ po }: { po: PurchaseOrderDetails }) {
  const navigate = useNavigate();
  const remove = useDeletePurchaseOrder();
  return (
    <DeleteButton
      title="Delete Purchase Order"
      question={`Please confirm you would like to delete purchase order ${po.number} and its items. This action cannot be reversed.`}
      busy={remove.isPending}
      onDelete={async () => {
        await remove.mutateAsync(po);
        notify.success(`Purchase order ${po.number} deleted`);
        navigate('/purchase-orders', { replace: true });
      }}
    />
  );
}
