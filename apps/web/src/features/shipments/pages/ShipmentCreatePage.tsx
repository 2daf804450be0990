import { useAskedProject } from '../../lookups';
import { ShipmentForm } from '../components/ShipmentForm';

/** /shipments/Create (and /shipments/create), and ?projectId=N from a project's hub with that project chosen. */
export default function ShipmentCreatePage() {
  const { projectId, projectLabel } = useAskedProject();
  return <ShipmentForm mode="create" projectId={projectId} projectLabel={projectLabel} />;
}
