import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { shipmentWithPoLine } from '../shipment/shipment.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, as: TokenSubject = t.admin) => {
  const res = await t.call({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);

describe('common picker lists', () => {
  it("show a user their projects' POs and shipments only with the module's View, and a client user only their company's", async () => {
    const customer = await t.make.client({ typeId: 1 });
    const mine = await t.make.project({ customerId: customer.id });
    const theirs = await t.make.project();
    const a = await shipmentWithPoLine(t, mine.id);
    const b = await shipmentWithPoLine(t, theirs.id);
    const buyer = await t.make.user({ claims: ['PO:View'], projects: [mine.id] });
    const all = await get('/api/common/getAll', buyer);
    expect(ids(all.projects)).toEqual([mine.id]);
    expect(ids(all.purchaseOrders)).toEqual([a.po.id]);
    expect(all.shipments).toEqual([]);
    expect(all.purchaseOrders[0]).toEqual({
      id: a.po.id,
      number: a.po.number,
      label: `${a.po.number} · ${a.po.vendorName}`,
      projectId: mine.id,
    });

    const clientUser = await t.make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['PO:View', 'Shipment:View'],
      projects: [mine.id, theirs.id],
    });
    expect(ids(await get('/api/common/allPos', clientUser))).toEqual([a.po.id]);
    expect(ids(await get('/api/common/allShipments', clientUser))).toEqual([a.shipment.id]);
    const admin = await get('/api/common/allShipments');
    expect(ids(admin)).toEqual(expect.arrayContaining([a.shipment.id, b.shipment.id]));
  });

  it('narrow to a project or a PO, list the projects with POs or shipments and the open ones', async () => {
    const { po, shipment } = await shipmentWithPoLine(t);
    const bare = await t.make.project({ status: 'Completed' });
    const second = await makePo(t, { projectId: po.projectId });
    const byProject = await get(`/api/common/getAllByProjectId?ProjectId=${po.projectId}`);
    expect(ids(byProject.purchaseOrders)).toEqual([po.id, second.id]);
    expect(ids(byProject.shipments)).toEqual([shipment.id]);
    expect(byProject).toMatchObject({ receivingAlerts: [], pickTickets: [], invoices: [] });
    // A receiving alert of the PO: the project, the PO and the project's pickers list it.
    const ra = await t.call({
      method: 'POST',
      url: '/api/raItem/createFromShipment',
      payload: { shipmentId: shipment.id },
      as: t.admin,
    });
    expect(ra.statusCode, ra.body).toBe(201);
    const alert = ra.json();
    const withRa = await get(`/api/common/getAllByProjectId?ProjectId=${po.projectId}`);
    expect(withRa.receivingAlerts).toEqual([
      { id: alert.id, number: alert.number, label: `${alert.number} · Expected`, projectId: po.projectId },
    ]);
    expect(ids((await get(`/api/common/getAllByPoId?PurchaseOrderId=${po.id}`)).receivingAlerts)).toEqual([alert.id]);
    expect((await get(`/api/common/getAllByPoId?PurchaseOrderId=${second.id}`)).receivingAlerts).toEqual([]);
    // Only received alerts offer goods to a pick ticket.
    expect(await get(`/api/common/pickTktRas?projectId=${po.projectId}`)).toEqual([]);
    const finished = await t.call({ method: 'POST', url: `/api/ra/${alert.id}/finish`, as: t.admin });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(ids(await get(`/api/common/pickTktRas?projectId=${po.projectId}`))).toEqual([alert.id]);
    const byPo = await get(`/api/common/getAllByPoId?PurchaseOrderId=${second.id}`);
    expect(ids(byPo.purchaseOrders)).toEqual([second.id]);
    expect(byPo.shipments).toEqual([]);
    expect(ids(byPo.projects)).toEqual([po.projectId]);

    expect(ids(await get('/api/common/poAllProject'))).toContain(po.projectId);
    expect(ids(await get('/api/common/poAllProject'))).not.toContain(bare.id);
    expect(ids(await get('/api/common/shipmentAllProject'))).toContain(po.projectId);
    expect(ids(await get('/api/common/allProjects'))).toContain(bare.id);
    expect(ids(await get('/api/common/allProject'))).not.toContain(bare.id);
    expect(ids(await get('/api/common/raAllProject'))).toContain(po.projectId);
    expect(ids(await get('/api/common/raAllProject'))).not.toContain(bare.id);
  });

  it("link a shipment to its project's POs and shipments and to the other shipments of its POs", async () => {
    const { po, shipment } = await shipmentWithPoLine(t);
    const later = await shipmentWithPoLine(t, po.projectId);
    // A second shipment of the first PO's tables.
    const res = await t.call({
      method: 'POST',
      url: '/api/poItemsShipment',
      payload: { shipmentId: later.shipment.id, items: [{ poItemId: po.items[1]!.id, quantity: '1' }] },
      as: t.admin,
    });
    expect(res.statusCode).toBe(201);
    const links = await get(`/api/common/getPoByShipmentId?shipmentId=${shipment.id}`);
    expect(links).toMatchObject({ shipmentId: shipment.id, projectId: po.projectId, invoiceByProjectId: [] });
    expect(ids(links.posByProjectId)).toEqual([po.id, later.po.id]);
    expect(ids(links.shipmentsByProjectId)).toEqual([shipment.id, later.shipment.id]);
    expect(
      links.shipmentsByPOId.map((s: { id: number; purchaseOrderId: number }) => [s.purchaseOrderId, s.id]).sort(),
    ).toEqual(
      [
        [po.id, later.shipment.id],
        [po.id, shipment.id],
      ].sort(),
    );
  });
});
