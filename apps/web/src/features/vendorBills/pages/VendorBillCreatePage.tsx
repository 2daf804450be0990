import { useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../../components/detail';
import { useAskedProject } from '../../lookups';
import { usePoLines, useStartingPo, useStartingShipment } from '../api';
import { VendorBillForm } from '../components/VendorBillForm';
import { type BillStart, linesFromPo } from '../vendorBillForm';

const idOf = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /invoices/vendor-bills/new: by hand (?projectId= from a project), from a PO (?purchaseOrderId=:
 * its project and vendor, its lines at their prices for what was received) or from a shipment
 * (?shipmentId=: a carrier's freight bill, its project and carrier).
 */
export default function VendorBillCreatePage() {
  const [params] = useSearchParams();
  const poId = idOf(params.get('purchaseOrderId'));
  const shipmentId = poId === null ? idOf(params.get('shipmentId')) : null;
  const asked = useAskedProject();
  const po = useStartingPo(poId);
  const poLines = usePoLines(poId);
  const shipment = useStartingShipment(shipmentId);

  if ((poId !== null && (po.isPending || poLines.isPending)) || (shipmentId !== null && shipment.isPending)) {
    return <DetailSkeleton label="Loading what the bill is of" />;
  }
  const start: BillStart = po.data
    ? {
        projectId: po.data.projectId,
        projectLabel: po.data.projectNumber,
        vendorId: po.data.vendorId,
        vendorLabel: po.data.vendorName,
        purchaseOrderId: po.data.id,
        lines: linesFromPo(poLines.data ?? []),
      }
    : shipment.data
      ? {
          projectId: shipment.data.projectId,
          projectLabel: shipment.data.projectNumber,
          vendorId: shipment.data.carrierId,
          vendorLabel: shipment.data.carrierName ?? undefined,
          shipmentId: shipment.data.id,
        }
      : { projectId: asked.projectId, projectLabel: asked.projectLabel };
  return <VendorBillForm mode="create" start={start} />;
}
