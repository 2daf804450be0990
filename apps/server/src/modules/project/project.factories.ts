import type { Db } from '../../db/client';
import { type Factories, nextSeq } from '../../test/factories';
import { projects } from './project.table';

declare module '../../test/factories' {
  interface Factories {
    project(over?: Partial<typeof projects.$inferInsert>): Promise<typeof projects.$inferSelect>;
  }
}

/** Projects for tests; a customer and a job site are made when not given. */
export const projectFactories = (db: Db, make: Factories) => ({
  async project(over: Partial<typeof projects.$inferInsert> = {}) {
    const n = nextSeq();
    const customerId = over.customerId ?? (await make.client({ typeId: 1 })).id;
    const jobSiteId = over.jobSiteId ?? (await make.client({ typeId: 3, name: `Site ${n}` })).id;
    const [row] = await db
      .insert(projects)
      .values({
        number: `T-${n}`,
        customerId,
        jobSiteId,
        status: 'Active',
        createdBy: 'test',
        modifiedBy: 'test',
        ...over,
      })
      .returning();
    return row!;
  },
});
export { projectFactories as factories };
