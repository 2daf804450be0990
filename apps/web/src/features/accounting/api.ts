import {
  type AccountingExport,
  accountingEndpoints,
  accountingExportEndpoints,
  type BookRecords,
  type CreateAccountingExportBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { ApiError, download, errorText } from '../../api/client';
import { type Entity, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { useRetryInBooks } from '../../components/BooksRefusal';

/**
 * Exports to the books hold approved vendor bills and billed invoices: an export, or a document
 * queued for QuickBooks Online, changes those records (they are marked exported or leave the
 * queue), so the exports, the status and the outbox read both, and a write names both.
 */
const reads: readonly Entity[] = ['vendorBill', 'invoice'];
const changes: readonly Entity[] = ['vendorBill', 'invoice'];

/** A page of past exports, newest first. */
export const useAccountingExports = (page: { pageIndex: number; pageSize: number }) =>
  useEndpointQuery(accountingExportEndpoints.list, { query: page }, { reads, placeholderData: keepPreviousData });

/** While documents wait for QuickBooks Online, the status is read again this often: the worker sends them meanwhile. */
const WHILE_SENDING_MS = 5_000;

/** Whether QuickBooks Online is connected, and how many documents wait for it or failed (followed while any wait). */
export const useAccountingStatus = () =>
  useEndpointQuery(
    accountingExportEndpoints.status,
    {},
    { reads, refetchInterval: (q) => (q.state.data?.pending ? WHILE_SENDING_MS : false) },
  );

/** The documents QuickBooks Online refused, with their reasons (read only when it is connected). */
export const useFailedDocuments = (enabled: boolean) =>
  useEndpointQuery(
    accountingExportEndpoints.outbox,
    { query: { status: 'Failed', pageIndex: 1, pageSize: 100 } },
    { reads, enabled },
  );

/** Writes what waits into one file and marks each record in it exported. */
export const useCreateExport = () =>
  useEndpointMutation(accountingExportEndpoints.create, {
    input: (body: CreateAccountingExportBody) => ({ body }),
    invalidates: changes,
  });

/** Queues what waits for QuickBooks Online. */
export const useQueueForQuickBooks = () =>
  useEndpointMutation(accountingExportEndpoints.sync, {
    input: (records: BookRecords) => ({ body: { records } }),
    invalidates: changes,
  });

/** Adds QuickBooks Online's vendors (or customers) the address book lacks to it, as such. */
export const useImportNames = (party: 'vendors' | 'customers') =>
  useEndpointMutation(party === 'vendors' ? accountingEndpoints.importVendors : accountingEndpoints.importCustomers, {
    invalidates: ['client'],
  });

/** Sends a failed document again, saying so. */
export const useRetryDocument = () => useRetryInBooks(changes, failureText);

/** The file of an export, as it was written, with its name. */
export function downloadExport(made: Pick<AccountingExport, 'id'>) {
  return download(accountingExportEndpoints.file, { params: { id: made.id } });
}

/** What went wrong, as the server says it in one sentence ("Nothing waits to be exported: …"), not its field's shorter note. */
export const failureText = (err: unknown) => (err instanceof ApiError ? err.body.message : errorText(err));

/**
 * Whether QuickBooks Online takes what is ready itself (connected: its worker marks each bill,
 * invoice or credit note exported once QuickBooks has it), so "Mark exported" is not offered: the
 * server refuses a person's mark then. Staff only (`enabled`): a client user never marks.
 */
export function useBooksTakeReady(enabled = true): boolean {
  const status = useEndpointQuery(accountingExportEndpoints.status, {}, { reads, enabled });
  // Until the answer comes the mark is not offered: better a moment late than a click the server refuses.
  return enabled && (status.data?.quickBooksOnline ?? true);
}
