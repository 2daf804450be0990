import { defineContractModule } from './common/module';
import { vendorBillEndpoints } from './vendorBill.endpoints';

export * from './vendorBill';
export * from './vendorBill.endpoints';

/** Vendor bills: what vendors and carriers ask to be paid, queued for the books; their changes are kept in history. */
export const vendorBillModule = defineContractModule({
  api: { vendorBill: vendorBillEndpoints },
  audited: ['vendorBill'],
});
