import type { FileRecord, TransactionType } from '@freightdesk/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { fileRecordFields } from './file.list';
import { files } from './file.table';

/** Files of the projects a scope sees; every read takes the scope (docs/design.md section 5). */
const select = (ex: Executor, scope: DataScope, ...where: (SQL | undefined)[]) =>
  ex
    .select(fileRecordFields)
    .from(files)
    .where(and(projectInScope(scope, files.projectId), ...where));

/** A project's files, of a type and a folder when given, newest first. */
export function filesOf(
  ex: Executor,
  scope: DataScope,
  projectId: number,
  of: { transactionType?: TransactionType | undefined; folderName?: string | undefined },
): Promise<FileRecord[]> {
  return select(
    ex,
    scope,
    eq(files.projectId, projectId),
    of.transactionType ? eq(files.transactionType, of.transactionType) : undefined,
    of.folderName !== undefined ? eq(files.folderName, of.folderName) : undefined,
  ).orderBy(desc(files.createdAt), desc(files.id));
}

export async function fileByBlobName(ex: Executor, scope: DataScope, blobName: string): Promise<FileRecord | null> {
  const [row] = await select(ex, scope, eq(files.blobName, blobName));
  return row ?? null;
}

export async function fileById(ex: Executor, scope: DataScope, id: number): Promise<FileRecord | null> {
  const [row] = await select(ex, scope, eq(files.id, id));
  return row ?? null;
}
