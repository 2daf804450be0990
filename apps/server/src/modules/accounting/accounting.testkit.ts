import type { ModuleTestKit } from '../../test/kit';
import { makeVendorBill } from '../vendorBill/vendorBill.testkit';

export const testKit: ModuleTestKit = {
  samples: {
    /** An approved bill waits, so the export has something to write. */
    'POST /api/accounting/exports': async (t) => {
      const bill = await makeVendorBill(t);
      await t.call({
        method: 'POST',
        url: '/api/qbSync/updateVendorStatus',
        payload: { ids: [bill.id], statusId: 2 },
        as: t.admin,
      });
      return { records: 'vendorBills', format: 'iif' };
    },
    /** Without QuickBooks Online connected (the walkers' app) it is a 400 that says so. */
    'POST /api/accounting/sync': async () => ({ records: 'invoices' }),
  },
};
