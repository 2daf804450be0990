import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { exportBody, fileResponse } from './common/export';
import { idParam, paged } from './common/paging';
import { invoiceDetails } from './invoice';
import {
  agingQuery,
  agingReport,
  createCreditNoteBody,
  creditableCharge,
  creditNoteDetails,
  creditNoteExportStatusBody,
  creditNoteListItem,
  creditNoteSearchBody,
  invoicePayment,
  recordPaymentBody,
} from './invoiceMoney';

const tag = 'Invoices';
const owner = 'project' as const;

/**
 * What is owed on invoices: payments recorded by hand, credit notes (CN-…, their own numbered
 * documents crediting an invoice's charges) and the aging of what is open. Staff only for every
 * change; a client user reads their projects' billed invoices' payments and credit notes.
 */
export const invoiceMoneyEndpoints = {
  aging: endpoint({
    method: 'GET',
    path: '/api/invoices/aging',
    access: 'Invoice:View',
    tag,
    summary:
      "What each bill-to owes on the caller's projects' billed invoices, by days past due (current, 1-30, 31-60, 61-90, over 90)",
    query: agingQuery,
    response: agingReport,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/invoices/payments',
    access: 'Invoice:Update',
    owner,
    tag,
    summary: 'Record a payment of a billed invoice (never beyond its balance); Partly paid or Paid follow',
    body: recordPaymentBody,
    status: 201,
    response: invoiceDetails,
  }),
  removePayment: endpoint({
    method: 'DELETE',
    path: '/api/invoices/payments/:id',
    access: 'Invoice:Update',
    owner,
    tag,
    summary: 'Remove a payment recorded by mistake (not on an exported invoice); the status follows',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/payments',
    access: 'Invoice:View',
    owner,
    tag,
    summary: "An invoice's payments, oldest first",
    params: idParam,
    response: z.array(invoicePayment),
  }),
  creditable: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/creditable',
    access: 'Invoice:View',
    owner,
    tag,
    summary: "An invoice's charges with what each has left to credit",
    params: idParam,
    response: z.array(creditableCharge),
  }),
  creditNotesOf: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/creditNotes',
    access: 'Invoice:View',
    owner,
    tag,
    summary: "An invoice's credit notes",
    params: idParam,
    response: z.array(creditNoteListItem),
  }),
  createCreditNote: endpoint({
    method: 'POST',
    path: '/api/creditNotes',
    access: 'Invoice:Create',
    owner,
    tag,
    summary:
      "Credit a billed invoice's charges, whole or in part (CN-… from its own sequence); rebill copies the wholly credited ones as open charges",
    body: createCreditNoteBody,
    status: 201,
    response: creditNoteDetails,
  }),
  searchCreditNotes: endpoint({
    method: 'POST',
    path: '/api/creditNotes/search',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'Search credit notes; includeExported false is their export queue',
    body: creditNoteSearchBody,
    response: paged(creditNoteListItem),
  }),
  exportCreditNotes: endpoint({
    method: 'POST',
    path: '/api/creditNotes/export',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'Every credit note of a search as a CSV or Excel file',
    body: exportBody(creditNoteSearchBody),
    response: fileResponse,
  }),
  creditNoteExportStatus: endpoint({
    method: 'POST',
    path: '/api/creditNotes/updateExportStatus',
    access: 'Invoice:Update',
    owner,
    tag,
    summary: 'Mark credit notes exported to the accounting system, or not',
    body: creditNoteExportStatusBody,
    response: z.object({ updated: z.number().int() }),
  }),
  creditNotePdf: endpoint({
    method: 'GET',
    path: '/api/creditNotes/:id/pdf',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'The credit note as a PDF',
    params: idParam,
    response: fileResponse,
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/creditNotes/:id',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'One credit note with its lines',
    params: idParam,
    response: creditNoteDetails,
  }),
};
