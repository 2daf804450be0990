import type { Db } from '../../db/client';
import { nextSeq } from '../../test/factories';
import { clientAddresses, clientContacts, clients, contactInfos } from './client.table';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

declare module '../../test/factories' {
  interface Factories {
    client(over?: Insert<typeof clients>): Promise<typeof clients.$inferSelect>;
    address(over: Insert<typeof clientAddresses> & { clientId: number }): Promise<typeof clientAddresses.$inferSelect>;
    /** A contact with its contact infos, given as [contactTypeId, value] pairs. */
    contact(
      over: Insert<typeof clientContacts> & { clientId: number; infos?: [number, string][] },
    ): Promise<typeof clientContacts.$inferSelect>;
  }
}

/** Address-book records for tests. */
export const clientFactories = (db: Db) => ({
  async client(over: Partial<typeof clients.$inferInsert> = {}) {
    const n = nextSeq();
    const [row] = await db
      .insert(clients)
      .values({ name: `Client ${n}`, typeId: 1, createdBy: 'test', modifiedBy: 'test', ...over })
      .returning();
    return row!;
  },

  async address(over: Partial<typeof clientAddresses.$inferInsert> & { clientId: number }) {
    const n = nextSeq();
    const [row] = await db
      .insert(clientAddresses)
      .values({ address1: `${n} Dock Street`, city: 'Newark', stateId: null, countryId: 1, ...over })
      .returning();
    return row!;
  },

  /** A contact with its contact infos, given as [contactTypeId, value] pairs. */
  async contact(over: Partial<typeof clientContacts.$inferInsert> & { clientId: number; infos?: [number, string][] }) {
    const n = nextSeq();
    const { infos = [], ...fields } = over;
    const [row] = await db
      .insert(clientContacts)
      .values({ firstName: 'Pat', lastName: `Contact${n}`, ...fields })
      .returning();
    if (infos.length) {
      await db
        .insert(contactInfos)
        .values(infos.map(([contactTypeId, value]) => ({ contactId: row!.id, contactTypeId, value })));
    }
    return row!;
  },
});
export { clientFactories as factories };
