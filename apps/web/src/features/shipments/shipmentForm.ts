import {
  createShipmentBody,
  type LookupItem,
  type ShipmentDetails,
  shipmentStatusIds,
  updateShipmentBody,
} from '@freightdesk/contracts';
import type { FormValues } from '../../components/form';
import { today } from '../../lib/dates';

export type ShipmentFormMode = 'create' | 'edit';

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const shipmentFormSchema = (mode: ShipmentFormMode): typeof createShipmentBody | typeof updateShipmentBody =>
  mode === 'create' ? createShipmentBody : updateShipmentBody;

/** What the shipment form holds: the create or update body, as it is filled in. */
export type ShipmentFormValues = FormValues<ReturnType<typeof shipmentFormSchema>>;

export function toFormValues(s: ShipmentDetails | undefined, projectId: number | null = null): ShipmentFormValues {
  if (!s) {
    return {
      number: '',
      projectId,
      carrierId: null,
      methodId: null,
      statusId: shipmentStatusIds.booked,
      shipperId: null,
      consigneeId: null,
      shipDate: today(),
      expectedDate: null,
      deliveredDate: null,
      trackingNumber: '',
      notes: '',
    };
  }
  return {
    id: s.id,
    version: s.version,
    number: s.number,
    projectId: s.projectId,
    carrierId: s.carrierId,
    methodId: s.methodId,
    statusId: s.statusId,
    shipperId: s.shipperId,
    consigneeId: s.consigneeId,
    shipDate: s.shipDate,
    expectedDate: s.expectedDate,
    deliveredDate: s.deliveredDate,
    trackingNumber: s.trackingNumber,
    notes: s.notes,
  };
}

/** The statuses offered: a new shipment cannot start cancelled (the server refuses it). */
export function statusOptions(statuses: readonly LookupItem[] | undefined, mode: ShipmentFormMode) {
  return (statuses ?? [])
    .filter((s) => mode === 'edit' || s.id !== shipmentStatusIds.cancelled)
    .map((s) => ({ value: s.id, label: s.name }));
}

/** A shipment whose lines no longer change: delivered, or cancelled (which is final). */
export const linesClosed = (s: Pick<ShipmentDetails, 'statusId'>) =>
  s.statusId === shipmentStatusIds.delivered || s.statusId === shipmentStatusIds.cancelled;

/** A line by its item number, or its description when it has none. */
export const lineName = (item: { itemNumber: string; description: string }) => item.itemNumber || item.description;

/** The shipment's project by its number, and its name when it has one. */
export const projectOf = (s: Pick<ShipmentDetails, 'projectNumber' | 'projectName'>) =>
  [s.projectNumber, s.projectName].filter(Boolean).join(' · ');
