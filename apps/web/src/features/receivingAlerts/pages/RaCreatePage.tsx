import { allows, api } from '@freightdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { projectKeys } from '../../projects/api';
import { RaForm } from '../components/RaForm';

/** /receiving-alerts/Create, and ?projectId=N from a project's hub with that project chosen. */
export default function RaCreatePage() {
  const [params] = useSearchParams();
  const { scope } = useAuth();
  const asked = Number(params.get('projectId'));
  const projectId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const project = useQuery({
    queryKey: projectKeys.detail(projectId ?? 0),
    queryFn: ({ signal }) => call(api.project.byId, { params: { id: projectId as number }, signal }),
    enabled: projectId !== null && allows(scope, 'Project:View'),
    staleTime: 60_000,
  });
  const label = project.data && `${project.data.number} · ${project.data.customerName}`;
  return <RaForm mode="create" projectId={projectId} projectLabel={label} />;
}
