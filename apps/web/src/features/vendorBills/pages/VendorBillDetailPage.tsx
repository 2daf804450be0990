import type { VendorBillDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useVendorBill } from '../api';
import { VendorBillForm } from '../components/VendorBillForm';
import VendorBillCreatePage from './VendorBillCreatePage';

const back = { to: '/invoices/vendor-bills', label: 'Back to vendor bills' };

/**
 * /invoices/vendor-bills/{id} with its tabs (/files, /history), and /invoices/vendor-bills/new:
 * one module for both, so the form is this screen's own code, not the code every screen shares.
 */
export default function VendorBillDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <VendorBillCreatePage />;
  const billId = Number(id);
  if (!Number.isInteger(billId) || billId <= 0) return <DetailNotFound noun="vendor bill" back={back} />;
  return <VendorBillScreen key={billId} id={billId} />;
}

function VendorBillScreen({ id }: { id: number }) {
  const bill = useVendorBill(id);
  const reload = async () => {
    const fresh = await bill.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as VendorBillDetails;
  };
  return (
    <RecordLoader query={bill} noun="vendor bill" back={back} skeleton={<DetailSkeleton label="Loading vendor bill" />}>
      {(record) => <VendorBillForm key={record.id} mode="edit" bill={record} reload={reload} />}
    </RecordLoader>
  );
}
