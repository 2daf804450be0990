import type { ProposalDetails } from '@freightdesk/contracts';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/detail';
import { notify } from '../../../components/notify';
import { useDeleteProposal } from '../api';

/** Deletes a proposal that has not become a project (the server refuses the others with its reason). */
export function DeleteProposalButton({ proposal }: { proposal: ProposalDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteProposal();
  return (
    <DeleteButton
      title="Delete Proposal"
      question={`Please confirm you would like to delete proposal ${proposal.number} and its lines. This action cannot be reversed.`}
      busy={remove.isPending}
      onDelete={async () => {
        await remove.mutateAsync(proposal.id);
        notify.success(`Proposal ${proposal.number} deleted`);
        navigate('/proposals', { replace: true });
      }}
    />
  );
}
