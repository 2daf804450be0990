import type { InvoiceDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { approvedInvoice, invoiceBodyOf, makeInvoice } from './invoice.testkit';

// Writers at once: on PostgreSQL (DATABASE_URL) they truly overlap; the counter row and the
// invoice's row are what make them take turns.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seq = (n: string) => Number(n.split('-')[1]);

describe('at once', () => {
  it('ten approvals take ten numbers in a row, none twice, none skipped', async () => {
    const before = await approvedInvoice(t);
    const drafts = await Promise.all(Array.from({ length: 10 }, () => makeInvoice(t)));
    const approved = await Promise.all(
      drafts.map((d) =>
        t.call({ method: 'PUT', url: '/api/invoices', payload: invoiceBodyOf(d, { statusId: 2 }), as: t.admin }),
      ),
    );
    expect(approved.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = approved.map((r) => seq((r.json() as InvoiceDetails).number)).sort((a, b) => a - b);
    // The ten after the one approved before them: n+1 … n+10.
    const first = seq(before.number) + 1;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, k) => first + k));
  });

  it('two payments of the last of a balance: one is taken, the other told the balance', async () => {
    const i = await approvedInvoice(t);
    // 1,121.00 owed; each tries 700.00 (together 1,400.00: more than owed).
    const pay = () =>
      t.call({
        method: 'POST',
        url: '/api/invoices/payments',
        payload: { invoiceId: i.id, paymentDate: i.invoiceDate, amount: '700.00', method: 'Wire' },
        as: t.admin,
      });
    const results = await Promise.all([pay(), pay()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    // 1,121.00 - 700.00 = 421.00 left when the second is weighed.
    expect(refused.json().errors.amount).toBe(
      `Invoice ${i.number} has 421.00 left to pay: a payment cannot be more than its balance.`,
    );
    const after = (await t.call({ method: 'GET', url: `/api/invoices/${i.id}`, as: t.admin })).json();
    expect(after).toMatchObject({ status: 'Partly paid', totals: { paid: '700.00', balance: '421.00' } });
  });
});
