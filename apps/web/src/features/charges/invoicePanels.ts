import { lazyPanel } from '../../components/lazy';

/**
 * What the invoices feature shows of charges, its code loaded when drawn: an invoice's Charges tab
 * (its charges, and while a draft the project's open ones to add) and the picker of a project's
 * open charges on a new invoice.
 */
export const InvoiceCharges = lazyPanel(() => import('./components/InvoiceCharges'), 'InvoiceCharges');
export const OpenChargesPicker = lazyPanel(() => import('./components/OpenChargesPicker'), 'OpenChargesPicker');
