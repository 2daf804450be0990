import type { ShipmentDetails } from '@freightdesk/contracts';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useDeleteShipment } from '../api';

/** Deletes a shipment that is not delivered; its PO lines get their quantities back. */
export function DeleteShipmentButton({ shipment }: { shipment: ShipmentDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteShipment();
  return (
    <DeleteButton
      title="Delete Shipment"
      question={`Please confirm you would like to delete shipment ${shipment.number}. Its PO lines go back to their purchase orders. This action cannot be reversed.`}
      busy={remove.isPending}
      onDelete={async () => {
        await remove.mutateAsync(shipment);
        notify.success(`Shipment ${shipment.number} deleted`);
        navigate('/shipments', { replace: true });
      }}
    />
  );
}
