import { type ShipmentDetails, type ShipmentItem, shipmentItemList, shipmentList } from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';

/** A valid shipment body in the given project (or a fresh one), by a fresh carrier. */
export async function shipmentBody(t: TestApp, over: Record<string, unknown> = {}) {
  const carrier = await t.make.client({ typeId: 4 });
  const projectId = (over.projectId as number | undefined) ?? (await t.make.project()).id;
  return {
    number: '',
    projectId,
    carrierId: carrier.id,
    methodId: 1,
    statusId: 1,
    shipDate: '2026-11-20',
    expectedDate: '2026-11-25',
    trackingNumber: 'PRO 448812',
    ...over,
  };
}

export async function makeShipment(t: TestApp, over: Record<string, unknown> = {}): Promise<ShipmentDetails> {
  const res = await t.call({ method: 'POST', url: '/api/shipment', payload: await shipmentBody(t, over), as: t.admin });
  if (res.statusCode !== 201) throw new Error(`shipment create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A PO of a project and a shipment of the same project carrying 4 of its first line (chairs). */
export async function shipmentWithPoLine(t: TestApp, projectId?: number, number?: string) {
  const po = await makePo(t, projectId ? { projectId } : {});
  const shipment = await makeShipment(t, { projectId: po.projectId, ...(number ? { number } : {}) });
  const res = await t.call({
    method: 'POST',
    url: '/api/poItemsShipment',
    payload: { shipmentId: shipment.id, items: [{ poItemId: po.items[0]!.id, quantity: '4' }] },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`adding PO lines failed: ${res.statusCode} ${res.body}`);
  return { po, shipment, item: res.json()[0] as ShipmentItem };
}

type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
/** A scope case about a shipment (numbered with the marker) carrying a PO line of the project. */
const about = (
  kind: ScopeCase['kind'],
  request: (x: Awaited<ReturnType<typeof shipmentWithPoLine>>, marker: string) => Omit<Arranged, 'id'>,
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const x = await shipmentWithPoLine(t, project.id, `SH-${marker}`);
    return { ...request(x, marker), id: x.shipment.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/shipment/search': {
      spec: shipmentList,
      columnsUrl: '/api/shipment/filteredColums',
      async seed(t) {
        await shipmentWithPoLine(t);
        await makeShipment(t, { statusId: 2, carrierId: null, methodId: null });
      },
    },
    'POST /api/shipmentItem/search': {
      spec: shipmentItemList,
      columnsUrl: '/api/shipmentItem/filteredColums',
      async seed(t) {
        const { shipment } = await shipmentWithPoLine(t);
        await t.call({
          method: 'POST',
          url: '/api/shipmentItem/create',
          payload: { shipmentId: shipment.id, description: 'Loose hardware', quantity: '2', unitOfMeasure: 'Box' },
          as: t.admin,
        });
        return { shipmentId: shipment.id };
      },
    },
    'POST /api/poItemsShipment/search': {
      spec: shipmentList,
      columnsUrl: '/api/poItemsShipment/filteredColums',
      async seed(t) {
        const { po } = await shipmentWithPoLine(t);
        return { purchaseOrderId: po.id };
      },
    },
  },
  samples: {
    'POST /api/shipment/search': async () => ({
      searchFields: { number: 'SH-', status: 'Booked', shipDate: { from: '2026-01-01' } },
      searchTerm: 'pro',
      sortColumn: 'carrierName',
    }),
    'POST /api/shipment/export': async () => ({ searchFields: { status: 'Booked' }, format: 'csv' }),
    'POST /api/shipment/dataCounts': async (t) => ({ shipmentId: (await makeShipment(t)).id }),
    'POST /api/shipment': async (t) => shipmentBody(t),
    'PUT /api/shipment': async (t) => {
      const s = await makeShipment(t);
      return { ...(await shipmentBody(t, { projectId: s.projectId })), id: s.id, version: s.version, number: s.number };
    },
    'POST /api/project/Searchshipments': async (t) => ({ projectId: (await makeShipment(t)).projectId }),
    'POST /api/shipmentItem/create': async (t) => ({
      shipmentId: (await makeShipment(t)).id,
      description: 'Crated mirror',
      quantity: '1',
    }),
    'PUT /api/shipmentItem': async (t) => {
      const { item } = await shipmentWithPoLine(t);
      return { id: item.id, version: item.version, poItemId: item.poItemId, quantity: '3' };
    },
    'POST /api/shipmentItem/search': async (t) => ({
      shipmentId: (await shipmentWithPoLine(t)).shipment.id,
      searchFields: { description: 'chair', quantity: { from: '1' } },
      sortColumn: 'weight',
    }),
    'POST /api/poItemsShipment': async (t) => {
      const po = await makePo(t);
      const s = await makeShipment(t, { projectId: po.projectId });
      return { shipmentId: s.id, items: [{ poItemId: po.items[1]!.id, quantity: '1' }] };
    },
    'POST /api/poItemsShipment/search': async (t) => ({
      purchaseOrderId: (await shipmentWithPoLine(t)).po.id,
      sortColumn: 'shipDate',
    }),
  },
  scoped: {
    'GET /api/shipment': about('list', () => get('/api/shipment')),
    'GET /api/shipment/filter': about('list', (x) => get(`/api/shipment/filter?projectId=${x.shipment.projectId}`)),
    'GET /api/shipment/paged': about('list', () => get('/api/shipment/paged?pageSize=500')),
    'POST /api/shipment/search': about('list', (_x, marker) => ({
      method: 'POST',
      url: '/api/shipment/search',
      payload: { searchFields: { number: marker } },
    })),
    'POST /api/shipment/export': about('export', (_x, marker) => ({
      method: 'POST',
      url: '/api/shipment/export',
      payload: { searchFields: { number: marker }, format: 'csv' },
    })),
    'POST /api/shipment/dataCounts': about('write', (x) => ({
      method: 'POST',
      url: '/api/shipment/dataCounts',
      payload: { shipmentId: x.shipment.id },
    })),
    'GET /api/shipment/:id/billOfLading': about('download', (x) => get(`/api/shipment/${x.shipment.id}/billOfLading`)),
    'GET /api/shipment/:id': about('byId', (x) => get(`/api/shipment/${x.shipment.id}`)),
    'POST /api/shipment': {
      kind: 'write',
      async arrange(t, project, marker) {
        return {
          method: 'POST',
          url: '/api/shipment',
          payload: await shipmentBody(t, { projectId: project.id, number: `SH-${marker}-new` }),
          id: project.id,
        };
      },
    },
    'PUT /api/shipment': about('write', (x) => ({
      method: 'PUT',
      url: '/api/shipment',
      payload: {
        id: x.shipment.id,
        version: x.shipment.version,
        number: x.shipment.number,
        projectId: x.shipment.projectId,
        statusId: 2,
      },
    })),
    'DELETE /api/shipment/:id': about('write', (x) => ({ method: 'DELETE', url: `/api/shipment/${x.shipment.id}` })),
    'GET /api/project/shipments': about('write', (x) =>
      get(`/api/project/shipments?projectId=${x.shipment.projectId}`),
    ),
    'POST /api/project/Searchshipments': about('write', (x) => ({
      method: 'POST',
      url: '/api/project/Searchshipments',
      payload: { projectId: x.shipment.projectId },
    })),
    'GET /api/shipmentItem/getShipmentItem': about('write', (x) =>
      get(`/api/shipmentItem/getShipmentItem?shipmentId=${x.shipment.id}`),
    ),
    'POST /api/shipmentItem/create': about('write', (x) => ({
      method: 'POST',
      url: '/api/shipmentItem/create',
      payload: { shipmentId: x.shipment.id, description: 'Spare parts', quantity: '1' },
    })),
    'GET /api/shipmentItem/getSingle': {
      kind: 'byId',
      async arrange(t, project, marker) {
        const x = await shipmentWithPoLine(t, project.id, `SH-${marker}`);
        return { ...get(`/api/shipmentItem/getSingle?ShipmentItemId=${x.item.id}`), id: x.item.id };
      },
    },
    'PUT /api/shipmentItem': about('write', (x) => ({
      method: 'PUT',
      url: '/api/shipmentItem',
      payload: { id: x.item.id, version: x.item.version, poItemId: x.item.poItemId, quantity: '3' },
    })),
    'DELETE /api/shipmentItem/:id': about('write', (x) => ({
      method: 'DELETE',
      url: `/api/shipmentItem/${x.item.id}`,
    })),
    'GET /api/shipmentItem/filteredColums': about('write', (x) =>
      get(`/api/shipmentItem/filteredColums?shipmentId=${x.shipment.id}`),
    ),
    'POST /api/shipmentItem/search': about('write', (x) => ({
      method: 'POST',
      url: '/api/shipmentItem/search',
      payload: { shipmentId: x.shipment.id },
    })),
    'POST /api/poItemsShipment': about('write', (x) => ({
      method: 'POST',
      url: '/api/poItemsShipment',
      payload: { shipmentId: x.shipment.id, items: [{ poItemId: x.po.items[1]!.id, quantity: '1' }] },
    })),
    'GET /api/poItemsShipment/paged': about('write', (x) =>
      get(`/api/poItemsShipment/paged?projectId=${x.po.projectId}`),
    ),
    'GET /api/poItemsShipment/shipmentList': about('write', (x) =>
      get(`/api/poItemsShipment/shipmentList?purchaseOrderId=${x.po.id}`),
    ),
    'POST /api/poItemsShipment/search': about('write', (x) => ({
      method: 'POST',
      url: '/api/poItemsShipment/search',
      payload: { purchaseOrderId: x.po.id },
    })),
  },
};
