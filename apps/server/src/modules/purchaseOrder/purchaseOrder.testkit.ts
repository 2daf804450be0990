import { type PoItem, type PurchaseOrderDetails, poItemList, purchaseOrderList } from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { multipart } from '../../test/multipart';

/** Two ordinary PO lines: 10 chairs and 2 crated tables. */
export const twoItems = () => [
  {
    itemNumber: 'CH-100',
    description: 'Guest chair, walnut',
    unitOfMeasure: 'Each',
    quantity: '10',
    unitCost: '125.50',
    weight: '180',
    pieces: 10,
  },
  {
    itemNumber: 'TB-200',
    description: 'Conference table',
    unitOfMeasure: 'Crate',
    quantity: '2',
    unitCost: '899.995',
    weight: '420.5',
    pieces: 4,
  },
];

/** A valid PO body for a fresh vendor, in the given project or a fresh one. */
export async function poBody(t: TestApp, over: Record<string, unknown> = {}) {
  const vendor = await t.make.client({ typeId: 2 });
  const projectId = (over.projectId as number | undefined) ?? (await t.make.project()).id;
  return {
    number: '',
    projectId,
    vendorId: vendor.id,
    orderDate: '2026-11-20',
    followUpDate: null,
    vendorReference: 'Q-7781',
    notes: 'Deliver to dock 3',
    items: twoItems(),
    ...over,
  };
}

/** A PO as a test reads it: the detail and its items (GET /api/poItemsByPoId), as the admin. */
export type PoWithItems = PurchaseOrderDetails & { items: PoItem[] };

