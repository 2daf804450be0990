import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { poItems } from '../purchaseOrder';
import { shipmentItems } from '../shipment';
import { takePoLines } from './receivingAlert.expect';
import type { NewLine } from './receivingAlert.lines';
import { visibleShipment } from './receivingAlert.queries';
import { itemsOf } from './receivingAlert.read';
import { raItems, receivingAlerts } from './receivingAlert.table';

/** A shipment line on an alert that is not cancelled: it is expected once, not twice. */
const onAnAlert = sql`exists (select 1 from ${raItems} join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
    where ${raItems.shipmentItemId} = ${shipmentItems.id} and ${receivingAlerts.status} <> 'Cancelled')`;

/**
 * A shipment's lines as an alert expects them: the shipment is locked (its lines go on one alert
 * at a time), lines already on an alert are left out, and lines of PO lines take the goods from
 * their PO lines like every other path (never more than is left to expect: an alert made from the
 * PO may expect them already).
 */
export async function shipmentLines(tx: Executor, actor: Actor, shipmentId: number) {
  const shipment = await visibleShipment(tx, actor, shipmentId, true);
  const carried = await tx
    .select({
      id: shipmentItems.id,
      poItemId: shipmentItems.poItemId,
      purchaseOrderId: poItems.purchaseOrderId,
      itemNumber: shipmentItems.itemNumber,
      description: shipmentItems.description,
      unitOfMeasure: shipmentItems.unitOfMeasure,
      quantity: shipmentItems.quantity,
      weight: shipmentItems.weight,
      pieces: shipmentItems.pieces,
    })
    .from(shipmentItems)
    .leftJoin(poItems, eq(poItems.id, shipmentItems.poItemId))
    .where(and(eq(shipmentItems.shipmentId, shipmentId), sql`not ${onAnAlert}`))
    .orderBy(shipmentItems.id);
  if (!carried.length) {
    const [any] = await tx
      .select({ id: shipmentItems.id })
      .from(shipmentItems)
      .where(eq(shipmentItems.shipmentId, shipmentId))
      .limit(1);
    throw fieldError(
      'shipmentId',
      any ? 'Every line of this shipment is already expected on an alert.' : 'This shipment carries no lines yet.',
    );
  }
  await takePoLines(
    tx,
    scopeOf(actor),
    shipment.projectId,
    carried.flatMap((c) =>
      c.poItemId === null ? [] : [{ poItemId: c.poItemId, quantity: c.quantity, field: 'shipmentId' }],
    ),
  );
  const lines: NewLine[] = carried.map((c) => ({
    poItemId: c.poItemId,
    shipmentItemId: c.id,
    itemNumber: c.itemNumber,
    description: c.description,
    unitOfMeasure: c.unitOfMeasure,
    quantityExpected: c.quantity,
    weight: c.weight,
    pieces: c.pieces,
  }));
  const purchaseOrderIds = [
    ...new Set(carried.map((c) => c.purchaseOrderId).filter((id): id is number => id !== null)),
  ];
  return { shipment, lines, purchaseOrderIds };
}

/**
 * A cancelled alert set back to Expected takes its goods again, as a new alert would: its PO
 * lines only while that much is left to expect, its shipment lines only while no other alert
 * expects them. Refused otherwise, naming the status.
 */
export async function expectAgain(tx: Executor, actor: Actor, ra: { id: number; number: string; projectId: number }) {
  const lines = await itemsOf(tx, ra.id);
  const fromShipments = lines.flatMap((l) => (l.shipmentItemId === null ? [] : [l.shipmentItemId]));
  if (fromShipments.length) {
    const [taken] = await tx
      .select({ number: receivingAlerts.number })
      .from(raItems)
      .innerJoin(receivingAlerts, eq(receivingAlerts.id, raItems.receivingAlertId))
      .where(
        and(
          inArray(raItems.shipmentItemId, fromShipments),
          ne(receivingAlerts.status, 'Cancelled'),
          ne(receivingAlerts.id, ra.id),
        ),
      )
      .limit(1);
    if (taken) {
      throw fieldError(
        'status',
        `${taken.number} expects this alert's shipment lines now; ${ra.number} stays cancelled.`,
      );
    }
  }
  await takePoLines(
    tx,
    scopeOf(actor),
    ra.projectId,
    lines.flatMap((l) =>
      l.poItemId === null ? [] : [{ poItemId: l.poItemId, quantity: l.quantityExpected, field: 'status' }],
    ),
    ra.id,
  );
}
