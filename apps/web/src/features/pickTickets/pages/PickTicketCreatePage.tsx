import { useAskedProject } from '../../lookups';
import { PickTicketForm } from '../components/PickTicketForm';

/** /pick-tickets/create, and ?projectId=N from a project's hub with that project chosen. */
export default function PickTicketCreatePage() {
  const { projectId, projectLabel } = useAskedProject();
  return <PickTicketForm mode="create" projectId={projectId} projectLabel={projectLabel} />;
}
