import { defineModule } from '../../platform/module';
import { vendorBillRoutes } from './vendorBill.routes';
import { seedVendorBills } from './vendorBill.seed';
import { createVendorBillService, type VendorBillService } from './vendorBill.service';

declare module '../../platform/module' {
  interface ModuleServices {
    vendorBill: { vendorBills: VendorBillService };
  }
}

/**
 * Vendor bills: what vendors and carriers ask to be paid, matched with the PO module's lines and
 * what was received (read only), queued for the books. An approved freight bill puts the carrier's
 * cost (and the pass-through) on its shipment through the charge module.
 */
export const vendorBillModule = defineModule({
  name: 'vendorBill',
  dependsOn: ['charge'],
  create: ({ db, accounting }, { charge }) => ({
    vendorBills: createVendorBillService({ db, charges: charge.charges, books: accounting.books }),
  }),
  routes: (router, { vendorBills }) => vendorBillRoutes(router, vendorBills),
  history: {
    entity: 'vendorBill',
    access: 'Invoice:View',
    canView: async ({ vendorBills }, actor, id) => Boolean(await vendorBills.get(actor, id).catch(() => null)),
  },
  seed: seedVendorBills,
  seedAfter: ['charge', 'shipment', 'purchaseOrder'],
});
