import { poStatusIds, type unitsOfMeasure } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { PoItemService } from './poItem.service';
import type { PurchaseOrderService } from './purchaseOrder.service';

/**
 * What became of a demo order's goods, for the shipping and receiving demo data: nothing yet, on a
 * shipment in transit, delivered and received with its first line short, or received in full.
 */
export type Goods = 'none' | 'inTransit' | 'receivedShort' | 'received';

/** A demo PO line: what a shipment carries of it. */
export interface SeededPoLine {
  id: number;
  quantity: string;
}

/** A demo purchase order, with its lines and what became of its goods. */
export interface SeededOrder {
  id: number;
  number: string;
  projectId: number;
  vendorId: number;
  /** Where its goods are delivered: the project's job site. */
  jobSiteId: number;
  orderDate: string | null;
  goods: Goods;
  lines: SeededPoLine[];
}

export interface PurchaseOrderSeed {
  orders: SeededOrder[];
}

declare module '../../platform/module' {
  interface SeededData {
    purchaseOrder: PurchaseOrderSeed;
  }
}

type Unit = (typeof unitsOfMeasure)[number];
/** What the demo POs order: [item #, description, category id, unit, unit cost, weight per unit (lbs), pieces per unit]. */
const catalogue: [string, string, number, Unit, string, number, number][] = [
  ['KG-101', 'King bed headboard, upholstered', 1, 'Each', '412.00', 68, 1],
  ['NS-220', 'Nightstand, two drawer, walnut', 1, 'Each', '236.50', 42, 1],
  ['DS-310', 'Writing desk with power module', 1, 'Each', '518.75', 95, 2],
  ['LC-405', 'Lounge chair, performance fabric', 1, 'Each', '389.00', 38, 1],
  ['FL-512', 'Floor lamp, brushed brass', 4, 'Each', '146.20', 14, 1],
  ['WS-618', 'Wall sconce, frosted glass', 4, 'Box', '88.40', 6, 1],
  ['CP-730', 'Broadloom carpet, corridor pattern', 6, 'Square foot', '4.85', 0.45, 0],
  ['DR-802', 'Blackout drapery panel, 96 in', 2, 'Pair', '124.00', 9, 2],
  ['MW-915', 'Reception desk millwork section', 5, 'Crate', '2140.00', 610, 3],
  ['AR-044', 'Framed art print, 30 x 40', 7, 'Each', '96.00', 11, 1],
  ['MR-150', 'Vanity mirror, LED backlit', 2, 'Carton', '268.30', 31, 1],
  ['TV-650', 'Guestroom television, 55 in', 8, 'Carton', '472.00', 44, 1],
];

const { open, ordered, closed, cancelled } = poStatusIds;
/**
 * Fourteen orders over the first eight demo projects: [project, vendor, status set by a person,
 * order date and follow-up date (days from today), catalogue lines, what became of the goods].
 * Shipped, Partially Received and Received follow from the goods, through shipping and receiving.
 */
const orders: [number, number, number, number | null, number | null, number[], Goods][] = [
  [0, 0, ordered, -54, -5, [0, 1, 2], 'none'],
  [0, 1, ordered, -68, 3, [4, 5], 'inTransit'],
  [0, 3, ordered, -85, 7, [7, 10], 'receivedShort'],
  [0, 4, ordered, -105, null, [8], 'received'],
  [1, 2, open, null, 15, [6], 'none'],
  [1, 5, ordered, -36, -2, [3, 9], 'none'],
  [1, 10, closed, -173, null, [11], 'none'],
  [2, 6, ordered, -23, 51, [4, 5, 10], 'none'],
  [3, 8, ordered, -61, 5, [0, 1], 'receivedShort'],
  [3, 11, cancelled, -55, null, [10], 'none'],
  [4, 7, ordered, -134, null, [9], 'received'],
  [5, 0, ordered, -47, 9, [2, 3], 'inTransit'],
  [6, 9, ordered, -14, 23, [7, 11], 'none'],
  [7, 4, open, null, null, [8, 6], 'none'],
];

/** YYYY-MM-DD `days` from `today`. */
const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fourteen purchase orders in every status a person sets, with their items, through the PO
 * service: its numbers, totals, history and follow-up reminders (due for the admin, who made
 * them, where the date has passed) are the service's own.
 */
export async function seedPurchaseOrders(
  { purchaseOrders, poItems }: { purchaseOrders: PurchaseOrderService; poItems: PoItemService },
  { admin, tx, made }: SeedContext,
) {
  const companies = made.client;
  const projects = made.project?.projects;
  if (!companies || !projects) throw new Error('The POs’ demo data needs the address book’s and the projects’.');
  const today = new Date();
  const seeded: SeededOrder[] = [];
  for (const [n, [p, v, statusId, ordered, followUp, items, goods]] of orders.entries()) {
    const project = projects[p]!;
    const orderDate = ordered === null ? null : dayFrom(today, ordered);
    const po = await purchaseOrders.create(
      admin,
      {
        number: '',
        projectId: project.id,
        vendorId: companies.vendors[v]!.id,
        statusId,
        orderDate,
        followUpDate: followUp === null ? null : dayFrom(today, followUp),
        vendorReference: orderDate ? `SO-${48200 + n * 37}` : '',
        notes:
          statusId === closed
            ? 'Delivered to the job site by the vendor; nothing came through the warehouse.'
            : n % 3 === 0
              ? 'Deliver to the warehouse dock; call 24 hours ahead.'
              : '',
        items: items.map((c, k) => {
          const [itemNumber, description, categoryId, unitOfMeasure, unitCost, weight, pieces] = catalogue[c]!;
          const quantity = unitOfMeasure === 'Square foot' ? 2400 : [24, 48, 12, 36, 60][(n + k) % 5]!;
          return {
            itemNumber,
            description,
            categoryId,
            unitOfMeasure,
            quantity: String(quantity),
            unitCost,
            weight: (Math.round(quantity * weight * 100) / 100).toFixed(2),
            pieces: quantity * pieces,
          };
        }),
      },
      tx,
    );
    const lines = await poItems.ofPo(admin, po.id, tx);
    seeded.push({
      id: po.id,
      number: po.number,
      projectId: project.id,
      vendorId: companies.vendors[v]!.id,
      jobSiteId: project.jobSiteId,
      orderDate,
      goods,
      lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    });
  }
  made.purchaseOrder = { orders: seeded };
}
