import type { CommonOption, VendorBillDetails } from '@freightdesk/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldKit, type Option } from '../../../components/form';
import { useBillSources } from '../api';
import type { VendorBillFormValues } from '../vendorBillForm';

const F = fieldKit<VendorBillFormValues>();

/** The project's records of one kind as options, the bill's own kept even when no longer listed. */
function optionsOf(
  records: readonly CommonOption[] | undefined,
  current: { id: number | null; number: string | null },
) {
  const options: Option<number>[] = (records ?? []).map((r) => ({ value: r.id, label: r.label || r.number }));
  if (current.id !== null && !options.some((o) => o.value === current.id)) {
    options.unshift({ value: current.id, label: current.number ?? `#${current.id}` });
  }
  return options;
}

/**
 * What the bill is of: a PO of the project (a vendor's invoice for goods: its lines may name the
 * PO's lines) or a shipment (a carrier's freight bill), and for a freight bill the markup that
 * passes it through to the client.
 */
export function BillSourceFields({ projectId, bill }: { projectId: number | null; bill?: VendorBillDetails }) {
  const sources = useBillSources(projectId);
  const { setValue } = useFormContext<VendorBillFormValues>();
  const shipmentId = useWatch<VendorBillFormValues, 'shipmentId'>({ name: 'shipmentId' });
  const none = projectId === null ? 'Choose the project first' : sources.isPending ? 'Loading…' : 'None';
  const pos = optionsOf(sources.data?.purchaseOrders, {
    id: bill?.purchaseOrderId ?? null,
    number: bill?.purchaseOrderNumber ?? null,
  });
  const shipments = optionsOf(sources.data?.shipments, {
    id: bill?.shipmentId ?? null,
    number: bill?.shipmentNumber ?? null,
  });
  return (
    <>
      <F.SelectField
        name="purchaseOrderId"
        label="Purchase order"
        description="A vendor’s bill for goods: matched with the PO"
        placeholder={none}
        options={pos}
        searchable
        nothingFoundMessage="No PO matches"
      />
      <F.SelectField
        name="shipmentId"
        label="Shipment"
        description="A carrier’s freight bill"
        placeholder={none}
        options={shipments}
        searchable
        nothingFoundMessage="No shipment matches"
        onChange={(id) => {
          setValue('shipmentId', id, { shouldDirty: true });
          // Only a freight bill of a shipment passes through to the client.
          if (id === null) setValue('markupPercent', null, { shouldDirty: true });
        }}
      />
      {shipmentId != null && (
        <F.MoneyField
          name="markupPercent"
          label="Markup % to bill the client"
          description="Left empty: the carrier’s cost only, nothing billed"
          placeholder="None"
        />
      )}
    </>
  );
}
