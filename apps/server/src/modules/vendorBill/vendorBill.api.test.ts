import type { Charge, VendorBillDetails } from '@freightdesk/contracts';
import { vendorBillUpdateBodyOf } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeShipment } from '../shipment/shipment.testkit';
import { billOfPo, makeVendorBill, receivedPo } from './vendorBill.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), as });
const status = (ids: number[], statusId: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/qbSync/updateVendorStatus', { ids, statusId, ...extra });
const billOf = async (id: number): Promise<VendorBillDetails> => (await call('GET', `/api/vendorBills/${id}`)).json();
const APPROVED = 2;
const REJECTED = 3;
const EXPORTED = 4;
const PENDING = 1;

async function setTolerances(pricePercent: string, quantityOverReceived: string) {
  const res = await call('PUT', '/api/vendorBills/tolerances', { pricePercent, quantityOverReceived });
  expect(res.statusCode, res.body).toBe(200);
}

describe('entering a vendor bill of a PO', () => {
  it('matches a bill of what was ordered and received at the PO’s prices, due by the vendor’s terms', async () => {
    await setTolerances('0', '0');
    const vendor = await t.make.client({ typeId: 2, paymentTermsDays: 45 });
    const po = await receivedPo(t);
    const res = await call('POST', '/api/vendorBills', billOfPo(po, { vendorId: vendor.id, billNumber: 'A-100' }));
    expect(res.statusCode, res.body).toBe(201);
    const bill: VendorBillDetails = res.json();
    expect(bill.number).toMatch(/^VB-\d+$/);
    expect(bill.status).toBe('Pending');
    expect(bill.match).toBe('Match');
    expect(bill.exceptions).toEqual([]);
    // 10 × 125.50 = 1,255.00; 2 × 899.995 = 1,799.99 (1,799.990); together 3,054.99.
    expect(bill.lines.map((l) => l.amount)).toEqual(['1255.00', '1799.99']);
    expect(bill.amount).toBe('3054.99');
    // 2026-11-20 and 45 days: 2027-01-04.
    expect(bill.dueDate).toBe('2027-01-04');
    expect(bill.purchaseOrderNumber).toBe(po.number);
  });

  it('refuses the same bill number of the same vendor twice, whatever its case, and takes it from another vendor', async () => {
    const po = await receivedPo(t);
    expect((await call('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'dup-7' }))).statusCode).toBe(201);
    const again = await call('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'DUP-7' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.billNumber).toMatch(/bill DUP-7 is already entered \(VB-\d+\): a bill is paid once\./);
    const other = await t.make.client({ typeId: 2 });
    const fromOther = await call('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'DUP-7', vendorId: other.id }));
    expect(fromOther.statusCode, fromOther.body).toBe(201);
  });

  it('refuses a bill number entered on a project the clerk cannot see without naming that bill', async () => {
    const hidden = await receivedPo(t);
    const entered = await call('POST', '/api/vendorBills', billOfPo(hidden, { billNumber: 'HID-1' }));
    expect(entered.statusCode, entered.body).toBe(201);
    const mine = await receivedPo(t);
    const clerk = await t.make.user({
      userTypeId: 3,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update'],
      projects: [mine.projectId],
    });
    const again = await call(
      'POST',
      '/api/vendorBills',
      billOfPo(mine, { billNumber: 'hid-1', vendorId: hidden.vendorId }),
      clerk,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.billNumber).toBe(
      `${entered.json().vendorName}’s bill hid-1 is already entered: a bill is paid once.`,
    );
    expect(again.body).not.toContain(entered.json().number);
  });

  it('takes a price within the tolerance over the PO and names the line and figure beyond it', async () => {
    await setTolerances('2', '0');
    const po = await receivedPo(t);
    const lines = billOfPo(po).lines;
    // 2% of 125.50 is 2.51: 128.00 is 2.50 over (within); 128.10 is 2.60 over, 2.07% of 125.50.
    const within = await call('POST', '/api/vendorBills', {
      ...billOfPo(po, { billNumber: 'TOL-1' }),
      lines: [{ ...lines[0], unitPrice: '128.00' }],
    });
    expect(within.json().match).toBe('Match');
    const po2 = await receivedPo(t);
    const beyond = await call('POST', '/api/vendorBills', {
      ...billOfPo(po2, { billNumber: 'TOL-2' }),
      lines: [{ ...billOfPo(po2).lines[0], unitPrice: '128.10' }],
    });
    expect(beyond.json().match).toBe('Exception');
    expect(beyond.json().exceptions).toEqual([
      {
        lineId: beyond.json().lines[0].id,
        field: 'unitPrice',
        message: "Line 1 (CH-100): billed at 128.10 a unit, 2.60 (2.07%) over the PO's 125.50.",
      },
    ]);
  });

  it('compares what is billed with what was received, and says when nothing was received yet', async () => {
    await setTolerances('0', '0');
    const po = await receivedPo(t, { received: ['6', '0'] });
    const res = await call('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'Q-1' }));
    expect(res.json().match).toBe('Exception');
    expect(res.json().exceptions.map((e: { message: string }) => e.message)).toEqual([
      'Line 1 (CH-100): 10 billed of 6 received, 4 more than received.',
      'Line 2 (TB-200): nothing of it has been received yet.',
    ]);
    // A tolerance of 4 units over what was received takes the chairs.
    await setTolerances('0', '4');
    const chairsOnly = await call('POST', '/api/vendorBills', {
      ...billOfPo(po, { billNumber: 'Q-2' }),
      lines: [billOfPo(po).lines[0]],
    });
    // Q-1 (not rejected) already bills 10 of the 6 received: 20 billed, 14 beyond.
    expect(chairsOnly.json().exceptions.map((e: { message: string }) => e.message)).toEqual([
      'Line 1 (CH-100): 20 billed of 6 received, 14 more than received.',
    ]);
    await setTolerances('0', '0');
  });

  it('answers 400 naming each field at fault, and stores nothing', async () => {
    const po = await receivedPo(t);
    const customer = await t.make.client({ typeId: 1 });
    const otherPo = await receivedPo(t);
    const secondPoOfProject = await receivedPo(t, { projectId: po.projectId });
    const bad = await call('POST', '/api/vendorBills', {
      ...billOfPo(po, { billNumber: 'BAD-1', vendorId: customer.id }),
      lines: [
        { ...billOfPo(po).lines[0], poItemId: otherPo.items[0]!.id },
        // A line of another PO of the same project: the bill is of its own PO only.
        { ...billOfPo(po).lines[0], poItemId: secondPoOfProject.items[0]!.id },
        billOfPo(po).lines[1],
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      vendorId: 'Pick a vendor or carrier.',
      'lines.0.poItemId': 'Pick a line of this PO.',
      'lines.1.poItemId': 'Pick a line of this PO.',
    });
    // Without a PO named, a line of any PO of the project is taken.
    const free = await call('POST', '/api/vendorBills', {
      ...billOfPo(po, { billNumber: 'FREE-1', purchaseOrderId: null }),
      lines: [{ ...billOfPo(po).lines[0], poItemId: secondPoOfProject.items[0]!.id }],
    });
    expect(free.statusCode, free.body).toBe(201);
    const shape = await call('POST', '/api/vendorBills', {
      ...billOfPo(po, { billNumber: 'BAD-2', billDate: '2026-11-20', dueDate: '2026-11-01' }),
      lines: [{ description: 'x', quantity: '1.2345', unitPrice: 'abc' }],
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['dueDate', 'lines.0.quantity', 'lines.0.unitPrice']);
    const search = await call('POST', '/api/qbSync/searchVendorBills', { searchFields: { billNumber: 'BAD-' } });
    expect(search.json().totalCount).toBe(0);
  });
});

describe('the queue', () => {
  it('approves, rejects with a reason, sends back and marks exported, all or none, naming each refusal', async () => {
    await setTolerances('0', '0');
    const good = await makeVendorBill(t, { marker: 'QA-1' });
    const early = await makeVendorBill(t, {
      body: billOfPo(await receivedPo(t, { received: ['0', '0'] }), { billNumber: 'QA-2' }),
    });
    expect(early.match).toBe('Exception');
    const both = await status([good.id, early.id], APPROVED);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(
      `${early.number} has an exception (Line 1 (CH-100): nothing of it has been received yet.): say why it is approved anyway.`,
    );
    expect((await billOf(good.id)).status).toBe('Pending');

    const approved = await status([good.id, early.id], APPROVED, { note: 'Goods on the dock, receipt to follow' });
    expect(approved.json()).toEqual({ updated: 2 });
    const e = await billOf(early.id);
    expect([e.status, e.approvalNote, e.approvedBy]).toEqual([
      'Approved',
      'Goods on the dock, receipt to follow',
      'admin',
    ]);

    expect((await status([good.id], REJECTED)).json().errors.reason).toBe('Say why the bill is rejected.');
    const rejectApproved = await status([good.id], REJECTED, { reason: 'Wrong' });
    expect(rejectApproved.json().message).toBe(`${good.number} is approved: it cannot become rejected.`);

    expect((await status([good.id, early.id], EXPORTED)).json()).toEqual({ updated: 2 });
    const back = await status([good.id], PENDING);
    expect(back.json().message).toBe(`${good.number} is exported: it cannot become pending.`);
    const change = await call('PUT', '/api/vendorBills', {
      ...vendorBillUpdateBodyOf(await billOf(good.id)),
      notes: 'x',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(`Vendor bill ${good.number} is exported: it cannot be changed.`);

    const third = await makeVendorBill(t, { marker: 'QA-3' });
    const rejected = await status([third.id], REJECTED, { reason: 'Billed twice' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await billOf(third.id)).rejectReason).toBe('Billed twice');
    // Changed after it was rejected, it waits in the queue again.
    const fixed = await call('PUT', '/api/vendorBills', {
      ...vendorBillUpdateBodyOf(await billOf(third.id)),
      notes: 'Credit applied',
    });
    expect([fixed.json().status, fixed.json().rejectReason]).toEqual(['Pending', '']);
    expect((await call('DELETE', `/api/vendorBills/${third.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/vendorBills/${third.id}`)).statusCode).toBe(404);
  });

  it('lists what waits, due first, and leaves out exported bills unless asked', async () => {
    const project = await t.make.project();
    const late = await makeVendorBill(t, {
      body: billOfPo(await receivedPo(t, { projectId: project.id }), {
        billNumber: 'LIST-2',
        billDate: '2026-10-01',
        dueDate: '2026-10-05',
      }),
    });
    const soon = await makeVendorBill(t, {
      body: billOfPo(await receivedPo(t, { projectId: project.id }), { billNumber: 'LIST-1', billDate: '2026-11-01' }),
    });
    const gone = await makeVendorBill(t, {
      body: billOfPo(await receivedPo(t, { projectId: project.id }), { billNumber: 'LIST-3', billDate: '2026-09-01' }),
    });
    await status([gone.id], APPROVED);
    await status([gone.id], EXPORTED);
    const ids = async (url: string, body?: Record<string, unknown>) => {
      const res = await call(body ? 'POST' : 'GET', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { id: number; projectId: number }[])
        .filter((i) => i.projectId === project.id)
        .map((i) => i.id);
    };
    expect(await ids('/api/qbSync/getVendorBills?pageSize=500')).toEqual([late.id, soon.id]);
    expect(await ids('/api/qbSync/pagedVendorBills', { includeExported: false, pageSize: 500 })).toEqual([
      late.id,
      soon.id,
    ]);
    expect(await ids('/api/qbSync/pagedVendorBills', { includeExported: true, pageSize: 500 })).toEqual([
      gone.id,
      late.id,
      soon.id,
    ]);
    const byProject = { searchFields: { projectId: project.id }, sortColumn: 'billNumber' };
    expect(await ids('/api/qbSync/searchVendorBills', { ...byProject, includeExported: false })).toEqual([
      soon.id,
      late.id,
    ]);
    expect(await ids('/api/qbSync/searchPaged', byProject)).toEqual([soon.id, late.id, gone.id]);
    const file = await call('POST', '/api/vendorBills/export', { ...byProject, format: 'csv' });
    expect(file.body.split(/\r?\n/)[0]).toBe(
      '\ufeffBill,Vendor’s number,Vendor,Project,Date (UTC),Due (UTC),Status,Match,Amount,Exported,Modified (UTC)',
    );
    expect(file.body).toContain('LIST-3');
  });
});

describe('a carrier’s freight bill of a shipment', () => {
  it('puts the carrier’s cost and the billable freight with the markup on the shipment when approved', async () => {
    const shipment = await makeShipment(t);
    const carrier = await t.make.client({ typeId: 4, name: 'Redline Freight' });
    const res = await call('POST', '/api/vendorBills', {
      projectId: shipment.projectId,
      vendorId: carrier.id,
      billNumber: 'PRO-558120',
      billDate: '2026-11-21',
      shipmentId: shipment.id,
      markupPercent: '15',
      lines: [
        { category: 'Freight', description: 'Line haul', quantity: '1', unitPrice: '1240.00' },
        { category: 'Freight', description: 'Fuel surcharge', quantity: '1', unitPrice: '111.60' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const bill: VendorBillDetails = res.json();
    expect([bill.match, bill.amount, bill.shipmentNumber]).toEqual(['Not matched', '1351.60', shipment.number]);
    expect((await status([bill.id], APPROVED)).statusCode).toBe(200);
    const after = await billOf(bill.id);
    const charges: Charge[] = (await call('GET', `/api/charges/GetCharges?type=Shipment&Id=${shipment.id}`)).json();
    const cost = charges.find((c) => c.id === after.costChargeId)!;
    const billable = charges.find((c) => c.id === after.billableChargeId)!;
    expect([cost.category, cost.type, cost.amount]).toEqual(['Cost', 'Carrier cost', '1351.60']);
    // 1,351.60 × 1.15 = 1,554.34.
    expect([billable.category, billable.type, billable.amount]).toEqual(['Freight', 'Carrier freight', '1554.34']);
    // The client reads the freight of their shipment: not the carrier's bill, its cost or the markup.
    expect(billable.description).toBe(`Freight, shipment ${shipment.number}`);
    expect(cost.description).toBe(`Redline Freight bill PRO-558120 (${bill.number})`);
  });

  it('refuses a markup on a bill that is not a shipment’s', async () => {
    const po = await receivedPo(t);
    const res = await call('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'MK-1', markupPercent: '10' }));
    expect(res.json().errors.markupPercent).toBe('Only a freight bill of a shipment passes through to the client.');
  });
});

describe('who sees vendor bills', () => {
  it('shows a client user none, even of their own project with every invoice permission', async () => {
    const customer = await t.make.client();
    const project = await t.make.project({ customerId: customer.id });
    const bill = await makeVendorBill(t, { projectId: project.id, marker: 'CL-1' });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Invoice:Delete'],
      projects: [project.id],
    });
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => call(method, url, payload, client);
    expect((await as('GET', `/api/vendorBills/${bill.id}`)).statusCode).toBe(404);
    const list = await as('POST', '/api/qbSync/searchVendorBills', {});
    expect([list.statusCode, list.json().totalCount]).toEqual([200, 0]);
    expect(
      (await as('POST', '/api/qbSync/updateVendorStatus', { ids: [bill.id], statusId: APPROVED })).statusCode,
    ).toBe(404);
    const po = await receivedPo(t, { projectId: project.id });
    expect((await as('POST', '/api/vendorBills', billOfPo(po, { billNumber: 'CL-2' }))).statusCode).toBe(403);
    expect((await billOf(bill.id)).status).toBe('Pending');
  });

  it('keeps the scanned bill from client users: VendorBill files are the provider’s', async () => {
    const customer = await t.make.client();
    const project = await t.make.project({ customerId: customer.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update'],
      projects: [project.id],
    });
    const fields = { projectId: project.id, transactionType: 'VendorBill', folderName: '1' };
    const upload = (as: TokenSubject) =>
      t.call({
        method: 'POST',
        url: '/api/file/uploadFiles',
        ...multipart(fields, [{ name: 'bill.pdf', data: sampleFiles.pdf() }]),
        as,
      });
    expect((await upload(client)).statusCode).toBe(403);
    expect((await upload(t.admin)).statusCode).toBeLessThan(300);
    const listed = await call('GET', `/api/file/list?projectId=${project.id}`, undefined, client);
    expect(listed.json()).toEqual([]);
  });
});
