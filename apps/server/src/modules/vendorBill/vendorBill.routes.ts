import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { VendorBillService } from './vendorBill.service';

export function vendorBillRoutes(r: Router, bills: VendorBillService) {
  const e = api.vendorBill;
  r.bind(e.queue, ({ actor, query }) => bills.queue(actor, query));
  r.bind(e.search, ({ actor, body }) => bills.search(actor, body));
  r.bind(e.searchPaged, ({ actor, body }) => bills.search(actor, body));
  r.bind(e.paged, ({ actor, body }) => bills.paged(actor, body));
  r.bind(e.status, ({ actor, body }) => bills.setStatus(actor, body));
  r.bind(e.filtered, () => bills.columns());
  r.bind(e.export, ({ actor, body }) => bills.export(actor, body));
  r.bind(e.tolerances, ({ actor }) => bills.tolerances(actor));
  r.bind(e.setTolerances, ({ actor, body }) => bills.setTolerances(actor, body));
  r.bind(e.byId, ({ actor, params }) => bills.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => bills.create(actor, body));
  r.bind(e.update, ({ actor, body }) => bills.update(actor, body));
  r.bind(e.remove, async ({ actor, params }) => {
    await bills.remove(actor, params.id);
    return null;
  });
}
