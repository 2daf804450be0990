import type { Charge, InvoiceDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makeCharge } from '../charge/charge.testkit';
import { approvedInvoice, chargedProject, invoiceBodyOf, makeInvoice } from './invoice.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const invoiceOf = async (id: number): Promise<InvoiceDetails> => (await call('GET', `/api/invoices/${id}`)).json();
const chargesOf = async (id: number): Promise<Charge[]> =>
  (await call('GET', `/api/charges/GetCharges?type=Invoice&Id=${id}`)).json();
const move = async (i: InvoiceDetails, statusId: number, over: Record<string, unknown> = {}) =>
  call('PUT', '/api/invoices', invoiceBodyOf(i, { statusId, ...over }));
const pay = (invoiceId: number, amount: string, as?: TokenSubject) =>
  call('POST', '/api/invoices/payments', { invoiceId, paymentDate: '2026-12-01', amount, method: 'Check' }, as);
const seq = (n: string) => Number(n.split('-')[1]);

describe('numbers', () => {
  it('are given at approval, gapless and never reused: a deleted draft takes none, a void keeps its own', async () => {
    const first = await approvedInvoice(t);
    const deleted = await makeInvoice(t);
    expect((await call('DELETE', `/api/invoices/${deleted.id}`)).statusCode).toBe(204);
    const second = await approvedInvoice(t);
    expect(seq(second.number)).toBe(seq(first.number) + 1);
    const voided = await move(second, 5);
    expect(voided.json()).toMatchObject({ status: 'Void', number: second.number });
    // An approval refused (no charges) gives nothing away either.
    const empty = await makeInvoice(t, { projectId: (await t.make.project()).id });
    expect((await move(empty, 2)).statusCode).toBe(400);
    const third = await approvedInvoice(t);
    expect(seq(third.number)).toBe(seq(second.number) + 1);
    const listed = await call('POST', '/api/invoices/searchInvoices', { searchFields: { number: second.number } });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: second.id, status: 'Void' })]);
  });
});

describe('payment terms', () => {
  it('give the due date: the invoice date plus the bill-to’s net days unless typed', async () => {
    const net45 = await t.make.client({ name: `Net 45 ${Date.now()}`, paymentTermsDays: 45 });
    const project = await t.make.project({ billingClientId: net45.id });
    const i = await makeInvoice(t, { projectId: project.id, invoiceDate: '2026-11-20' });
    // 2026-11-20 + 45 days: 10 left in November, 31 in December, 4 in January = 2027-01-04.
    expect(i).toMatchObject({ termsDays: 45, dueDate: '2027-01-04' });
    const typed = await makeInvoice(t, { projectId: project.id, invoiceDate: '2026-11-20', dueDate: '2026-12-01' });
    expect(typed.dueDate).toBe('2026-12-01');
    const edited = await call('GET', `/api/client/${net45.id}`);
    expect(edited.json().paymentTermsDays).toBe(45);
    // The address book's client form sends them; a negative or fractional term is refused by name.
    const bad = await call('POST', '/api/client', { name: `Bad terms ${Date.now()}`, typeId: 1, paymentTermsDays: -1 });
    expect(bad.json().errors.paymentTermsDays).toBe('Terms cannot be negative.');
    const made = await call('POST', '/api/client', { name: `Net 15 ${Date.now()}`, typeId: 1, paymentTermsDays: 15 });
    expect(made.json().paymentTermsDays).toBe(15);
  });
});

