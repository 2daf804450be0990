import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { PoItemService } from './poItem.service';
import type { PurchaseOrderService } from './purchaseOrder.service';

export function purchaseOrderRoutes(r: Router, pos: PurchaseOrderService, items: PoItemService) {
  const e = api.purchaseOrder;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  const all = { ...newestFirst, pageIndex: 1, pageSize: 500 };
  r.bind(e.list, async ({ actor }) => (await pos.search(actor, all)).items);
  r.bind(e.paged, ({ actor, query }) => pos.search(actor, { ...newestFirst, ...query }));
  r.bind(e.search, ({ actor, body }) => pos.search(actor, body));
  r.bind(e.searchIn, ({ actor, body }) => pos.searchIn(actor, body));
  r.bind(e.searchInPos, ({ actor, body }) => pos.searchIn(actor, body));
  r.bind(e.pagedByProjectId, ({ actor, query }) => pos.searchIn(actor, { ...newestFirst, ...query }));
  r.bind(e.purchaseOrders, async ({ actor, query }) => (await pos.searchIn(actor, { ...all, ...query })).items);
  r.bind(e.export, ({ actor, body }) => pos.export(actor, body));
  r.bind(e.filteredColums, () => pos.filteredColumns());
  r.bind(e.dataCounts, ({ actor, body }) => pos.dataCounts(actor, body.purchaseOrderId));
  r.bind(e.openModules, ({ actor, query }) => pos.openModules(actor, query.poId));
  r.bind(e.byId, ({ actor, params }) => pos.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => pos.create(actor, body));
  r.bind(e.update, ({ actor, body }) => pos.update(actor, body));
  r.bind(e.updateFollowUp, ({ actor, body }) => pos.updateFollowUp(actor, body));
  r.bind(e.remove, ({ actor, params }) => pos.remove(actor, params.id));

  const i = api.poItem;
  r.bind(i.byPo, ({ actor, params }) => items.ofPo(actor, params.id));
  r.bind(i.filteredColums, ({ actor, query }) => items.filteredColumns(actor, query.PurcahseOrderId));
  r.bind(i.uom, () => items.unitsOfMeasure());
  r.bind(i.itemCategories, () => items.categories());
  r.bind(i.getSingle, ({ actor, query }) =>
    items.single(actor, { purchaseOrderId: query.PurchaseOrderId, id: query.id }),
  );
  r.bind(i.paged, ({ actor, query }) =>
    items.search(actor, { searchFields: {}, reverse: false, paged: true, ...query }),
  );
  r.bind(i.search, ({ actor, body }) => items.search(actor, body));
  r.bind(i.export, ({ actor, body }) => items.export(actor, body));
  r.bind(i.create, ({ actor, body }) => items.create(actor, body));
  r.bind(i.update, ({ actor, body }) => items.update(actor, body));
  r.bind(i.remove, ({ actor, params }) => items.remove(actor, params.id));
  r.bind(i.createMany, ({ actor, body }) => items.createMany(actor, body));
  r.bind(i.updateMany, ({ actor, body }) => items.updateMany(actor, body));
  r.bind(i.importPreview, ({ actor, body }) => items.importPreview(actor, body));
}
