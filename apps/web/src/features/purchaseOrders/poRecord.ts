import { type PurchaseOrderDetails, purchaseOrderList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { chargesTab } from '../charges';
import { recordFiles } from '../files';
import { usePoCounts } from './api';

/** A purchase order's screen; its files live in the project's files, in a folder named by the PO's id. */
export const poRecord = defineRecord<PurchaseOrderDetails>('purchaseOrder', 'purchase order', {
  list: purchaseOrderList,
  labels: { number: 'PO number', orderDate: 'Order date', followUpDate: 'Follow-up date' },
  tabs: { charges: chargesTab('PO'), files: recordFiles('PurchaseOrder', { useCount: usePoFileCount }), history: true },
});

function usePoFileCount(id: number) {
  return usePoCounts(id).data?.files;
}
