import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { RaService } from './receivingAlert.service';

export function raRoutes(r: Router, ras: RaService) {
  const e = api.ra;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  const all = { ...newestFirst, pageIndex: 1, pageSize: 500 };
  r.bind(e.detailsData, () => ras.detailsData());
  r.bind(e.paged, ({ actor, query }) => ras.search(actor, { ...newestFirst, ...query }));
  r.bind(e.search, ({ actor, body }) => ras.search(actor, body));
  r.bind(e.filtered, ({ actor, body }) => ras.filtered(actor, body));
  r.bind(e.byProject, async ({ actor, query }) => (await ras.ofProject(actor, { ...all, ...query })).items);
  r.bind(e.export, ({ actor, body }) => ras.export(actor, body));
  r.bind(e.filteredColums, () => ras.filteredColumns());
  r.bind(e.byId, ({ actor, params }) => ras.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => ras.create(actor, body));
  r.bind(e.importPreview, ({ actor, body }) => ras.importPreview(actor, body));
  r.bind(e.update, ({ actor, body }) => ras.update(actor, body));
  r.bind(e.remove, ({ actor, params }) => ras.remove(actor, params.id));
  r.bind(e.finish, ({ actor, params }) => ras.finish(actor, params.id));
  r.bind(e.arrive, ({ actor, body }) => ras.arrive(actor, body));
  r.bind(e.receivingReport, ({ actor, params }) => ras.receivingReport(actor, params.id));
  r.bind(e.labels, ({ actor, params, query }) => ras.labels(actor, { id: params.id, format: query.format }));
  r.bind(e.ofPo, async ({ actor, query }) => (await ras.ofPo(actor, { ...all, ...query })).items);
  r.bind(e.openOfPoProject, ({ actor, query }) => ras.openOfPoProject(actor, query.purchaseOrderId));
  r.bind(e.createFromPo, ({ actor, body }) => ras.fromPo(actor, body));
  r.bind(e.addToRa, ({ actor, body }) => ras.addPoLines(actor, body));
  r.bind(e.leftOfPo, ({ actor, query }) => ras.leftOfPo(actor, query.purchaseOrderId));
  r.bind(e.searchOfPo, ({ actor, body }) => ras.ofPo(actor, body));
  r.bind(e.columnsOfPo, () => ras.filteredColumns());
  r.bind(e.ofShipment, async ({ actor, query }) => (await ras.ofShipment(actor, { ...all, ...query })).items);
  r.bind(e.searchOfShipment, ({ actor, body }) => ras.ofShipment(actor, body));
  r.bind(e.linesOfShipment, ({ actor, query }) => ras.linesOfShipment(actor, query.shipmentId));
  r.bind(
    e.allOfProject,
    async ({ actor, query }) => (await ras.ofProject(actor, { ...all, projectId: query.ProjectId })).items,
  );
  r.bind(
    e.openOfProject,
    async ({ actor, query }) => (await ras.ofProject(actor, { ...all, projectId: query.ProjectId, open: true })).items,
  );
  r.bind(e.searchOfProject, ({ actor, body }) => ras.ofProject(actor, body));

  const i = api.raItem;
  r.bind(i.ofRa, ({ actor, query }) => ras.lines(actor, query.receivingAlertId));
  r.bind(i.create, ({ actor, body }) => ras.addLine(actor, body));
  r.bind(i.createFromShipment, ({ actor, body }) => ras.fromShipment(actor, body));
  r.bind(i.getSingle, ({ actor, query }) =>
    ras.line(actor, { receivingAlertId: query.receivingAlertId, id: query.receivingAlertItemId }),
  );
  r.bind(i.update, ({ actor, body }) => ras.updateLine(actor, body));
  r.bind(i.remove, ({ actor, params }) => ras.removeLine(actor, params.id));
  r.bind(i.filteredColums, ({ actor, query }) => ras.lineColumns(actor, query.ReceivingAlertId));
  r.bind(i.search, ({ actor, body }) => ras.searchLines(actor, body));
}
