import {
  type BillingPeriod,
  createInvoiceBody,
  type InvoiceDetails,
  type InvoiceStatus,
  invoiceStatuses,
  invoiceStatusIds,
  updateInvoiceBody,
} from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { today } from '../../lib/dates';
import {
  changeable,
  chargesLockedReason,
  deletable,
  dueDateHint,
  exportable,
  forOptions,
  forValue,
  lockedReason,
  parseFor,
  periodOptions,
  statusMoves,
  toFormValues,
  withStatus,
} from './invoiceForm';

const ids = invoiceStatusIds;

const invoice = (over: Partial<InvoiceDetails> = {}): InvoiceDetails => ({
  id: 9,
  number: 'INV-40001',
  projectId: 3,
  projectNumber: 'P-26001',
  projectName: 'Lobby refit',
  containerModule: 'Shipment',
  containerId: 14,
  containerNumber: 'SH-1003',
  billToId: 21,
  billToName: 'Acme Corp',
  billToAddress: '1 Main St\nDallas, TX',
  invoiceDate: '2026-03-31',
  dueDate: '2026-04-30',
  billingPeriodId: 5,
  billingPeriodStart: '2026-03-01',
  billingPeriodEnd: '2026-03-31',
  statusId: ids.draft,
  status: 'Draft',
  reference: 'PO 7781',
  notes: '',
  exported: false,
  exportedAt: null,
  exportedBy: '',
  totals: { charges: 2, misc: 1, amount: '1250.00' },
  version: 4,
  createdAt: '2026-03-31T10:00:00.000Z',
  createdBy: 'admin',
  modifiedAt: '2026-03-31T10:00:00.000Z',
  modifiedBy: 'admin',
  ...over,
});

const at = (status: InvoiceStatus) => invoice({ status, statusId: invoiceStatuses.idOf(status) });

describe('the invoice form', () => {
  it('starts a new invoice as a draft dated today, for the project asked for, taking no charges yet', () => {
    const values = toFormValues(undefined, 3);
    expect(values).toMatchObject({ projectId: 3, invoiceDate: today(), dueDate: null, statusId: ids.draft });
    expect(values.chargeIds).toEqual([]);
    // The contract's create body takes it once charges are ticked.
    expect(createInvoiceBody.safeParse({ ...values, chargeIds: [4, 4, 5] }).success).toBe(true);
  });

  it('edits a saved invoice with its version, and moves its status with every other field as it was', () => {
    const i = invoice();
    expect(toFormValues(i)).not.toHaveProperty('chargeIds');
    const moved = withStatus(i, ids.approved);
    expect(moved).toMatchObject({
      id: 9,
      version: 4,
      statusId: ids.approved,
      containerModule: 'Shipment',
      reference: 'PO 7781',
    });
    expect(updateInvoiceBody.parse(moved).billingPeriodId).toBe(5);
  });
});

describe('what each status lets change', () => {
  it('a draft changes whole; approved and sent only their due date, reference and notes; paid and void nothing', () => {
    expect(changeable(ids.draft)).toBe('all');
    expect(changeable(ids.approved)).toBe('some');
    expect(changeable(ids.sent)).toBe('some');
    expect(changeable(ids.paid)).toBe('none');
    expect(changeable(ids.void)).toBe('none');
    expect(lockedReason(at('Draft'))).toBeUndefined();
    expect(lockedReason(at('Approved'))).toMatch(/only its due date, reference and notes.*back to draft/);
    expect(lockedReason(at('Sent'))).not.toMatch(/back to draft/);
    expect(lockedReason(at('Paid'))).toBe('This invoice is paid: it no longer changes.');
  });

  it('its charges change only while a draft; a draft or a void invoice may be deleted; approved to paid ones exported', () => {
    expect(chargesLockedReason(at('Draft'))).toBeUndefined();
    expect(chargesLockedReason(at('Approved'))).toMatch(/Move it back to draft/);
    expect(chargesLockedReason(at('Void'))).toBe('This invoice is void: its charges no longer change.');
    expect(['Draft', 'Approved', 'Sent', 'Paid', 'Void'].filter((s) => deletable(at(s as InvoiceStatus)))).toEqual([
      'Draft',
      'Void',
    ]);
    expect(['Draft', 'Approved', 'Sent', 'Paid', 'Void'].filter((s) => exportable(at(s as InvoiceStatus)))).toEqual([
      'Approved',
      'Sent',
      'Paid',
    ]);
  });

  it('offers the moves the server allows, asking first for those not easily undone', () => {
    const offered = (s: InvoiceStatus) => statusMoves(at(s)).map((m) => `${m.label}${m.confirm ? '?' : ''}`);
    expect(offered('Draft')).toEqual(['Approve', 'Void?']);
    expect(offered('Approved')).toEqual(['Mark sent?', 'Back to draft', 'Void?']);
    expect(offered('Sent')).toEqual(['Mark paid?', 'Void?']);
    expect(offered('Paid')).toEqual([]);
    expect(offered('Void')).toEqual([]);
    expect(statusMoves(at('Draft'))[1]?.confirm).toMatchObject({ danger: true, confirmLabel: 'Void invoice' });
  });
});

describe('the form’s choices', () => {
  it('"For" is the project or one of its shipments, one value for two fields', () => {
    expect(forValue('Project', null)).toBe('Project');
    expect(forValue('Shipment', 14)).toBe('Shipment:14');
    expect(parseFor('Shipment:14')).toEqual({ containerModule: 'Shipment', containerId: 14 });
    expect(parseFor('Project')).toEqual({ containerModule: 'Project', containerId: null });
    expect(parseFor('Shipment:x')).toEqual({ containerModule: 'Project', containerId: null });
    const options = forOptions([{ id: 15, number: 'SH-1004', label: 'SH-1004', projectId: 3 }], {
      id: 14,
      number: 'SH-1003',
    });
    expect(options.map((o) => o.label)).toEqual(['The project as a whole', 'Shipment SH-1003', 'Shipment SH-1004']);
  });

  it('lists the billing periods newest first, naming those no longer open', () => {
    const period = (id: number, startDate: string, status: BillingPeriod['status']): BillingPeriod => ({
      id,
      projectId: 3,
      startDate,
      endDate: startDate.replace(/-01$/, '-28'),
      status,
      billingHours: '0',
      hours: {},
    });
    expect(
      periodOptions([
        period(1, '2026-01-01', 'Invoiced'),
        period(2, '2026-02-01', 'Closed'),
        period(3, '2026-03-01', 'Open'),
      ]),
    ).toEqual([
      { value: 3, label: 'March 2026' },
      { value: 2, label: 'February 2026 · Closed' },
      { value: 1, label: 'January 2026 · Invoiced' },
    ]);
  });

  it('says what an empty due date becomes', () => {
    expect(dueDateHint('2026-03-31')).toBe('Left empty: 04-30-2026, 30 days after the invoice date');
  });
});
