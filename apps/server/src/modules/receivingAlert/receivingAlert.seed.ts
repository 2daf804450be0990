import type { SeedContext } from '../../platform/module';
import type { RaService } from './receivingAlert.service';

/** The line of a demo alert that arrived short: where the dock's photo of it goes. */
export interface SeededShortLine {
  receivingAlertId: number;
  lineId: number;
  projectId: number;
}

export interface ReceivingAlertSeed {
  shortLine: SeededShortLine | null;
}

declare module '../../platform/module' {
  interface SeededData {
    receivingAlert: ReceivingAlertSeed;
  }
}

/** Where the dock puts each line of a delivery, in turn: locations of the demo warehouse (location.seed.ts). */
const locations = ['A-01-01-1', 'A-01-02-1', 'B-01-01-1', 'CAGE'];
/** How many of its first line's units a short delivery lacked. */
const SHORT_BY = 4;

/** How long before finishing each delivered shipment's truck checked in, in turn. */
const ARRIVED_HOURS_AGO = [3.5, 26, 7.25, 49];
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** YYYY-MM-DD `days` from `today`. */
const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A receiving alert for each demo shipment, through the receiving service: those on their way
 * expected; the delivered ones received line by line (the first line of a short delivery short,
 * back-ordered) and finished, so their goods are put away into the project's inventory, the PO
 * lines take what arrived and the project manager and the alert's maker hear of the shortage, all
 * by the services' own rules. Then the client user announces a delivery for the first project.
 */
export async function seedReceivingAlerts(
  { receivingAlerts }: { receivingAlerts: RaService },
  { admin, tx, made }: SeedContext,
) {
  const shipments = made.shipment?.shipments;
  const projects = made.project?.projects;
  const clientUser = made.user?.clientUser;
  if (!shipments || !projects || !clientUser) {
    throw new Error('The receiving alerts’ demo data needs the shipments’, the projects’ and the users’.');
  }
  let shortLine: SeededShortLine | null = null;
  for (const [n, shipment] of shipments.entries()) {
    const ra = await receivingAlerts.fromShipment(admin, { shipmentId: shipment.id, receivingAlertId: null }, tx);
    if (!shipment.delivered) continue;
    // The truck checked in some hours before the goods went onto the shelves: dock-to-stock times.
    await receivingAlerts.arrive(admin, { id: ra.id, arrivedAt: hoursAgo(ARRIVED_HOURS_AGO[n % 4]!) }, tx);
    const lines = await receivingAlerts.lines(admin, ra.id, tx);
    for (const [k, line] of lines.entries()) {
      const short = shipment.short && k === 0;
      await receivingAlerts.updateLine(
        admin,
        {
          id: line.id,
          version: line.version,
          quantityReceived: short ? String(Number(line.quantityExpected) - SHORT_BY) : line.quantityExpected,
          receivedDate: shipment.deliveredDate,
          reason: short ? 'Back-ordered' : '',
          location: locations[k % locations.length]!,
        },
        tx,
      );
      if (short && !shortLine) shortLine = { receivingAlertId: ra.id, lineId: line.id, projectId: ra.projectId };
    }
    await receivingAlerts.finish(admin, ra.id, tx);
  }
  // An advance notice: the client announces owner-supplied goods for their first project.
  const [first] = projects.filter((p) => p.customerId === clientUser.clientId);
  if (first) {
    await receivingAlerts.create(
      clientUser,
      {
        number: '',
        projectId: first.id,
        purchaseOrderId: null,
        shipmentId: null,
        carrierId: null,
        expectedDate: dayFrom(new Date(), 8),
        reference: 'Owner-supplied artwork, two crates',
        notes: '',
        items: [
          {
            itemNumber: 'ART-01',
            description: 'Lobby painting, crated',
            unitOfMeasure: 'Crate',
            quantityExpected: '1',
            weight: '140',
            pieces: 1,
          },
          {
            itemNumber: 'ART-02',
            description: 'Sculpture base, crated',
            unitOfMeasure: 'Crate',
            quantityExpected: '1',
            weight: '310',
            pieces: 1,
          },
        ],
      },
      tx,
    );
  }
  made.receivingAlert = { shortLine };
}
