import { useAskedProject } from '../../lookups';
import { PoForm } from '../components/PoForm';

/** /purchase-orders/create, and ?projectId=N from a project's hub with that project chosen. */
export default function PoCreatePage() {
  const { projectId, projectLabel } = useAskedProject();
  return <PoForm mode="create" projectId={projectId} projectLabel={projectLabel} />;
}
