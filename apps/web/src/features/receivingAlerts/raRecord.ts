import { type RaDetails, raList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { chargesTab } from '../charges';
import { recordFiles } from '../files';

/**
 * A receiving alert's screen; its documents (packing lists, the carrier's paperwork) live in its
 * folder of the project's files, listed with the photos taken of its lines at the dock.
 */
export const raRecord = defineRecord<RaDetails>('receivingAlert', 'receiving alert', {
  list: raList,
  labels: { number: 'Alert number', expectedDate: 'Expected date', receivedDate: 'Received date' },
  tabs: { charges: chargesTab('RA'), files: recordFiles('ReceivingAlert', { withSubfolders: true }), history: true },
});
