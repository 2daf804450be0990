import { allows, type RaDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { ForbiddenScreen } from '../../../app/screens/ForbiddenScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useRa } from '../api';
import { RaForm } from '../components/RaForm';
import RaCreatePage from './RaCreatePage';

const back = { to: '/receiving-alerts', label: 'Back to receiving alerts' };

/** /receiving-alerts/{id} with its tabs (/lines, /files, /history). */
export default function RaDetailPage() {
  const { id } = useParams();
  // docs/requirements.md section 4: id 0 asks for a new, unsaved receiving alert: its create form, and no call.
  if (id === '0') return <NewReceivingAlert />;
  const raId = Number(id);
  if (!Number.isInteger(raId) || raId <= 0) return <DetailNotFound noun="receiving alert" back={back} />;
  return <ReceivingAlertScreen key={raId} id={raId} />;
}

function ReceivingAlertScreen({ id }: { id: number }) {
  const ra = useRa(id);
  const reload = async () => {
    const fresh = await ra.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as RaDetails;
  };
  return (
    <RecordLoader
      query={ra}
      noun="receiving alert"
      back={back}
      skeleton={<DetailSkeleton label="Loading receiving alert" />}
    >
      {(record) => <RaForm key={record.id} mode="edit" ra={record} reload={reload} />}
    </RecordLoader>
  );
}

function NewReceivingAlert() {
  const { scope } = useAuth();
  return allows(scope, 'RA:Create') ? <RaCreatePage /> : <ForbiddenScreen />;
}
