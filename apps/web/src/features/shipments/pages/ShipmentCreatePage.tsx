import { allows, api } from '@freightdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { projectKeys } from '../../projects/api';
import { ShipmentForm } from '../components/ShipmentForm';

/** /shipments/Create (and /shipments/create), and ?projectId=N from a project's hub with that project chosen. */
export default function ShipmentCreatePage() {
  const [params] = useSearchParams();
  const { scope } = useAuth();
  const asked = Number(params.get('projectId'));
  const projectId = Number.isInteger(asked) && asked > 0 ? asked : null;
  // The picker shows the chosen project as it lists projects: number · customer.
  const { data: project } = useQuery({
    queryKey: projectKeys.detail(projectId ?? 0),
    queryFn: ({ signal }) => call(api.project.byId, { params: { id: projectId as number }, signal }),
    enabled: projectId !== null && allows(scope, 'Project:View'),
    staleTime: 60_000,
  });
  return (
    <ShipmentForm
      mode="create"
      projectId={projectId}
      projectLabel={project ? `${project.number} · ${project.customerName}` : undefined}
    />
  );
}
