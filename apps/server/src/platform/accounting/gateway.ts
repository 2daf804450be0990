import type { AccountingVendor } from '@freightdesk/contracts';
import type { Actor } from '../auth/actor';
import { badRequest } from '../errors';

/**
 * The one door to the accounting system (DESIGN.md section 6): list vendors now; push invoices
 * and vendor bills when billing lands. Each adapter speaks to one system; the product never
 * talks to an accounting system any other way.
 */
export interface AccountingGateway {
  /** A name for logs and the docs ("address book", "QuickBooks Online"). */
  readonly name: string;
  listVendors(): Promise<AccountingVendor[]>;
  /** Adds the accounting system's vendors the address book lacks, as vendors; answers their names. */
  importVendors(actor: Actor): Promise<string[]>;
}

/** How the address book takes the vendors the accounting system has (in one transaction for all). */
export type AddVendors = (actor: Actor, names: string[]) => Promise<void>;

/**
 * QuickBooks Online's adapter, when it is connected: its vendors as QuickBooks has them, each tied
 * to the address book's vendor of the same name (a name QuickBooks was given as "Name (Vendor)",
 * since a customer held it, too); a vendor made in QuickBooks alone has no client.
 */
export function quickBooksGateway(
  books: { vendors(): Promise<{ id: string; name: string }[]> },
  vendors: () => Promise<{ id: number; name: string }[]>,
  addVendors: AddVendors,
): AccountingGateway {
  /** The name as the address book has it: without the " (Vendor)" a customer's name was given. */
  const ours = (name: string) => name.replace(/ \(Vendor\)$/, '').trim();
  const key = (name: string) => ours(name).toLowerCase();
  async function listVendors() {
    const [theirs, known] = await Promise.all([books.vendors(), vendors()]);
    const clientOf = new Map(known.map((v) => [key(v.name), v.id]));
    return theirs
      .map((v) => ({ id: v.id, name: v.name, clientId: clientOf.get(key(v.name)) ?? null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
  return {
    name: 'QuickBooks Online',
    listVendors,
    async importVendors(actor) {
      const missing = (await listVendors()).filter((v) => v.clientId === null);
      const names = [...new Map(missing.map((v) => [key(v.name), ours(v.name)])).values()];
      if (names.length) await addVendors(actor, names);
      return names;
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
    importVendors: async () => {
      throw badRequest(
        'QuickBooks Online is not connected: the address book’s vendors are the accounting system’s, nothing to add.',
      );
    },
  };
}
