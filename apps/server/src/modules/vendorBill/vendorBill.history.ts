import type { VendorBillDetails } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { billOf } from './vendorBill.read';

/** What a vendor bill's history keeps: whose bill, for what, how it matched and where it is in the queue. */
const trail = (b: VendorBillDetails) => ({
  number: b.number,
  vendor: b.vendorName,
  billNumber: b.billNumber,
  billDate: b.billDate,
  dueDate: b.dueDate,
  purchaseOrder: b.purchaseOrderNumber,
  shipment: b.shipmentNumber,
  markupPercent: b.markupPercent,
  notes: b.notes,
  lines: b.lines.length,
  amount: b.amount,
  match: b.match,
  status: b.status,
  rejectReason: b.rejectReason,
  approvalNote: b.approvalNote,
  exported: b.exported,
});

export const vendorBillHistory = audited({
  entity: 'vendorBill',
  read: (tx, actor, id) => billOf(tx, scopeOf(actor), id),
  trail,
});
