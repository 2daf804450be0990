import { type CreateVendorBillBody, vendorBillStatuses } from '@freightdesk/contracts';
import { exact } from '../../platform/exact';
import type { SeedContext } from '../../platform/module';
import { poLinesOf } from './vendorBill.read';
import type { VendorBillService } from './vendorBill.service';

/** YYYY-MM-DD `days` before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const status = (name: 'Approved' | 'Rejected' | 'Exported') => vendorBillStatuses.idOf(name);
type Body = Parameters<VendorBillService['create']>[1];

/**
 * The demo vendor bills, through the vendor bill service, so the queue shows each case on first
 * start: a vendor's invoice that matches its PO (approved), one billed over the PO's price (an
 * exception waiting), one of goods not received yet, a carrier's freight bill passed through with a
 * 15% markup (waiting), one approved and exported (its cost and pass-through on the shipment), and
 * a duplicate the clerk rejected.
 */
export async function seedVendorBills({ vendorBills }: { vendorBills: VendorBillService }, ctx: SeedContext) {
  const { admin, tx, made } = ctx;
  const orders = made.purchaseOrder?.orders ?? [];
  const carriers = made.client?.carriers ?? [];
  const delivered = (made.shipment?.shipments ?? []).filter((s) => s.delivered);
  const create = (body: Omit<CreateVendorBillBody, 'dueDate' | 'notes'> & { notes?: string }) =>
    vendorBills.create(admin, { dueDate: null, notes: '', ...body } as Body, tx);
  const move = (ids: number[], statusId: number, extra: { reason?: string; note?: string } = {}) =>
    vendorBills.setStatus(admin, { ids, statusId, reason: extra.reason ?? '', note: extra.note ?? '' }, tx);

  let n = 0;
  const used = new Set<number>();
  /** A bill of the first unused PO whose goods are as said: at the price given, of what was received or ordered. */
  const ofOrder = async (goods: string, price: (cost: string, i: number) => string, billed: 'received' | 'ordered') => {
    const order = orders.find((o) => o.goods === goods && !used.has(o.id));
    if (!order) return null;
    used.add(order.id);
    const lines = await poLinesOf(tx, order.id);
    n += 1;
    return create({
      projectId: order.projectId,
      vendorId: order.vendorId,
      billNumber: `INV-${70410 + n * 7}`,
      billDate: daysAgo(12 - n),
      purchaseOrderId: order.id,
      lines: lines
        .filter((l) => billed === 'ordered' || exact(l.received).sign() > 0)
        .map((l, i) => ({
          poItemId: l.id,
          category: 'Goods' as const,
          description: l.description,
          quantity: billed === 'ordered' ? l.quantity : l.received,
          unitPrice: price(l.unitCost, i),
        })),
    });
  };
  const matching = await ofOrder('received', (cost) => cost, 'received');
  if (matching) await move([matching.id], status('Approved'));
  // Its first line billed 5% over the PO's price: an exception waiting for the clerk.
  await ofOrder('received', (cost, i) => (i === 0 ? exact(cost).mul('1.05').round(2).toFixed(2) : cost), 'received');
  // The vendor billed goods still on the road: an exception until they are received.
  await ofOrder('inTransit', (cost) => cost, 'ordered');

  for (const [i, shipment] of delivered.slice(0, 2).entries()) {
    const carrier = carriers[i % Math.max(carriers.length, 1)];
    if (!carrier) break;
    const bill = await create({
      projectId: shipment.projectId,
      vendorId: carrier.id,
      billNumber: `PRO-${558120 + i * 31}`,
      billDate: daysAgo(6 - i),
      shipmentId: shipment.id,
      markupPercent: '15',
      notes: `Freight bill for ${shipment.number}`,
      lines: [
        {
          category: 'Freight',
          description: `Line haul, ${shipment.number}`,
          quantity: '1',
          unitPrice: i ? '685.00' : '1240.00',
        },
        { category: 'Freight', description: 'Fuel surcharge', quantity: '1', unitPrice: i ? '61.65' : '111.60' },
      ],
    });
    if (i === 1) {
      await move([bill.id], status('Approved'));
      // As the books mark what they have (a person may not while QuickBooks Online is connected).
      await vendorBills.markExported(admin, [bill.id], tx);
    }
  }

  const rejectedOf = orders.find((o) => !used.has(o.id) && o.goods !== 'none');
  if (rejectedOf) {
    const lines = await poLinesOf(tx, rejectedOf.id);
    const line = lines[0];
    if (line) {
      const bill = await create({
        projectId: rejectedOf.projectId,
        vendorId: rejectedOf.vendorId,
        billNumber: `INV-${70410 + 99}`,
        billDate: daysAgo(20),
        purchaseOrderId: rejectedOf.id,
        lines: [
          {
            poItemId: line.id,
            category: 'Goods',
            description: line.description,
            quantity: line.quantity,
            unitPrice: line.unitCost,
          },
        ],
      });
      await move([bill.id], status('Rejected'), {
        reason: 'Sent twice: the vendor’s statement lists it under INV-70417.',
      });
    }
  }
}
