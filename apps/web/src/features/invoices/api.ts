import {
  type CreateCreditNoteBody,
  type CreateInvoiceBody,
  commonEndpoints,
  type creditNoteSearchBody,
  type ExportFormat,
  type InvoiceDetails,
  type InvoiceSearchBody,
  invoiceEndpoints,
  invoiceMoneyEndpoints,
  projectEndpoints,
  type RecordPaymentBody,
  type UpdateInvoiceBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { download } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

/**
 * Invoices are Invoice's, a module the hooks kit does not map to an entity (charges share its
 * permission): every query says what it reads. A write changes the invoice and its charges (taken,
 * let go when it is voided or deleted), which the charges tabs, totals and pickers read.
 */
const reads: readonly Entity[] = ['invoice'];
/** An invoice's write changes its charges, and approving or voiding it its billing period (the project's). */
const changes: readonly Entity[] = ['invoice', 'charge', 'project'];

const detailKey = (id: number) => endpointKey(invoiceEndpoints.byId, { params: { id } });

export const useInvoiceSearch = (body: InvoiceSearchBody) =>
  useEndpointQuery(invoiceEndpoints.search, { body }, { reads, placeholderData: keepPreviousData });

/** The list's columns as the server knows them: the statuses to filter by. */
export const useInvoiceColumns = () =>
  useEndpointQuery(invoiceEndpoints.filtered, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** A page of a project's invoices, newest first (the project hub's tab). */
export const useProjectInvoices = (projectId: number, page: { pageIndex: number; pageSize: number }) =>
  useEndpointQuery(
    invoiceEndpoints.ofContainer,
    { query: { Id: projectId, containerModule: 'Project', ...page } },
    { reads, placeholderData: keepPreviousData },
  );

export const useInvoice = (id: number) => useEndpointQuery(invoiceEndpoints.byId, { params: { id } }, { reads });

/** The project's billing periods (the projects feature reads the same answer on its tab). */
export const useBillingPeriods = (projectId: number | null, enabled: boolean) =>
  useEndpointQuery(
    projectEndpoints.getBillingPeriods,
    { body: { projectId: projectId ?? 0 } },
    { enabled: enabled && projectId !== null, staleTime: 60_000 },
  );

/** The project's shipments an invoice may be for (those the user's Shipment:View shows). */
export const useProjectShipments = (projectId: number | null, enabled: boolean) =>
  useEndpointQuery(
    commonEndpoints.getAllByProjectId,
    { query: { ProjectId: projectId ?? 0 } },
    {
      reads: ['shipment'],
      enabled: enabled && projectId !== null,
      staleTime: 30_000,
      select: (records) => records.shipments,
    },
  );

const saved = { invalidates: changes, sets: (i: InvoiceDetails) => detailKey(i.id) };

export const useCreateInvoice = () =>
  useEndpointMutation(invoiceEndpoints.create, { input: (body: CreateInvoiceBody) => ({ body }), ...saved });

export const useUpdateInvoice = () =>
  useEndpointMutation(invoiceEndpoints.update, { input: (body: UpdateInvoiceBody) => ({ body }), ...saved });

export const useDeleteInvoice = () =>
  useEndpointMutation(invoiceEndpoints.remove, {
    input: (deleted: InvoiceDetails) => ({ params: { id: deleted.id } }),
    invalidates: changes,
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

/** Open charges of the project put on a draft invoice, all or none. */
export const useAddInvoiceCharges = () =>
  useEndpointMutation(invoiceEndpoints.addCharges, {
    input: (body: { invoiceId: number; chargeIds: number[] }) => ({ body }),
    ...saved,
  });

/** Charges taken off a draft invoice: they are open again. */
export const useRemoveInvoiceCharges = () =>
  useEndpointMutation(invoiceEndpoints.removeCharges, {
    input: (body: { invoiceId: number; chargeIds: number[] }) => ({ body }),
    ...saved,
  });

/** Invoices marked exported to the accounting system, or not. */
export const useSetExported = () =>
  useEndpointMutation(invoiceEndpoints.exportStatus, {
    input: (body: { ids: number[]; exported: boolean }) => ({ body }),
    invalidates: ['invoice'],
  });

/** The invoice as the server prints it (a PDF), with its file name. */
export function downloadInvoicePdf(id: number) {
  return download(invoiceEndpoints.pdf, { params: { id } });
}

/** Every invoice of the list's search (the export queue's, or all) as a CSV or Excel file. */
export function exportInvoices(
  search: Omit<InvoiceSearchBody, 'paged' | 'pageIndex' | 'pageSize'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(invoiceEndpoints.export, { body: { ...search, format }, onProgress });
}

type CreditNoteSearch = z.input<typeof creditNoteSearchBody>;

/** An invoice's payments, oldest first. */
export const useInvoicePayments = (id: number) =>
  useEndpointQuery(invoiceMoneyEndpoints.payments, { params: { id } }, { reads });

/** An invoice's credit notes. */
export const useInvoiceCreditNotes = (id: number) =>
  useEndpointQuery(invoiceMoneyEndpoints.creditNotesOf, { params: { id } }, { reads });

/** What each bill-to owes, by days past due. */
export const useAging = () => useEndpointQuery(invoiceMoneyEndpoints.aging, { query: {} }, { reads });

export const useCreditNoteSearch = (body: CreditNoteSearch) =>
  useEndpointQuery(invoiceMoneyEndpoints.searchCreditNotes, { body }, { reads, placeholderData: keepPreviousData });

/** A payment recorded: the invoice's balance and status follow. */
export const useRecordPayment = () =>
  useEndpointMutation(invoiceMoneyEndpoints.recordPayment, {
    input: (body: RecordPaymentBody) => ({ body }),
    ...saved,
  });

export const useRemovePayment = () =>
  useEndpointMutation(invoiceMoneyEndpoints.removePayment, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['invoice'],
  });

/** A credit note issued: the invoice's balance falls; charges billed again are open charges of the project. */
export const useCreateCreditNote = () =>
  useEndpointMutation(invoiceMoneyEndpoints.createCreditNote, {
    input: (body: CreateCreditNoteBody) => ({ body }),
    invalidates: changes,
  });

/** Credit notes marked exported to the accounting system. */
export const useSetCreditNotesExported = () =>
  useEndpointMutation(invoiceMoneyEndpoints.creditNoteExportStatus, {
    input: (body: { ids: number[]; exported: boolean }) => ({ body }),
    invalidates: ['invoice'],
  });

export function downloadCreditNotePdf(id: number) {
  return download(invoiceMoneyEndpoints.creditNotePdf, { params: { id } });
}

export function exportCreditNotes(
  search: Omit<CreditNoteSearch, 'paged' | 'pageIndex' | 'pageSize'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(invoiceMoneyEndpoints.exportCreditNotes, { body: { ...search, format }, onProgress });
}

/** An invoice's charges with what each has left to credit. */
export const useCreditable = (id: number) =>
  useEndpointQuery(invoiceMoneyEndpoints.creditable, { params: { id } }, { reads });
