import { chargeTypes } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { ChargeService } from './charge.service';
import type { WarehouseBilling } from './charge.warehouse';

/** The billable (not cost) charges the demo made, by project: what the demo invoices bill. */
export interface ChargeSeed {
  billable: Record<number, number[]>;
}

declare module '../../platform/module' {
  interface SeededData {
    charge: ChargeSeed;
  }
}

const typeId = (name: string) => chargeTypes.find((t) => t.name === name)!.id;
/** YYYY-MM-DD `days` before today (the demo's charges fall in this month's and last month's open periods). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo projects' charges, through the charge service: the project's own management hours,
 * the freight of each PO, and on each shipment a liftgate accessorial billed and the carrier's
 * bill recorded as a cost (which a client user does not see); then the warehouse's billing run of
 * the current month.
 */
export async function seedCharges(
  { charges, warehouse }: { charges: ChargeService; warehouse: WarehouseBilling },
  { admin, tx, made: seeded }: SeedContext,
) {
  const projects = seeded.project?.projects ?? [];
  const orders = seeded.purchaseOrder?.orders ?? [];
  const shipments = seeded.shipment?.shipments ?? [];
  const base = { description: '', unit: '' };
  const billable: Record<number, number[]> = {};
  const keep = (c: { id: number; projectId: number; category: string }) => {
    if (c.category === 'Cost') return;
    billable[c.projectId] = [...(billable[c.projectId] ?? []), c.id];
  };
  for (const [i, project] of projects.slice(0, 8).entries()) {
    const entered = await charges.create(
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
    keep(entered);
  }
  for (const [i, order] of orders.entries()) {
    const entered = await charges.create(
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
    keep(entered);
  }
  for (const [i, shipment] of shipments.entries()) {
    const on = { projectId: shipment.projectId, containerModule: 'Shipment' as const, containerId: shipment.id };
    const lift = await charges.create(
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
    keep(lift);
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
  // The warehouse billing of the projects billed from the master rates: last month's run reviewed
  // and confirmed (the client sees it), the current month's left as drafts for the clerk to review
  // (storage of what their inventories hold, handling of what came in; labour waits for the hours).
  for (const project of projects.slice(0, 8)) {
    const periods = await warehouse.periodsOf(admin, project.id, tx);
    const [last, current] = [periods.at(-2), periods.at(-1)];
    if (last?.status === 'Open') {
      const run = await warehouse.run(admin, { projectId: project.id, billingPeriodId: last.id }, tx);
      if (run.charges.length) await warehouse.confirm(admin, { projectId: project.id, billingPeriodId: last.id }, tx);
    }
    if (current?.status === 'Open') {
      await warehouse.run(admin, { projectId: project.id, billingPeriodId: current.id }, tx);
    }
  }
  seeded.charge = { billable };
}