describe('an exported invoice', () => {
  it('refuses every change but payments', async () => {
    const i = await approvedInvoice(t);
    const sent = (await move(i, 3)).json();
    expect((await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id], exported: true })).statusCode).toBe(
      200,
    );
    const now = await invoiceOf(i.id);
    const why = `Invoice ${i.number} is exported to the accounting system`;
    const notes = await move(now, 3, { notes: 'changed' });
    expect(notes.statusCode).toBe(409);
    expect(notes.json().message).toContain(why);
    expect((await move(now, 5)).statusCode).toBe(409);
    expect((await move(now, 1)).statusCode).toBe(409);
    const extra = await makeCharge(t, { projectId: i.projectId });
    const add = await call('PUT', '/api/invoices/UpdateChargeToInvoice', { invoiceId: i.id, chargeIds: [extra.id] });
    expect(add.statusCode).toBe(409);
    const off = await call('PUT', '/api/invoices/RemoveChargesFromInvoice', {
      invoiceId: i.id,
      chargeIds: [(await chargesOf(i.id))[0]!.id],
    });
    expect(off.statusCode).toBe(409);
    expect((await call('DELETE', `/api/invoices/${i.id}`)).statusCode).toBe(409);
    expect((await call('POST', '/api/invoices/updateExportStatus', { ids: [i.id], exported: false })).statusCode).toBe(
      409,
    );
    // Payments are still recorded (the money arrives after the export); not removed.
    const paid = await pay(i.id, '21.00');
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'Partly paid', version: expect.any(Number) });
    const [payment] = (await call('GET', `/api/invoices/${i.id}/payments`)).json();
    expect((await call('DELETE', `/api/invoices/payments/${payment.id}`)).statusCode).toBe(409);
    expect(sent.status).toBe('Sent');
  });
});

