import type { ProposalDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useDeleteProposal } from '../api';

/** Deletes a proposal that has not become a project (the server refuses the others with its reason). */
export function DeleteProposalButton({ proposal }: { proposal: ProposalDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteProposal();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(proposal.id);
      notify.success(`Proposal ${proposal.number} deleted`);
      navigate('/proposals', { replace: true });
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
        title="Delete Proposal"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {`Please confirm you would like to delete proposal ${proposal.number} and its lines. This action cannot be reversed.`}
      </ConfirmDialog>
    </>
  );
}
