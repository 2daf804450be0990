import type { ModuleTestKit, ScopeCase } from '../../test/kit';
import { makeInvoice } from '../invoice/invoice.testkit';
import { makeTicket } from '../pickTicket/pickTicket.testkit';
import { shipmentWithPoLine } from '../shipment/shipment.testkit';

/**
 * The picker lists answer JSON that names the records: a case makes a PO, a shipment and a
 * receiving alert numbered with the marker in the marked project, and the outsiders' answer must
 * not mention it.
 */
const names = (
  url: (x: Awaited<ReturnType<typeof shipmentWithPoLine>>) => string,
  kind: ScopeCase['kind'] = 'export',
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const x = await shipmentWithPoLine(t, project.id, `SH-${marker}`);
    await t.call({
      method: 'PUT',
      url: '/api/purchaseOrder',
      payload: {
        id: x.po.id,
        version: x.po.version,
        number: `PO-${marker}`,
        projectId: x.po.projectId,
        vendorId: x.po.vendorId,
        statusId: x.po.statusId,
      },
      as: t.admin,
    });
    await t.call({
      method: 'POST',
      url: '/api/ra',
      payload: {
        number: `RA-${marker}`,
        projectId: project.id,
        purchaseOrderId: x.po.id,
        items: [{ description: 'Expected crate', quantityExpected: '1' }],
      },
      as: t.admin,
    });
    return { method: 'GET', url: url(x), id: x.shipment.id };
  },
});

/** The projects that hold a record of a kind: the marked project (numbered with the marker) holds one. */
const projectHolding = (
  url: string,
  make: (t: Parameters<ScopeCase['arrange']>[0], projectId: number) => Promise<unknown>,
): ScopeCase => ({
  kind: 'export',
  async arrange(t, project) {
    await make(t, project.id);
    return { method: 'GET', url, id: project.id };
  },
});

export const testKit: ModuleTestKit = {
  scoped: {
    'GET /api/common/getAll': names(() => '/api/common/getAll'),
    'GET /api/common/allProjects': names(() => '/api/common/allProjects'),
    'GET /api/common/allProject': names(() => '/api/common/allProject'),
    'GET /api/common/poAllProject': names(() => '/api/common/poAllProject'),
    'GET /api/common/shipmentAllProject': names(() => '/api/common/shipmentAllProject'),
    'GET /api/common/pickTktAllProject': projectHolding('/api/common/pickTktAllProject', (t, id) => makeTicket(t, id)),
    'GET /api/common/invoiceAllProject': projectHolding('/api/common/invoiceAllProject', (t, id) =>
      makeInvoice(t, { projectId: id }),
    ),
    'GET /api/common/raAllProject': names(() => '/api/common/raAllProject'),
    'GET /api/common/allPos': names(() => '/api/common/allPos'),
    'GET /api/common/allShipments': names(() => '/api/common/allShipments'),
    'GET /api/common/getAllByProjectId': names(
      (x) => `/api/common/getAllByProjectId?ProjectId=${x.po.projectId}`,
      'write',
    ),
    'GET /api/common/getAllByPoId': names((x) => `/api/common/getAllByPoId?PurchaseOrderId=${x.po.id}`, 'write'),
    'GET /api/common/pickTktRas': names((x) => `/api/common/pickTktRas?projectId=${x.po.projectId}`, 'write'),
    'GET /api/common/getPoByShipmentId': names(
      (x) => `/api/common/getPoByShipmentId?shipmentId=${x.shipment.id}`,
      'write',
    ),
  },
};
