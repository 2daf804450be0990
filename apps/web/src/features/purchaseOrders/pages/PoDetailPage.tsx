import { allows, type PurchaseOrderDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { ForbiddenScreen } from '../../../app/screens/ForbiddenScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { usePurchaseOrder } from '../api';
import { PoForm } from '../components/PoForm';
import PoCreatePage from './PoCreatePage';

const back = { to: '/purchase-orders', label: 'Back to purchase orders' };

/** /purchase-orders/{id} with its tabs (/items, /files, /history). */
export default function PoDetailPage() {
  const { id } = useParams();
  // docs/requirements.md section 4: id 0 asks for a new, unsaved purchase order: its create form, and no call.
  if (id === '0') return <NewPurchaseOrder />;
  const poId = Number(id);
  if (!Number.isInteger(poId) || poId <= 0) return <DetailNotFound noun="purchase order" back={back} />;
  return <PurchaseOrderScreen key={poId} id={poId} />;
}

function PurchaseOrderScreen({ id }: { id: number }) {
  const po = usePurchaseOrder(id);
  const reload = async () => {
    const fresh = await po.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as PurchaseOrderDetails;
  };
  return (
    <RecordLoader
      query={po}
      noun="purchase order"
      back={back}
      skeleton={<DetailSkeleton label="Loading purchase order" />}
    >
      {/* Keyed by id only: a save or a reload resets the form in place (useRecordForm). */}
      {(record) => <PoForm key={record.id} mode="edit" purchaseOrder={record} reload={reload} />}
    </RecordLoader>
  );
}

function NewPurchaseOrder() {
  const { scope } = useAuth();
  return allows(scope, 'PO:Create') ? <PoCreatePage /> : <ForbiddenScreen />;
}
