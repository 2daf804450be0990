import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { fileResponse } from './common/export';
import { defineList, type ListKey } from './common/list';
import { idParam, idText } from './common/paging';
import type { Module } from './common/permissions';

const tag = 'Files';

/** What a file belongs to (docs/requirements.md's transactionType): a project itself or one of its records. */
export const transactionTypes = [
  'Project',
  'PurchaseOrder',
  'Shipment',
  'ReceivingAlert',
  'Inventory',
  'PickTicket',
  'Invoice',
  'VendorBill',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The module whose permissions guard a transaction type's files: View to see them, Create or Update to add. */
export const transactionModule: Record<TransactionType, Module> = {
  Project: 'Project',
  PurchaseOrder: 'PO',
  Shipment: 'Shipment',
  ReceivingAlert: 'RA',
  Inventory: 'Inventory',
  PickTicket: 'PickTicket',
  Invoice: 'Invoice',
  VendorBill: 'Invoice',
};

/** Transaction types a client user never reaches, whatever they hold (the provider's costs). */
export const staffOnlyTransactionTypes: readonly TransactionType[] = ['VendorBill'];

/** The default upload limit (FILE_SIZE_LIMIT_MB overrides it on the server). */
export const DEFAULT_FILE_SIZE_LIMIT_MB = 25;

const transactionType = z.enum(transactionTypes, { error: 'Choose what the file belongs to' });
const folderText = z
  .string()
  .trim()
  .max(100, 'A folder name is at most 100 characters')
  .regex(/^[\p{L}\p{N} ._-]*$/u, 'A folder name holds letters, digits, spaces, dots, dashes and underscores')
  .refine((v) => !/^\.+$/.test(v), 'A folder name is more than dots');

/** A stored file: who uploaded it and when, its size and its type as read from its bytes. */
export const fileRecord = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  transactionType,
  folderName: z.string(),
  blobName: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Null once the uploader's user is deleted; createdBy keeps their user name. */
  createdById: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type FileRecord = z.infer<typeof fileRecord>;

/**
 * A project's files, declared once: the server reads them and counts them (the hub's Files tab, a
 * record's files) through it, within the caller's scope.
 */
export const fileList = defineList({
  name: 'files',
  columns: {
    fileName: { label: 'File', type: 'text', inSearchTerm: true },
    transactionType: {
      label: 'Belongs to',
      type: 'enum',
      values: transactionTypes.map((t) => ({ value: t, label: t })),
    },
    folderName: { label: 'Folder', type: 'text', filter: 'exact' },
    size: { label: 'Size', type: 'number' },
    createdBy: { label: 'Uploaded by', type: 'text' },
    createdAt: { label: 'Uploaded', type: 'date' },
  },
  defaultSort: { column: 'createdAt', reverse: true },
});
export type FileListColumn = ListKey<typeof fileList>;

/** The form fields of an upload, beside one or more `file` parts (multipart/form-data). */
export const uploadFields = z.object({
  projectId: idText.meta({ description: 'The project the files belong to' }),
  transactionType,
  folderName: folderText.default(''),
});

export const fileEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/file/uploadFiles',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary:
      'Upload files (multipart: file, projectId, transactionType, folderName); the type is read from the bytes, the size limited',
    multipart: uploadFields,
    status: 201,
    response: z.array(fileRecord),
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/file/downloadFiles',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: 'Download a file by its blob name; saved under the last path segment of blobName',
    query: z.object({
      blobName: z.string({ error: REQUIRED }).min(1, REQUIRED).max(400),
      createdById: idText.optional(),
      projectId: idText,
      transactionType,
    }),
    response: fileResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/file/list',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: "A project's files, or one record's (transactionType and folderName), newest first",
    query: z.object({
      projectId: idText,
      transactionType: transactionType.optional(),
      folderName: folderText.optional(),
    }),
    response: z.array(fileRecord),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/file/:id',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: 'Delete a file (needs Update or Delete on the module it belongs to)',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
};
