import type { ProposalDetails } from '@freightdesk/contracts';
import { Button, Tooltip } from '@mantine/core';
import { IconArrowRightCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useConvertProposal } from '../api';

interface ConvertButtonProps {
  proposal: ProposalDetails;
  /** Unsaved changes on the form: the conversion would take the saved proposal, so it waits. */
  dirty: boolean;
}

/**
 * "Convert to project": an accepted proposal becomes a project (its customer, job site and lines
 * as standard rates), once; then the project opens.
 */
export function ConvertButton({ proposal, dirty }: ConvertButtonProps) {
  const navigate = useNavigate();
  const convert = useConvertProposal();
  const [confirming, setConfirming] = useState(false);
  const blocked = dirty
    ? 'Save your changes first.'
    : proposal.jobSiteId === null
      ? 'Give the proposal a job site first.'
      : null;

  const confirm = async () => {
    try {
      const project = await convert.mutateAsync(proposal.id);
      notify.success(`Proposal ${proposal.number} is now project ${project.number}`);
      navigate(`/projects/${project.id}`);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setConfirming(false);
    }
  };

  const button = (
    <Button
      type="button"
      color="teal.9"
      leftSection={<IconArrowRightCircle size={16} aria-hidden />}
      onClick={() => setConfirming(true)}
      disabled={blocked !== null}
    >
      Convert to project
    </Button>
  );
  return (
    <>
      {blocked ? (
        <Tooltip label={blocked} events={{ hover: true, focus: true, touch: true }}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        opened={confirming}
        title="Convert to project"
        confirmLabel="Convert"
        busy={convert.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {`Create a project for ${proposal.customerName} at ${proposal.jobSiteName ?? 'the job site'} from proposal ${proposal.number}, with its lines as the project's standard rates? A proposal becomes a project only once.`}
      </ConfirmDialog>
    </>
  );
}
