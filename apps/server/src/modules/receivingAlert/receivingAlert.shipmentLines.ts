import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import type { PoLines } from '../purchaseOrder';
import type { ShipmentCarried } from '../shipment';
import { takePoLines } from './receivingAlert.expect';
import type { NewLine } from './receivingAlert.lines';
import { itemsOf } from './receivingAlert.read';
import { RA } from './receivingAlert.statuses';
import { raItems, receivingAlerts } from './receivingAlert.table';

/** Of some shipment lines, those on an alert that is not cancelled (expected once, not twice), with its number. */
async function onAlerts(tx: Executor, shipmentItemIds: number[], except: number | null = null) {
  if (!shipmentItemIds.length) return [];
  return tx
    .select({ shipmentItemId: raItems.shipmentItemId, number: receivingAlerts.number })
    .from(raItems)
    .innerJoin(receivingAlerts, eq(receivingAlerts.id, raItems.receivingAlertId))
    .where(
      and(
        inArray(raItems.shipmentItemId, shipmentItemIds),
        ne(receivingAlerts.status, RA.cancelled),
        except === null ? undefined : ne(receivingAlerts.id, except),
      ),
    )
    .orderBy(receivingAlerts.number);
}

/**
 * A shipment's lines as an alert expects them: the shipment module answers them with its row
 * locked (its lines go on one alert at a time), lines already on an alert are left out, and lines
 * of PO lines take the goods from their PO lines like every other path (never more than is left
 * to expect: an alert made from the PO may expect them already).
 */
export async function shipmentLines(
  deps: { poLines: Pick<PoLines, 'expect'>; shipments: ShipmentCarried },
  actor: Actor,
  shipmentId: number,
  tx: Executor,
) {
  const { shipment, lines: all } = await deps.shipments.carried(actor, shipmentId, tx);
  const taken = new Set(
    (
      await onAlerts(
        tx,
        all.map((l) => l.shipmentItemId),
      )
    ).map((r) => r.shipmentItemId),
  );
  const carried = all.filter((l) => !taken.has(l.shipmentItemId));
  if (!carried.length) {
    throw fieldError(
      'shipmentId',
      all.length
        ? 'Every line of this shipment is already expected on an alert.'
        : 'This shipment carries no lines yet.',
    );
  }
  await takePoLines(
    deps.poLines,
    actor,
    {
      projectId: shipment.projectId,
      lines: carried.flatMap((c) =>
        c.poItemId === null ? [] : [{ poItemId: c.poItemId, quantity: c.quantity, field: 'shipmentId' }],
      ),
    },
    tx,
  );
  const lines: NewLine[] = carried.map((c) => ({
    poItemId: c.poItemId,
    shipmentItemId: c.shipmentItemId,
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
export async function expectAgain(
  poLines: Pick<PoLines, 'expect'>,
  actor: Actor,
  ra: { id: number; number: string; projectId: number },
  tx: Executor,
) {
  const lines = await itemsOf(tx, scopeOf(actor), ra.id);
  const fromShipments = lines.flatMap((l) => (l.shipmentItemId === null ? [] : [l.shipmentItemId]));
  const [taken] = await onAlerts(tx, fromShipments, ra.id);
  if (taken) {
    throw fieldError(
      'status',
      `${taken.number} expects this alert's shipment lines now; ${ra.number} stays cancelled.`,
    );
  }
  await takePoLines(
    poLines,
    actor,
    {
      projectId: ra.projectId,
      lines: lines.flatMap((l) =>
        l.poItemId === null ? [] : [{ poItemId: l.poItemId, quantity: l.quantityExpected, field: 'status' }],
      ),
      except: ra.id,
    },
    tx,
  );
}
