import {
  createVendorBillBody,
  type PoItem,
  updateVendorBillBody,
  type VendorBillDetails,
  vendorBillStatuses,
} from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { today } from '../../lib/dates';
import {
  amountOf,
  exceptionsByLine,
  linesFromPo,
  lockedReason,
  movesOf,
  newLine,
  toFormValues,
  totalOf,
  withMarkup,
} from './vendorBillForm';

const poItem = (over: Partial<PoItem>): PoItem => ({
  id: 1,
  purchaseOrderId: 9,
  itemNumber: 'CH-100',
  description: 'Task chair',
  categoryId: null,
  category: null,
  unitOfMeasure: 'Each',
  quantity: '10.000',
  unitCost: '125.50',
  amount: '1255.00',
  weight: '0',
  pieces: 0,
  quantityShipped: '10.000',
  quantityReceived: '0.000',
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'admin',
  modifiedAt: '2026-11-01T00:00:00.000Z',
  modifiedBy: 'admin',
  ...over,
});

const bill = (over: Partial<VendorBillDetails> = {}): VendorBillDetails => ({
  id: 7,
  number: 'VB-1007',
  projectId: 3,
  projectNumber: 'P-1003',
  vendorId: 5,
  vendorName: 'Harbor Supply',
  billNumber: 'A-100',
  billDate: '2026-11-20',
  dueDate: '2027-01-04',
  purchaseOrderId: 9,
  purchaseOrderNumber: 'PO-1009',
  shipmentId: null,
  shipmentNumber: null,
  markupPercent: null,
  notes: '',
  statusId: 1,
  status: 'Pending',
  match: 'Exception',
  exceptions: [
    { lineId: 71, field: 'quantity', message: 'Line 1 (CH-100): 10 billed of 6 received, 4 more than received.' },
    { lineId: 71, field: 'unitPrice', message: 'Line 1 (CH-100): billed at 128.10 a unit.' },
  ],
  amount: '1281.00',
  rejectReason: '',
  approvalNote: '',
  approvedAt: null,
  approvedBy: null,
  exported: false,
  exportedAt: null,
  costChargeId: null,
  billableChargeId: null,
  lines: [
    {
      id: 71,
      poItemId: 1,
      poItemNumber: 'CH-100',
      category: 'Goods',
      description: 'Task chair',
      quantity: '10.000',
      unitPrice: '128.10',
      amount: '1281.00',
      poUnitCost: '125.50',
      poQuantity: '10.000',
      poReceived: '6.000',
    },
  ],
  version: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'admin',
  modifiedAt: '2026-11-20T10:00:00.000Z',
  modifiedBy: 'admin',
  ...over,
});

describe('amounts and totals, exactly', () => {
  it('works a line out as the server does: quantity × price, half away from zero to the cent', () => {
    expect(amountOf({ quantity: '2', unitPrice: '899.995' })).toBe('1799.99');
    expect(amountOf({ quantity: '3', unitPrice: '0.105' })).toBe('0.32');
    expect(amountOf({ quantity: '10', unitPrice: '125.50' })).toBe('1255.00');
    expect(amountOf({ quantity: 'x', unitPrice: '1' })).toBe('');
  });

  it('adds lines without floating point: 0.1 + 0.2 is 0.3', () => {
    expect(
      totalOf([
        { quantity: '1', unitPrice: '0.1' },
        { quantity: '1', unitPrice: '0.2' },
      ]),
    ).toBe('0.3');
    expect(
      totalOf([
        { quantity: '10', unitPrice: '125.50' },
        { quantity: '2', unitPrice: '899.995' },
      ]),
    ).toBe('3054.99');
  });

  it('passes a freight bill through with its markup, to the cent', () => {
    expect(withMarkup('1351.60', '15')).toBe('1554.34');
    expect(withMarkup('100.00', '7.5')).toBe('107.50');
    expect(withMarkup('33.33', '12.25')).toBe('37.41');
    expect(withMarkup('100.00', '0')).toBe('100.00');
    expect(withMarkup('100.00', null)).toBeNull();
    expect(withMarkup('100.00', '1.234')).toBeNull();
  });
});

