import { allows, type CommonOption, type CommonRecords, type ProjectStatus } from '@freightdesk/contracts';
import { and, asc, desc, eq, exists, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { visibleOr404 } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { charges } from '../charge';
import { clients } from '../client';
import { inventoryItems } from '../inventory';
import { invoiceNumber, invoiceScope, invoices } from '../invoice';
import { pickTicketItems, pickTickets } from '../pickTicket';
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
 * projects and only for modules the caller may view.
 */
export function createCommonService({ db }: { db: Executor }) {
  const projectsWhere = (ex: Executor, actor: Actor, ...where: (SQL | undefined)[]) =>
    ex
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

  async function pos(ex: Executor, actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'PO:View')) return [];
    return ex
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

  async function shipmentsOf(ex: Executor, actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'Shipment:View')) return [];
    return ex
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

  async function rasOf(ex: Executor, actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'RA:View')) return [];
    return ex
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

  /** The shipments that carry lines of these POs, each with the PO, in the POs' order and then the shipments'. */
  async function shipmentsOfPos(ex: Executor, actor: Actor, purchaseOrderIds: number[]) {
    if (!allows(actor.scope, 'Shipment:View')) return [];
    const rows = await ex
      .selectDistinct({
        id: shipments.id,
        number: shipments.number,
        label: sql<string>`${shipments.number} || coalesce(' · ' || ${clients.name}, '') || coalesce(' · ' || nullif(${shipments.trackingNumber}, ''), '')`,
        projectId: shipments.projectId,
        purchaseOrderId: poItems.purchaseOrderId,
        sortNumber: sql<string>`lower(${shipments.number})`,
      })
      .from(shipments)
      .innerJoin(shipmentItems, eq(shipmentItems.shipmentId, shipments.id))
      .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
      .leftJoin(clients, eq(clients.id, shipments.carrierId))
      .where(
        and(projectInScope(scopeOf(actor), shipments.projectId), inArray(poItems.purchaseOrderId, purchaseOrderIds)),
      )
      .orderBy(desc(sql`lower(${shipments.number})`));
    const order = new Map(purchaseOrderIds.map((id, i) => [id, i]));
    return rows
      .map(({ sortNumber: _, ...r }) => r)
      .sort((a, b) => order.get(a.purchaseOrderId)! - order.get(b.purchaseOrderId)!)
      .slice(0, PICKER_LIMIT * purchaseOrderIds.length);
  }

  async function ticketsOf(ex: Executor, actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'PickTicket:View')) return [];
    return ex
      .select({
        id: pickTickets.id,
        number: pickTickets.number,
        label: sql<string>`${pickTickets.number} || ' · ' || ${pickTickets.status}::text || coalesce(' · ' || ${pickTickets.requestedDate}::text, '')`,
        projectId: pickTickets.projectId,
      })
      .from(pickTickets)
      .where(and(projectInScope(scopeOf(actor), pickTickets.projectId), ...where))
      .orderBy(desc(sql`lower(${pickTickets.number})`))
      .limit(PICKER_LIMIT);
  }

  async function invoicesOf(ex: Executor, actor: Actor, ...where: (SQL | undefined)[]): Promise<CommonOption[]> {
    if (!allows(actor.scope, 'Invoice:View')) return [];
    return ex
      .select({
        id: invoices.id,
        number: invoiceNumber,
        label: sql<string>`coalesce(${invoices.number}, 'Draft') || ' · ' || ${invoices.status}::text || ' · ' || ${invoices.invoiceDate}::text`,
        projectId: invoices.projectId,
      })
      .from(invoices)
      .where(and(projectInScope(scopeOf(actor), invoices.projectId), invoiceScope(scopeOf(actor)), ...where))
      .orderBy(desc(sql`lower(${invoices.number})`))
      .limit(PICKER_LIMIT);
  }

  /** The invoices that bill charges of a PO. */
  const invoicesOfPo = (purchaseOrderId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(charges)
        .where(
          and(
            eq(charges.invoiceId, invoices.id),
            eq(charges.containerModule, 'PO'),
            eq(charges.containerId, purchaseOrderId),
          ),
        ),
    );

  /** The pick tickets that take goods of a PO: lines of inventory items received from its lines. */
  const ticketsOfPo = (purchaseOrderId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(pickTicketItems)
        .innerJoin(inventoryItems, eq(inventoryItems.id, pickTicketItems.inventoryItemId))
        .innerJoin(poItems, eq(poItems.id, inventoryItems.poItemId))
        .where(and(eq(pickTicketItems.pickTicketId, pickTickets.id), eq(poItems.purchaseOrderId, purchaseOrderId))),
    );

  async function records(
    ex: Executor,
    actor: Actor,
    of: { projectId?: number; purchaseOrderId?: number },
  ): Promise<CommonRecords> {
    const projectOnly = of.projectId !== undefined ? eq(projects.id, of.projectId) : undefined;
    return {
      projects: await projectsWhere(ex, actor, projectOnly),
      purchaseOrders: await pos(
        ex,
        actor,
        of.projectId !== undefined ? eq(purchaseOrders.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? eq(purchaseOrders.id, of.purchaseOrderId) : undefined,
      ),
      shipments: await shipmentsOf(
        ex,
        actor,
        of.projectId !== undefined ? eq(shipments.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? shipmentsOfPo(of.purchaseOrderId) : undefined,
      ),
      receivingAlerts: await rasOf(
        ex,
        actor,
        of.projectId !== undefined ? eq(receivingAlerts.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? alertsOf.purchaseOrder(of.purchaseOrderId) : undefined,
      ),
      pickTickets: await ticketsOf(
        ex,
        actor,
        of.projectId !== undefined ? eq(pickTickets.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? ticketsOfPo(of.purchaseOrderId) : undefined,
      ),
      invoices: await invoicesOf(
        ex,
        actor,
        of.projectId !== undefined ? eq(invoices.projectId, of.projectId) : undefined,
        of.purchaseOrderId !== undefined ? invoicesOfPo(of.purchaseOrderId) : undefined,
      ),
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
      const [po] = await pos(ex, actor, eq(purchaseOrders.id, purchaseOrderId));
      if (!po) throw notFound('Purchase order');
      const found = await records(ex, actor, { purchaseOrderId });
      return { ...found, projects: await projectsWhere(ex, actor, eq(projects.id, po.projectId)) };
    },

    allProjects: (actor: Actor, _input?: undefined, tx?: Executor) => projectsWhere(tx ?? db, actor),
    openProjects: (actor: Actor, _input?: undefined, tx?: Executor) =>
      projectsWhere(tx ?? db, actor, notInArray(projects.status, CLOSED_PROJECT_STATUSES)),
    projectsWithPos: async (actor: Actor, _input?: undefined, tx?: Executor) =>
      allows(actor.scope, 'PO:View')
        ? projectsWhere(
            tx ?? db,
            actor,
            exists(db.select({ one: sql`1` }).from(purchaseOrders).where(eq(purchaseOrders.projectId, projects.id))),
          )
        : [],
    projectsWithShipments: async (actor: Actor, _input?: undefined, tx?: Executor) =>
      allows(actor.scope, 'Shipment:View')
        ? projectsWhere(
            tx ?? db,
            actor,
            exists(db.select({ one: sql`1` }).from(shipments).where(eq(shipments.projectId, projects.id))),
          )
        : [],
    projectsWithRas: async (actor: Actor, _input?: undefined, tx?: Executor) =>
      allows(actor.scope, 'RA:View')
        ? projectsWhere(
            tx ?? db,
            actor,
            exists(db.select({ one: sql`1` }).from(receivingAlerts).where(eq(receivingAlerts.projectId, projects.id))),
          )
        : [],
    projectsWithPickTickets: async (actor: Actor, _input?: undefined, tx?: Executor) =>
      allows(actor.scope, 'PickTicket:View')
        ? projectsWhere(
            tx ?? db,
            actor,
            exists(db.select({ one: sql`1` }).from(pickTickets).where(eq(pickTickets.projectId, projects.id))),
          )
        : [],
    projectsWithInvoices: async (actor: Actor, _input?: undefined, tx?: Executor) =>
      allows(actor.scope, 'Invoice:View')
        ? projectsWhere(
            tx ?? db,
            actor,
            exists(db.select({ one: sql`1` }).from(invoices).where(eq(invoices.projectId, projects.id))),
          )
        : [],
    allPos: (actor: Actor, _input?: undefined, tx?: Executor) => pos(tx ?? db, actor),
    allShipments: (actor: Actor, _input?: undefined, tx?: Executor) => shipmentsOf(tx ?? db, actor),

    /** A project's received alerts: their goods are in inventory, for a pick ticket to take. */
    async pickTicketRas(actor: Actor, projectId: number, tx?: Executor): Promise<CommonOption[]> {
      const ex = tx ?? db;
      await visibleProject(ex, actor, projectId);
      return rasOf(ex, actor, eq(receivingAlerts.projectId, projectId), eq(receivingAlerts.status, 'Received'));
    },

    async byShipment(actor: Actor, shipmentId: number, tx?: Executor) {
      const ex = tx ?? db;
      const [s] = await shipmentsOf(ex, actor, eq(shipments.id, shipmentId));
      if (!s) throw notFound('Shipment');
      const ofShipment = await pos(
        ex,
        actor,
        exists(
          db
            .select({ one: sql`1` })
            .from(shipmentItems)
            .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
            .where(and(eq(shipmentItems.shipmentId, shipmentId), eq(poItems.purchaseOrderId, purchaseOrders.id))),
        ),
      );
      // Every shipment of the shipment's POs, in one statement, each with the PO it carries lines of.
      const shipmentsByPOId = ofShipment.length
        ? await shipmentsOfPos(
            ex,
            actor,
            ofShipment.map((po) => po.id),
          )
        : [];
      return {
        shipmentId,
        projectId: s.projectId,
        posByProjectId: await pos(ex, actor, eq(purchaseOrders.projectId, s.projectId)),
        shipmentsByProjectId: await shipmentsOf(ex, actor, eq(shipments.projectId, s.projectId)),
        invoiceByProjectId: await invoicesOf(ex, actor, eq(invoices.projectId, s.projectId)),
        shipmentsByPOId,
      };
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
