import type { RaDetails } from '@freightdesk/contracts';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useDeleteRa } from '../api';

/** Deletes an alert nothing was received on. */
export function DeleteRaButton({ ra }: { ra: RaDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteRa();
  return (
    <DeleteButton
      title="Delete Receiving Alert"
      question={`Please confirm you would like to delete receiving alert ${ra.number} and its lines. This action cannot be reversed.`}
      busy={remove.isPending}
      onDelete={async () => {
        await remove.mutateAsync(ra);
        notify.success(`Receiving alert ${ra.number} deleted`);
        navigate('/receiving-alerts', { replace: true });
      }}
    />
  );
}
