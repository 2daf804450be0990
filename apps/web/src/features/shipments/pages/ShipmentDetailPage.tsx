import type { ShipmentDetails } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { DetailNotFound, DetailSkeleton, RecordLoader } from '../../../components/detail';
import { useShipment } from '../api';
import { ShipmentForm } from '../components/ShipmentForm';

const back = { to: '/shipments', label: 'Back to shipments' };

/** /shipments/{id} with its tabs (/items, /receiving-alerts, /files, /history). */
export default function ShipmentDetailPage() {
  const { id } = useParams();
  const shipmentId = Number(id);
  if (!Number.isInteger(shipmentId) || shipmentId <= 0) return <DetailNotFound noun="shipment" back={back} />;
  return <ShipmentScreen key={shipmentId} id={shipmentId} />;
}

function ShipmentScreen({ id }: { id: number }) {
  const shipment = useShipment(id);
  const reload = async () => {
    const fresh = await shipment.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as ShipmentDetails;
  };
  return (
    <RecordLoader query={shipment} noun="shipment" back={back} skeleton={<DetailSkeleton label="Loading shipment" />}>
      {/* Keyed by id only: a save or a reload resets the form in place (useRecordForm). */}
      {(record) => <ShipmentForm key={record.id} mode="edit" shipment={record} reload={reload} />}
    </RecordLoader>
  );
}
