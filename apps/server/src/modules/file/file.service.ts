import { allows, type FileRecord, type TransactionType, transactionModule } from '@freightdesk/contracts';
import { type Executor, inTransaction } from '../../db/executor';
import { recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { forbidden, notFound, unsupportedType } from '../../platform/errors';
import type { FileReply } from '../../platform/export/exportFile';
import { typeOf } from '../../platform/files/fileTypes';
import { blobNameFor, safeFileName, savedNameOf } from '../../platform/files/names';
import type { FileStorage } from '../../platform/files/storage';
import type { UploadedFile } from '../../platform/http/multipart';
import { scopeOf } from '../../platform/scope';
import { createFileRepository, type NewFile } from './file.repository';

export interface FileServiceDeps {
  db: Executor;
  storage: FileStorage;
}

/** May the actor see (View) or add to (Create or Update) the files of this transaction type? */
function may(actor: Actor, type: TransactionType, what: 'see' | 'add' | 'remove') {
  const module = transactionModule[type];
  const ok =
    what === 'see'
      ? allows(actor.scope, `${module}:View`)
      : what === 'add'
        ? allows(actor.scope, `${module}:Create`) || allows(actor.scope, `${module}:Update`)
        : allows(actor.scope, `${module}:Update`) || allows(actor.scope, `${module}:Delete`);
  if (!ok) throw forbidden();
}

/**
 * Files of projects and their records (DESIGN.md section 6). The project decides who reaches a
 * file: a caller who does not see the project gets a 404, whatever they ask for; the module of
 * the transaction type decides what they may do with it.
 */
export function createFileService({ db, storage }: FileServiceDeps) {
  const repo = createFileRepository(db);

  async function visibleProject(actor: Actor, projectId: number) {
    if (!(await repo.projectVisible(scopeOf(actor), projectId))) throw notFound('Project');
  }

  return {
    async upload(
      actor: Actor,
      input: { projectId: number; transactionType: TransactionType; folderName: string; files: UploadedFile[] },
    ): Promise<FileRecord[]> {
      await visibleProject(actor, input.projectId);
      may(actor, input.transactionType, 'add');
      // Every file is checked before any is stored: one refused file stores none.
      const rows: NewFile[] = input.files.map((file) => {
        const type = typeOf(file.filename, file.data);
        if ('refused' in type) throw unsupportedType(type.refused);
        const fileName = safeFileName(file.filename);
        return {
          projectId: input.projectId,
          transactionType: input.transactionType,
          folderName: input.folderName,
          blobName: blobNameFor(input.projectId, input.transactionType, input.folderName, fileName),
          fileName,
          contentType: type.contentType,
          size: file.data.length,
          createdById: actor.id,
          createdBy: actor.userName,
        };
      });
      const stored: string[] = [];
      try {
        for (const [i, row] of rows.entries()) {
          await storage.put(row.blobName, input.files[i]!.data, row.contentType);
          stored.push(row.blobName);
        }
        const ids = await inTransaction(db, undefined, async (tx) => {
          const saved = await createFileRepository(tx).insert(rows);
          await recordAudit(
            tx,
            actor,
            'project',
            input.projectId,
            'update',
            rows.map((r) => ({ field: `${r.transactionType} file`, before: null, after: r.fileName })),
          );
          return saved;
        });
        const saved = await repo.list(scopeOf(actor), input.projectId, {});
        // In the order they were sent.
        return ids.map((id) => saved.find((f) => f.id === id)!);
      } catch (error) {
        // Nothing half-stored: bytes whose record was not written are removed again.
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
        throw error;
      }
    },

    async list(
      actor: Actor,
      query: { projectId: number; transactionType?: TransactionType | undefined; folderName?: string | undefined },
    ): Promise<FileRecord[]> {
      await visibleProject(actor, query.projectId);
      const found = await repo.list(scopeOf(actor), query.projectId, query);
      // Only the transaction types whose module the caller may view.
      return found.filter((f) => allows(actor.scope, `${transactionModule[f.transactionType]}:View`));
    },

    /**
     * The file under `blobName`, looked up among the project's records (never read as a path), for
     * a caller who sees the project and may view its module.
     */
    async download(
      actor: Actor,
      query: {
        blobName: string;
        projectId: number;
        transactionType: TransactionType;
        createdById?: number | undefined;
      },
    ): Promise<FileReply> {
      const file = await repo.byBlobName(scopeOf(actor), query.blobName);
      const matches =
        file &&
        file.projectId === query.projectId &&
        file.transactionType === query.transactionType &&
        (query.createdById === undefined || file.createdById === query.createdById);
      if (!matches) throw notFound('File');
      may(actor, file.transactionType, 'see');
      const stream = await storage.get(file.blobName).catch(() => {
        throw notFound('File');
      });
      return { filename: savedNameOf(file.blobName), contentType: file.contentType, stream };
    },

    async remove(actor: Actor, id: number): Promise<null> {
      const file = await repo.byId(scopeOf(actor), id);
      if (!file) throw notFound('File');
      may(actor, file.transactionType, 'remove');
      await inTransaction(db, undefined, async (tx) => {
        await createFileRepository(tx).delete(id);
        await recordAudit(tx, actor, 'project', file.projectId, 'update', [
          { field: `${file.transactionType} file`, before: file.fileName, after: null },
        ]);
      });
      // The record is gone first: a failed removal of the bytes leaves an orphan, never a dangling record.
      await storage.remove(file.blobName).catch(() => {});
      return null;
    },

    /**
     * How many files the project itself holds, for the hub's Files tab, which lists those (its
     * records' files are counted on their own tabs). No scope: the project module checked it.
     */
    countOf: (ex: Executor, projectId: number) =>
      createFileRepository(ex).countOf(projectId, { transactionType: 'Project' }),

    /** Every file of a project, its records' too. */
    countAllOf: (ex: Executor, projectId: number) => createFileRepository(ex).countOf(projectId),

    /** How many files one record of a project holds (a PO's, in its folder), for its tab count. */
    countOfRecord: (ex: Executor, projectId: number, transactionType: TransactionType, folderName: string) =>
      createFileRepository(ex).countOf(projectId, { transactionType, folderName }),
  };
}

export type FileService = ReturnType<typeof createFileService>;
