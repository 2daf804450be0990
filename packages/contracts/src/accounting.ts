import { z } from 'zod';
import { endpoint } from './common/endpoint';

const tag = 'Accounting';

/** A vendor as the accounting system knows it, tied to its address-book client when there is one. */
export const accountingVendor = z.object({
  /** The accounting system's own id of the vendor. */
  id: z.string(),
  name: z.string(),
  clientId: z.number().int().nullable(),
});
export type AccountingVendor = z.infer<typeof accountingVendor>;

export const accountingEndpoints = {
  getVendors: endpoint({
    method: 'GET',
    path: '/api/QBSync/GetVendors',
    access: 'AddressBook:View',
    tag,
    summary:
      'The vendors of the accounting system, through the accounting gateway (by default the address book’s vendors)',
    response: z.array(accountingVendor),
  }),
  importVendors: endpoint({
    method: 'POST',
    path: '/api/accounting/vendors/import',
    access: 'AddressBook:Create',
    tag,
    summary:
      'Add to the address book, as vendors, the accounting system’s vendors it does not have (QuickBooks Online connected)',
    response: z.object({ added: z.array(z.string()) }),
  }),
  importCustomers: endpoint({
    method: 'POST',
    path: '/api/accounting/customers/import',
    access: 'AddressBook:Create',
    tag,
    summary:
      'Add to the address book, as customers, the accounting system’s customers it does not have (QuickBooks Online connected)',
    response: z.object({ added: z.array(z.string()) }),
  }),
};
