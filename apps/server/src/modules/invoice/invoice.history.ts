import type { InvoiceDetails } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { invoiceOf } from './invoice.read';

/** What an invoice's history keeps: who it bills, when, its status and what it comes to. */
const trail = (i: InvoiceDetails) => ({
  number: i.number,
  for: i.containerNumber ? `Shipment ${i.containerNumber}` : 'Project',
  billTo: i.billToName,
  invoiceDate: i.invoiceDate,
  dueDate: i.dueDate,
  billingPeriod: i.billingPeriodStart,
  status: i.status,
  reference: i.reference,
  notes: i.notes,
  charges: i.totals.charges,
  amount: i.totals.amount,
  credited: i.totals.credited,
  paid: i.totals.paid,
  balance: i.totals.balance,
  exported: i.exported,
});

export const invoiceHistory = audited({
  entity: 'invoice',
  read: (tx, actor, id) => invoiceOf(tx, scopeOf(actor), id),
  trail,
});
