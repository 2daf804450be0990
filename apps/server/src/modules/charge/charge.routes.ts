import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ChargeService } from './charge.service';
import type { WarehouseBilling } from './charge.warehouse';

export function chargeRoutes(r: Router, charges: ChargeService, warehouse: WarehouseBilling) {
  const e = api.charge;
  r.bind(e.categories, () => charges.categories());
  r.bind(e.types, ({ query }) => charges.types(query.isClient));
  r.bind(e.typesOf, ({ params }) => charges.typesOf(params.id));
  r.bind(e.invoiceStatuses, () => charges.invoiceStatuses());
  r.bind(e.masterData, ({ actor }) => charges.masterData(actor));
  r.bind(e.ofProject, ({ actor, query }) => charges.all(actor, 'Project', query.ProjectId));
  r.bind(e.totals, ({ actor, query }) => charges.totals(actor, query.ProjectId));
  r.bind(e.ofContainer, ({ actor, query }) => charges.all(actor, query.type, query.Id));
  r.bind(e.search, ({ actor, body }) => charges.search(actor, body));
  r.bind(e.paged, ({ actor, body }) => charges.paged(actor, body));
  r.bind(e.searchPaged, ({ actor, body }) => charges.searchPaged(actor, body));
  r.bind(e.lastBillingPeriod, ({ actor, params }) => charges.lastBillingPeriod(actor, params.id));
  r.bind(e.byId, ({ actor, params }) => charges.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => charges.create(actor, body));
  r.bind(e.update, ({ actor, body }) => charges.update(actor, body));
  r.bind(e.remove, async ({ actor, params }) => {
    await charges.remove(actor, params.id);
    return null;
  });
  const w = api.warehouseCharge;
  r.bind(w.create, ({ actor, body }) => warehouse.run(actor, body));
  r.bind(w.remove, ({ actor, params }) => warehouse.remove(actor, params.id));
  r.bind(w.confirm, ({ actor, body }) => warehouse.confirm(actor, body));
  r.bind(w.review, ({ actor, body }) => warehouse.review(actor, body));
  r.bind(w.summary, ({ actor, body }) => warehouse.summary(actor, body.projectId));
}
