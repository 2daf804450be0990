/** Vendor bills: what vendors and carriers ask to be paid, queued for the books. */
/** An approved bill as the books are sent it. */
export type { BillForBooks } from './vendorBill.read';
export { createVendorBillService, type VendorBillService } from './vendorBill.service';
