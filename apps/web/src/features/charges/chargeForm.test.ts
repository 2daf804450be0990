import {
  type Charge,
  type CommonRecords,
  chargeTypes,
  createChargeBody,
  updateChargeBody,
} from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { today } from '../../lib/dates';
import {
  amountText,
  containerLabel,
  parseTarget,
  targetOptions,
  targetValue,
  toValues,
  typeOptions,
} from './chargeForm';

const charge = (over: Partial<Charge> = {}): Charge => ({
  id: 7,
  projectId: 3,
  projectNumber: 'P-26001',
  containerModule: 'PO',
  containerId: 12,
  containerNumber: 'PO-1001',
  categoryId: 1,
  category: 'Freight',
  typeId: 1,
  type: 'Line haul',
  description: 'Dallas to Austin',
  chargeDate: '2026-03-04',
  quantity: '4.000',
  unit: 'Mile',
  rate: '2.5000',
  amount: '10.00',
  status: 'Open',
  invoiceId: null,
  warehouse: false,
  state: 'Confirmed',
  adjustment: false,
  correctsChargeId: null,
  billingPeriodId: null,
  breakdown: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  createdBy: 'admin',
  modifiedAt: '2026-03-04T10:00:00.000Z',
  modifiedBy: null,
  version: 2,
  ...over,
});

const records: CommonRecords = {
  projects: [],
  purchaseOrders: [{ id: 12, number: 'PO-1001', label: 'PO-1001 · Acme', projectId: 3 }],
  shipments: [{ id: 5, number: 'SH-1', label: 'SH-1 · Fast Freight', projectId: 3 }],
  receivingAlerts: [],
  pickTickets: [{ id: 9, number: 'PT-30001', label: 'PT-30001 · Open', projectId: 3 }],
  invoices: [],
};

describe('the charge form', () => {
  it('starts a project’s new charge on the project itself, dated today, and the schema refuses it until typed', () => {
    const values = toValues({ module: 'Project', projectId: 3 }, null);
    expect(values).toMatchObject({ projectId: 3, containerModule: 'Project', containerId: null, chargeDate: today() });
    const parsed = createChargeBody.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['rate', 'typeId']);
  });

  it('starts a record’s new charge on that record, and sends what the contract takes', () => {
    const values = toValues({ module: 'Shipment', id: 5, number: 'SH-1', projectId: 3 }, null);
    expect(values).toMatchObject({ containerModule: 'Shipment', containerId: 5 });
    const body = createChargeBody.parse({ ...values, typeId: 1, rate: '2.5' });
    expect(body).toMatchObject({ containerModule: 'Shipment', containerId: 5, quantity: '1', unit: '' });
  });

  it('edits a charge as saved, with its version, the quantity as typed', () => {
    const values = toValues({ module: 'Project', projectId: 3 }, charge());
    expect(values).toMatchObject({ id: 7, version: 2, containerModule: 'PO', containerId: 12, quantity: '4' });
    expect(updateChargeBody.safeParse(values).success).toBe(true);
  });

  it('reads the "For" choice back as the body’s two fields', () => {
    expect(parseTarget(targetValue('Project', null))).toEqual({ containerModule: 'Project', containerId: null });
    expect(parseTarget(targetValue('RA', 44))).toEqual({ containerModule: 'RA', containerId: 44 });
    expect(parseTarget('Invoice:3')).toBeNull();
    expect(parseTarget('PO:x')).toBeNull();
    expect(parseTarget(null)).toBeNull();
  });

  it('offers the project, then its records by kind, keeping the record a charge is on', () => {
    const options = targetOptions(records, { module: 'RA', id: 21, number: 'RA-2001' });
    expect(options).toEqual([
      { value: 'Project', label: 'The project itself' },
      { group: 'Purchase orders', items: [{ value: 'PO:12', label: 'PO-1001 · Acme' }] },
      { group: 'Shipments', items: [{ value: 'Shipment:5', label: 'SH-1 · Fast Freight' }] },
      { group: 'Receiving alerts', items: [{ value: 'RA:21', label: 'RA-2001' }] },
      { group: 'Pick tickets', items: [{ value: 'PickTicket:9', label: 'PT-30001 · Open' }] },
    ]);
    expect(targetOptions(undefined)).toEqual([{ value: 'Project', label: 'The project itself' }]);
  });

  it('groups the types by category in the categories’ order, costs apart', () => {
    const groups = typeOptions(chargeTypes);
    expect(groups.map((g) => g.group)).toEqual(['Freight', 'Services', 'Warehouse', 'Other', 'Cost (not billed)']);
    expect(groups[0]?.items[0]).toEqual({ value: 1, label: 'Line haul' });
    // A client's list has no costs: the group is left out.
    expect(typeOptions(chargeTypes.filter((t) => t.isClient)).map((g) => g.group)).not.toContain('Cost (not billed)');
  });

  it('shows the amount the server works out: quantity × rate, to the cent', () => {
    expect(amountText('3', '19.995')).toBe('59.99');
    expect(amountText('1250', '1000.5')).toBe('1,250,625.00');
    expect(amountText('2.5', '')).toBe('—');
    expect(amountText('abc', '2')).toBe('—');
  });

  it('names a record the way its screen does', () => {
    expect(containerLabel('PO', 'PO-1001')).toBe('Purchase order PO-1001');
    expect(containerLabel('Project', null)).toBe('Project');
  });
});
