import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type NumberSequence, nextNumber } from '../../platform/kit';
import { companyFacts } from '../client';
import { lookupIdsIn } from '../lookup';
import { userStanding } from '../user';
import { projects } from './project.table';
import { userProjects } from './projectAccess.table';

export type ProjectInsert = typeof projects.$inferInsert;

/** P-26101 on: the number a project left blank gets. */
const PROJECT_NUMBERS: NumberSequence = { table: projects, column: projects.number, prefix: 'P', floor: 26100 };

/**
 * The projects module's row writes and the look-ups its checks need, each in the caller's
 * transaction; the services audit them and change versions through the kit.
 */
export function createProjectWrites(tx: Executor) {
  return {
    /** The number a new project gets: the one typed, or P- and one more than the highest P-number (see nextNumber). */
    number: (given: string) => nextNumber(tx, PROJECT_NUMBERS, given),

    async insert(row: ProjectInsert) {
      const [created] = await tx.insert(projects).values(row).returning({ id: projects.id });
      return created!.id;
    },

    async delete(id: number) {
      await tx.delete(projects).where(eq(projects.id, id));
    },

    /** Puts a project on a user's Project Access list (the non-admin who created it). */
    async grant(userId: number, projectId: number) {
      await tx.insert(userProjects).values({ userId, projectId }).onConflictDoNothing();
    },

    /** Puts a project on some users' lists and takes it off others'. */
    async changeTeam(projectId: number, add: number[], remove: number[]) {
      if (remove.length) {
        await tx
          .delete(userProjects)
          .where(and(eq(userProjects.projectId, projectId), inArray(userProjects.userId, remove)));
      }
      if (add.length) {
        await tx
          .insert(userProjects)
          .values(add.map((userId) => ({ userId, projectId })))
          .onConflictDoNothing();
      }
    },

    /** Replaces a user's Project Access list. */
    async setProjectsOf(userId: number, projectIds: number[]) {
      await tx.delete(userProjects).where(eq(userProjects.userId, userId));
      if (projectIds.length) {
        await tx.insert(userProjects).values(projectIds.map((projectId) => ({ userId, projectId })));
      }
    },

    async clientOf(id: number) {
      const facts = await companyFacts(tx, id);
      return facts && { typeId: facts.typeId, billing: facts.defaultBillingClientId };
    },

    userOf: (id: number) => userStanding(tx, id),

    async typeExists(id: number) {
      return (await lookupIdsIn(tx, 'projectTypes', [id])).length === 1;
    },
  };
}
