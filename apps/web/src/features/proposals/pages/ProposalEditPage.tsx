import { useParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useProposal } from '../api';
import { ProposalForm } from '../components/ProposalForm';

const back = { to: '/proposals', label: 'Back to proposals' };

/** /proposals/create and /proposals/{id} (with its tabs): one form for both. */
export default function ProposalEditPage() {
  const { id } = useParams();
  if (id === undefined) return <ProposalForm mode="create" />;
  const proposalId = Number(id);
  if (!Number.isInteger(proposalId) || proposalId <= 0) return <DetailNotFound noun="proposal" back={back} />;
  return <EditProposal id={proposalId} />;
}

function EditProposal({ id }: { id: number }) {
  const proposal = useProposal(id);
  const reload = async () => {
    const fresh = await proposal.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as NonNullable<typeof fresh.data>;
  };
  return (
    <RecordLoader query={proposal} noun="proposal" back={back} skeleton={<DetailSkeleton label="Loading proposal" />}>
      {/* Keyed by id only: a save or a reload resets the form in place (useRecordForm). */}
      {(record) => <ProposalForm key={record.id} mode="edit" proposal={record} reload={reload} />}
    </RecordLoader>
  );
}
