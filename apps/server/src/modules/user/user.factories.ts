import type { Claim } from '@freightdesk/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { nextSeq, TEST_PASSWORD } from '../../test/factories';
import { userProjects } from '../project/tables';
import { userClaims, users } from './user.table';

type UserOverrides = Partial<typeof users.$inferInsert> & { claims?: string[]; projects?: number[]; password?: string };

declare module '../../test/factories' {
  interface Factories {
    /** A user with the test password; claims as 'Module:Action' strings. */
    user(over?: UserOverrides): Promise<typeof users.$inferSelect>;
  }
}

let passwordHash: Promise<string> | undefined;

/** Users for tests, with the test password; claims as 'Module:Action' strings. */
export const userFactories = (db: Db) => ({
  async user(over: UserOverrides = {}) {
    const n = nextSeq();
    const { claims = [], projects = [], password, ...fields } = over;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const [row] = await db
      .insert(users)
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
    if (parsed.length) await db.insert(userClaims).values(parsed);
    if (projects.length)
      await db.insert(userProjects).values(projects.map((projectId) => ({ userId: row!.id, projectId })));
    return row!;
  },
});
export { userFactories as factories };