describe('credit notes and payments', () => {
  it('a credit note takes part of an invoice off, the credited charge billed again; payments bring it to Paid', async () => {
    const i = await approvedInvoice(t);
    const [install, lift] = await chargesOf(i.id).then((cs) => cs.sort((a, b) => a.id - b.id));
    // The invoice: 12 h installation at 85.50 = 1,026.00, a liftgate 1 × 95.00 = 95.00; total 1,121.00.
    expect(i.totals).toMatchObject({ amount: '1121.00', credited: '0.00', paid: '0.00', balance: '1121.00' });

    const made = await call('POST', '/api/creditNotes', {
      invoiceId: i.id,
      creditDate: '2026-12-02',
      reason: 'Installation ran short; liftgate not used',
      lines: [
        { chargeId: install!.id, amount: '200.00' },
        { chargeId: lift!.id, amount: '95.00' },
      ],
      rebill: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json();
    // -200.00 + -95.00 = -295.00.
    expect(note).toMatchObject({
      invoiceId: i.id,
      invoiceNumber: i.number,
      amount: '-295.00',
      creditDate: '2026-12-02',
    });
    expect(note.number).toMatch(/^CN-\d+$/);
    expect(note.lines.map((l: { amount: string }) => l.amount)).toEqual(['-200.00', '-95.00']);
    // Only the liftgate was credited whole: it alone is billed again, as an open charge of 95.00.
    const [installLine, liftLine] = note.lines;
    expect(installLine.rebilledChargeId).toBeNull();
    const copy = (await call('GET', `/api/charges/${liftLine.rebilledChargeId}`)).json();
    expect(copy).toMatchObject({ status: 'Open', amount: '95.00', projectId: i.projectId, type: lift!.type });

    // 1,121.00 - 295.00 = 826.00 left.
    let now = await invoiceOf(i.id);
    expect(now.totals).toMatchObject({ amount: '1121.00', credited: '295.00', balance: '826.00' });
    expect(now.status).toBe('Approved');

    // The installation has 1,026.00 - 200.00 = 826.00 left to credit; the liftgate nothing.
    const over = await call('POST', '/api/creditNotes', {
      invoiceId: i.id,
      reason: 'Again',
      lines: [
        { chargeId: install!.id, amount: '826.01' },
        { chargeId: lift!.id, amount: '0.01' },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors, over.body).toEqual({
      'lines.0.amount': `Charge ${install!.id} has 826.00 left to credit.`,
      'lines.1.amount': `Charge ${lift!.id} has 0.00 left to credit.`,
    });
    const creditable = (await call('GET', `/api/invoices/${i.id}/creditable`)).json();
    expect(creditable.map((c: { left: string }) => c.left)).toEqual(['826.00', '0.00']);
    const stranger = await makeCharge(t, { projectId: i.projectId });
    const notOn = await call('POST', '/api/creditNotes', {
      invoiceId: i.id,
      reason: 'x',
      lines: [{ chargeId: stranger.id, amount: '1' }],
    });
    expect(notOn.json().errors['lines.0.chargeId']).toBe(`Charge ${stranger.id} is not on invoice ${i.number}.`);

    // Payments: never beyond the balance.
    const tooMuch = await pay(i.id, '826.01');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe(
      `Invoice ${i.number} has 826.00 left to pay: a payment cannot be more than its balance.`,
    );
    const part = await pay(i.id, '300.00');
    // 826.00 - 300.00 = 526.00.
    expect(part.json()).toMatchObject({ status: 'Partly paid', totals: { paid: '300.00', balance: '526.00' } });
    const rest = await pay(i.id, '526.00');
    expect(rest.json()).toMatchObject({ status: 'Paid', totals: { paid: '826.00', balance: '0.00' } });
    const payments = (await call('GET', `/api/invoices/${i.id}/payments`)).json();
    expect(payments.map((p: { amount: string }) => p.amount)).toEqual(['300.00', '526.00']);
    // Removing one (recorded by mistake) takes it back to Partly paid.
    expect((await call('DELETE', `/api/invoices/payments/${payments[1].id}`)).statusCode).toBe(204);
    now = await invoiceOf(i.id);
    expect(now).toMatchObject({ status: 'Partly paid', totals: { balance: '526.00' } });

    // The credit notes are listed on the invoice, print, and wait in their export queue.
    const listed = (await call('GET', `/api/invoices/${i.id}/creditNotes`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: note.id, amount: '-295.00', exported: false })]);
    const pdf = await call('GET', `/api/creditNotes/${note.id}/pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const queue = async (includeExported: boolean) =>
      (await call('POST', '/api/creditNotes/search', { includeExported, searchFields: { number: note.number } }))
        .json()
        .items.map((x: { id: number }) => x.id);
    expect(await queue(false)).toEqual([note.id]);
    const csv = await call('POST', '/api/creditNotes/export', {
      format: 'csv',
      includeExported: false,
      searchFields: { number: note.number },
    });
    expect(csv.body).toContain(note.number);
    expect(csv.body).toContain('-295.00');
    await call('POST', '/api/creditNotes/updateExportStatus', { ids: [note.id], exported: true });
    expect(await queue(false)).toEqual([]);
    expect(await queue(true)).toEqual([note.id]);

    // A second credit note gets the next CN number.
    const next = await call('POST', '/api/creditNotes', {
      invoiceId: i.id,
      reason: 'Goodwill',
      lines: [{ chargeId: install!.id, amount: '26.00' }],
    });
    expect(seq(next.json().number)).toBe(seq(note.number) + 1);
    // 526.00 - 26.00 = 500.00.
    expect((await invoiceOf(i.id)).totals.balance).toBe('500.00');
    // A credited invoice is not voided.
    const other = await approvedInvoice(t);
    const [c] = await chargesOf(other.id);
    await call('POST', '/api/creditNotes', {
      invoiceId: other.id,
      reason: 'x',
      lines: [{ chargeId: c!.id, amount: '1' }],
    });
    expect((await move(await invoiceOf(other.id), 5)).json().errors.statusId).toContain('has credit notes');
  });

  it('credits only billed invoices, and refuses a draft’s payment', async () => {
    const draft = await makeInvoice(t);
    const refused = await call('POST', '/api/creditNotes', {
      invoiceId: draft.id,
      reason: 'x',
      lines: [{ chargeId: draft.charges[0]!.id, amount: '1' }],
    });
    expect(refused.json().errors.invoiceId).toBe('This invoice is Draft: only a billed invoice is credited.');
    expect((await pay(draft.id, '1')).json().errors.invoiceId).toBe(
      'This invoice is Draft: only a billed invoice is paid.',
    );
    const bad = await call('POST', '/api/invoices/payments', { invoiceId: draft.id, amount: '-3', method: 'Gold' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'method', 'paymentDate']);
  });
});

describe('client users', () => {
  it('are refused every billing action and never shown a draft or void invoice, its PDF, count or export line', async () => {
    const customer = await t.make.client({ typeId: 1, name: `Client co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id, number: `P-CU${Date.now()}` });
    const billedOne = await approvedInvoice(t, project.id);
    const { charges } = await chargedProject(t, project.id);
    const draft = await makeInvoice(t, { projectId: project.id, chargeIds: [charges[0]!.id] });
    const voided = (await move(await approvedInvoice(t, project.id), 5)).json() as InvoiceDetails;
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Invoice:Delete', 'Project:View'],
      projects: [project.id],
    });
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, url, payload, client);

    // What they read: the billed invoice only.
    expect((await as('GET', `/api/invoices/${billedOne.id}`)).statusCode).toBe(200);
    for (const hidden of [draft.id, voided.id]) {
      expect((await as('GET', `/api/invoices/${hidden}`)).statusCode).toBe(404);
      expect((await as('GET', `/api/invoices/${hidden}/pdf`)).statusCode).toBe(404);
      expect((await as('GET', `/api/invoices/${hidden}/payments`)).statusCode).toBe(404);
    }
    const listed = await as('POST', '/api/invoices/searchInvoices', {
      searchFields: { projectNumber: project.number },
    });
    expect(listed.json().items.map((x: { id: number }) => x.id)).toEqual([billedOne.id]);
    const ofProject = await as('GET', `/api/invoices/GetInvoices?Id=${project.id}`);
    expect(ofProject.json().totalCount).toBe(1);
    const counts = await as('POST', '/api/project/dataCounts', { projectId: project.id });
    expect(counts.json().invoices).toBe(1);
    expect((await call('POST', '/api/project/dataCounts', { projectId: project.id })).json().invoices).toBe(3);
    const file = await as('POST', '/api/invoices/export', {
      format: 'csv',
      searchFields: { projectNumber: project.number },
    });
    expect(file.body.trim().split('\n')).toHaveLength(2);
    expect(file.body).toContain(billedOne.number);
    expect(file.body).not.toContain(voided.number);
    const aging = (await as('GET', '/api/invoices/aging')).json();
    // The billed invoice alone: 1,121.00.
    expect(aging.totals.total).toBe('1121.00');

    // Every billing action: 403, whatever they hold.
    const [c] = await chargesOf(billedOne.id);
    const refusals = [
      await as('POST', '/api/invoices', { projectId: project.id }),
      await as('PUT', '/api/invoices', invoiceBodyOf(billedOne, { notes: 'x' })),
      await as('PUT', '/api/invoices', invoiceBodyOf(billedOne, { statusId: 3 })),
      await as('DELETE', `/api/invoices/${billedOne.id}`),
      await as('PUT', '/api/invoices/UpdateChargeToInvoice', { invoiceId: billedOne.id, chargeIds: [charges[1]!.id] }),
      await as('PUT', '/api/invoices/RemoveChargesFromInvoice', { invoiceId: billedOne.id, chargeIds: [c!.id] }),
      await as('POST', '/api/invoices/updateExportStatus', { ids: [billedOne.id], exported: true }),
      await pay(billedOne.id, '1.00', client),
      await as('POST', '/api/creditNotes', {
        invoiceId: billedOne.id,
        reason: 'x',
        lines: [{ chargeId: c!.id, amount: '1' }],
      }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual(refusals.map(() => 403));
    // Staff record a payment and a credit note: the client reads both.
    await pay(billedOne.id, '21.00');
    const note = (
      await call('POST', '/api/creditNotes', {
        invoiceId: billedOne.id,
        reason: 'x',
        lines: [{ chargeId: c!.id, amount: '1' }],
      })
    ).json();
    const [payment] = (await as('GET', `/api/invoices/${billedOne.id}/payments`)).json();
    expect(payment.amount).toBe('21.00');
    expect((await as('DELETE', `/api/invoices/payments/${payment.id}`)).statusCode).toBe(403);
    expect((await as('GET', `/api/creditNotes/${note.id}`)).json().amount).toBe('-1.00');
    expect(
      (await as('POST', '/api/creditNotes/updateExportStatus', { ids: [note.id], exported: true })).statusCode,
    ).toBe(403);
  });
});

