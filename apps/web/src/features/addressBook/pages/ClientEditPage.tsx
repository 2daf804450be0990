import { useParams, useSearchParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useClient } from '../api';
import { isClientType } from '../clientForm';
import { ClientForm } from '../components/ClientForm';

const back = { to: '/address-books', label: 'Back to the address book' };

/** /address-books/create and /address-books/{id} (with its tabs): one form for both. */
export default function ClientEditPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id === undefined) {
    // The list's type switch carries over: "Create vendor" starts a vendor.
    const type = Number(params.get('type'));
    return <ClientForm mode="create" typeId={isClientType(type) ? type : null} />;
  }
  const clientId = Number(id);
  if (!Number.isInteger(clientId) || clientId <= 0) return <DetailNotFound noun="client" back={back} />;
  return <EditClient id={clientId} />;
}

function EditClient({ id }: { id: number }) {
  const client = useClient(id);
  const reload = async () => {
    const fresh = await client.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as NonNullable<typeof fresh.data>;
  };
  return (
    <RecordLoader query={client} noun="client" back={back} skeleton={<DetailSkeleton label="Loading client" />}>
      {/* Keyed by id only: a save or a reload resets the form in place (useRecordForm). */}
      {(record) => <ClientForm key={record.id} mode="edit" client={record} reload={reload} />}
    </RecordLoader>
  );
}
