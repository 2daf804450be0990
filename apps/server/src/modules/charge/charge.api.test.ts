import type { Charge, ChargeTotals } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { billingPeriods } from '../project/billingPeriod.table';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { charges } from './charge.table';
import { bodyOf, chargeBody, makeCharge, typeIdOf } from './charge.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: TokenSubject = t.admin) =>
  t.call({ method, url, ...(payload ? { payload } : {}), as });
const totalsOf = async (projectId: number, as: TokenSubject = t.admin): Promise<ChargeTotals> =>
  (await call('GET', `/api/charges/totals?ProjectId=${projectId}`, undefined, as)).json();

describe('entering charges', () => {
  it('works out the amount to the cent, fills the unit and category from the type, and keeps a history', async () => {
    const c = await makeCharge(t);
    expect(c).toMatchObject({
      containerModule: 'Project',
      containerNumber: null,
      category: 'Services',
      type: 'Installation',
      unit: 'Hour',
      quantity: '12.000',
      rate: '85.5000',
      amount: '1026.00',
      status: 'Open',
      invoiceId: null,
      createdBy: 'admin',
    });
    const odd = await makeCharge(t, { projectId: c.projectId, quantity: '3', rate: '0.3333', unit: 'Visit' });
    expect(odd).toMatchObject({ amount: '1.00', unit: 'Visit' });

    const history = await call('GET', `/api/history/charge/${c.id}`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('1026.00');
  });

  it('puts a charge on a record of its own project only, and names the record', async () => {
    const po = await makePo(t);
    const onPo = await makeCharge(t, {
      projectId: po.projectId,
      containerModule: 'PO',
      containerId: po.id,
      typeId: typeIdOf('Line haul'),
      quantity: '240',
      rate: '3.25',
    });
    expect(onPo).toMatchObject({
      containerModule: 'PO',
      containerId: po.id,
      containerNumber: po.number,
      amount: '780.00',
    });

    const otherPo = await makePo(t);
    const foreign = await call(
      'POST',
      '/api/charges',
      await chargeBody(t, {
        projectId: po.projectId,
        containerModule: 'PO',
        containerId: otherPo.id,
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ containerId: 'Pick a PO of this project.' });

    const unnamed = await call('POST', '/api/charges', await chargeBody(t, { containerModule: 'Shipment' }));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.containerId).toBe('Pick the record the charge is for.');

    const badType = await call('POST', '/api/charges', await chargeBody(t, { typeId: 9999 }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.typeId).toBe('Pick a charge type.');
  });

  it('refuses a date in a closed or invoiced billing period, on create, change and delete', async () => {
    const project = await t.make.project();
    await t.database.db.insert(billingPeriods).values([
      { projectId: project.id, startDate: '2026-09-01', endDate: '2026-09-30', status: 'Invoiced' },
      { projectId: project.id, startDate: '2026-10-01', endDate: '2026-10-31', status: 'Closed' },
      { projectId: project.id, startDate: '2026-11-01', endDate: '2026-11-30', status: 'Open' },
    ]);
    const closed = await call(
      'POST',
      '/api/charges',
      await chargeBody(t, { projectId: project.id, chargeDate: '2026-10-15' }),
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors.chargeDate).toBe(
      'October 2026 is closed: charges dated in it cannot be entered. Reopen the billing period first.',
    );
    const invoiced = await call(
      'POST',
      '/api/charges',
      await chargeBody(t, { projectId: project.id, chargeDate: '2026-09-02' }),
    );
    expect(invoiced.json().errors.chargeDate).toBe(
      'September 2026 is invoiced: charges dated in it cannot be entered.',
    );

    const open = await makeCharge(t, { projectId: project.id, chargeDate: '2026-11-03' });
    const moved = await call('PUT', '/api/charges', bodyOf(open, { chargeDate: '2026-10-30' }));
    expect(moved.statusCode).toBe(400);
    await t.database.db
      .update(billingPeriods)
      .set({ status: 'Closed' })
      .where(eq(billingPeriods.startDate, '2026-11-01'));
    expect((await call('DELETE', `/api/charges/${open.id}`)).statusCode).toBe(400);
    expect((await call('GET', `/api/charges/${open.id}`)).statusCode).toBe(200);
  });

  it('changes an open charge once per version; an invoiced one neither changes nor goes', async () => {
    const c = await makeCharge(t);
    const [a, b] = await Promise.all([
      call('PUT', '/api/charges', bodyOf(c, { quantity: '10' })),
      call('PUT', '/api/charges', bodyOf(c, { quantity: '11' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const saved: Charge = (a.statusCode === 200 ? a : b).json();
    expect(saved.amount).toBe(saved.quantity === '10.000' ? '855.00' : '940.50');

    const other = await t.make.project();
    const moved = await call('PUT', '/api/charges', bodyOf(saved, { projectId: other.id }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.projectId).toContain('stays with its project');

    await t.database.db.update(charges).set({ invoiceId: 77 }).where(eq(charges.id, c.id));
    const onInvoice: Charge = (await call('GET', `/api/charges/${c.id}`)).json();
    expect(onInvoice.status).toBe('Invoiced');
    const change = await call('PUT', '/api/charges', bodyOf(onInvoice, { quantity: '1' }));
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toContain('is on an invoice');
    expect((await call('DELETE', `/api/charges/${c.id}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/charges/${c.id}`)).json().quantity).toBe(onInvoice.quantity);
  });

  it('deletes an open charge, and a project holding charges is not deleted', async () => {
    const c = await makeCharge(t);
    const held = await call('DELETE', `/api/project/${c.projectId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('1 charges');
    expect((await call('DELETE', `/api/charges/${c.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/charges/${c.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/project/${c.projectId}`)).statusCode).toBe(204);
  });
});

describe('reading charges', () => {
  it('lists a record’s charges, narrows the search, and adds up open, invoiced and costs', async () => {
    const po = await makePo(t);
    const shipment = await makeShipment(t, { projectId: po.projectId });
    const projectId = po.projectId;
    await makeCharge(t, { projectId, quantity: '2', rate: '100' });
    await makeCharge(t, { projectId, containerModule: 'PO', containerId: po.id, quantity: '1', rate: '50' });
    const lift = await makeCharge(t, {
      projectId,
      containerModule: 'Shipment',
      containerId: shipment.id,
      typeId: typeIdOf('Accessorial'),
      quantity: '1',
      rate: '95',
    });
    await makeCharge(t, {
      projectId,
      containerModule: 'Shipment',
      containerId: shipment.id,
      typeId: typeIdOf('Carrier cost'),
      quantity: '1',
      rate: '410',
    });
    await t.database.db.update(charges).set({ invoiceId: 5 }).where(eq(charges.id, lift.id));

    const ofShipment = await call('POST', '/api/Charges/paged', { type: 'Shipment', id: shipment.id });
    expect(
      ofShipment
        .json()
        .items.map((c: Charge) => c.type)
        .sort(),
    ).toEqual(['Accessorial', 'Carrier cost']);
    const bySearch = await call('POST', '/api/charges/Search', {
      shipmentId: shipment.id,
      searchFields: { status: 'Open' },
    });
    expect(bySearch.json().items.map((c: Charge) => c.type)).toEqual(['Carrier cost']);
    const onPos = await call('POST', '/api/charges/Search', { projectId, containerModule: 'PO' });
    expect(onPos.json()).toMatchObject({ totalCount: 1, items: [{ containerNumber: po.number, amount: '50.00' }] });
    expect((await call('GET', `/api/charges?ProjectId=${projectId}`)).json()).toHaveLength(4);
    expect(await totalsOf(projectId)).toEqual({ count: 4, open: '250.00', invoiced: '95.00', cost: '410.00' });
    expect((await call('POST', '/api/project/dataCounts', { projectId })).json().charges).toBe(4);

    const outside = await call('POST', '/api/Charges/paged', { type: 'Shipment', id: 2_000_000 });
    expect(outside.statusCode).toBe(404);
  });

  it('shows a client user their projects’ charges without the provider’s costs, and lets them enter none', async () => {
    const customer = await t.make.client({ typeId: 1, name: `Charged co ${Date.now()}` });
    const project = await t.make.project({ customerId: customer.id });
    const billed = await makeCharge(t, { projectId: project.id, quantity: '1', rate: '300' });
    const cost = await makeCharge(t, {
      projectId: project.id,
      typeId: typeIdOf('Vendor cost'),
      quantity: '1',
      rate: '120',
    });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Invoice:Delete'],
      projects: [project.id],
    });
    const seen = await call('GET', `/api/charges?ProjectId=${project.id}`, undefined, client);
    expect(seen.json().map((c: Charge) => c.id)).toEqual([billed.id]);
    expect((await call('GET', `/api/charges/${cost.id}`, undefined, client)).statusCode).toBe(404);
    expect(await totalsOf(project.id, client)).toEqual({ count: 1, open: '300.00', invoiced: '0.00', cost: '0.00' });
    const types = (await call('GET', '/api/chargeType?isClient=true', undefined, client)).json();
    expect(types.some((x: { category: string }) => x.category === 'Cost')).toBe(false);
    const master = (await call('GET', '/api/Charges/getChargesMasterData', undefined, client)).json();
    expect(master.types.some((x: { category: string }) => x.category === 'Cost')).toBe(false);

    const entered = await call('POST', '/api/charges', await chargeBody(t, { projectId: project.id }), client);
    expect(entered.statusCode).toBe(403);
    expect(entered.json().message).toBe('Client users do not enter charges.');
    expect((await call('PUT', '/api/charges', bodyOf(billed, { quantity: '2' }), client)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/charges/${billed.id}`, undefined, client)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/charges/${cost.id}`, undefined, client)).statusCode).toBe(404);
  });

  it('answers the lookups and a project’s latest billing period', async () => {
    const categories = (await call('GET', '/api/chargeCategory')).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Freight',
      'Services',
      'Warehouse',
      'Other',
      'Cost',
    ]);
    const warehouse = (await call('GET', '/api/chargeType/3')).json();
    expect(warehouse.map((x: { name: string }) => x.name)).toContain('Storage');
    expect((await call('GET', '/api/invoiceStatus')).json()[0]).toEqual({ id: 1, name: 'Draft' });

    const project = await t.make.project();
    const none = await call('GET', `/api/Charges/GetLastBillingPeriodInvoiceStatus/${project.id}`);
    expect(none.json()).toEqual({ projectId: project.id, billingPeriod: null });
    await t.database.db.insert(billingPeriods).values([
      { projectId: project.id, startDate: '2026-10-01', endDate: '2026-10-31', status: 'Invoiced' },
      { projectId: project.id, startDate: '2026-11-01', endDate: '2026-11-30', status: 'Open' },
    ]);
    const last = await call('GET', `/api/Charges/GetLastBillingPeriodInvoiceStatus/${project.id}`);
    expect(last.json().billingPeriod).toMatchObject({ startDate: '2026-11-01', status: 'Open' });
  });
});
