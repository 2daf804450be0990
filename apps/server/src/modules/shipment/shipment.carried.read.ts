import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { poItems } from '../purchaseOrder/tables';
import { shipmentItems, shipments } from './shipment.table';

/** A line a shipment carries, as an alert expects it (`purchaseOrderId`: its PO line's PO, if any). */
export interface CarriedLine {
  shipmentItemId: number;
  poItemId: number | null;
  purchaseOrderId: number | null;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  quantity: string;
  weight: string;
  pieces: number;
}

/**
 * What the shipment module answers of a shipment for a receiving alert: its heading and every line
 * it carries. `carried` takes its row for the caller's transaction (the lines of a shipment go on
 * one alert at a time); `lines` only reads them, for the dock dialog. A shipment outside the
 * caller's scope is not found.
 */
export function shipmentCarried(db: Executor) {
  async function read(actor: Actor, shipmentId: number, ex: Executor, lock: boolean) {
    const heading = ex
      .select({
        id: shipments.id,
        number: shipments.number,
        projectId: shipments.projectId,
        carrierId: shipments.carrierId,
        expectedDate: shipments.expectedDate,
        trackingNumber: shipments.trackingNumber,
      })
      .from(shipments)
      .where(and(eq(shipments.id, shipmentId), projectInScope(scopeOf(actor), shipments.projectId)));
    const [shipment] = await (lock ? heading.for('update') : heading);
    if (!shipment) throw notFound('Shipment');
    const lines: CarriedLine[] = await ex
      .select({
        shipmentItemId: shipmentItems.id,
        poItemId: shipmentItems.poItemId,
        purchaseOrderId: sql<number | null>`${poItems.purchaseOrderId}`,
        itemNumber: shipmentItems.itemNumber,
        description: shipmentItems.description,
        unitOfMeasure: shipmentItems.unitOfMeasure,
        quantity: shipmentItems.quantity,
        weight: shipmentItems.weight,
        pieces: shipmentItems.pieces,
      })
      .from(shipmentItems)
      .leftJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
      .where(eq(shipmentItems.shipmentId, shipmentId))
      .orderBy(shipmentItems.id);
    return { shipment, lines };
  }
  return {
    carried: (actor: Actor, shipmentId: number, tx?: Executor) => read(actor, shipmentId, tx ?? db, true),
    lines: (actor: Actor, shipmentId: number, tx?: Executor) => read(actor, shipmentId, tx ?? db, false),
  };
}
export type ShipmentCarried = ReturnType<typeof shipmentCarried>;
