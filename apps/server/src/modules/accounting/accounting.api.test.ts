import type { AccountingExport, VendorBillDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { approvedInvoice, paidAndCredited } from '../invoice/invoice.testkit';
import { billOfPo, makeVendorBill, receivedPo } from '../vendorBill/vendorBill.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const exportOf = (records: string, format: string, as?: TokenSubject) =>
  call('POST', '/api/accounting/exports', { records, format }, as);
const approve = (ids: number[]) => call('POST', '/api/qbSync/updateVendorStatus', { ids, statusId: 2 });
const billOf = async (id: number): Promise<VendorBillDetails> => (await call('GET', `/api/vendorBills/${id}`)).json();

/** Whatever waits from earlier tests is exported first, so each test sees only its own records. */
async function drain() {
  for (const records of ['vendorBills', 'invoices']) await exportOf(records, 'csv');
  await exportOf('creditNotes', 'iif');
}

describe('exporting vendor bills to the books', () => {
  it('writes the approved bills as IIF, lists the export, marks each bill exported, and sends none twice', async () => {
    await drain();
    const vendor = await t.make.client({ typeId: 2, name: 'Oakline Furniture' });
    const po = await receivedPo(t);
    const bill = await makeVendorBill(t, { body: billOfPo(po, { vendorId: vendor.id, billNumber: 'OAK-77' }) });
    const waiting = await makeVendorBill(t, { marker: 'WAIT-1' });
    expect((await approve([bill.id])).statusCode).toBe(200);

    const res = await exportOf('vendorBills', 'iif');
    expect(res.statusCode, res.body).toBe(201);
    const made: AccountingExport = res.json();
    expect(made).toMatchObject({ records: 'vendorBills', format: 'iif', count: 1, amount: '3054.99' });
    expect(made.documents).toEqual([bill.number]);
    expect(made.fileName).toBe(`${made.number}-vendor-bills.iif`);

    const file = await call('GET', `/api/accounting/exports/${made.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(made.fileName);
    const rows = file.body.split('\r\n').filter(Boolean);
    expect(rows.slice(3).map((r) => r.split('\t').slice(0, 8))).toEqual([
      ['TRNS', '', 'BILL', '11/20/26', 'Accounts Payable', 'Oakline Furniture', '-3054.99', 'OAK-77'],
      ['SPL', '', 'BILL', '11/20/26', 'Job Costs:Goods', 'Oakline Furniture', '1255.00', 'OAK-77'],
      ['SPL', '', 'BILL', '11/20/26', 'Job Costs:Goods', 'Oakline Furniture', '1799.99', 'OAK-77'],
      ['ENDTRNS'],
    ]);

    const after = await billOf(bill.id);
    expect([after.status, after.exported]).toEqual(['Exported', true]);
    expect((await billOf(waiting.id)).status).toBe('Pending');

    const again = await exportOf('vendorBills', 'iif');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.records).toBe('No approved vendor bills wait to be exported.');
    const list = (await call('GET', '/api/accounting/exports?pageSize=5')).json();
    expect(list.items[0]).toEqual(made);
  });

  it('writes billed invoices as QuickBooks Online’s CSV and marks them exported', async () => {
    await drain();
    const invoice = await approvedInvoice(t);
    const res = await exportOf('invoices', 'csv');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ count: 1, amount: '1121.00', documents: [invoice.number] });
    const file = await call('GET', `/api/accounting/exports/${res.json().id}/file`);
    const rows = file.body.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(
      'InvoiceNo,Customer,InvoiceDate,DueDate,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount',
    );
    // 12 h installation at 85.50 (1,026.00) and a liftgate of 95.00: 1,121.00.
    expect(rows.slice(1).map((r) => r.split(',').slice(-4))).toEqual([
      ['Install', '12', '85.5', '1026.00'],
      ['Liftgate', '1', '95', '95.00'],
    ]);
    const read = (await call('GET', `/api/invoices/${invoice.id}`)).json();
    expect(read.exported).toBe(true);
  });

  it('takes each waiting bill into one export only, when two clerks export at once', async () => {
    await drain();
    const bills = [await makeVendorBill(t, { marker: 'RACE-1' }), await makeVendorBill(t, { marker: 'RACE-2' })];
    await approve(bills.map((b) => b.id));
    const [a, b] = await Promise.all([exportOf('vendorBills', 'csv'), exportOf('vendorBills', 'iif')]);
    const made = [a, b].filter((r) => r.statusCode === 201).map((r) => r.json() as AccountingExport);
    expect(made).toHaveLength(1);
    expect(made[0]!.documents.sort()).toEqual(bills.map((x) => x.number).sort());
    expect([a, b].map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('exporting credit notes', () => {
  it('writes them as CREDIT MEMO transactions in IIF and refuses the CSV QuickBooks Online cannot import', async () => {
    await drain();
    await exportOf('creditNotes', 'iif');
    const { creditNote } = await paidAndCredited(t);
    const csv = await exportOf('creditNotes', 'csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errors.format).toBe(
      'QuickBooks Online imports bills and invoices, not credit notes: export them as IIF, or connect QuickBooks Online.',
    );
    const res = await exportOf('creditNotes', 'iif');
    expect(res.statusCode, res.body).toBe(201);
    // The credit of 10.00 on the invoice's first charge.
    expect(res.json()).toMatchObject({ count: 1, amount: '10.00', fileName: `${res.json().number}-credit-notes.iif` });
    const file = await call('GET', `/api/accounting/exports/${res.json().id}/file`);
    const rows = file.body
      .split('\r\n')
      .filter((r) => /^(TRNS|SPL)\t/.test(r))
      .map((r) => r.split('\t'));
    expect(rows.map((r) => [r[0], r[2], r[4], r[6]])).toEqual([
      ['TRNS', 'CREDIT MEMO', 'Accounts Receivable', '-10.00'],
      ['SPL', 'CREDIT MEMO', 'Income:Services', '10.00'],
    ]);
    const note = (await call('GET', `/api/creditNotes/${creditNote.id}`)).json();
    expect(note.exported).toBe(true);
  });
});

describe('who sees the exports', () => {
  it('shows a staff user only exports of their projects, and refuses client users', async () => {
    await drain();
    const bill = await makeVendorBill(t, { marker: 'SCOPE-1' });
    await approve([bill.id]);
    const made: AccountingExport = (await exportOf('vendorBills', 'csv')).json();
    const outsider = await t.make.user({ claims: ['Invoice:View', 'Invoice:Update'] });
    const insider = await t.make.user({ claims: ['Invoice:View'], projects: [bill.projectId] });
    const idsOf = async (as: TokenSubject) =>
      (await call('GET', '/api/accounting/exports?pageSize=500', undefined, as))
        .json()
        .items.map((e: AccountingExport) => e.id);
    expect(await idsOf(outsider)).not.toContain(made.id);
    expect((await call('GET', `/api/accounting/exports/${made.id}/file`, undefined, outsider)).statusCode).toBe(404);
    expect(await idsOf(insider)).toContain(made.id);
    expect((await call('GET', `/api/accounting/exports/${made.id}/file`, undefined, insider)).statusCode).toBe(200);
    const client = await t.make.user({
      userTypeId: 2,
      clientId: (await t.make.client()).id,
      claims: ['Invoice:View', 'Invoice:Update'],
    });
    expect((await exportOf('invoices', 'csv', client)).statusCode).toBe(403);
  });
});