describe('a bill from its PO', () => {
  it('takes the lines received, at their prices, for what was received', () => {
    const lines = linesFromPo([
      poItem({ id: 1, quantityReceived: '6.000' }),
      poItem({ id: 2, itemNumber: 'TB-200', description: 'Table', unitCost: '899.995', quantityReceived: '0.000' }),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      poItemId: 1,
      category: 'Goods',
      description: 'Task chair',
      quantity: '6',
      unitPrice: '125.50',
      amount: '753.00',
    });
  });

  it('takes every line for what was ordered when nothing was received yet', () => {
    const lines = linesFromPo([poItem({ id: 1 }), poItem({ id: 2, quantity: '2.500' })]);
    expect(lines.map((l) => [l.poItemId, l.quantity])).toEqual([
      [1, '10'],
      [2, '2.5'],
    ]);
  });
});

describe('the form and the bodies', () => {
  it('sends a new bill the create body takes: keys and amounts left out, an empty due date null', () => {
    const values = toFormValues(undefined, { projectId: 3, vendorId: 5, purchaseOrderId: 9 });
    expect(values.billDate).toBe(today());
    const line = { ...newLine(), description: 'Chairs', quantity: '2', unitPrice: '10' };
    const parsed = createVendorBillBody.parse({ ...values, billNumber: ' A-1 ', lines: [line] });
    expect(parsed).toMatchObject({ projectId: 3, vendorId: 5, billNumber: 'A-1', dueDate: null, markupPercent: null });
    expect(parsed.lines).toEqual([
      { poItemId: null, category: 'Goods', description: 'Chairs', quantity: '2', unitPrice: '10' },
    ]);
  });

  it('sends a saved bill back with its version and its lines’ ids', () => {
    const values = toFormValues(bill());
    expect(values.lines[0]).toMatchObject({ key: '71', id: 71, amount: '1281.00' });
    const parsed = updateVendorBillBody.parse(values);
    expect(parsed).toMatchObject({ id: 7, version: 3, purchaseOrderId: 9 });
    expect(parsed.lines[0]).toEqual({
      id: 71,
      poItemId: 1,
      category: 'Goods',
      description: 'Task chair',
      quantity: '10.000',
      unitPrice: '128.10',
    });
  });

  it('refuses a markup on a bill that is not a shipment’s, as the server does', () => {
    const values = toFormValues(undefined, { projectId: 3, vendorId: 5 });
    const result = createVendorBillBody.safeParse({
      ...values,
      billNumber: 'X',
      markupPercent: '10',
      lines: [{ ...newLine(), description: 'x', unitPrice: '1' }],
    });
    expect(result.success).toBe(false);
  });

  it('starts a carrier’s lines as freight', () => {
    expect(newLine('Freight').category).toBe('Freight');
  });
});

describe('the queue', () => {
  it('offers the moves the server allows from each status', () => {
    const books = { booksTakeBills: false };
    expect(vendorBillStatuses.values.map((status) => [status, movesOf({ status }, books)])).toEqual([
      ['Pending', ['approve', 'reject']],
      ['Approved', ['export']],
      ['Rejected', ['pending']],
      ['Exported', []],
    ]);
  });

  it('offers no "Mark exported" while QuickBooks Online takes approved bills itself', () => {
    expect(movesOf({ status: 'Approved' }, { booksTakeBills: true })).toEqual([]);
    expect(movesOf({ status: 'Pending' }, { booksTakeBills: true })).toEqual(['approve', 'reject']);
  });

  it('says why an approved or exported bill no longer changes', () => {
    expect(lockedReason(bill())).toBeUndefined();
    expect(lockedReason(bill({ status: 'Rejected' }))).toBeUndefined();
    expect(lockedReason(bill({ status: 'Approved' }))).toMatch(/approved/);
    expect(lockedReason(bill({ status: 'Exported' }))).toMatch(/exported/);
  });

  it('puts each exception under its line', () => {
    const byLine = exceptionsByLine(bill().exceptions);
    expect(byLine.get('71')).toHaveLength(2);
  });
});
