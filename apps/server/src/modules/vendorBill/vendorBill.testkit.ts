import { type VendorBillDetails, vendorBillList, vendorBillUpdateBodyOf } from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { makePo, type PoWithItems } from '../purchaseOrder/purchaseOrder.testkit';
import { raItemsOf } from '../receivingAlert/receivingAlert.testkit';

/**
 * A PO of 10 chairs at 125.50 and 2 tables at 899.995 (of the project given, or a fresh one), of
 * which `received` arrived ([chairs, tables]: all of them unless said), through an alert finished
 * as the admin.
 */
export async function receivedPo(
  t: TestApp,
  over: { projectId?: number; received?: [string, string]; number?: string } = {},
): Promise<PoWithItems> {
  const po = await makePo(t, {
    ...(over.projectId ? { projectId: over.projectId } : {}),
    ...(over.number ? { number: over.number } : {}),
  });
  const as = t.admin;
  const made = await t.call({
    method: 'POST',
    url: '/api/poReceivingAlerts/createRAItemFromPo',
    payload: {
      purchaseOrderId: po.id,
      expectedDate: '2026-11-30',
      items: po.items.map((i) => ({ poItemId: i.id, quantity: i.quantity })),
    },
    as,
  });
  if (made.statusCode !== 201) throw new Error(`RA from PO failed: ${made.statusCode} ${made.body}`);
  const received = over.received ?? [po.items[0]!.quantity, po.items[1]!.quantity];
  for (const [k, line] of (await raItemsOf(t, made.json().id)).entries()) {
    const payload = { id: line.id, version: line.version, quantityReceived: received[k], reason: 'Short' };
    const res = await t.call({ method: 'PUT', url: '/api/raItem', payload, as });
    if (res.statusCode !== 200) throw new Error(`receipt failed: ${res.statusCode} ${res.body}`);
  }
  const done = await t.call({ method: 'POST', url: `/api/ra/${made.json().id}/finish`, as });
  if (done.statusCode !== 200) throw new Error(`finish failed: ${done.statusCode} ${done.body}`);
  return po;
}

/** A bill body of a PO's lines at its prices and full quantities, from its vendor. */
export const billOfPo = (po: PoWithItems, over: Record<string, unknown> = {}) => ({
  projectId: po.projectId,
  vendorId: po.vendorId,
  billNumber: `INV-${po.id}`,
  billDate: '2026-11-20',
  purchaseOrderId: po.id,
  lines: po.items.map((i) => ({
    poItemId: i.id,
    description: i.description,
    quantity: i.quantity,
    unitPrice: i.unitCost,
  })),
  ...over,
});

/** A vendor bill made through the API as the admin (of a received PO of the project given unless `body`). */
export async function makeVendorBill(
  t: TestApp,
  over: { projectId?: number; marker?: string; body?: Record<string, unknown> } = {},
): Promise<VendorBillDetails> {
  const payload =
    over.body ??
    billOfPo(await receivedPo(t, { ...(over.projectId ? { projectId: over.projectId } : {}) }), {
      ...(over.marker ? { billNumber: `B-${over.marker}` } : {}),
    });
  const res = await t.call({ method: 'POST', url: '/api/vendorBills', payload, as: t.admin });
  if (res.statusCode !== 201) throw new Error(`vendor bill create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
/** A scope case about a bill of a received PO of the project (its bill number holds the marker). */
const about = (
  kind: ScopeCase['kind'],
  request: (b: VendorBillDetails, marker: string) => Omit<Arranged, 'id'>,
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const b = await makeVendorBill(t, { projectId: project.id, marker });
    return { ...request(b, marker), id: b.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });
const byMarker = (marker: string) => ({ searchFields: { billNumber: marker } });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/qbSync/searchVendorBills': {
      spec: vendorBillList,
      columnsUrl: '/api/vendorBills/filteredColums',
      async seed(t) {
        await makeVendorBill(t);
      },
    },
  },
  samples: {
    'POST /api/vendorBills': async (t) => billOfPo(await receivedPo(t)),
    'PUT /api/vendorBills': async (t) =>
      ({ ...vendorBillUpdateBodyOf(await makeVendorBill(t)), notes: 'Net 30' }) as Record<string, unknown>,
    'POST /api/qbSync/updateVendorStatus': async (t) => ({ ids: [(await makeVendorBill(t)).id], statusId: 2 }),
    'POST /api/qbSync/searchVendorBills': async () => ({
      searchFields: { status: 'Pending', match: 'Match', exported: 'false', billDate: { from: '2026-01-01' } },
      searchTerm: 'inv',
      sortColumn: 'amount',
      includeExported: false,
    }),
    'POST /api/qbSync/searchPaged': async () => ({ sortColumn: 'vendorName', reverse: true }),
    'POST /api/qbSync/pagedVendorBills': async () => ({ includeExported: false, pageSize: 10 }),
    'POST /api/vendorBills/export': async () => ({ searchFields: { status: 'Pending' }, format: 'csv' }),
    'PUT /api/vendorBills/tolerances': async () => ({ pricePercent: '2.5', quantityOverReceived: '1' }),
  },
  scoped: {
    'GET /api/qbSync/getVendorBills': about('list', () => get('/api/qbSync/getVendorBills?pageSize=500')),
    'POST /api/qbSync/searchVendorBills': about('list', (_b, marker) =>
      post('/api/qbSync/searchVendorBills', byMarker(marker)),
    ),
    'POST /api/qbSync/searchPaged': about('list', (_b, marker) => post('/api/qbSync/searchPaged', byMarker(marker))),
    'POST /api/qbSync/pagedVendorBills': about('list', () => post('/api/qbSync/pagedVendorBills', { pageSize: 500 })),
    'POST /api/vendorBills/export': about('export', (_b, marker) =>
      post('/api/vendorBills/export', { ...byMarker(marker), format: 'csv' }),
    ),
    'POST /api/qbSync/updateVendorStatus': about('write', (b) =>
      post('/api/qbSync/updateVendorStatus', { ids: [b.id], statusId: 2 }),
    ),
    'GET /api/vendorBills/:id': about('byId', (b) => get(`/api/vendorBills/${b.id}`)),
    'POST /api/vendorBills': {
      kind: 'write',
      async arrange(t, project, marker) {
        const po = await receivedPo(t, { projectId: project.id });
        return { ...post('/api/vendorBills', billOfPo(po, { billNumber: `B-${marker}` })), id: project.id };
      },
    },
    'PUT /api/vendorBills': about('write', (b) => ({
      method: 'PUT',
      url: '/api/vendorBills',
      payload: { ...vendorBillUpdateBodyOf(b), notes: 'Checked' } as Record<string, unknown>,
    })),
    'DELETE /api/vendorBills/:id': about('write', (b) => ({ method: 'DELETE', url: `/api/vendorBills/${b.id}` })),
  },
};
