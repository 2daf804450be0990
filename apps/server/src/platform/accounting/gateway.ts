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
 * QuickBooks Online's adapter, when it is connected: its vendors as QuickBooks has them, each tied
 * to the address book's vendor of the same name (a name QuickBooks was given as "Name (Vendor)",
 * since a customer held it, too); a vendor made in QuickBooks alone has no client.
 */
export function quickBooksGateway(
  books: { vendors(): Promise<{ id: string; name: string }[]> },
  vendors: () => Promise<{ id: number; name: string }[]>,
): AccountingGateway {
  const key = (name: string) =>
    name
      .replace(/ \(Vendor\)$/, '')
      .trim()
      .toLowerCase();
  return {
    name: 'QuickBooks Online',
    async listVendors() {
      const [theirs, ours] = await Promise.all([books.vendors(), vendors()]);
      const clientOf = new Map(ours.map((v) => [key(v.name), v.id]));
      return theirs
        .map((v) => ({ id: v.id, name: v.name, clientId: clientOf.get(key(v.name)) ?? null }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    },
  };
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
