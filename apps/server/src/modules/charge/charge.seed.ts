import { chargeTypes } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { ChargeService } from './charge.service';

const typeId = (name: string) => chargeTypes.find((t) => t.name === name)!.id;
/** YYYY-MM-DD `days` before today (the demo's charges fall in this month's and last month's open periods). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo projects' charges, through the charge service: the project's own management hours,
 * the freight of each PO, and on each shipment a liftgate accessorial billed and the carrier's
 * bill recorded as a cost (which a client user does not see).
 */
export async function seedCharges({ charges }: { charges: ChargeService }, { admin, tx, made }: SeedContext) {
  const projects = made.project?.projects ?? [];
  const orders = made.purchaseOrder?.orders ?? [];
  const shipments = made.shipment?.shipments ?? [];
  const base = { description: '', unit: '' };
  for (const [i, project] of projects.slice(0, 8).entries()) {
    await charges.create(
      admin,
      {
        ...base,
        projectId: project.id,
        containerModule: 'Project',
        containerId: null,
        typeId: typeId('Project management'),
        description: 'Site coordination and scheduling',
        chargeDate: daysAgo(i % 4),
        quantity: String(4 + (i % 3) * 2),
        rate: '85.00',
      },
      tx,
    );
  }
  for (const [i, order] of orders.entries()) {
    await charges.create(
      admin,
      {
        ...base,
        projectId: order.projectId,
        containerModule: 'PO',
        containerId: order.id,
        typeId: typeId('Line haul'),
        description: `Vendor pickup to site, ${order.number}`,
        chargeDate: daysAgo(1 + (i % 5)),
        quantity: String(120 + i * 35),
        rate: '3.25',
      },
      tx,
    );
  }
  for (const [i, shipment] of shipments.entries()) {
    const on = { projectId: shipment.projectId, containerModule: 'Shipment' as const, containerId: shipment.id };
    await charges.create(
      admin,
      {
        ...base,
        ...on,
        typeId: typeId('Accessorial'),
        description: 'Liftgate delivery',
        chargeDate: daysAgo(i % 3),
        quantity: '1',
        rate: '95.00',
      },
      tx,
    );
    await charges.create(
      admin,
      {
        ...base,
        ...on,
        typeId: typeId('Carrier cost'),
        description: `Carrier invoice for ${shipment.number}`,
        chargeDate: daysAgo(i % 3),
        quantity: '1',
        rate: String(310 + i * 45),
      },
      tx,
    );
  }
}
