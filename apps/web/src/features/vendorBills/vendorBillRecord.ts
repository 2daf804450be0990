import { type VendorBillDetails, vendorBillList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { recordFiles } from '../files';

/** What the bill's form calls its fields where its list says otherwise or nothing. */
const labels = {
  billDate: 'Bill date',
  dueDate: 'Due date',
  purchaseOrder: 'PO',
  markupPercent: 'Markup %',
  rejectReason: 'Reason rejected',
};

/** A vendor bill's screen; its files (the bill as scanned or mailed) are for staff only, as the bill is. */
export const vendorBillRecord = defineRecord<VendorBillDetails>('vendorBill', 'vendor bill', {
  list: vendorBillList,
  labels,
  tabs: { files: recordFiles('VendorBill'), history: true },
});
