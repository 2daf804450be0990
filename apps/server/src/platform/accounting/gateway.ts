import type { AccountingVendor } from '@freightdesk/contracts';

/**
 * The one door to the accounting system (DESIGN.md section 6): list vendors now; push invoices
 * and vendor bills when billing lands. Each adapter speaks to one system; the product never
 * talks to an accounting system any other way.
 */
export interface AccountingGateway {
  /** A name for logs and the docs ("address book", "QuickBooks Online"). */
  readonly name: string;
  listVendors(): Promise<AccountingVendor[]>;
}

/**
 * The default adapter, when no accounting system is configured: the accounting system's vendors
 * are the address book's, with the client id as their id.
 */
export function addressBookGateway(vendors: () => Promise<{ id: number; name: string }[]>): AccountingGateway {
  return {
    name: 'address book',
    async listVendors() {
      return (await vendors()).map((v) => ({ id: String(v.id), name: v.name, clientId: v.id }));
    },
  };
}
