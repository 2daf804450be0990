import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { CommonService } from './common.service';

export function commonRoutes(r: Router, common: CommonService) {
  const e = api.common;
  r.bind(e.getAll, ({ actor }) => common.getAll(actor));
  r.bind(e.getAllByProjectId, ({ actor, query }) => common.byProject(actor, query.ProjectId));
  r.bind(e.getAllByPoId, ({ actor, query }) => common.byPo(actor, query.PurchaseOrderId));
  r.bind(e.allProjects, ({ actor }) => common.allProjects(actor));
  r.bind(e.allProject, ({ actor }) => common.openProjects(actor));
  r.bind(e.poAllProject, ({ actor }) => common.projectsWithPos(actor));
  r.bind(e.shipmentAllProject, ({ actor }) => common.projectsWithShipments(actor));
  r.bind(e.pickTktAllProject, ({ actor }) => common.projectsWithPickTickets(actor));
  r.bind(e.raAllProject, ({ actor }) => common.projectsWithRas(actor));
  r.bind(e.invoiceAllProject, ({ actor }) => common.projectsWithInvoices(actor));
  r.bind(e.allPos, ({ actor }) => common.allPos(actor));
  r.bind(e.allShipments, ({ actor }) => common.allShipments(actor));
  r.bind(e.pickTktRas, ({ actor, query }) => common.pickTicketRas(actor, query.projectId));
  r.bind(e.getPoByShipmentId, ({ actor, query }) => common.byShipment(actor, query.shipmentId));
}
