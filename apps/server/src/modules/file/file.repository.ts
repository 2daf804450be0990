import type { FileRecord, TransactionType } from '@freightdesk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { projectInScope, projects } from '../project';
import { files } from './file.table';

const record = {
  id: files.id,
  projectId: files.projectId,
  transactionType: files.transactionType,
  folderName: files.folderName,
  blobName: files.blobName,
  fileName: files.fileName,
  contentType: files.contentType,
  size: files.size,
  createdById: files.createdById,
  createdBy: files.createdBy,
  createdAt: files.createdAt,
};

export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

/** Files of the projects a scope sees; every read takes the scope (DESIGN.md section 5). */
export function createFileRepository(ex: Executor) {
  const select = (scope: DataScope, ...where: (SQL | undefined)[]) =>
    ex
      .select(record)
      .from(files)
      .where(and(projectInScope(scope, files.projectId), ...where));

  return {
    /** True when the project exists and the scope sees it. */
    async projectVisible(scope: DataScope, projectId: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
      return Boolean(row);
    },

    list(
      scope: DataScope,
      projectId: number,
      of: { transactionType?: TransactionType | undefined; folderName?: string | undefined },
    ): Promise<FileRecord[]> {
      return select(
        scope,
        eq(files.projectId, projectId),
        of.transactionType ? eq(files.transactionType, of.transactionType) : undefined,
        of.folderName !== undefined ? eq(files.folderName, of.folderName) : undefined,
      ).orderBy(desc(files.createdAt), desc(files.id));
    },

    async byBlobName(scope: DataScope, blobName: string): Promise<FileRecord | null> {
      const [row] = await select(scope, eq(files.blobName, blobName));
      return row ?? null;
    },

    async byId(scope: DataScope, id: number): Promise<FileRecord | null> {
      const [row] = await select(scope, eq(files.id, id));
      return row ?? null;
    },

    async insert(rows: NewFile[]): Promise<number[]> {
      const saved = await ex.insert(files).values(rows).returning({ id: files.id });
      return saved.map((r) => r.id);
    },

    async delete(id: number) {
      await ex.delete(files).where(eq(files.id, id));
    },

    /** How many files a project holds (the hub's count). */
    async countOf(projectId: number, of: { transactionType: TransactionType; folderName?: string } | null = null) {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(files)
        .where(
          and(
            eq(files.projectId, projectId),
            of ? eq(files.transactionType, of.transactionType) : undefined,
            of?.folderName !== undefined ? eq(files.folderName, of.folderName) : undefined,
          ),
        );
      return row?.n ?? 0;
    },
  };
}
