/** Vendor bills: what vendors and carriers ask to be paid, queued for the books. */
export { createVendorBillService, type VendorBillService } from './vendorBill.service';
/** Tables others may join to (read only: this module writes them). */
export { vendorBillLines, vendorBills } from './vendorBill.table';
