import { inflateSync } from 'node:zlib';
import { type RaDetails, type RaItem, raItemList, raList } from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { multipart } from '../../test/multipart';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { shipmentWithPoLine } from '../shipment/shipment.testkit';

/** An alert as a test reads it: the detail and its lines (GET /api/raItem/getAllRAItem), as the admin. */
export type RaWithItems = RaDetails & { items: RaItem[] };

/** An alert's lines in entry order, as the admin reads them. */
export async function raItemsOf(t: TestApp, id: number): Promise<RaItem[]> {
  const res = await t.call({ method: 'GET', url: `/api/raItem/getAllRAItem?receivingAlertId=${id}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`RA lines read failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An alert answered by a call (its detail), with its lines read after it. */
export async function withLines(t: TestApp, ra: RaDetails): Promise<RaWithItems> {
  return { ...ra, items: await raItemsOf(t, ra.id) };
}

/** An alert and its lines, as the admin reads them now. */
export async function raWithItems(t: TestApp, id: number): Promise<RaWithItems> {
  const res = await t.call({ method: 'GET', url: `/api/ra/${id}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`RA read failed: ${res.statusCode} ${res.body}`);
  return withLines(t, res.json());
}

/** An alert expecting 10 chairs and 2 tables of a fresh PO (or of the project given), as the admin. */
export async function raFromPo(t: TestApp, over: { projectId?: number; number?: string } = {}) {
  const po = await makePo(t, over.projectId ? { projectId: over.projectId } : {});
  const res = await t.call({
    method: 'POST',
    url: '/api/poReceivingAlerts/createRAItemFromPo',
    payload: {
      purchaseOrderId: po.id,
      expectedDate: '2026-11-30',
      items: po.items.map((i) => ({ poItemId: i.id, quantity: i.quantity })),
    },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`RA from PO failed: ${res.statusCode} ${res.body}`);
  let ra: RaDetails = res.json();
  if (over.number) {
    const renamed = await t.call({
      method: 'PUT',
      url: '/api/ra',
      payload: { id: ra.id, version: ra.version, number: over.number, projectId: ra.projectId, purchaseOrderId: po.id },
      as: t.admin,
    });
    ra = renamed.json();
  }
  return { po, ra: await withLines(t, ra) };
}

/**
 * The text a PDF shows, for assertions: pdfkit deflates its page streams and writes each run of
 * text as hex in a TJ array; the runs of a TJ are joined, the TJs by new lines.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of text.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
    }
  }
  return out.join('\n');
}

/** A hand-entered alert body for a project. */
export const raBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  expectedDate: '2026-12-02',
  reference: 'Trailer 4471',
  items: [{ itemNumber: 'AR-1', description: 'Framed art', quantityExpected: '6', unitOfMeasure: 'Each', pieces: 6 }],
  ...over,
});

type X = Awaited<ReturnType<typeof raFromPo>>;
const about = (
  kind: ScopeCase['kind'],
  request: (x: X) => Omit<Awaited<ReturnType<ScopeCase['arrange']>>, 'id'>,
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const x = await raFromPo(t, { projectId: project.id, number: `RA-${marker}` });
    return { ...request(x), id: x.ra.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/ra/search': {
      spec: raList,
      columnsUrl: '/api/ra/filteredColums',
      async seed(t) {
        await raFromPo(t);
        const project = await t.make.project();
        await t.call({ method: 'POST', url: '/api/ra', payload: raBody(project.id), as: t.admin });
      },
    },
    'POST /api/raItem/search': {
      spec: raItemList,
      columnsUrl: '/api/raItem/filteredColums',
      async seed(t) {
        const { ra } = await raFromPo(t);
        const line = ra.items[0]!;
        await t.call({
          method: 'PUT',
          url: '/api/raItem',
          payload: { id: line.id, version: line.version, quantityReceived: '8', location: 'Aisle 2' },
          as: t.admin,
        });
        return { receivingAlertId: ra.id };
      },
    },
    'POST /api/poReceivingAlerts/search': {
      spec: raList,
      columnsUrl: '/api/poReceivingAlerts/filteredColums',
      async seed(t) {
        return { purchaseOrderId: (await raFromPo(t)).po.id };
      },
    },
    'POST /api/shipmentRaItems/search': {
      spec: raList,
      async seed(t) {
        const { shipment } = await shipmentWithPoLine(t);
        await t.call({
          method: 'POST',
          url: '/api/raItem/createFromShipment',
          payload: { shipmentId: shipment.id },
          as: t.admin,
        });
        return { shipmentId: shipment.id };
      },
    },
    'POST /api/projectRAs/search': {
      spec: raList,
      async seed(t) {
        return { projectId: (await raFromPo(t)).ra.projectId };
      },
    },
  },
  samples: {
    'POST /api/ra/search': async () => ({
      searchFields: { number: 'RA-', status: 'Expected', expectedDate: { from: '2026-01-01' }, advanceNotice: 'false' },
      searchTerm: 'po',
      sortColumn: 'expectedDate',
    }),
    'POST /api/ra/filtered': async () => ({ status: 'Expected' }),
    'POST /api/ra/export': async () => ({ searchFields: { status: 'Received' }, format: 'csv' }),
    'POST /api/ra': async (t) => raBody((await t.make.project()).id),
    'PUT /api/ra': async (t) => {
      const { ra } = await raFromPo(t);
      return { id: ra.id, version: ra.version, number: ra.number, projectId: ra.projectId, notes: 'Dock 2' };
    },
    'POST /api/poReceivingAlerts/createRAItemFromPo': async (t) => {
      const po = await makePo(t);
      return { purchaseOrderId: po.id, items: [{ poItemId: po.items[0]!.id, quantity: '10' }] };
    },
    'POST /api/poReceivingAlerts/addToRAItem': async (t) => {
      // Lines of another PO of the project: the alert's own are all expected already.
      const { ra } = await raFromPo(t);
      const other = await makePo(t, { projectId: ra.projectId });
      return { receivingAlertId: ra.id, items: [{ poItemId: other.items[1]!.id, quantity: '1' }] };
    },
    'POST /api/poReceivingAlerts/search': async (t) => ({ purchaseOrderId: (await raFromPo(t)).po.id }),
    'POST /api/shipmentRaItems/search': async (t) => ({ shipmentId: (await shipmentWithPoLine(t)).shipment.id }),
    'POST /api/projectRAs/search': async (t) => ({ projectId: (await raFromPo(t)).ra.projectId, sortColumn: 'status' }),
    'POST /api/raItem/create': async (t) => ({
      receivingAlertId: (await raFromPo(t)).ra.id,
      description: 'Spare hardware',
      quantityExpected: '2',
    }),
    'POST /api/raItem/createFromShipment': async (t) => ({ shipmentId: (await shipmentWithPoLine(t)).shipment.id }),
    'PUT /api/raItem': async (t) => {
      const line = (await raFromPo(t)).ra.items[0]!;
      return {
        id: line.id,
        version: line.version,
        quantityReceived: '9',
        quantityDamaged: '1',
        damageReason: 'Crushed carton',
        reason: 'Back-ordered',
      };
    },
    'POST /api/ra/arrive': async (t) => ({ id: (await raFromPo(t)).ra.id, arrivedAt: '2026-03-02T08:15:00Z' }),
    'POST /api/raItem/search': async (t) => ({
      receivingAlertId: (await raFromPo(t)).ra.id,
      searchFields: { description: 'chair', condition: 'Short' },
      sortColumn: 'quantityExpected',
    }),
  },
  scoped: {
    'POST /api/ra/importPreview': {
      kind: 'write',
      async arrange(_t, project) {
        const file = [{ name: 'packing-list.csv', data: 'Description,Quantity\nLamp,4\n' }];
        return {
          method: 'POST',
          url: '/api/ra/importPreview',
          ...multipart({ projectId: project.id }, file),
          id: project.id,
        };
      },
    },
    'GET /api/ra/paged': about('list', () => get('/api/ra/paged?pageSize=500')),
    'POST /api/ra/search': about('list', (x) => post('/api/ra/search', { searchFields: { number: x.ra.number } })),
    'POST /api/ra/filtered': about('list', (x) => post('/api/ra/filtered', { projectId: x.ra.projectId })),
    'GET /api/ra/getByProjectId': about('write', (x) => get(`/api/ra/getByProjectId?projectId=${x.ra.projectId}`)),
    'POST /api/ra/export': about('export', (x) =>
      post('/api/ra/export', { searchFields: { number: x.ra.number }, format: 'csv' }),
    ),
    'GET /api/ra/:id': about('byId', (x) => get(`/api/ra/${x.ra.id}`)),
    'POST /api/ra': {
      kind: 'write',
      async arrange(_t, project, marker) {
        return { ...post('/api/ra', raBody(project.id, { number: `RA-${marker}-new` })), id: project.id };
      },
    },
    'PUT /api/ra': about('write', (x) => ({
      method: 'PUT',
      url: '/api/ra',
      payload: { id: x.ra.id, version: x.ra.version, number: x.ra.number, projectId: x.ra.projectId, notes: 'x' },
    })),
    'DELETE /api/ra/:id': about('write', (x) => ({ method: 'DELETE', url: `/api/ra/${x.ra.id}` })),
    'POST /api/ra/:id/finish': about('write', (x) => ({ method: 'POST', url: `/api/ra/${x.ra.id}/finish` })),
    'POST /api/ra/arrive': about('write', (x) => post('/api/ra/arrive', { id: x.ra.id })),
    'GET /api/ra/:id/receivingReport': about('download', (x) => get(`/api/ra/${x.ra.id}/receivingReport`)),
    'GET /api/ra/:id/labels': about('write', (x) => get(`/api/ra/${x.ra.id}/labels?format=4x6`)),
    'GET /api/poReceivingAlerts/receivingAlertList': about('write', (x) =>
      get(`/api/poReceivingAlerts/receivingAlertList?purchaseOrderId=${x.po.id}`),
    ),
    'GET /api/poReceivingAlerts/exRAList': about('write', (x) =>
      get(`/api/poReceivingAlerts/exRAList?purchaseOrderId=${x.po.id}`),
    ),
    'GET /api/poReceivingAlerts/leftToExpect': about('write', (x) =>
      get(`/api/poReceivingAlerts/leftToExpect?purchaseOrderId=${x.po.id}`),
    ),
    'POST /api/poReceivingAlerts/search': about('write', (x) =>
      post('/api/poReceivingAlerts/search', { purchaseOrderId: x.po.id }),
    ),
    // Lines of a second PO of the marked project: the first PO's are all expected on its alert.
    'POST /api/poReceivingAlerts/createRAItemFromPo': {
      kind: 'write',
      async arrange(t, project, marker) {
        const x = await raFromPo(t, { projectId: project.id, number: `RA-${marker}` });
        const other = await makePo(t, { projectId: project.id });
        return {
          ...post('/api/poReceivingAlerts/createRAItemFromPo', {
            purchaseOrderId: other.id,
            items: [{ poItemId: other.items[0]!.id, quantity: '1' }],
          }),
          id: x.ra.id,
        };
      },
    },
    'POST /api/poReceivingAlerts/addToRAItem': {
      kind: 'write',
      async arrange(t, project, marker) {
        const x = await raFromPo(t, { projectId: project.id, number: `RA-${marker}` });
        const other = await makePo(t, { projectId: project.id });
        return {
          ...post('/api/poReceivingAlerts/addToRAItem', {
            receivingAlertId: x.ra.id,
            items: [{ poItemId: other.items[0]!.id, quantity: '1' }],
          }),
          id: x.ra.id,
        };
      },
    },
    'GET /api/shipmentRaItems/receivingAlertList': {
      kind: 'write',
      async arrange(t, project) {
        const { shipment } = await shipmentWithPoLine(t, project.id);
        return { ...get(`/api/shipmentRaItems/receivingAlertList?shipmentId=${shipment.id}`), id: shipment.id };
      },
    },
    'GET /api/shipmentRaItems/linesToExpect': {
      kind: 'write',
      async arrange(t, project) {
        const { shipment } = await shipmentWithPoLine(t, project.id);
        return { ...get(`/api/shipmentRaItems/linesToExpect?shipmentId=${shipment.id}`), id: shipment.id };
      },
    },
    'POST /api/shipmentRaItems/search': {
      kind: 'write',
      async arrange(t, project) {
        const { shipment } = await shipmentWithPoLine(t, project.id);
        return { ...post('/api/shipmentRaItems/search', { shipmentId: shipment.id }), id: shipment.id };
      },
    },
    'GET /api/projectRAs/getAllRAs': about('write', (x) =>
      get(`/api/projectRAs/getAllRAs?ProjectId=${x.ra.projectId}`),
    ),
    'GET /api/projectRAs/filtered': about('write', (x) => get(`/api/projectRAs/filtered?ProjectId=${x.ra.projectId}`)),
    'POST /api/projectRAs/search': about('write', (x) => post('/api/projectRAs/search', { projectId: x.ra.projectId })),
    'GET /api/raItem/getAllRAItem': about('write', (x) => get(`/api/raItem/getAllRAItem?receivingAlertId=${x.ra.id}`)),
    'POST /api/raItem/create': about('write', (x) =>
      post('/api/raItem/create', { receivingAlertId: x.ra.id, description: 'Extra', quantityExpected: '1' }),
    ),
    'POST /api/raItem/createFromShipment': {
      kind: 'write',
      async arrange(t, project) {
        const { shipment } = await shipmentWithPoLine(t, project.id);
        return { ...post('/api/raItem/createFromShipment', { shipmentId: shipment.id }), id: shipment.id };
      },
    },
    'GET /api/raItem/getSingle': {
      kind: 'byId',
      async arrange(t, project, marker) {
        const { ra } = await raFromPo(t, { projectId: project.id, number: `RA-${marker}` });
        const line = ra.items[0]!;
        return {
          ...get(`/api/raItem/getSingle?receivingAlertItemId=${line.id}&receivingAlertId=${ra.id}`),
          id: line.id,
        };
      },
    },
    'PUT /api/raItem': about('write', (x) => ({
      method: 'PUT',
      url: '/api/raItem',
      payload: { id: x.ra.items[0]!.id, version: x.ra.items[0]!.version, quantityReceived: '10' },
    })),
    'DELETE /api/raItem/:id': about('write', (x) => ({ method: 'DELETE', url: `/api/raItem/${x.ra.items[0]!.id}` })),
    'GET /api/raItem/filteredColums': about('write', (x) =>
      get(`/api/raItem/filteredColums?ReceivingAlertId=${x.ra.id}`),
    ),
    'POST /api/raItem/search': about('write', (x) => post('/api/raItem/search', { receivingAlertId: x.ra.id })),
  },
};
