/**
 * Charges. The app takes chargesFeature (feature.ts), whose project-hub tab lists a project's
 * charges; a PO, a shipment, a receiving alert and a pick ticket declare `chargesTab(module)` among
 * their shared tabs (defineRecord) for their own Charges tab (and name `RecordCharges` among their
 * route's panels); an invoice shows its charges with `InvoiceCharges`, and a new one picks the
 * project's open charges with `OpenChargesPicker`.
 */
export type { ChargesOf } from './chargeForm';
export { chargesTab, RecordCharges } from './chargesTab';
/** A warehouse charge's review badge and its breakdown ("How this was worked out"), for the Billing periods tab. */
export { ChargeBreakdown, ChargeReviewBadge } from './components/ChargeBreakdown';
export { InvoiceCharges, OpenChargesPicker } from './invoicePanels';