/** A PO's items in entry order, as the admin reads them. */
export async function poItemsOf(t: TestApp, id: number): Promise<PoItem[]> {
  const res = await t.call({ method: 'GET', url: `/api/poItemsByPoId/${id}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`PO items read failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A PO and its items, as the admin reads them now. */
export async function poWithItems(t: TestApp, id: number): Promise<PoWithItems> {
  const res = await t.call({ method: 'GET', url: `/api/purchaseOrder/${id}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`PO read failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), items: await poItemsOf(t, id) };
}

/** Creates a PO as the admin and answers it with its items. */
export async function makePo(t: TestApp, over: Record<string, unknown> = {}): Promise<PoWithItems> {
  const res = await t.call({ method: 'POST', url: '/api/purchaseOrder', payload: await poBody(t, over), as: t.admin });
  if (res.statusCode !== 201) throw new Error(`PO create failed: ${res.statusCode} ${res.body}`);
  const po: PurchaseOrderDetails = res.json();
  return { ...po, items: await poItemsOf(t, po.id) };
}

const itemBody = (purchaseOrderId: number) => ({ purchaseOrderId, ...twoItems()[0]! });

/** A search narrowed to the marker (in the PO's number). */
const byMarker = (marker: string) => ({ searchFields: { number: marker } });

type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
/** A scope case about a PO of the project, numbered with the marker. */
const aboutPo =
  (kind: ScopeCase['kind'], request: (po: PoWithItems, marker: string, t: TestApp) => Omit<Arranged, 'id'>) =>
  (): ScopeCase => ({
    kind,
    async arrange(t, project, marker) {
      const po = await makePo(t, { projectId: project.id, number: `PO-${marker}` });
      return { ...request(po, marker, t), id: po.id };
    },
  });

const get = (url: string) => ({ method: 'GET' as const, url });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/purchaseOrder/search': {
      spec: purchaseOrderList,
      columnsUrl: '/api/purchaseOrder/filteredColums',
      async seed(t) {
        await makePo(t);
        await makePo(t, { statusId: 2, followUpDate: '2026-12-01' });
      },
    },
    'POST /api/poItems/search': {
      spec: poItemList,
      columnsUrl: '/api/poItems/filteredColums',
      async seed(t) {
        const po = await makePo(t, {
          items: [
            ...twoItems(),
            { itemNumber: 'LP-7', description: 'Floor lamp', categoryId: 4, quantity: '6', unitCost: '40', pieces: 6 },
            { description: 'Touch-up kit', categoryId: 10, unitOfMeasure: 'Set', quantity: '1.5', weight: '2.25' },
          ],
        });
        return { purchaseOrderId: po.id };
      },
    },
  },
  samples: {
    'POST /api/purchaseOrder/search': async () => ({
      searchFields: { number: 'PO-', status: 'Open', orderDate: { from: '2026-01-01' } },
      searchTerm: 'a',
      sortColumn: 'vendorName',
      reverse: true,
    }),
    'POST /api/purchaseOrder/searchIn': async (t) => ({ projectId: (await makePo(t)).projectId, searchFields: {} }),
    'POST /api/project/searchInPos': async (t) => ({ projectId: (await makePo(t)).projectId, searchTerm: 'chair' }),
    'POST /api/purchaseOrder/export': async () => ({ searchFields: { status: 'Open' }, format: 'csv' }),
    'POST /api/purchaseOrder/dataCounts': async (t) => ({ purchaseOrderId: (await makePo(t)).id }),
    'POST /api/purchaseOrder': async (t) => poBody(t),
    'PUT /api/purchaseOrder': async (t) => {
      const po = await makePo(t);
      const { items: _, ...body } = await poBody(t, { projectId: po.projectId });
      return { ...body, id: po.id, version: po.version, number: po.number, statusId: 2 };
    },
    'PUT /api/purchaseOrder/updatefolloupdate': async (t) => ({ id: (await makePo(t)).id, followUpDate: '2026-12-24' }),
    'POST /api/poItems/search': async (t) => ({
      purchaseOrderId: (await makePo(t)).id,
      searchFields: { description: 'chair', quantity: { from: '1' }, category: 'Furniture' },
      sortColumn: 'amount',
    }),
    'POST /api/poItems/export': async (t) => ({ purchaseOrderId: (await makePo(t)).id, format: 'xlsx' }),
    'POST /api/poItems': async (t) => itemBody((await makePo(t)).id),
    'PUT /api/poItems': async (t) => {
      const item = (await makePo(t)).items[0]!;
      return { ...twoItems()[0]!, id: item.id, version: item.version, quantity: '12' };
    },
    'POST /api/item': async (t) => ({ purchaseOrderId: (await makePo(t)).id, items: twoItems() }),
    'PUT /api/item': async (t) => {
      const po = await makePo(t);
      return {
        purchaseOrderId: po.id,
        items: po.items.map((i, n) => ({ ...twoItems()[n]!, id: i.id, version: i.version, pieces: 1 })),
      };
    },
  },
  scoped: {
    'GET /api/purchaseOrder': aboutPo('list', () => get('/api/purchaseOrder'))(),
    'GET /api/purchaseOrder/paged': aboutPo('list', () => get('/api/purchaseOrder/paged?pageSize=500'))(),
    'POST /api/purchaseOrder/search': aboutPo('list', (_po, marker) => ({
      method: 'POST',
      url: '/api/purchaseOrder/search',
      payload: byMarker(marker),
    }))(),
    'POST /api/purchaseOrder/export': aboutPo('export', (_po, marker) => ({
      method: 'POST',
      url: '/api/purchaseOrder/export',
      payload: { ...byMarker(marker), format: 'csv' },
    }))(),
    // A project's own lists: asked of a project outside the scope, the project is not found.
    'POST /api/purchaseOrder/searchIn': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/purchaseOrder/searchIn',
      payload: { projectId: po.projectId },
    }))(),
    'POST /api/project/searchInPos': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/project/searchInPos',
      payload: { projectId: po.projectId },
    }))(),
    'GET /api/purchaseOrder/pagedByProjectId': aboutPo('write', (po) =>
      get(`/api/purchaseOrder/pagedByProjectId?projectId=${po.projectId}`),
    )(),
    'GET /api/project/purchaseOrders': aboutPo('write', (po) =>
      get(`/api/project/purchaseOrders?projectId=${po.projectId}`),
    )(),
    'POST /api/purchaseOrder/dataCounts': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/purchaseOrder/dataCounts',
      payload: { purchaseOrderId: po.id },
    }))(),
    'GET /api/dataFlow/getPosOpenModules': aboutPo('write', (po) =>
      get(`/api/dataFlow/getPosOpenModules?poId=${po.id}`),
    )(),
    'GET /api/purchaseOrder/:id': aboutPo('byId', (po) => get(`/api/purchaseOrder/${po.id}`))(),
    'POST /api/purchaseOrder': {
      kind: 'write',
      async arrange(t, project, marker) {
        return {
          method: 'POST',
          url: '/api/purchaseOrder',
          payload: await poBody(t, { projectId: project.id, number: `PO-${marker}-new` }),
          id: project.id,
        };
      },
    },
    'PUT /api/purchaseOrder': aboutPo('write', (po) => ({
      method: 'PUT',
      url: '/api/purchaseOrder',
      payload: {
        id: po.id,
        version: po.version,
        number: po.number,
        projectId: po.projectId,
        vendorId: po.vendorId,
        statusId: 2,
      },
    }))(),
    'PUT /api/purchaseOrder/updatefolloupdate': aboutPo('write', (po) => ({
      method: 'PUT',
      url: '/api/purchaseOrder/updatefolloupdate',
      payload: { id: po.id, followUpDate: '2026-12-24' },
    }))(),
    'DELETE /api/purchaseOrder/:id': aboutPo('write', (po) => ({
      method: 'DELETE',
      url: `/api/purchaseOrder/${po.id}`,
    }))(),
    'GET /api/poItemsByPoId/:id': aboutPo('write', (po) => get(`/api/poItemsByPoId/${po.id}`))(),
    'GET /api/poItems/filteredColums': aboutPo('write', (po) =>
      get(`/api/poItems/filteredColums?PurcahseOrderId=${po.id}`),
    )(),
    'GET /api/poItems/getSingle': {
      kind: 'byId',
      async arrange(t, project, marker) {
        const po = await makePo(t, { projectId: project.id, number: `PO-${marker}` });
        const item = po.items[0]!;
        return { ...get(`/api/poItems/getSingle?id=${item.id}&PurchaseOrderId=${po.id}`), id: item.id };
      },
    },
    'GET /api/poItems/paged': aboutPo('write', (po) => get(`/api/poItems/paged?purchaseOrderId=${po.id}`))(),
    'POST /api/poItems/search': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/poItems/search',
      payload: { purchaseOrderId: po.id },
    }))(),
    'POST /api/poItems/export': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/poItems/export',
      payload: { purchaseOrderId: po.id, format: 'csv' },
    }))(),
    'POST /api/poItems': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/poItems',
      payload: itemBody(po.id),
    }))(),
    'PUT /api/poItems': aboutPo('write', (po) => ({
      method: 'PUT',
      url: '/api/poItems',
      payload: { ...twoItems()[0]!, id: po.items[0]!.id, version: po.items[0]!.version },
    }))(),
    'DELETE /api/poItems/:id': aboutPo('write', (po) => ({
      method: 'DELETE',
      url: `/api/poItems/${po.items[0]!.id}`,
    }))(),
    'POST /api/item': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/item',
      payload: { purchaseOrderId: po.id, items: twoItems() },
    }))(),
    'PUT /api/item': aboutPo('write', (po) => ({
      method: 'PUT',
      url: '/api/item',
      payload: {
        purchaseOrderId: po.id,
        items: po.items.map((i, n) => ({ ...twoItems()[n]!, id: i.id, version: i.version })),
      },
    }))(),
    'POST /api/poItems/importPreview': aboutPo('write', (po) => ({
      method: 'POST',
      url: '/api/poItems/importPreview',
      ...multipart({ purchaseOrderId: po.id }, [{ name: 'items.csv', data: 'Description,Quantity\nLamp,4\n' }]),
    }))(),
  },
};
