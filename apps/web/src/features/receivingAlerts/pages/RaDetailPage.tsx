import type { RaDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useRa } from '../api';
import { RaForm } from '../components/RaForm';

const back = { to: '/receiving-alerts', label: 'Back to receiving alerts' };

/** /receiving-alerts/{id} with its tabs (/lines, /files, /history). */
export default function RaDetailPage() {
  const { id } = useParams();
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
