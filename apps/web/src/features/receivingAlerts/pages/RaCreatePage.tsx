import { useAskedProject } from '../../lookups';
import { RaForm } from '../components/RaForm';

/** /receiving-alerts/Create, and ?projectId=N from a project's hub with that project chosen. */
export default function RaCreatePage() {
  const { projectId, projectLabel } = useAskedProject();
  return <RaForm mode="create" projectId={projectId} projectLabel={projectLabel} />;
}
