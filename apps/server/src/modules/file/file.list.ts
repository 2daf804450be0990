import { fileList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import { projectInScope } from '../project';
import { files } from './file.table';

/** What a file read answers. */
export const fileRecordFields = {
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

/** The files list's SQL (the declaration is fileList in the contracts): a project's files, within the caller's scope. */
export const fileListQuery = listQuery({
  spec: fileList,
  from: files,
  id: files.id,
  joins: {},
  columns: {
    fileName: { expr: files.fileName, sort: sql`lower(${files.fileName})` },
    transactionType: { expr: files.transactionType },
    folderName: { expr: files.folderName },
    size: { expr: files.size },
    createdBy: { expr: files.createdBy },
    createdAt: { expr: files.createdAt },
  },
  select: fileRecordFields,
  selectJoins: [],
  parents: { project: (id) => eq(files.projectId, id) },
  scope: (scope) => projectInScope(scope, files.projectId),
});
