import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { CreditNoteService } from './invoice.credits';
import type { InvoiceService } from './invoice.service';

/** Payments, credit notes and aging: one service call per route. */
export function invoiceMoneyRoutes(r: Router, invoices: InvoiceService, creditNotes: CreditNoteService) {
  const e = api.invoiceMoney;
  r.bind(e.aging, ({ actor, query }) => invoices.aging(actor, query));
  r.bind(e.recordPayment, ({ actor, body }) => invoices.recordPayment(actor, body));
  r.bind(e.removePayment, async ({ actor, params }) => {
    await invoices.removePayment(actor, params.id);
    return null;
  });
  r.bind(e.payments, ({ actor, params }) => invoices.payments(actor, params.id));
  r.bind(e.creditable, ({ actor, params }) => creditNotes.creditable(actor, params.id));
  r.bind(e.creditNotesOf, ({ actor, params }) => creditNotes.ofInvoice(actor, params.id));
  r.bind(e.createCreditNote, ({ actor, body }) => creditNotes.create(actor, body));
  r.bind(e.searchCreditNotes, ({ actor, body }) => creditNotes.search(actor, body));
  r.bind(e.exportCreditNotes, ({ actor, body }) => creditNotes.export(actor, body));
  r.bind(e.creditNoteExportStatus, ({ actor, body }) => creditNotes.exportStatus(actor, body));
  r.bind(e.creditNotePdf, ({ actor, params }) => creditNotes.pdf(actor, params.id));
  r.bind(e.creditNote, ({ actor, params }) => creditNotes.get(actor, params.id));
}
