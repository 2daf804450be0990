import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ShipmentService } from './shipment.service';

export function shipmentRoutes(r: Router, shipments: ShipmentService) {
  const e = api.shipment;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  const all = { ...newestFirst, pageIndex: 1, pageSize: 500 };
  r.bind(e.list, ({ actor }) => shipments.all(actor));
  r.bind(e.filter, ({ actor, query }) => shipments.filter(actor, query));
  r.bind(e.paged, ({ actor, query }) => shipments.search(actor, { ...newestFirst, ...query }));
  r.bind(e.search, ({ actor, body }) => shipments.search(actor, body));
  r.bind(e.export, ({ actor, body }) => shipments.export(actor, body));
  r.bind(e.filteredColums, () => shipments.filteredColumns());
  r.bind(e.dataCounts, ({ actor, body }) => shipments.dataCounts(actor, body.shipmentId));
  r.bind(e.billOfLading, ({ actor, params }) => shipments.billOfLading(actor, params.id));
  r.bind(e.byId, ({ actor, params }) => shipments.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => shipments.create(actor, body));
  r.bind(e.update, ({ actor, body }) => shipments.update(actor, body));
  r.bind(e.remove, ({ actor, params }) => shipments.remove(actor, params.id));
  r.bind(e.shipments, async ({ actor, query }) => (await shipments.ofProject(actor, { ...all, ...query })).items);
  r.bind(e.searchShipments, ({ actor, body }) => shipments.ofProject(actor, body));

  const i = api.shipmentItem;
  r.bind(i.ofShipment, ({ actor, query }) => shipments.items(actor, query.shipmentId));
  r.bind(i.create, ({ actor, body }) => shipments.addItem(actor, body));
  r.bind(i.getSingle, ({ actor, query }) => shipments.item(actor, query.ShipmentItemId));
  r.bind(i.update, ({ actor, body }) => shipments.updateItem(actor, body));
  r.bind(i.remove, ({ actor, params }) => shipments.removeItem(actor, params.id));
  r.bind(i.filteredColums, ({ actor, query }) => shipments.itemColumns(actor, query.shipmentId));
  r.bind(i.search, ({ actor, body }) => shipments.searchItems(actor, body));
  r.bind(i.addPoItems, ({ actor, body }) => shipments.addPoItems(actor, body));
  r.bind(i.shippable, ({ actor, query }) => shipments.shippable(actor, query));
  r.bind(i.shipmentsOfPo, async ({ actor, query }) => (await shipments.ofPo(actor, { ...all, ...query })).items);
  r.bind(i.searchShipmentsOfPo, ({ actor, body }) => shipments.ofPo(actor, body));
  r.bind(i.shipmentsOfPoColumns, () => shipments.filteredColumns());
}
