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
  termsDays: 30,
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
  totals: { charges: 2, misc: 1, amount: '1250.00', credited: '0.00', paid: '0.00', balance: '1250.00' },
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
  it('a draft changes whole; billed ones only their due date, reference and notes; paid, void and exported nothing', () => {
    expect(changeable(at('Draft'))).toBe('all');
    expect(changeable(at('Approved'))).toBe('some');
    expect(changeable(at('Sent'))).toBe('some');
    expect(changeable(at('Partly paid'))).toBe('some');
    expect(changeable(at('Paid'))).toBe('none');
    expect(changeable(at('Void'))).toBe('none');
    expect(changeable({ ...at('Sent'), exported: true })).toBe('none');
    expect(lockedReason(at('Draft'))).toBeUndefined();
    expect(lockedReason(at('Approved'))).toMatch(/frozen since its approval.*credit note/);
    expect(lockedReason({ ...at('Approved'), exported: true })).toMatch(/exported to the accounting system/);
    expect(lockedReason(at('Paid'))).toBe('This invoice is paid: it no longer changes.');
  });

  it('its charges change only while a draft; only a draft is deleted; billed ones are exported', () => {
    expect(chargesLockedReason(at('Draft'))).toBeUndefined();
    expect(chargesLockedReason(at('Approved'))).toMatch(/credit note/);
    const all: InvoiceStatus[] = ['Draft', 'Approved', 'Sent', 'Paid', 'Void', 'Partly paid'];
    expect(all.filter((s) => deletable(at(s)))).toEqual(['Draft']);
    expect(all.filter((s) => exportable(at(s)))).toEqual(['Approved', 'Sent', 'Paid', 'Partly paid']);
  });

  it('offers the moves the server allows: approve (asking), then sent or void; never back to draft', () => {
    const offered = (s: InvoiceStatus, over: Partial<InvoiceDetails> = {}) =>
      statusMoves({ ...at(s), ...over }).map((m) => `${m.label}${m.confirm ? '?' : ''}`);
    expect(offered('Draft')).toEqual(['Approve?']);
    expect(statusMoves(at('Draft'))[0]?.confirm?.question).toMatch(/freezes it/);
    expect(offered('Approved')).toEqual(['Mark sent?', 'Void?']);
    expect(offered('Approved', { exported: true })).toEqual([]);
    expect(offered('Sent')).toEqual([]);
    expect(offered('Partly paid')).toEqual([]);
    expect(offered('Paid')).toEqual([]);
    expect(offered('Void')).toEqual([]);
    expect(statusMoves(at('Approved'))[1]?.confirm).toMatchObject({ danger: true, confirmLabel: 'Void invoice' });
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
    expect(dueDateHint('2026-03-31')).toMatch(/payment terms/);
    // 2026-03-31 + 45 days: 30 in April, 15 in May.
    expect(dueDateHint('2026-03-31', 45)).toBe('Left empty: 05-15-2026, net 45');
  });
});
