import { accountingExport, accountingExportQuery, createAccountingExportBody } from './accountingExport';
import { endpoint } from './common/endpoint';
import { fileResponse } from './common/export';
import { idParam, paged } from './common/paging';

const tag = 'Accounting';

/**
 * Exports to the books (the files adapter of the accounting gateway): what waits is written as a
 * file and marked exported in one transaction, so nothing is sent twice or lost. Staff only.
 */
export const accountingExportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/accounting/exports',
    access: 'Invoice:View',
    tag,
    summary: 'The exports to the books, newest first, with what each holds (those of projects the caller sees)',
    query: accountingExportQuery,
    response: paged(accountingExport),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/accounting/exports',
    access: 'Invoice:Update',
    tag,
    summary:
      'Export what waits (approved vendor bills, or billed invoices not exported) as an IIF or CSV file, marking each exported',
    body: createAccountingExportBody,
    status: 201,
    response: accountingExport,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/accounting/exports/:id/file',
    access: 'Invoice:View',
    tag,
    summary: 'The file of an export, as it was written',
    params: idParam,
    response: fileResponse,
  }),
};
