import { useAskedProject } from '../../lookups';
import { InvoiceForm } from '../components/InvoiceForm';

/** /invoices/create, and ?projectId=N from a project's hub with that project chosen. */
export default function InvoiceCreatePage() {
  const { projectId, projectLabel } = useAskedProject();
  return <InvoiceForm mode="create" projectId={projectId} projectLabel={projectLabel} />;
}
