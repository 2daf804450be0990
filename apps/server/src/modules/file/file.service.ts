import {
  allows,
  CLIENT_USER_TYPE_ID,
  type FileRecord,
  staffOnlyTransactionTypes,
  type TransactionType,
  transactionModule,
} from '@freightdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { forbidden, notFound, unsupportedType } from '../../platform/errors';
import type { FileReply } from '../../platform/export/exportFile';
import { typeOf } from '../../platform/files/fileTypes';
import { blobNameFor, safeFileName, savedNameOf } from '../../platform/files/names';
import type { FileStorage } from '../../platform/files/storage';
import type { UploadedFile } from '../../platform/http/multipart';
import { auditNote, visibleOr404 } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { fileListQuery } from './file.list';
import { fileByBlobName, fileById, filesOf } from './file.read';
import { files } from './file.table';

type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

export interface FileServiceDeps {
  db: Executor;
  storage: FileStorage;
}

/** Whether the actor's kind of user reaches files of this type at all (a client user never the provider's costs). */
const reaches = (actor: Actor, type: TransactionType) =>
  actor.userTypeId !== CLIENT_USER_TYPE_ID || !staffOnlyTransactionTypes.includes(type);

/** May the actor see (View) or add to (Create or Update) the files of this transaction type? */
function may(actor: Actor, type: TransactionType, what: 'see' | 'add' | 'remove') {
  const module = transactionModule[type];
  const ok =
    reaches(actor, type) &&
    (what === 'see'
      ? allows(actor.scope, `${module}:View`)
      : what === 'add'
        ? allows(actor.scope, `${module}:Create`) || allows(actor.scope, `${module}:Update`)
        : allows(actor.scope, `${module}:Update`) || allows(actor.scope, `${module}:Delete`));
  if (!ok) throw forbidden();
}

/**
 * Files of projects and their records (docs/design.md section 6). The project decides who reaches a
 * file: a caller who does not see the project gets a 404, whatever they ask for; the module of
 * the transaction type decides what they may do with it.
 */
export function createFileService({ db, storage }: FileServiceDeps) {
  const visibleProject = (actor: Actor, projectId: number, ex: Executor) =>
    visibleOr404(projectListQuery, scopeOf(actor), projectId, ex, { noun: 'Project' });

  /** How many of a project's files the caller sees, of a kind (the files list's count, scoped like it). */
  const countOf = (actor: Actor, projectId: number, ex: Executor, where?: ReturnType<typeof and>) =>
    fileListQuery.count(ex, scopeOf(actor), { parent: { project: projectId }, where });

  return {
    async upload(
      actor: Actor,
      input: { projectId: number; transactionType: TransactionType; folderName: string; files: UploadedFile[] },
      tx?: Executor,
    ): Promise<FileRecord[]> {
      await visibleProject(actor, input.projectId, tx ?? db);
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
        return await inTransaction(db, tx, async (t) => {
          const ids = (await t.insert(files).values(rows).returning({ id: files.id })).map((r) => r.id);
          // A file is a change of its project: it reads in the project's history.
          await auditNote(
            t,
            actor,
            'project',
            input.projectId,
            rows.map((r) => ({ field: `${r.transactionType} file`, before: null, after: r.fileName })),
          );
          const saved = await filesOf(t, scopeOf(actor), input.projectId, {});
          // In the order they were sent.
          return ids.map((id) => saved.find((f) => f.id === id)!);
        });
      } catch (error) {
        // Nothing half-stored: bytes whose record was not written are removed again.
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
        throw error;
      }
    },

    async list(
      actor: Actor,
      query: { projectId: number; transactionType?: TransactionType | undefined; folderName?: string | undefined },
      tx?: Executor,
    ): Promise<FileRecord[]> {
      const ex = tx ?? db;
      await visibleProject(actor, query.projectId, ex);
      const found = await filesOf(ex, scopeOf(actor), query.projectId, query);
      // Only the transaction types whose module the caller may view.
      return found.filter(
        (f) => reaches(actor, f.transactionType) && allows(actor.scope, `${transactionModule[f.transactionType]}:View`),
      );
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
      tx?: Executor,
    ): Promise<FileReply> {
      const file = await fileByBlobName(tx ?? db, scopeOf(actor), query.blobName);
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

    async remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      const file = await inTransaction(db, tx, async (t) => {
        const found = await fileById(t, scopeOf(actor), id);
        if (!found) throw notFound('File');
        may(actor, found.transactionType, 'remove');
        await t.delete(files).where(eq(files.id, id));
        await auditNote(t, actor, 'project', found.projectId, [
          { field: `${found.transactionType} file`, before: found.fileName, after: null },
        ]);
        return found;
      });
      // The record is gone first: a failed removal of the bytes leaves an orphan, never a dangling record.
      await storage.remove(file.blobName).catch(() => {});
      return null;
    },

    /**
     * How many files the project itself holds that the caller sees, for the hub's Files tab, which
     * lists those (its records' files are counted on their own tabs).
     */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      countOf(actor, projectId, tx ?? db, eq(files.transactionType, 'Project')),

    /** Every file of a project the caller sees, its records' too. */
    countAllOf: (actor: Actor, projectId: number, tx?: Executor) => countOf(actor, projectId, tx ?? db),

    /** How many files one record of a project holds (a PO's, in its folder), for its tab count. */
    countOfRecord: (
      actor: Actor,
      input: { projectId: number; transactionType: TransactionType; folderName: string },
      tx?: Executor,
    ) =>
      countOf(
        actor,
        input.projectId,
        tx ?? db,
        and(eq(files.transactionType, input.transactionType), eq(files.folderName, input.folderName)),
      ),
  };
}

export type FileService = ReturnType<typeof createFileService>;
