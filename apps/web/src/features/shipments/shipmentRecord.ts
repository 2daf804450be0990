import { type ShipmentDetails, shipmentList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { chargesTab } from '../charges';
import { recordFiles } from '../files';
import { useShipmentCounts } from './api';

/** The names the shipment's form gives its fields where its list's are shorter. */
const labels = {
  number: 'Shipment number',
  shipDate: 'Ship date',
  expectedDate: 'Expected delivery',
  trackingNumber: 'Tracking / BOL number',
};

/**
 * A shipment's screen; its files (bills of lading signed at the dock, delivery receipts, photos)
 * live in the project's files, in a folder named by the shipment's id.
 */
export const shipmentRecord = defineRecord<ShipmentDetails>('shipment', 'shipment', {
  list: shipmentList,
  labels,
  tabs: {
    charges: chargesTab('Shipment'),
    files: recordFiles('Shipment', { useCount: useShipmentFileCount }),
    history: true,
  },
});

function useShipmentFileCount(id: number) {
  return useShipmentCounts(id).data?.files;
}
