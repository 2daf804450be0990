import { allows, type CommonOption, type CommonRecords, type ProjectStatus } from '@freightdesk/contracts';
import { and, asc, desc, eq, exists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { visibleOr404 } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client';
import { projectInScope, projectListQuery, projects } from '../project';
import { poItems, purchaseOrders } from '../purchaseOrder';
import { alertsOf, receivingAlerts } from '../receivingAlert';
import { shipmentItems, shipments } from '../shipment';

/** The most records of one kind a picker list holds. */
const PICKER_LIMIT = 1000;
/** Project statuses that are over. */
const CLOSED_PROJECT_STATUSES: ProjectStatus[] = ['Completed', 'Cancelled'];

/**
 * The flow's records for pickers, from the modules that hold them, each within the caller's
 * projects and only for modules the caller may view. Pick tickets and invoices join as their
 * modules land; until then their lists are empty.
 */
export function createCommonService({ db }: { db: Executor }) {
  const projectsWhere = (actor: Actor, ...where: (SQL | undefined)[]) =>
    db
      .select({
        id: projects.id,
        number: projects.number,
        label: sql<string>`${projects.number} || ' · ' || ${projects.name}`,
        projectId: projects.id,
      })
      .from(projects)
      .where(and(projectInScope(scopeOf(actor), projects.id), ...where))
      .orderBy(asc(sql`lower(${projects.number})`))
      .limit(PICKER_LIMIT);

  async function pos(actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'PO:View')) return [];
    return db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        label: sql<string>`${purchaseOrders.number} || ' · ' || ${clients.name}`,
        projectId: purchaseOrders.projectId,
      })
      .from(purchaseOrders)
      .innerJoin(clients, eq(clients.id, purchaseOrders.vendorId))
      .where(and(projectInScope(scopeOf(actor), purchaseOrders.projectId), ...where))
      .orderBy(desc(sql`lower(${purchaseOrders.number})`))
      .limit(PICKER_LIMIT);
  }

  async function shipmentsOf(actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'Shipment:View')) return [];
    return db
      .select({
        id: shipments.id,
        number: shipments.number,
        label: sql<string>`${shipments.number} || coalesce(' · ' || ${clients.name}, '') || coalesce(' · ' || nullif(${shipments.trackingNumber}, ''), '')`,
        projectId: shipments.projectId,
      })
      .from(shipments)
      .leftJoin(clients, eq(clients.id, shipments.carrierId))
      .where(and(projectInScope(scopeOf(actor), shipments.projectId), ...where))
      .orderBy(desc(sql`lower(${shipments.number})`))
      .limit(PICKER_LIMIT);
  }

  async function rasOf(actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'RA:View')) return [];
    return db
      .select({
        id: receivingAlerts.id,
        number: receivingAlerts.number,
        label: sql<string>`${receivingAlerts.number} || ' · ' || ${receivingAlerts.status}`,
        projectId: receivingAlerts.projectId,
      })
      .from(receivingAlerts)
      .where(and(projectInScope(scopeOf(actor), receivingAlerts.projectId), ...where))
      .orderBy(desc(sql`lower(${receivingAlerts.number})`))
      .limit(PICKER_LIMIT);
  }

  const shipmentsOfPo = (purchaseOrderId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(shipmentItems)
        .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
        .where(and(eq(shipmentItems.shipmentId, shipments.id), eq(poItems.purchaseOrderId, purchaseOrderId))),
    );

  async function records(actor: Actor, of: { projectId?: number; purchaseOrderId?: number }): Promise<CommonRecords> {
    const projectOnly = of.projectId !== undefined ? eq(projects.id, of.projectId) : undefined;
    return {
      projects: await projectsWhere(actor, projectOnly),
      purchaseOrders: await pos(
        actor,
        of.projectId !== undefined ? eq(purchaseOrders.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? eq(purchaseOrders.id, of.purchaseOrderId) : undefined,
      ),
      shipments: await shipmentsOf(
        actor,
        of.projectId !== undefined ? eq(shipments.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? shipmentsOfPo(of.purchaseOrderId) : undefined,
      ),
      receivingAlerts: await rasOf(
        actor,
        of.projectId !== undefined ? eq(receivingAlerts.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? alertsOf.purchaseOrder(of.purchaseOrderId) : undefined,
      ),
      pickTickets: [],
      invoices: [],
    };
  }

  /** A project of the caller's, else not found (a list asked of a project outside the scope). */
  const visibleProject = (actor: Actor, projectId: number) =>
    visibleOr404(projectListQuery, scopeOf(actor), projectId, db, { noun: 'Project' });

  return {
    getAll: (actor: Actor) => records(actor, {}),

    async byProject(actor: Actor, projectId: number) {
      await visibleProject(actor, projectId);
      return records(actor, { projectId });
    },

    async byPo(actor: Actor, purchaseOrderId: number) {
      const [po] = await pos(actor, eq(purchaseOrders.id, purchaseOrderId));
      if (!po) throw notFound('Purchase order');
      const found = await records(actor, { purchaseOrderId });
      return { ...found, projects: await projectsWhere(actor, eq(projects.id, po.projectId)) };
    },

    allProjects: (actor: Actor) => projectsWhere(actor),
    openProjects: (actor: Actor) => projectsWhere(actor, notInArray(projects.status, CLOSED_PROJECT_STATUSES)),
    projectsWithPos: async (actor: Actor) =>
      allows(actor.scope, 'PO:View')
        ? projectsWhere(
            actor,
            exists(db.select({ one: sql`1` }).from(purchaseOrders).where(eq(purchaseOrders.projectId, projects.id))),
          )
        : [],
    projectsWithShipments: async (actor: Actor) =>
      allows(actor.scope, 'Shipment:View')
        ? projectsWhere(
            actor,
            exists(db.select({ one: sql`1` }).from(shipments).where(eq(shipments.projectId, projects.id))),
          )
        : [],
    projectsWithRas: async (actor: Actor) =>
      allows(actor.scope, 'RA:View')
        ? projectsWhere(
            actor,
            exists(db.select({ one: sql`1` }).from(receivingAlerts).where(eq(receivingAlerts.projectId, projects.id))),
          )
        : [],
    /** Pick tickets and invoices are not built yet: no project has any. */
    none: async (_actor: Actor): Promise<CommonOption[]> => [],
    allPos: (actor: Actor) => pos(actor),
    allShipments: (actor: Actor) => shipmentsOf(actor),

    /** A project's received alerts: their goods are in inventory, for a pick ticket to take. */
    async pickTicketRas(actor: Actor, projectId: number): Promise<CommonOption[]> {
      await visibleProject(actor, projectId);
      return rasOf(actor, eq(receivingAlerts.projectId, projectId), eq(receivingAlerts.status, 'Received'));
    },

    async byShipment(actor: Actor, shipmentId: number) {
      const [s] = await shipmentsOf(actor, eq(shipments.id, shipmentId));
      if (!s) throw notFound('Shipment');
      const ofShipment = await pos(
        actor,
        exists(
          db
            .select({ one: sql`1` })
            .from(shipmentItems)
            .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
            .where(and(eq(shipmentItems.shipmentId, shipmentId), eq(poItems.purchaseOrderId, purchaseOrders.id))),
        ),
      );
      const shipmentsByPOId = [];
      for (const po of ofShipment) {
        for (const other of await shipmentsOf(actor, shipmentsOfPo(po.id))) {
          shipmentsByPOId.push({ ...other, purchaseOrderId: po.id });
        }
      }
      return {
        shipmentId,
        projectId: s.projectId,
        posByProjectId: await pos(actor, eq(purchaseOrders.projectId, s.projectId)),
        shipmentsByProjectId: await shipmentsOf(actor, eq(shipments.projectId, s.projectId)),
        invoiceByProjectId: [],
        shipmentsByPOId,
      };
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
