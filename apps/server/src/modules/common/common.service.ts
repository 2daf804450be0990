import type { CommonOption, CommonRecords } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { visibleOr404 } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { invoiceOptions, projectsWithInvoices } from '../invoice';
import { pickTicketOptions, projectsWithPickTickets } from '../pickTicket';
import { projectIs, projectListQuery, projectOptions } from '../project';
import { poOptions, projectsWithPos } from '../purchaseOrder';
import { projectsWithRas, raOptions } from '../receivingAlert';
import { posCarriedBy, projectsWithShipments, shipmentOptions, shipmentsOfPos } from '../shipment';

/**
 * The flow's records for pickers (the requirements' /api/common calls), put together from what each module
 * declares of its own records (`poOptions`, `projectsWithPos`, …): each within the caller's
 * projects, and only for modules the caller may view. This module reads no table.
 */
export function createCommonService({ db }: { db: Executor }) {
  async function records(
    ex: Executor,
    actor: Actor,
    of: { projectId?: number; purchaseOrderId?: number },
  ): Promise<CommonRecords> {
    return {
      projects: await projectOptions(
        ex,
        scopeOf(actor),
        of.projectId === undefined ? undefined : projectIs.one(of.projectId),
      ),
      purchaseOrders: await poOptions(ex, actor, { projectId: of.projectId, id: of.purchaseOrderId }),
      shipments: await shipmentOptions(ex, actor, of),
      receivingAlerts: await raOptions(ex, actor, of),
      pickTickets: await pickTicketOptions(ex, actor, of),
      invoices: await invoiceOptions(ex, actor, of),
    };
  }

  /** A project of the caller's, else not found (a list asked of a project outside the scope). */
  const visibleProject = (ex: Executor, actor: Actor, projectId: number) =>
    visibleOr404(projectListQuery, scopeOf(actor), projectId, ex, { noun: 'Project' });

  return {
    getAll: (actor: Actor, _input?: undefined, tx?: Executor) => records(tx ?? db, actor, {}),

    async byProject(actor: Actor, projectId: number, tx?: Executor) {
      const ex = tx ?? db;
      await visibleProject(ex, actor, projectId);
      return records(ex, actor, { projectId });
    },

    async byPo(actor: Actor, purchaseOrderId: number, tx?: Executor) {
      const ex = tx ?? db;
      const [po] = await poOptions(ex, actor, { id: purchaseOrderId });
      if (!po) throw notFound('Purchase order');
      const found = await records(ex, actor, { purchaseOrderId });
      return { ...found, projects: await projectOptions(ex, scopeOf(actor), projectIs.one(po.projectId)) };
    },

    allProjects: (actor: Actor, _input?: undefined, tx?: Executor) => projectOptions(tx ?? db, scopeOf(actor)),
    openProjects: (actor: Actor, _input?: undefined, tx?: Executor) =>
      projectOptions(tx ?? db, scopeOf(actor), projectIs.open()),
    projectsWithPos: (actor: Actor, _input?: undefined, tx?: Executor) => projectsWithPos(tx ?? db, actor),
    projectsWithShipments: (actor: Actor, _input?: undefined, tx?: Executor) => projectsWithShipments(tx ?? db, actor),
    projectsWithRas: (actor: Actor, _input?: undefined, tx?: Executor) => projectsWithRas(tx ?? db, actor),
    projectsWithPickTickets: (actor: Actor, _input?: undefined, tx?: Executor) =>
      projectsWithPickTickets(tx ?? db, actor),
    projectsWithInvoices: (actor: Actor, _input?: undefined, tx?: Executor) => projectsWithInvoices(tx ?? db, actor),
    allPos: (actor: Actor, _input?: undefined, tx?: Executor) => poOptions(tx ?? db, actor),
    allShipments: (actor: Actor, _input?: undefined, tx?: Executor) => shipmentOptions(tx ?? db, actor),

    /** A project's received alerts: their goods are in inventory, for a pick ticket to take. */
    async pickTicketRas(actor: Actor, projectId: number, tx?: Executor): Promise<CommonOption[]> {
      const ex = tx ?? db;
      await visibleProject(ex, actor, projectId);
      return raOptions(ex, actor, { projectId, received: true });
    },

    async byShipment(actor: Actor, shipmentId: number, tx?: Executor) {
      const ex = tx ?? db;
      const [s] = await shipmentOptions(ex, actor, { id: shipmentId });
      if (!s) throw notFound('Shipment');
      const ofShipment = await poOptions(ex, actor, { ids: await posCarriedBy(ex, scopeOf(actor), shipmentId) });
      return {
        shipmentId,
        projectId: s.projectId,
        posByProjectId: await poOptions(ex, actor, { projectId: s.projectId }),
        shipmentsByProjectId: await shipmentOptions(ex, actor, { projectId: s.projectId }),
        invoiceByProjectId: await invoiceOptions(ex, actor, { projectId: s.projectId }),
        // Every shipment of the shipment's POs, in one statement, each with the PO it carries lines of.
        shipmentsByPOId: await shipmentsOfPos(
          ex,
          actor,
          ofShipment.map((po) => po.id),
        ),
      };
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
