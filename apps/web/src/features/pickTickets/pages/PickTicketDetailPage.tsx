import { allows, type PickTicketDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { ForbiddenScreen } from '../../../app/screens/ForbiddenScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { usePickTicket } from '../api';
import { PickTicketForm } from '../components/PickTicketForm';
import PickTicketCreatePage from './PickTicketCreatePage';

const back = { to: '/pick-tickets', label: 'Back to pick tickets' };

/** /pick-tickets/{id} with its tabs (/lines, /files, /history); id 0 is a new, unsaved ticket. */
export default function PickTicketDetailPage() {
  const { id } = useParams();
  // docs/requirements.md section 4: id 0 asks for a new, unsaved record: its create form, and no call.
  if (id === '0') return <NewPickTicket />;
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId <= 0) return <DetailNotFound noun="pick ticket" back={back} />;
  return <PickTicketScreen key={ticketId} id={ticketId} />;
}

function PickTicketScreen({ id }: { id: number }) {
  const ticket = usePickTicket(id);
  const reload = async () => {
    const fresh = await ticket.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as PickTicketDetails;
  };
  return (
    <RecordLoader
      query={ticket}
      noun="pick ticket"
      back={back}
      skeleton={<DetailSkeleton label="Loading pick ticket" />}
    >
      {(record) => <PickTicketForm key={record.id} mode="edit" ticket={record} reload={reload} />}
    </RecordLoader>
  );
}

function NewPickTicket() {
  const { scope } = useAuth();
  return allows(scope, 'PickTicket:Create') ? <PickTicketCreatePage /> : <ForbiddenScreen />;
}
