import { allows, type CommonOption } from '@freightdesk/contracts';
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import type { DataScope } from '../../platform/scope';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { PICKER_LIMIT, projectInScope, projectsHaving } from '../project';
import { poItems } from '../purchaseOrder/tables';
import { shipmentItems, shipments } from './shipment.table';

const label = sql<string>`${shipments.number} || coalesce(' · ' || ${clients.name}, '') || coalesce(' · ' || nullif(${shipments.trackingNumber}, ''), '')`;

/** The shipments that carry lines of a PO. */
const carryingPo = (ex: Executor, purchaseOrderId: number) =>
  exists(
    ex
      .select({ one: sql`1` })
      .from(shipmentItems)
      .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
      .where(and(eq(shipmentItems.shipmentId, shipments.id), eq(poItems.purchaseOrderId, purchaseOrderId))),
  );

/** The shipments the caller sees ("SH-… · Carrier · Tracking"), newest number first; none without Shipment:View. */
export async function shipmentOptions(
  ex: Executor,
  actor: Actor,
  f: { projectId?: number; id?: number; purchaseOrderId?: number } = {},
): Promise<CommonOption[]> {
  if (!allows(actor.scope, 'Shipment:View')) return [];
  return ex
    .select({ id: shipments.id, number: shipments.number, label, projectId: shipments.projectId })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.carrierId))
    .where(
      and(
        projectInScope(scopeOf(actor), shipments.projectId),
        f.projectId === undefined ? undefined : eq(shipments.projectId, f.projectId),
        f.id === undefined ? undefined : eq(shipments.id, f.id),
        f.purchaseOrderId === undefined ? undefined : carryingPo(ex, f.purchaseOrderId),
      ),
    )
    .orderBy(desc(sql`lower(${shipments.number})`))
    .limit(PICKER_LIMIT);
}

/** The shipments that carry lines of these POs, each with the PO, in the POs' order and then the shipments'. */
export async function shipmentsOfPos(ex: Executor, actor: Actor, purchaseOrderIds: number[]) {
  if (!allows(actor.scope, 'Shipment:View') || !purchaseOrderIds.length) return [];
  const rows = await ex
    .selectDistinct({
      id: shipments.id,
      number: shipments.number,
      label,
      projectId: shipments.projectId,
      purchaseOrderId: poItems.purchaseOrderId,
      sortNumber: sql<string>`lower(${shipments.number})`,
    })
    .from(shipments)
    .innerJoin(shipmentItems, eq(shipmentItems.shipmentId, shipments.id))
    .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
    .leftJoin(clients, eq(clients.id, shipments.carrierId))
    .where(and(projectInScope(scopeOf(actor), shipments.projectId), inArray(poItems.purchaseOrderId, purchaseOrderIds)))
    .orderBy(desc(sql`lower(${shipments.number})`));
  const order = new Map(purchaseOrderIds.map((id, i) => [id, i]));
  return rows
    .map(({ sortNumber: _, ...r }) => r)
    .sort((a, b) => order.get(a.purchaseOrderId)! - order.get(b.purchaseOrderId)!)
    .slice(0, PICKER_LIMIT * purchaseOrderIds.length);
}

/** The POs whose lines a shipment the scope sees carries (their ids). */
export async function posCarriedBy(ex: Executor, scope: DataScope, shipmentId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ id: poItems.purchaseOrderId })
    .from(shipmentItems)
    .innerJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipmentItems.shipmentId, shipmentId), projectInScope(scope, shipments.projectId)));
  return rows.map((r) => r.id);
}

/** The projects that have shipments the caller sees. */
export const projectsWithShipments = (ex: Executor, actor: Actor) =>
  projectsHaving(ex, actor, 'Shipment:View', shipments, shipments.projectId);

/** A shipment's number, when the scope sees it (a charge's description names the shipment). */
export async function shipmentNumberOf(ex: Executor, scope: DataScope, id: number): Promise<string | null> {
  const [row] = await ex
    .select({ number: shipments.number })
    .from(shipments)
    .where(and(eq(shipments.id, id), projectInScope(scope, shipments.projectId)));
  return row?.number ?? null;
}
