import { type InvoiceDetails, invoiceList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';

/** An invoice's screen; its Charges tab is its own (the charges it bills), not the shared one. */
export const invoiceRecord = defineRecord<InvoiceDetails>('invoice', 'invoice', {
  list: invoiceList,
  labels: { number: 'Invoice number', invoiceDate: 'Invoice date', dueDate: 'Due date', balance: 'Balance due' },
  tabs: { history: true },
});
