import type { VendorBillException, VendorBillMatch, VendorBillTolerances } from '@freightdesk/contracts';
import { type Exact, exact, sumExact } from '../../platform/exact';

/** A bill's line as matching reads it, with the PO line it names (when it names one). */
export interface MatchLine {
  id: number | null;
  /** Its place on the bill, 1 on: how an exception names the line to the clerk. */
  place: number;
  quantity: string;
  unitPrice: string;
  po: {
    id: number;
    itemNumber: string;
    unitCost: string;
    received: string;
    /** What other bills of the PO line (not rejected) already bill of it. */
    billedElsewhere: string;
  } | null;
}

const plain = (x: Exact) => x.toPlain(4);
/** Money as a clerk reads it: cents always, a fourth decimal only when the price has one. */
const money = (x: Exact) => (x.round(2).compare(x) === 0 ? x.toFixed(2) : x.toPlain(4));
const percentOf = (part: Exact, whole: Exact) => part.mul(100).div(whole).round(2).toFixed(2);

/**
 * How a bill compares with its PO lines, as a three-way match does it (ERPNext's and Odoo's): each
 * PO-linked line's unit price against the PO line's (at most `pricePercent` above it), and what
 * the bills of that PO line come to against what was received of it (at most
 * `quantityOverReceived` beyond). A PO line with nothing received yet says so. Lines without a PO
 * line take no part: a bill with none is Not matched.
 */
export function matchBill(
  lines: MatchLine[],
  tolerances: VendorBillTolerances,
): { match: VendorBillMatch; exceptions: VendorBillException[] } {
  const linked = lines.filter((l) => l.po !== null);
  if (!linked.length) return { match: 'Not matched', exceptions: [] };
  const exceptions: VendorBillException[] = [];
  // Two lines of one bill may bill one PO line: what is received is compared with both together.
  const billedHere = new Map<number, Exact>();
  for (const l of linked) billedHere.set(l.po!.id, (billedHere.get(l.po!.id) ?? exact(0)).add(l.quantity));
  for (const l of linked) {
    const po = l.po!;
    const name = `Line ${l.place}${po.itemNumber ? ` (${po.itemNumber})` : ''}`;
    const cost = exact(po.unitCost);
    const price = exact(l.unitPrice);
    const over = price.sub(cost);
    if (over.sign() > 0) {
      const allowed = cost.mul(tolerances.pricePercent).div(100);
      if (cost.isZero() || over.compare(allowed) > 0) {
        exceptions.push({
          lineId: l.id,
          field: 'unitPrice',
          message: cost.isZero()
            ? `${name}: billed at ${money(price)} a unit; the PO line has no price.`
            : `${name}: billed at ${money(price)} a unit, ${money(over)} (${percentOf(over, cost)}%) over the PO's ${money(cost)}.`,
        });
      }
    }
    const received = exact(po.received);
    if (received.isZero()) {
      exceptions.push({ lineId: l.id, field: 'received', message: `${name}: nothing of it has been received yet.` });
      continue;
    }
    const billed = sumExact([billedHere.get(po.id) ?? exact(0), exact(po.billedElsewhere)]);
    const beyond = billed.sub(received);
    if (beyond.compare(tolerances.quantityOverReceived) > 0) {
      exceptions.push({
        lineId: l.id,
        field: 'quantity',
        message: `${name}: ${plain(billed)} billed of ${plain(received)} received, ${plain(beyond)} more than received.`,
      });
    }
  }
  return { match: exceptions.length ? 'Exception' : 'Match', exceptions };
}
