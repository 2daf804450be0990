import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { InvoiceService } from './invoice.service';

export function invoiceRoutes(r: Router, invoices: InvoiceService) {
  const e = api.invoice;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  r.bind(e.statuses, () => invoices.statuses());
  r.bind(e.filtered, () => invoices.columns());
  r.bind(e.ofContainer, ({ actor, query }) => invoices.ofContainer(actor, query));
  r.bind(e.paginated, ({ actor, query }) =>
    invoices.search(actor, { ...newestFirst, ...query, includeExported: true }),
  );
  r.bind(e.paged, ({ actor, body }) => invoices.paged(actor, body));
  r.bind(e.search, ({ actor, body }) => invoices.search(actor, body));
  r.bind(e.searchPaginated, ({ actor, body }) => invoices.search(actor, body));
  r.bind(e.searchPaged, ({ actor, body }) => invoices.search(actor, body));
  r.bind(e.export, ({ actor, body }) => invoices.export(actor, body));
  r.bind(e.chargeCount, ({ actor, query }) => invoices.chargeCount(actor, query));
  r.bind(e.exportStatus, ({ actor, body }) => invoices.exportStatus(actor, body));
  r.bind(e.addCharges, ({ actor, body }) => invoices.addCharges(actor, body));
  r.bind(e.removeCharges, ({ actor, body }) => invoices.removeCharges(actor, body));
  r.bind(e.pdf, ({ actor, params }) => invoices.pdf(actor, params.id));
  r.bind(e.byId, ({ actor, params }) => invoices.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => invoices.create(actor, body));
  r.bind(e.update, ({ actor, body }) => invoices.update(actor, body));
  r.bind(e.remove, async ({ actor, params }) => {
    await invoices.remove(actor, params.id);
    return null;
  });
}
