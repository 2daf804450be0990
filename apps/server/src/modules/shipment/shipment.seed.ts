import { shipmentStatusIds } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { ShipmentService } from './shipment.service';

/** A demo shipment: what the receiving demo data expects, and whether the dock received it with a line short. */
export interface SeededShipment {
  id: number;
  number: string;
  projectId: number;
  delivered: boolean;
  /** The delivery came with its first line short (the rest in full). */
  short: boolean;
  deliveredDate: string | null;
}

export interface ShipmentSeed {
  shipments: SeededShipment[];
}

declare module '../../platform/module' {
  interface SeededData {
    shipment: ShipmentSeed;
  }
}

/** YYYY-MM-DD `days` from `today`. */
const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The shipments that carried the demo POs' goods, through the shipment service: booked from the
 * vendor to the job site with every line of the PO (the PO lines' shipped quantities and the PO's
 * status are the PO module's), then on their way, or delivered a fortnight ago.
 */
export async function seedShipments({ shipments }: { shipments: ShipmentService }, { admin, tx, made }: SeedContext) {
  const carriers = made.client?.carriers;
  const orders = made.purchaseOrder?.orders;
  if (!carriers || !orders) throw new Error('The shipments’ demo data needs the address book’s and the POs’.');
  const today = new Date();
  const seeded: SeededShipment[] = [];
  for (const [n, order] of orders.entries()) {
    if (order.goods === 'none') continue;
    const delivered = order.goods !== 'inTransit';
    const heading = {
      number: '',
      projectId: order.projectId,
      carrierId: carriers[n % carriers.length]!.id,
      methodId: (n % 3) + 1,
      statusId: shipmentStatusIds.booked,
      shipperId: order.vendorId,
      consigneeId: order.jobSiteId,
      shipDate: order.orderDate,
      expectedDate: dayFrom(today, delivered ? -15 : 2),
      deliveredDate: null,
      trackingNumber: `PRO ${731000 + n * 113}`,
      notes: '',
    };
    const booked = await shipments.create(admin, heading, tx);
    await shipments.addPoItems(
      admin,
      { shipmentId: booked.id, items: order.lines.map((l) => ({ poItemId: l.id, quantity: l.quantity })) },
      tx,
    );
    const deliveredDate = delivered ? dayFrom(today, -15) : null;
    const moved = await shipments.update(
      admin,
      {
        ...heading,
        id: booked.id,
        version: booked.version,
        number: booked.number,
        statusId: delivered ? shipmentStatusIds.delivered : shipmentStatusIds.inTransit,
        deliveredDate,
      },
      tx,
    );
    seeded.push({
      id: moved.id,
      number: moved.number,
      projectId: moved.projectId,
      delivered,
      short: order.goods === 'receivedShort',
      deliveredDate,
    });
  }
  made.shipment = { shipments: seeded };
}
