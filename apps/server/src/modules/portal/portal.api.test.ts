import type { InvoiceDetails, PortalAnswer } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { chargedProject, invoiceBodyOf, makeInvoice } from '../invoice/invoice.testkit';
import { deliveredTicket } from '../pickTicket/pickTicket.testkit';
import { raFromPo } from '../receivingAlert/receivingAlert.testkit';
import { makeShipment } from '../shipment/shipment.testkit';
import { receivedPo } from '../vendorBill/vendorBill.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const glance = async (as: TokenSubject): Promise<PortalAnswer> => {
  const res = await t.call({ method: 'GET', url: '/api/portal', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const clientClaims = ['RA:View', 'Shipment:View', 'Inventory:View', 'PickTicket:View', 'Invoice:View'];

describe('the client portal', () => {
  it("shows a client their own company's goods coming, on hand, released and excepted, and what they owe", async () => {
    const company = await t.make.client({ name: `Portal co ${Date.now()}` });
    const p = await t.make.project({ customerId: company.id });
    const other = await t.make.project();
    // Theirs: an alert expected, a shipment booked, a PO received 2 over and 1 short, a ticket delivered.
    const { ra } = await raFromPo(t, { projectId: p.id });
    const shipment = await makeShipment(t, { projectId: p.id, statusId: 1 });
    await receivedPo(t, { projectId: p.id, received: ['12', '1'] });
    const { ticket } = await deliveredTicket(t, p.id);
    // An invoice of 1,121.00 billed to them, and a draft they never see.
    const { charges } = await chargedProject(t, p.id);
    const draft = await makeInvoice(t, { projectId: p.id, billToId: company.id, chargeIds: charges.map((c) => c.id) });
    const billed = (
      await t.call({ method: 'PUT', url: '/api/invoices', payload: invoiceBodyOf(draft, { statusId: 2 }), as: t.admin })
    ).json() as InvoiceDetails;
    await makeInvoice(t, { projectId: p.id, billToId: company.id });
    // Another company's alert and ticket: not theirs.
    await raFromPo(t, { projectId: other.id });
    await deliveredTicket(t, other.id);

    const client = await t.make.user({ userTypeId: 2, clientId: company.id, claims: clientClaims, projects: [p.id] });
    const seen = await glance(client);
    expect(seen.incoming?.alerts.map((a) => a.id)).toEqual([ra.id]);
    expect(seen.incoming?.alerts[0]).toMatchObject({ lines: 2, status: 'Expected' });
    expect(seen.incoming?.shipments?.map((s) => s.id)).toEqual([shipment.id]);
    // On hand: 12 + 1 received, 10 − 4 chairs and 2 tables added: 21, in 4 items.
    expect(seen.onHand).toMatchObject({ projects: 1, items: 4, quantity: '21' });
    expect(seen.releases).toMatchObject({ openTotal: 0, deliveredTotal: 1, delivered: [{ id: ticket.id }] });
    // The latest first: the second line short, the first over.
    expect(seen.exceptions.map((e) => [e.kind, e.condition])).toEqual([
      ['Receiving', 'Short'],
      ['Receiving', 'Over'],
    ]);
    expect(seen.invoices).toEqual({
      open: [{ id: billed.id, number: billed.number, dueDate: billed.dueDate, balance: '1121.00' }],
      openTotal: 1,
      balance: '1121.00',
    });

    // Without a module's permission its part is not there; a staff user of no project sees none of it.
    const onlyStock = await t.make.user({
      userTypeId: 2,
      clientId: company.id,
      claims: ['Inventory:View'],
      projects: [p.id],
    });
    const narrow = await glance(onlyStock);
    expect(narrow).toMatchObject({ incoming: null, releases: null, invoices: null, exceptions: [] });
    expect(narrow.onHand?.quantity).toBe('21');
    const stranger = await t.make.user({ userTypeId: 4, claims: clientClaims });
    const none = await glance(stranger);
    expect(none).toMatchObject({
      incoming: { alertsTotal: 0, shipmentsTotal: 0 },
      onHand: { items: 0, quantity: '0' },
      exceptions: [],
      invoices: { openTotal: 0, balance: '0.00' },
    });
  });
});