describe('aging', () => {
  it('adds up per client and in total to the open balance (by hand, against a fixed day)', async () => {
    const a = await t.make.client({ name: `Aging A ${Date.now()}` });
    const b = await t.make.client({ name: `Aging B ${Date.now()}` });
    const p1 = (await t.make.project()).id;
    const p2 = (await t.make.project()).id;
    const billed = async (projectId: number, billToId: number, dueDate: string) => {
      const { charges } = await chargedProject(t, projectId);
      const d = await makeInvoice(t, {
        projectId,
        billToId,
        invoiceDate: '2026-07-01',
        dueDate,
        chargeIds: charges.map((c) => c.id),
      });
      return (await move(d, 2)).json() as InvoiceDetails;
    };
    // Each invoice is 1,121.00. Days past due on 2026-11-28:
    await billed(p1, a.id, '2026-12-10'); // -12: current, 1,121.00
    const i2 = await billed(p1, a.id, '2026-11-13'); // 15: 1-30, less a payment of 121.00 = 1,000.00
    await pay(i2.id, '121.00');
    await billed(p1, a.id, '2026-09-29'); // 1 (Sep 30) + 31 (Oct) + 28 = 60: 31-60, 1,121.00
    const i4 = await billed(p2, b.id, '2026-08-30'); // 1 + 30 + 31 + 28 = 90: 61-90, less a credit of 21.00 = 1,100.00
    const [c4] = await chargesOf(i4.id);
    await call('POST', '/api/creditNotes', {
      invoiceId: i4.id,
      reason: 'x',
      lines: [{ chargeId: c4!.id, amount: '21.00' }],
    });
    await billed(p2, b.id, '2026-08-01'); // 30 (Aug 2-31) + 30 + 31 + 28 = 119: over 90, 1,121.00
    const i6 = await billed(p2, b.id, '2026-08-01'); // paid in full: not owed
    await pay(i6.id, '1121.00');
    await makeInvoice(t, { projectId: p1, billToId: a.id }); // a draft: not owed
    const voided = await billed(p1, a.id, '2026-08-01'); // void: not owed
    await move(voided, 5);

    // A staff user who sees these two projects only.
    const clerk = await t.make.user({ userTypeId: 4, claims: ['Invoice:View'], projects: [p1, p2] });
    const res = await call('GET', '/api/invoices/aging?asOf=2026-11-28', undefined, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const rowOf = (id: number) => report.rows.find((r: { billToId: number }) => r.billToId === id);
    // A: 1,121.00 + 1,000.00 + 1,121.00 = 3,242.00.
    expect(rowOf(a.id)).toEqual({
      billToId: a.id,
      billToName: a.name,
      invoices: 3,
      current: '1121.00',
      days1to30: '1000.00',
      days31to60: '1121.00',
      days61to90: '0.00',
      over90: '0.00',
      total: '3242.00',
    });
    // B: 1,100.00 + 1,121.00 = 2,221.00.
    expect(rowOf(b.id)).toMatchObject({ invoices: 2, days61to90: '1100.00', over90: '1121.00', total: '2221.00' });
    // 3,242.00 + 2,221.00 = 5,463.00.
    expect(report.totals).toEqual({
      current: '1121.00',
      days1to30: '1000.00',
      days31to60: '1121.00',
      days61to90: '1100.00',
      over90: '1121.00',
      total: '5463.00',
    });
    expect(report.rows).toHaveLength(2);
    const none = await call('GET', '/api/invoices/aging', undefined, await t.make.user({ userTypeId: 1, claims: [] }));
    expect(none.statusCode).toBe(403);
  });
});
