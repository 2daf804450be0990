import { allows, projectEndpoints } from '@freightdesk/contracts';
import { useSearchParams } from 'react-router';
import { useEndpointQuery } from '../../api/hooks';
import { useAuth } from '../../auth/AuthContext';

/**
 * A new record's project asked for in the address (?projectId=N, from a project's hub), and its
 * label as the project picker shows it (number · customer) once read.
 */
export function useAskedProject() {
  const [params] = useSearchParams();
  const { scope } = useAuth();
  const asked = Number(params.get('projectId'));
  const projectId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const project = useEndpointQuery(
    projectEndpoints.byId,
    { params: { id: projectId ?? 0 } },
    { enabled: projectId !== null && allows(scope, 'Project:View'), staleTime: 60_000 },
  );
  return {
    projectId,
    projectLabel: project.data ? `${project.data.number} · ${project.data.customerName}` : undefined,
  };
}
