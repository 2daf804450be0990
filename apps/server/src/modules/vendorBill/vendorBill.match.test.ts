import { describe, expect, it } from 'vitest';
import { type MatchLine, matchBill } from './vendorBill.match';

const po = (over: Partial<NonNullable<MatchLine['po']>> = {}) => ({
  id: 7,
  itemNumber: 'CH-100',
  unitCost: '12.00',
  received: '10',
  billedElsewhere: '0',
  ...over,
});
const line = (over: Partial<MatchLine> = {}): MatchLine => ({
  id: 1,
  place: 1,
  quantity: '10',
  unitPrice: '12.00',
  po: po(),
  ...over,
});
const tolerances = { pricePercent: '2', quantityOverReceived: '0' };

describe('matching a vendor bill with its PO and what was received', () => {
  it('is a Match when price and quantity are those ordered and received', () => {
    expect(matchBill([line()], tolerances)).toEqual({ match: 'Match', exceptions: [] });
  });

  it('is Not matched when no line names a PO line (a freight bill, a project cost)', () => {
    expect(matchBill([line({ po: null })], tolerances)).toEqual({ match: 'Not matched', exceptions: [] });
  });

  it('takes a price up to the tolerance over the PO, and names the line and figure beyond it', () => {
    // 2% of 12.00 is 0.24: 12.24 is within, 12.25 is 0.25 over (2.08% of 12.00).
    expect(matchBill([line({ unitPrice: '12.24' })], tolerances).match).toBe('Match');
    expect(matchBill([line({ unitPrice: '12.25' })], tolerances)).toEqual({
      match: 'Exception',
      exceptions: [
        {
          lineId: 1,
          field: 'unitPrice',
          message: "Line 1 (CH-100): billed at 12.25 a unit, 0.25 (2.08%) over the PO's 12.00.",
        },
      ],
    });
    // Below the PO's price is never an exception.
    expect(matchBill([line({ unitPrice: '9.99' })], tolerances).match).toBe('Match');
  });

  it('compares what every bill of the PO line comes to with what was received', () => {
    // 10 received; this bill 6 and another bill 5 already: 11 billed, 1 beyond.
    const r = matchBill([line({ quantity: '6', po: po({ billedElsewhere: '5' }) })], tolerances);
    expect(r.exceptions).toEqual([
      { lineId: 1, field: 'quantity', message: 'Line 1 (CH-100): 11 billed of 10 received, 1 more than received.' },
    ]);
    // A tolerance of 1.5 units takes it.
    expect(
      matchBill([line({ quantity: '6', po: po({ billedElsewhere: '5' }) })], {
        ...tolerances,
        quantityOverReceived: '1.5',
      }).match,
    ).toBe('Match');
  });

  it('adds two lines of one bill that bill the same PO line', () => {
    const r = matchBill(
      [line({ id: 1, place: 1, quantity: '6' }), line({ id: 2, place: 2, quantity: '4.5' })],
      tolerances,
    );
    expect(r.match).toBe('Exception');
    expect(r.exceptions.map((e) => e.message)).toEqual([
      'Line 1 (CH-100): 10.5 billed of 10 received, 0.5 more than received.',
      'Line 2 (CH-100): 10.5 billed of 10 received, 0.5 more than received.',
    ]);
  });

  it('says when nothing of the PO line was received yet', () => {
    expect(matchBill([line({ po: po({ received: '0' }) })], tolerances).exceptions).toEqual([
      { lineId: 1, field: 'received', message: 'Line 1 (CH-100): nothing of it has been received yet.' },
    ]);
  });
});
