import type { addressFields, contactFields } from '@freightdesk/contracts';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/executor';
import { clientAddresses, clientContacts, clients, contactInfos } from './client.table';

type Address = z.output<typeof addressFields>;
type Contact = z.output<typeof contactFields>;
export type ClientRow = typeof clients.$inferInsert;

/** The address book's row writes, each in the caller's transaction (the service versions and audits them through the kit). */
export function createClientWrites(tx: Executor) {
  return {
    async insert(row: ClientRow) {
      const [created] = await tx.insert(clients).values(row).returning({ id: clients.id });
      return created!.id;
    },

    async addAddress(clientId: number, a: Address) {
      // The new primary address takes over: the unique index allows one per client.
      if (a.isPrimary) {
        await tx.update(clientAddresses).set({ isPrimary: false }).where(eq(clientAddresses.clientId, clientId));
      }
      await tx.insert(clientAddresses).values({ clientId, ...a });
    },

    async addContact(clientId: number, c: Contact) {
      const [row] = await tx
        .insert(clientContacts)
        .values({ clientId, title: c.title, firstName: c.firstName, lastName: c.lastName })
        .returning({ id: clientContacts.id });
      if (c.contactInfos.length) {
        await tx.insert(contactInfos).values(c.contactInfos.map((i) => ({ contactId: row!.id, ...i })));
      }
    },

    /** Replaces a client's addresses and contacts with the ones a form sent. */
    async replaceChildren(clientId: number, body: { addresses: Address[]; contacts: Contact[] }) {
      await tx.delete(clientAddresses).where(eq(clientAddresses.clientId, clientId));
      await tx.delete(clientContacts).where(eq(clientContacts.clientId, clientId));
      for (const a of body.addresses) await this.addAddress(clientId, a);
      for (const c of body.contacts) await this.addContact(clientId, c);
    },

    /** Other clients that name this one as their default billing or third-party client. */
    async referencedBy(id: number) {
      return tx
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(ne(clients.id, id), or(eq(clients.defaultBillingClientId, id), eq(clients.thirdPartyClientId, id))))
        .limit(6);
    },

    async delete(id: number) {
      const rows = await tx.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
      return rows.length === 1;
    },

    /** Which of these ids are clients. */
    async existing(ids: number[]) {
      if (!ids.length) return [];
      const rows = await tx.select({ id: clients.id }).from(clients).where(inArray(clients.id, ids));
      return rows.map((r) => r.id);
    },
  };
}
