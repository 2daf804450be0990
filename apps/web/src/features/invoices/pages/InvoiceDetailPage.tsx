import { allows, type InvoiceDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { ForbiddenScreen } from '../../../app/screens/ForbiddenScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useInvoice } from '../api';
import { InvoiceForm } from '../components/InvoiceForm';
import InvoiceCreatePage from './InvoiceCreatePage';

const back = { to: '/invoices', label: 'Back to invoices' };

/** /invoices/{id} with its tabs (/charges, /history); id 0 is a new, unsaved invoice. */
export default function InvoiceDetailPage() {
  const { id } = useParams();
  // docs/requirements.md section 4: id 0 asks for a new, unsaved record: its create form, and no call.
  if (id === '0') return <NewInvoice />;
  const invoiceId = Number(id);
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) return <DetailNotFound noun="invoice" back={back} />;
  return <InvoiceScreen key={invoiceId} id={invoiceId} />;
}

function InvoiceScreen({ id }: { id: number }) {
  const invoice = useInvoice(id);
  const reload = async () => {
    const fresh = await invoice.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as InvoiceDetails;
  };
  return (
    <RecordLoader query={invoice} noun="invoice" back={back} skeleton={<DetailSkeleton label="Loading invoice" />}>
      {(record) => <InvoiceForm key={record.id} mode="edit" invoice={record} reload={reload} />}
    </RecordLoader>
  );
}

function NewInvoice() {
  const { scope } = useAuth();
  return allows(scope, 'Invoice:Create') ? <InvoiceCreatePage /> : <ForbiddenScreen />;
}
