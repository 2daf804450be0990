import type { Charge, ChargeTotals, WarehouseChargeRun, WarehouseReview } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { bodyOf, typeIdOf, warehouseArrange } from './charge.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, arrange, cartons, fullMonthCwt } = warehouseArrange(() => t);

describe('warehouse charges are reviewed, then confirmed', () => {
  it('a run makes drafts only staff see; confirmed, they are frozen and the client sees them', async () => {
    const a = await arrange(cartons, 'review');
    await addWarehouseRate(t, a.projectId, fullMonthCwt);

    // 1,000 cartons × 10 lb = 10,000 lb = 100 CWT on hand all month × 1.85 = 185.00.
    const ran = await call('POST', '/api/project/createWarehouseCharge', a.ids);
    expect(ran.statusCode).toBe(200);
    const run = ran.json() as WarehouseChargeRun;
    expect(run.charges.map((c) => [c.quantity, c.unit, c.rate, c.amount, c.state])).toEqual([
      ['100.000', 'CWT-month', '1.8500', '185.00', 'Draft'],
    ]);
    const draft = run.charges[0]!;
    expect(draft.breakdown).toMatchObject({ model: 'Full month', basis: 'Per hundredweight', exactQuantity: '100' });
    expect(draft.breakdown!.items[0]).toMatchObject({ itemId: a.item.id, receivedOn: a.period.startDate });

    // The client user sees no draft: not listed, searched, counted, totalled or read by id.
    const theirs = (await call('GET', `/api/charges?ProjectId=${a.projectId}`, undefined, a.client)).json() as Charge[];
    expect(theirs).toEqual([]);
    const searched = await call('POST', '/api/charges/Search', { projectId: a.projectId, searchFields: {} }, a.client);
    expect(searched.json().items ?? searched.json()).toEqual([]);
    expect((await call('GET', `/api/charges/${draft.id}`, undefined, a.client)).statusCode).toBe(404);
    const totals = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    expect(totals).toMatchObject({ count: 0, open: '0.00' });
    const counts = await call('POST', '/api/project/dataCounts', { projectId: a.projectId }, a.client);
    expect(counts.json().charges).toBe(0);
    // …and reviews or confirms nothing.
    expect((await call('POST', '/api/project/warehouseChargeReview', a.ids, a.client)).statusCode).toBe(403);
    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids, a.client)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/project/warehouseChargeSummary', { projectId: a.projectId }, a.client)).statusCode,
    ).toBe(403);

    // A draft is not invoiced, nor edited by hand.
    const invoice = await call('POST', '/api/invoices', { projectId: a.projectId, chargeIds: [draft.id] });
    expect(invoice.statusCode).toBe(400);
    expect(JSON.stringify(invoice.json())).toContain('chargeIds');
    expect((await call('PUT', '/api/charges', bodyOf(draft, { rate: '1.00' }))).statusCode).toBe(409);

    const confirmed = await call('POST', '/api/project/confirmWarehouseCharges', a.ids);
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as WarehouseReview).charges.map((c) => c.state)).toEqual(['Confirmed']);
    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(409);

    // The client sees it now, with how it was worked out.
    const seen = await call('GET', `/api/charges/${draft.id}`, undefined, a.client);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ amount: '185.00', state: 'Confirmed', breakdown: { exactQuantity: '100' } });
    const after = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    expect(after).toMatchObject({ count: 1, open: '185.00' });

    // Frozen: no edit, no delete, not replaced by a run.
    const current = (await call('GET', `/api/charges/${draft.id}`)).json() as Charge;
    const edit = await call('PUT', '/api/charges', bodyOf(current, { rate: '1.00' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is confirmed: it cannot be changed/);
    expect((await call('DELETE', `/api/charges/${draft.id}`)).statusCode).toBe(409);

    // A weight fixed after confirmation is listed for the clerk…
    const weighed = await call('POST', '/api/project/updateitemsweight', {
      projectId: a.projectId,
      items: [{ id: a.item.id, weight: '8000' }],
    });
    expect(weighed.statusCode).toBe(200);
    const review = (await call('POST', '/api/project/warehouseChargeReview', a.ids)).json() as WarehouseReview;
    expect(review.changesSinceConfirmed.count).toBe(1);
    expect(review.changesSinceConfirmed.changes[0]).toMatchObject({ itemId: a.item.id, action: 'weighed' });
    const summary = await call('POST', '/api/project/warehouseChargeSummary', { projectId: a.projectId });
    expect(summary.json()).toContainEqual({
      billingPeriodId: a.period.id,
      drafts: 0,
      confirmed: 1,
      changesSinceConfirmed: 1,
    });

    // …and a run makes a draft adjustment: 8,000 lb = 80 CWT × 1.85 = 148.00; 148.00 − 185.00 = −37.00.
    const again = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    expect(again.confirmed).toBe(true);
    expect(again.changesSinceConfirmed.count).toBe(1);
    expect(again.charges.map((c) => [c.quantity, c.rate, c.amount, c.state, c.adjustment, c.correctsChargeId])).toEqual(
      [['-1.000', '37.0000', '-37.00', 'Draft', true, draft.id]],
    );
    expect(again.charges[0]!.breakdown!.adjustment).toEqual({
      correctsChargeId: draft.id,
      confirmedAmount: '185.00',
      amountNow: '148.00',
    });
    // The confirmed charge stays; the client does not see the draft adjustment yet.
    expect(
      ((await call('GET', `/api/charges?ProjectId=${a.projectId}`, undefined, a.client)).json() as Charge[]).map(
        (c) => c.id,
      ),
    ).toEqual([draft.id]);
    // A second run replaces the draft adjustment, not the confirmed charge.
    const third = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    expect(third.replaced).toBe(1);
    expect(third.charges.map((c) => c.amount)).toEqual(['-37.00']);

    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(200);
    const net = (
      await call('GET', `/api/charges/totals?ProjectId=${a.projectId}`, undefined, a.client)
    ).json() as ChargeTotals;
    // 185.00 − 37.00 = 148.00.
    expect(net).toMatchObject({ count: 2, open: '148.00' });
    // Confirmed charges are invoiced.
    const billed = await call('POST', '/api/invoices', {
      projectId: a.projectId,
      chargeIds: [draft.id, third.charges[0]!.id],
    });
    expect(billed.statusCode).toBe(201);
  });

  it('a manual adjustment corrects a confirmed charge; only an adjustment may be negative', async () => {
    const a = await arrange(cartons, 'manual');
    await addWarehouseRate(t, a.projectId, fullMonthCwt);
    const run = (await call('POST', '/api/project/createWarehouseCharge', a.ids)).json() as WarehouseChargeRun;
    await call('POST', '/api/project/confirmWarehouseCharges', a.ids);
    const base = {
      projectId: a.projectId,
      typeId: typeIdOf('Storage'),
      description: 'Goodwill: 10 CWT back',
      chargeDate: a.period.endDate,
      quantity: '-10',
      rate: '1.85',
    };
    const refused = await call('POST', '/api/charges', base);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.quantity).toBe('The quantity must be more than zero.');
    const made = await call('POST', '/api/charges', { ...base, correctsChargeId: run.charges[0]!.id });
    expect(made.statusCode).toBe(201);
    // −10 × 1.85 = −18.50.
    expect(made.json()).toMatchObject({
      amount: '-18.50',
      adjustment: true,
      state: 'Confirmed',
      correctsChargeId: run.charges[0]!.id,
    });
    const other = await t.make.project();
    const elsewhere = await call('POST', '/api/charges', {
      ...base,
      projectId: other.id,
      correctsChargeId: run.charges[0]!.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.correctsChargeId).toBeDefined();
  });
});
