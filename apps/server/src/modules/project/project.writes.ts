import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type NumberSequence, nextNumber } from '../../platform/kit';
import { clients } from '../client';
import { projectStatuses, projectTypes } from '../lookup';
import { users } from '../user';
import { projects } from './project.table';
import { userProjects } from './projectAccess.table';

export type ProjectInsert = typeof projects.$inferInsert;

/** P-26101 on: the number a project left blank gets. */
const PROJECT_NUMBERS: NumberSequence = { table: projects, column: projects.number, prefix: 'P', floor: 26100 };

/** The project's writes and the look-ups its checks need; each runs in the caller's transaction. */
export function createProjectWrites(tx: Executor) {
  return {
    /** The number a new project gets: the one typed, or P- and one more than the highest P-number (see nextNumber). */
    number: (given: string) => nextNumber(tx, PROJECT_NUMBERS, given),

    async insert(row: ProjectInsert) {
      const [created] = await tx.insert(projects).values(row).returning({ id: projects.id });
      return created!.id;
    },

    /** Updates when the version still matches; false when someone else changed it first. */
    async update(id: number, version: number | null, changes: Partial<ProjectInsert>) {
      const rows = await tx
        .update(projects)
        .set({ ...changes, version: sql`${projects.version} + 1`, modifiedAt: new Date() })
        .where(and(eq(projects.id, id), version === null ? undefined : eq(projects.version, version)))
        .returning({ id: projects.id });
      return rows.length === 1;
    },

    async delete(id: number) {
      await tx.delete(projects).where(eq(projects.id, id));
    },

    /** Puts a project on a user's Project Access list (the non-admin who created it). */
    async grant(userId: number, projectId: number) {
      await tx.insert(userProjects).values({ userId, projectId }).onConflictDoNothing();
    },

    async clientOf(id: number) {
      const [row] = await tx
        .select({ typeId: clients.typeId, billing: clients.defaultBillingClientId })
        .from(clients)
        .where(eq(clients.id, id));
      return row ?? null;
    },

    async userOf(id: number) {
      const [row] = await tx
        .select({ userTypeId: users.userTypeId, status: users.status })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async statusExists(id: number) {
      return Boolean(
        (await tx.select({ id: projectStatuses.id }).from(projectStatuses).where(eq(projectStatuses.id, id)))[0],
      );
    },

    async typeExists(id: number) {
      return Boolean((await tx.select({ id: projectTypes.id }).from(projectTypes).where(eq(projectTypes.id, id)))[0]);
    },

    async accessCount(projectId: number) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userProjects)
        .where(eq(userProjects.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}
