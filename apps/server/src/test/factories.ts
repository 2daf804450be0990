import type { Claim } from '@freightdesk/contracts';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';

export const TEST_PASSWORD = 'Test@1234';
let passwordHash: Promise<string> | undefined;
let seq = 0;
const next = () => ++seq;

/** Factories: each test makes the records it needs, with unique names. */
export function factories(db: Db) {
  return {
    async client(over: Partial<typeof t.clients.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(t.clients)
        .values({ name: `Client ${n}`, typeId: 1, createdBy: 'test', modifiedBy: 'test', ...over })
        .returning();
      return row!;
    },

    async project(over: Partial<typeof t.projects.$inferInsert> = {}) {
      const n = next();
      const customerId = over.customerId ?? (await this.client({ typeId: 1 })).id;
      const jobSiteId = over.jobSiteId ?? (await this.client({ typeId: 3, name: `Site ${n}` })).id;
      const [row] = await db
        .insert(t.projects)
        .values({
          number: `T-${n}`,
          customerId,
          jobSiteId,
          statusId: 2,
          createdBy: 'test',
          modifiedBy: 'test',
          ...over,
        })
        .returning();
      return row!;
    },

    /** A user with the test password; claims as 'Module:Action' strings. */
    async user(
      over: Partial<typeof t.users.$inferInsert> & { claims?: string[]; projects?: number[]; password?: string } = {},
    ) {
      const n = next();
      const { claims = [], projects = [], password, ...fields } = over;
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const [row] = await db
        .insert(t.users)
        .values({
          firstName: 'Test',
          lastName: `User${n}`,
          email: `user${n}.${Date.now()}@example.com`,
          userName: `user${n}_${Date.now().toString(36)}`,
          passwordHash: password ? await hashPassword(password) : await passwordHash,
          clientId: 1,
          userTypeId: 1,
          createdBy: 'test',
          modifiedBy: 'test',
          ...fields,
        })
        .returning();
      const parsed = claims.map((c) => {
        const [type, value] = c.split(':') as [Claim['type'], Claim['value']];
        return { userId: row!.id, type, value };
      });
      if (parsed.length) await db.insert(t.userClaims).values(parsed);
      if (projects.length)
        await db.insert(t.userProjects).values(projects.map((projectId) => ({ userId: row!.id, projectId })));
      return row!;
    },

    async address(over: Partial<typeof t.clientAddresses.$inferInsert> & { clientId: number }) {
      const n = next();
      const [row] = await db
        .insert(t.clientAddresses)
        .values({ address1: `${n} Dock Street`, city: 'Newark', stateId: null, countryId: 1, ...over })
        .returning();
      return row!;
    },

    /** A contact with its contact infos, given as [contactTypeId, value] pairs. */
    async contact(
      over: Partial<typeof t.clientContacts.$inferInsert> & { clientId: number; infos?: [number, string][] },
    ) {
      const n = next();
      const { infos = [], ...fields } = over;
      const [row] = await db
        .insert(t.clientContacts)
        .values({ firstName: 'Pat', lastName: `Contact${n}`, ...fields })
        .returning();
      if (infos.length) {
        await db
          .insert(t.contactInfos)
          .values(infos.map(([contactTypeId, value]) => ({ contactId: row!.id, contactTypeId, value })));
      }
      return row!;
    },

    async notification(over: Partial<typeof t.notifications.$inferInsert> & { userId: number }) {
      const n = next();
      const [row] = await db
        .insert(t.notifications)
        .values({
          title: `Notice ${n}`,
          text: `Text ${n}`,
          link: '/projects',
          scheduledFor: new Date(Date.now() - 60_000),
          ...over,
        })
        .returning();
      return row!;
    },
  };
}
export type Factories = ReturnType<typeof factories>;
