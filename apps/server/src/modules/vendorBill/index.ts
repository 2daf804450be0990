/** Vendor bills: what vendors and carriers ask to be paid, queued for the books. */
/** The vendor bills list, scoped (a client user sees none): what the home page's queue counts of it. */
export { vendorBillListQuery } from './vendorBill.list';
/** An approved bill as the books are sent it. */
export type { BillForBooks } from './vendorBill.read';
export { createVendorBillService, type VendorBillService } from './vendorBill.service';
