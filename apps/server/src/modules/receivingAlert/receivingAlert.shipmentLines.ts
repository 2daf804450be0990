import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError } from '../../platform/errors';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import type { PoLines } from '../purchaseOrder';
import type { CarriedLine, ShipmentCarried } from '../shipment';
import { takePoLines } from './receivingAlert.expect';
import type { NewLine } from './receivingAlert.lines';
import { itemsOf } from './receivingAlert.read';
import { RA } from './receivingAlert.statuses';
import { raItems, receivingAlerts } from './receivingAlert.table';

/**
 * Of some shipment lines, those on an alert that is not cancelled (expected once, not twice): each
 * line's id to that alert's number, in the alerts' order.
 */
export async function alertsExpecting(
  tx: Executor,
  shipmentItemIds: number[],
  except: number | null = null,
): Promise<Map<number, string>> {
  if (!shipmentItemIds.length) return new Map();
  // The line's id is never null here: the lines are matched by it.
  const rows = await tx
    .select({ shipmentItemId: sql<number>`${raItems.shipmentItemId}`, number: receivingAlerts.number })
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
  return new Map(rows.map((r) => [r.shipmentItemId, r.number]));
}

/** Lines of a shipment picked for an alert, and how many of each. */
export interface ShipmentLinePick {
  shipmentItemId: number;
  quantity: string;
}

/**
 * A shipment's lines as an alert expects them: the shipment module answers them with its row
 * locked (its lines go on one alert at a time), lines already on an alert are left out (or, when
 * picked by name, refused), and lines of PO lines take the goods from their PO lines like every
 * other path (never more than is left to expect: an alert made from the PO may expect them
 * already). `picks`: the lines chosen and how many of each, never more than a line carries (its
 * weight and pieces in proportion); without them, every line not yet expected, all of it.
 */
export async function shipmentLines(
  deps: { poLines: Pick<PoLines, 'expect'>; shipments: ShipmentCarried },
  actor: Actor,
  input: { shipmentId: number; picks?: ShipmentLinePick[] },
  tx: Executor,
) {
  const { shipment, lines: all } = await deps.shipments.carried(actor, input.shipmentId, tx);
  const expectedOn = await alertsExpecting(
    tx,
    all.map((l) => l.shipmentItemId),
  );
  const carried = input.picks
    ? picked(all, expectedOn, input.picks)
    : all.filter((l) => !expectedOn.has(l.shipmentItemId));
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
      // A picked line that its PO line cannot cover is refused on its row.
      lines: carried.flatMap((c, n) =>
        c.poItemId === null
          ? []
          : [{ poItemId: c.poItemId, quantity: c.quantity, field: input.picks ? `items.${n}.quantity` : 'shipmentId' }],
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
 * The lines picked, each checked against the shipment (a line of another shipment, one picked
 * twice, one another alert expects, or more than it carries is refused on its row, `items.N`) and
 * taken at the quantity picked, its weight and pieces in proportion.
 */
function picked(all: CarriedLine[], expectedOn: Map<number, string>, picks: ShipmentLinePick[]): CarriedLine[] {
  const byId = new Map(all.map((l) => [l.shipmentItemId, l]));
  const seen = new Set<number>();
  return picks.map((pick, n) => {
    const line = byId.get(pick.shipmentItemId);
    if (!line || seen.has(pick.shipmentItemId)) {
      throw fieldError(
        `items.${n}.shipmentItemId`,
        line ? 'This line is picked twice.' : 'This line is not on the shipment.',
      );
    }
    seen.add(pick.shipmentItemId);
    const on = expectedOn.get(pick.shipmentItemId);
    if (on) throw fieldError(`items.${n}.shipmentItemId`, `${on} expects this line already.`);
    const want = Quantity.thousandths(pick.quantity);
    const has = Quantity.thousandths(line.quantity);
    if (want > has) {
      throw fieldError(
        `items.${n}.quantity`,
        `The shipment carries ${Quantity.plain(line.quantity)} ${line.unitOfMeasure}; expect no more.`,
      );
    }
    if (want === has) return line;
    const quantity = Quantity.fixed(want);
    return { ...line, quantity, ...Quantity.share(line, quantity) };
  });
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
  const [taken] = (await alertsExpecting(tx, fromShipments, ra.id)).values();
  if (taken) {
    throw fieldError('status', `${taken} expects this alert's shipment lines now; ${ra.number} stays cancelled.`);
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
