import type { InvoiceDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makeCharge, typeIdOf } from '../charge/charge.testkit';
import { chargedProject, invoiceBodyOf, makeInvoice } from '../invoice/invoice.testkit';
import { makeVendorBill } from '../vendorBill/vendorBill.testkit';
import { reportCalls } from './report.testkit';

/** The money reports: figures worked out by hand from what the test bills, credits and pays. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, run, staff } = reportCalls(() => t);

describe('money', () => {
  const move = (i: InvoiceDetails, statusId: number) => call('PUT', '/api/invoices', invoiceBodyOf(i, { statusId }));
  const billed = async (projectId: number, billToId: number, invoiceDate: string, dueDate: string) => {
    const { charges } = await chargedProject(t, projectId);
    const d = await makeInvoice(t, { projectId, billToId, invoiceDate, dueDate, chargeIds: charges.map((c) => c.id) });
    return (await move(d, 2)).json() as InvoiceDetails;
  };

  it('registers the period’s billed invoices and ages what they owe (figures by hand)', async () => {
    const client = await t.make.client({ name: `Report bill-to ${Date.now()}` });
    const p = (await t.make.project()).id;
    // Each invoice comes to 1,121.00.
    const july = await billed(p, client.id, '2026-07-01', '2026-11-13');
    const august = await billed(p, client.id, '2026-08-15', '2026-12-10');
    await call('POST', '/api/invoices/payments', {
      invoiceId: august.id,
      paymentDate: '2026-09-01',
      amount: '121.00',
      method: 'Check',
    });
    await makeInvoice(t, { projectId: p, billToId: client.id, invoiceDate: '2026-07-10' }); // a draft: left out
    const clerk = await staff(['Reports:View', 'Invoice:View'], [p]);

    const julyOnly = (
      await run({ report: 'invoiceRegister', filters: { from: '2026-07-01', to: '2026-07-31' } }, clerk)
    ).json();
    expect(julyOnly.rows).toEqual([
      expect.objectContaining({ invoiceId: july.id, amount: '1121.00', paid: '0.00', balance: '1121.00' }),
    ]);
    const summer = (
      await run({ report: 'invoiceRegister', filters: { from: '2026-07-01', to: '2026-08-31' } }, clerk)
    ).json();
    // 1,121.00 × 2 = 2,242.00; paid 121.00; owed 2,121.00.
    expect(summer.totals).toEqual({ amount: '2242.00', credited: '0.00', paid: '121.00', balance: '2121.00' });
    // June holds none of them: no rows, and totals of nothing written to the cent.
    const june = (
      await run({ report: 'invoiceRegister', filters: { from: '2026-06-01', to: '2026-06-30' } }, clerk)
    ).json();
    expect(june).toMatchObject({ total: 0, rows: [] });
    expect(june.totals).toEqual({ amount: '0.00', credited: '0.00', paid: '0.00', balance: '0.00' });

    // On 2026-11-28 July's is 15 days past due (1–30); August's 1,000.00 is not yet due.
    const aging = (await run({ report: 'receivablesAging', filters: { asOf: '2026-11-28' } }, clerk)).json();
    expect(aging.rows).toEqual([
      {
        billToName: client.name,
        invoices: 2,
        current: '1000.00',
        days1to30: '1121.00',
        days31to60: '0.00',
        days61to90: '0.00',
        over90: '0.00',
        total: '2121.00',
      },
    ]);
    expect(aging.totals.total).toBe('2121.00');

    // July: 1,121.00; August: 1,121.00, less nothing credited.
    const revenue = (
      await run(
        { report: 'revenueByClient', filters: { from: '2026-07-01', to: '2026-08-31', clientId: client.id } },
        clerk,
      )
    ).json();
    expect(revenue.rows).toEqual([
      {
        month: '2026-07',
        billToName: client.name,
        invoices: 1,
        amount: '1121.00',
        credited: '0.00',
        revenue: '1121.00',
      },
      {
        month: '2026-08',
        billToName: client.name,
        invoices: 1,
        amount: '1121.00',
        credited: '0.00',
        revenue: '1121.00',
      },
    ]);
  });

  it('sums the confirmed charges no invoice has taken, by category, leaving costs out', async () => {
    const p = await t.make.project();
    await makeCharge(t, { projectId: p.id, chargeDate: '2026-11-02' }); // Installation: 12 × 85.50 = 1,026.00 (Services)
    await makeCharge(t, { projectId: p.id, typeId: typeIdOf('Line haul'), quantity: '250', rate: '2.15' }); // 537.50 (Freight)
    const user = await staff(['Reports:View', 'Invoice:View'], [p.id]);
    const report = (await run({ report: 'unbilledWork' }, user)).json();
    // 1,026.00 + 537.50 = 1,563.50.
    expect(report.rows).toEqual([
      expect.objectContaining({
        projectId: p.id,
        charges: 2,
        oldest: '2026-11-02',
        freight: '537.50',
        services: '1026.00',
        warehouse: '0.00',
        other: '0.00',
        total: '1563.50',
      }),
    ]);
  });

  it('ages the vendor bills awaiting approval by their date', async () => {
    const p = await t.make.project();
    const bill = await makeVendorBill(t, { projectId: p.id }); // dated 2026-11-20, the PO's 3,054.99
    const user = await staff(['Reports:View', 'Invoice:View'], [p.id]);
    const report = (await run({ report: 'vendorBillAging', filters: { asOf: '2026-12-25' } }, user)).json();
    // Nov 20 to Dec 25: 35 days, 31–60.
    expect(report.rows).toEqual([
      expect.objectContaining({ bills: 1, days0to30: '0.00', days31to60: bill.amount, total: bill.amount }),
    ]);
    expect(bill.amount).toBe('3054.99');
  });
});
