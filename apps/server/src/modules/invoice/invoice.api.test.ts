import type { Charge, InvoiceDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { chargeBody, makeCharge, typeIdOf } from '../charge/charge.testkit';
import { billingPeriods } from '../project/billingPeriod.table';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { approvedInvoice, chargedProject, invoiceBodyOf, makeInvoice } from './invoice.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const invoiceOf = async (id: number): Promise<InvoiceDetails> => (await call('GET', `/api/invoices/${id}`)).json();
const chargeOf = async (id: number): Promise<Charge> => (await call('GET', `/api/charges/${id}`)).json();
const move = async (i: InvoiceDetails, statusId: number, over: Record<string, unknown> = {}) =>
  call('PUT', '/api/invoices', invoiceBodyOf(i, { statusId, ...over }));

describe('making invoices', () => {
  it('makes a draft without a number, bills the project’s billing client, dates it due in 30 days and takes the charges', async () => {
    const billing = await t.make.client({ name: `Billing ${Date.now()}` });
    const project = await t.make.project({ billingClientId: billing.id });
    const { charges } = await chargedProject(t, project.id);
    const a = await makeInvoice(t, {
      projectId: project.id,
      invoiceDate: '2026-11-20',
      chargeIds: charges.map((c) => c.id),
    });
    expect(a).toMatchObject({
      status: 'Draft',
      billToId: billing.id,
      billToName: billing.name,
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-20',
      totals: { charges: 2, misc: 2, amount: '1121.00' },
      exported: false,
    });
    // A draft has no number until it is approved.
    expect(a.number).toBe('');
    const typed = await call('POST', '/api/invoices', { projectId: project.id, number: 'INV-99999' });
    expect(typed.json().errors.number).toBe('An invoice gets its number when it is approved: leave it empty.');
    expect((await chargeOf(charges[0]!.id)).status).toBe('Invoiced');
    expect((await call('GET', `/api/invoices/GetInvoiceChargeCount?id=${a.id}&isMisc=false`)).json().count).toBe(0);
    expect((await call('GET', `/api/history/invoice/${a.id}`)).statusCode).toBe(200);

    const pdf = await call('GET', `/api/invoices/${a.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('numbers invoices approved at the same time apart, one after the other', async () => {
    const drafts = await Promise.all([1, 2, 3].map(() => makeInvoice(t)));
    const approved = await Promise.all(drafts.map((d) => move(d, 2)));
    expect(approved.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = approved.map((r) => Number(r.json().number.slice(4))).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('takes only open, billable charges of its own project, all or none', async () => {
    const { projectId, charges } = await chargedProject(t);
    const other = await chargedProject(t);
    const cost = await makeCharge(t, { projectId, typeId: typeIdOf('Carrier cost') });
    const mixed = await call('POST', '/api/invoices', {
      projectId,
      chargeIds: [charges[0]!.id, other.charges[0]!.id, cost.id],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.chargeIds).toBe(
      `Charges ${other.charges[0]!.id}, ${cost.id} are not open, confirmed, billable charges of the invoice's project.`,
    );
    // Nothing was taken, and no invoice was left behind.
    expect((await chargeOf(charges[0]!.id)).status).toBe('Open');
    const listed = await call('GET', `/api/invoices/GetInvoices?Id=${projectId}`);
    expect(listed.json().totalCount).toBe(0);

    const first = await makeInvoice(t, { projectId, chargeIds: [charges[0]!.id] });
    const again = await call('POST', '/api/invoices', { projectId, chargeIds: [charges[0]!.id] });
    expect(again.statusCode).toBe(400);
    expect(first.totals.amount).toBe('1026.00');
  });

  it('names the shipment of a shipment invoice, of its own project only', async () => {
    const { projectId } = await chargedProject(t);
    const shipment = await makeShipment(t, { projectId });
    const theirs = await makeShipment(t);
    const ok = await makeInvoice(t, { projectId, containerModule: 'Shipment', containerId: shipment.id });
    expect(ok).toMatchObject({ containerModule: 'Shipment', containerNumber: shipment.number });
    const bad = await call('POST', '/api/invoices', { projectId, containerModule: 'Shipment', containerId: theirs.id });
    expect(bad.json().errors).toEqual({ containerId: 'Pick a shipment of this project.' });
    const ofShipment = await call('GET', `/api/invoices/GetInvoices?Id=${shipment.id}&containerModule=Shipment`);
    expect(ofShipment.json().items.map((i: { id: number }) => i.id)).toEqual([ok.id]);
  });
  it('is offered by the pickers: the projects with invoices, a project’s and a PO’s invoices', async () => {
    const { projectId } = await chargedProject(t);
    const po = await makePo(t, { projectId });
    const freight = await makeCharge(t, { projectId, containerModule: 'PO', containerId: po.id });
    const i = await makeInvoice(t, { projectId, chargeIds: [freight.id] });
    const projects = (await call('GET', '/api/common/invoiceAllProject')).json();
    expect(projects.map((p: { id: number }) => p.id)).toContain(projectId);
    const ofProject = (await call('GET', `/api/common/getAllByProjectId?ProjectId=${projectId}`)).json();
    expect(ofProject.invoices).toEqual([expect.objectContaining({ id: i.id, number: i.number })]);
    const ofPo = (await call('GET', `/api/common/getAllByPoId?PurchaseOrderId=${po.id}`)).json();
    expect(ofPo.invoices.map((x: { id: number }) => x.id)).toEqual([i.id]);
  });
});

describe('an invoice’s life', () => {
  it('changes its charges only as a draft, approves with charges, then is sent and paid', async () => {
    const empty = await makeInvoice(t, { projectId: (await t.make.project()).id });
    const refused = await move(empty, 2);
    expect(refused.json().errors.statusId).toContain('has no charges');

    const i = await makeInvoice(t);
    const extra = await makeCharge(t, { projectId: i.projectId, quantity: '2', rate: '10' });
    const added = await call('PUT', '/api/invoices/UpdateChargeToInvoice', { invoiceId: i.id, chargeIds: [extra.id] });
    expect(added.json().totals).toMatchObject({ charges: 3, amount: '1141.00' });
    // Its charges changed: an edit opened before is stale.
    expect((await call('PUT', '/api/invoices', invoiceBodyOf(i, { notes: 'old' }))).statusCode).toBe(409);
    const removed = await call('PUT', '/api/invoices/RemoveChargesFromInvoice', {
      invoiceId: i.id,
      chargeIds: [i.charges[1]!.id],
    });
    expect(removed.json().totals).toMatchObject({ charges: 2, amount: '1046.00' });
    expect((await chargeOf(i.charges[1]!.id)).status).toBe('Open');

    const approved = await move(removed.json(), 2);
    expect(approved.statusCode, approved.body).toBe(200);
    const late = await call('PUT', '/api/invoices/RemoveChargesFromInvoice', {
      invoiceId: i.id,
      chargeIds: [extra.id],
    });
    const number = approved.json().number;
    expect(number).toMatch(/^INV-\d+$/);
    expect(late.json().errors.chargeIds).toBe(
      `Invoice ${number} is Approved: it is frozen since its approval, so its charges no longer change.`,
    );
    const redated = await move(approved.json(), 2, { invoiceDate: '2026-01-02' });
    expect(redated.json().errors.invoiceDate).toBe(
      `Invoice ${number} is Approved: its date is frozen since its approval.`,
    );
    const back = await move(approved.json(), 1);
    expect(back.json().errors.statusId).toContain(`Invoice ${number} is Approved: it cannot become Draft.`);
    const noted = await move(approved.json(), 2, { notes: 'Net 15', dueDate: '2027-01-31' });
    expect(noted.statusCode).toBe(200);
    // Paid comes from payments: by hand only once nothing is owed.
    const skipped = await move(noted.json(), 4);
    expect(skipped.json().errors.statusId).toBe(
      `Invoice ${number} still has 1046.00 to pay: record its payments and it becomes Paid.`,
    );
    const sent = await move(noted.json(), 3);
    expect((await move(sent.json(), 5)).json().errors.statusId).toContain(
      `Invoice ${number} is Sent: it cannot become Void.`,
    );
    const paid = await call('POST', '/api/invoices/payments', {
      invoiceId: i.id,
      paymentDate: '2027-01-05',
      amount: '1046.00',
      method: 'ACH',
    });
    expect(paid.json()).toMatchObject({
      status: 'Paid',
      notes: 'Net 15',
      totals: { paid: '1046.00', balance: '0.00' },
    });
    expect((await move(paid.json(), 5)).json().errors.statusId).toBe(
      `Invoice ${number} is Paid: it no longer changes.`,
    );
    expect((await call('DELETE', `/api/invoices/${i.id}`)).statusCode).toBe(409);
  });

  it('voided, keeps its number and lets its charges go back to open; a draft deleted does too', async () => {
    const i = await approvedInvoice(t);
    const voided = await move(i, 5);
    // Its number stays used and it stays listed as Void, with what it came to.
    expect(voided.json()).toMatchObject({
      status: 'Void',
      number: i.number,
      totals: { charges: 0, amount: '1121.00' },
    });
    const open = await call('POST', '/api/charges/Search', {
      projectId: i.projectId,
      searchFields: { status: 'Open' },
    });
    expect(open.json().totalCount).toBe(2);
    const again = await makeInvoice(t, {
      projectId: i.projectId,
      chargeIds: open.json().items.map((c: Charge) => c.id),
    });
    expect(again.totals.amount).toBe('1121.00');
    expect((await call('DELETE', `/api/invoices/${again.id}`)).statusCode).toBe(204);
    // A numbered invoice is never deleted.
    expect((await call('DELETE', `/api/invoices/${i.id}`)).statusCode).toBe(409);
    expect((await invoiceOf(i.id)).status).toBe('Void');
    const after = await call('GET', `/api/charges/totals?ProjectId=${i.projectId}`);
    expect(after.json()).toMatchObject({ open: '1121.00', invoiced: '0.00' });
  });

  it('invoices the closed billing period it names as it is approved, and closes it again when void', async () => {
    const { projectId, charges } = await chargedProject(t);
    const [october, november] = await t.database.db
      .insert(billingPeriods)
      .values([
        { projectId, startDate: '2026-10-01', endDate: '2026-10-31', status: 'Closed' },
        { projectId, startDate: '2026-11-01', endDate: '2026-11-30', status: 'Open' },
      ])
      .returning();
    const statusOf = async (id: number) =>
      (await call('POST', '/api/project/getBillingPeriods', { projectId }))
        .json()
        .find((p: { id: number }) => p.id === id).status;

    const early = await makeInvoice(t, { projectId, billingPeriodId: november!.id, chargeIds: [charges[0]!.id] });
    const open = await move(early, 2);
    expect(open.json().errors.billingPeriodId).toBe('November 2026 is open: close it before approving its invoice.');
    expect((await call('DELETE', `/api/invoices/${early.id}`)).statusCode).toBe(204);

    const i = await makeInvoice(t, { projectId, billingPeriodId: october!.id, chargeIds: charges.map((c) => c.id) });
    expect(i).toMatchObject({ billingPeriodStart: '2026-10-01', billingPeriodEnd: '2026-10-31' });
    const approved = await move(i, 2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(october!.id)).toBe('Invoiced');
    const late = await call('POST', '/api/charges', await chargeBody(t, { projectId, chargeDate: '2026-10-20' }));
    expect(late.json().errors.chargeDate).toBe('October 2026 is invoiced: charges dated in it cannot be entered.');
    const reopen = await call('PUT', '/api/project/billingPeriod', { projectId, id: october!.id, status: 'Open' });
    expect(reopen.statusCode).toBe(409);

    await move(approved.json(), 5);
    expect(await statusOf(october!.id)).toBe('Closed');
    const foreign = await call('POST', '/api/invoices', {
      projectId: (await t.make.project()).id,
      billingPeriodId: october!.id,
    });
    expect(foreign.json().errors).toEqual({ billingPeriodId: 'Pick a billing period of this project.' });
  });

  it('queues billed invoices for export, marks them exported (out of the queue), and refuses drafts', async () => {
    const i = await approvedInvoice(t);
    const draft = await makeInvoice(t);
    const queue = async () =>
      (await call('POST', '/api/invoices/searchInvoices', { includeExported: false, pageSize: 500 }))
        .json()
        .items.map((x: { id: number }) => x.id);
    // The queue is what the accounting system should get: billed, not yet exported (a draft waits).
    expect(await queue()).toContain(i.id);
    expect(await queue()).not.toContain(draft.id);
    const refused = await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id, draft.id], exported: true });
    expect(refused.json().errors.ids).toBe(
      `Only billed invoices (approved or later, not void) are exported: a draft (id ${draft.id}).`,
    );
    const done = await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id], exported: true });
    expect(done.json()).toEqual({ updated: 1 });
    expect(await invoiceOf(i.id)).toMatchObject({ exported: true, exportedBy: 'admin' });
    expect(await queue()).not.toContain(i.id);
    const paged = await call('POST', '/api/invoices/pagedInvoices', { includeExported: false, pageSize: 500 });
    expect(paged.json().items.map((x: { id: number }) => x.id)).not.toContain(i.id);
    expect((await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id], exported: true })).json()).toEqual({
      updated: 0,
    });
    // The accounting system keeps what it was given: the mark does not come off.
    expect((await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id], exported: false })).statusCode).toBe(
      409,
    );

    // The list's file: the queue's, then every invoice of the search.
    const file = async (includeExported: boolean) =>
      (
        await call('POST', '/api/invoices/export', {
          format: 'csv',
          includeExported,
          searchFields: { projectNumber: (await invoiceOf(i.id)).projectNumber },
        })
      ).body;
    const all = await file(true);
    expect(all.split('\n')[0]).toContain('Invoice');
    expect(all).toContain(i.number);
    expect(await file(false)).not.toContain(i.number);
  });

  it('shows a client user their projects’ invoices and lets them change none', async () => {
    const customer = await t.make.client({ typeId: 1, name: `Invoiced co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const mine = await approvedInvoice(t, project.id);
    const theirs = await approvedInvoice(t);
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Invoice:Delete'],
      projects: [project.id],
    });
    expect((await call('GET', `/api/invoices/${mine.id}`, undefined, client)).statusCode).toBe(200);
    expect((await call('GET', `/api/invoices/${theirs.id}`, undefined, client)).statusCode).toBe(404);
    const listed = await call('GET', '/api/invoices/getPaginatedInvoices?pageSize=500', undefined, client);
    expect(listed.json().items.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    const changed = await call('PUT', '/api/invoices', invoiceBodyOf(mine, { notes: 'mine' }), client);
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toContain('Client users do not make billing decisions');
    expect((await call('POST', '/api/invoices', { projectId: project.id }, client)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/invoices/${mine.id}`, undefined, client)).statusCode).toBe(403);
  });
});
