import type { AccountingVendor } from '@freightdesk/contracts';
import type { Actor } from '../auth/actor';
import { conflict } from '../errors';

/** The two kinds of name the books and the address book share: who the provider pays, who pays it. */
export type BookParty = 'vendors' | 'customers';

/**
 * The one door to the accounting system (docs/design.md section 6): its vendors, and the names it has
 * that the address book lacks. Each adapter speaks to one system; the product never talks to an
 * accounting system any other way (the documents go through modules/accounting).
 */
export interface AccountingGateway {
  /** A name for logs and the docs ("address book", "QuickBooks Online"). */
  readonly name: string;
  listVendors(): Promise<AccountingVendor[]>;
  /** Adds the accounting system's vendors (or customers) the address book lacks; answers their names. */
  importParties(actor: Actor, party: BookParty): Promise<string[]>;
}

/** The address book as the gateway reads and adds to it (the adding in one transaction for all). */
export interface AddressBookParties {
  list(party: BookParty): Promise<{ id: number; name: string }[]>;
  add(actor: Actor, party: BookParty, names: string[]): Promise<void>;
}

/** What QuickBooks Online answers of its names: its active vendors or customers. */
export interface BooksParties {
  names(entity: 'Vendor' | 'Customer'): Promise<{ id: string; name: string }[]>;
}

const entityOf = { vendors: 'Vendor', customers: 'Customer' } as const;

/**
 * QuickBooks Online's adapter, when it is connected: its vendors as QuickBooks has them, each tied
 * to the address book's vendor or carrier of the same name (a name QuickBooks was given as "Name
 * (Vendor)", since a customer held it, too); a name made in QuickBooks alone has no client until
 * it is imported.
 */
export function quickBooksGateway(books: BooksParties, addressBook: AddressBookParties): AccountingGateway {
  /** The name as the address book has it: without the " (Vendor)" or " (Customer)" QuickBooks was given. */
  const ours = (name: string) => name.replace(/ \((Vendor|Customer)\)$/, '').trim();
  const key = (name: string) => ours(name).toLowerCase();
  async function matched(party: BookParty) {
    const [theirs, known] = await Promise.all([books.names(entityOf[party]), addressBook.list(party)]);
    const clientOf = new Map(known.map((v) => [key(v.name), v.id]));
    return theirs
      .map((v) => ({ id: v.id, name: v.name, clientId: clientOf.get(key(v.name)) ?? null }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
  return {
    name: 'QuickBooks Online',
    listVendors: () => matched('vendors'),
    async importParties(actor, party) {
      const missing = (await matched(party)).filter((v) => v.clientId === null);
      const names = [...new Map(missing.map((v) => [key(v.name), ours(v.name)])).values()];
      if (names.length) await addressBook.add(actor, party, names);
      return names;
    },
  };
}

/**
 * The default adapter, when no accounting system is configured: the accounting system's vendors
 * are the address book's, with the client id as their id.
 */
export function addressBookGateway(addressBook: Pick<AddressBookParties, 'list'>): AccountingGateway {
  return {
    name: 'address book',
    async listVendors() {
      return (await addressBook.list('vendors')).map((v) => ({ id: String(v.id), name: v.name, clientId: v.id }));
    },
    // Nothing is wrong with the request: the product is not connected to a system to add from.
    importParties: async (_actor, party) => {
      throw conflict(
        `QuickBooks Online is not connected: the address book’s ${party} are the accounting system’s, nothing to add.`,
      );
    },
  };
}
