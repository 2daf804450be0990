import { useParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useUser } from '../api';
import { UserForm } from '../components/UserForm';

const back = { to: '/users', label: 'Back to users' };

/** /users/create and /users/{id} (with its tabs): one form for both (docs/requirements.md section 2). */
export default function UserEditPage() {
  const { id } = useParams();
  if (id === undefined) return <UserForm mode="create" />;
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId <= 0) return <DetailNotFound noun="user" back={back} />;
  return <EditUser id={userId} />;
}

function EditUser({ id }: { id: number }) {
  const user = useUser(id);
  const reload = async () => {
    const fresh = await user.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as NonNullable<typeof fresh.data>;
  };
  return (
    <RecordLoader query={user} noun="user" back={back} skeleton={<DetailSkeleton label="Loading user" fields={9} />}>
      {/* Keyed by id only: a save or a reload resets the form in place (useRecordForm). */}
      {(record) => <UserForm key={record.id} mode="edit" user={record} reload={reload} />}
    </RecordLoader>
  );
}
