import { z } from 'zod';
import {
  accountingExport,
  accountingExportQuery,
  accountingStatus,
  accountingSyncBody,
  createAccountingExportBody,
  outboxEntry,
  outboxQuery,
} from './accountingExport';
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
  status: endpoint({
    method: 'GET',
    path: '/api/accounting/status',
    access: 'Invoice:View',
    tag,
    summary: 'Whether QuickBooks Online is connected, and how many documents wait for it or failed',
    response: accountingStatus,
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/accounting/sync',
    access: 'Invoice:Update',
    tag,
    summary:
      'Queue what waits (approved vendor bills, or billed invoices) for QuickBooks Online: each is sent once by the worker and marked exported when QuickBooks has it',
    body: accountingSyncBody,
    response: z.object({ queued: z.number().int() }),
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/accounting/outbox',
    access: 'Invoice:View',
    tag,
    summary: 'What is on its way to QuickBooks Online (status=Failed: the failed exports, with their reasons)',
    query: outboxQuery,
    response: paged(outboxEntry),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/accounting/outbox/:id/retry',
    access: 'Invoice:Update',
    tag,
    summary: 'Send a failed document again, now',
    params: idParam,
    response: outboxEntry,
  }),
};
