import {
  type InventoryGroup,
  type InventoryItem,
  inventoryItemList,
  inventoryList,
  itemLogList,
} from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { itemLogs } from './inventory.table';

/** An item added by hand to a project's inventory (described with the marker, so searches find it). */
export async function addItem(t: TestApp, projectId: number, over: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/inventoryItems',
    payload: {
      projectId,
      itemNumber: 'CH-100',
      description: 'Stacking chair',
      unitOfMeasure: 'Each',
      quantityOnHand: '10',
      weight: '0',
      pieces: 10,
      location: 'A-01-1',
      reason: 'Found at the dock without an alert',
      ...over,
    },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`inventory item create failed: ${res.statusCode} ${res.body}`);
  return res.json() as InventoryItem;
}

/** An item's log dated as if it had come in on `day` (what a receipt the dock dated then leaves). */
export async function backdateItem(t: TestApp, itemId: number, day: string) {
  await t.database.db.update(itemLogs).set({ businessDate: day }).where(eq(itemLogs.inventoryItemId, itemId));
}

/** A project (or a fresh one) with a chair without weight and a weighed table in its inventory. */
export async function stocked(t: TestApp, projectId?: number, marker = 'stock') {
  const project = projectId ?? (await t.make.project()).id;
  const chair = await addItem(t, project, { description: `Stacking chair ${marker}` });
  const table = await addItem(t, project, {
    itemNumber: 'TB-200',
    description: `Oak table ${marker}`,
    quantityOnHand: '2',
    weight: '180',
    pieces: 4,
    location: 'B-02-1',
  });
  return { projectId: project, inventoryId: chair.inventoryId, chair, table };
}

/** The two items of a stocked project put into a new group. */
export async function grouped(t: TestApp, projectId?: number, marker?: string) {
  const s = await stocked(t, projectId, marker);
  const res = await t.call({
    method: 'POST',
    url: '/api/inventoryItems/grouping',
    payload: { projectId: s.projectId, selectedInventoryItems: [s.chair.id, s.table.id] },
    as: t.admin,
  });
  if (res.statusCode !== 200) throw new Error(`grouping failed: ${res.statusCode} ${res.body}`);
  return { ...s, group: res.json().group as InventoryGroup };
}

type Stocked = Awaited<ReturnType<typeof stocked>>;
type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
/** A scope case about a project's inventory whose items are described with the marker. */
const about = (
  kind: ScopeCase['kind'],
  request: (s: Stocked, marker: string) => Omit<Arranged, 'id'>,
  id: (s: Stocked) => number = (s) => s.inventoryId,
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const s = await stocked(t, project.id, marker);
    return { ...request(s, marker), id: id(s) };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/inventory/search': {
      spec: inventoryList,
      columnsUrl: '/api/inventory/filtered',
      async seed(t) {
        await stocked(t);
      },
    },
    'POST /api/inventoryItems/search': {
      spec: inventoryItemList,
      columnsUrl: '/api/inventoryItems/filteredColums',
      async seed(t) {
        const s = await grouped(t);
        await addItem(t, s.projectId, { description: 'Loose hardware', condition: 'Damaged', weight: '3' });
        return { projectId: s.projectId };
      },
    },
    'POST /api/inventoryItems/allInventories': {
      spec: inventoryItemList,
      columnsUrl: '/api/inventoryItems/filteredColums',
      async seed(t) {
        await grouped(t);
      },
    },
    'POST /api/inventoryItems/searchInLogs': {
      spec: itemLogList,
      columnsUrl: '/api/inventoryItems/getLogsColums',
      async seed(t) {
        const s = await grouped(t);
        return { inventoryItemId: s.chair.id };
      },
    },
  },
  samples: {
    'GET /api/inventory/:id/onHand': async () => ({ from: '2026-01-01', to: '2026-01-31' }),
    'POST /api/inventory/search': async () => ({
      searchFields: { projectNumber: 'P-', customerName: 'a' },
      searchTerm: 'site',
      sortColumn: 'customerName',
    }),
    'POST /api/inventory/dataCounts': async (t) => ({ inventoryId: (await stocked(t)).inventoryId }),
    'POST /api/inventoryItems': async (t) => ({
      projectId: (await t.make.project()).id,
      description: 'Crated mirror',
      quantityOnHand: '1',
      reason: 'Counted on the floor',
    }),
    'PUT /api/inventoryItems/updateItem': async (t) => {
      const { chair } = await stocked(t);
      return {
        id: chair.id,
        version: chair.version,
        itemNumber: chair.itemNumber,
        description: chair.description,
        unitOfMeasure: chair.unitOfMeasure,
        quantityOnHand: '9',
        weight: '120',
        pieces: 9,
        location: 'A-01-2',
        reason: 'One broken, thrown away',
      };
    },
    'POST /api/inventoryItems/search': async (t) => ({
      projectId: (await stocked(t)).projectId,
      searchFields: { description: 'chair', quantityOnHand: { from: '1' }, withoutWeight: 'true' },
      sortColumn: 'weight',
    }),
    'POST /api/inventoryItems/paged': async (t) => ({ projectId: (await stocked(t)).projectId, pageSize: 10 }),
    'POST /api/inventoryItems/searchPaged': async (t) => ({
      projectId: (await stocked(t)).projectId,
      searchTerm: 'oak',
      pageIndex: 1,
      pageSize: 10,
    }),
    'POST /api/inventoryItems/allInventories': async () => ({ searchTerm: 'chair', sortColumn: 'projectNumber' }),
    'POST /api/inventoryItems/ungroup': async (t) => {
      const g = await grouped(t);
      return { projectId: g.projectId, selectedInventoryItems: [g.chair.id] };
    },
    'POST /api/inventoryItems/grouping': async (t) => {
      const s = await stocked(t);
      return { projectId: s.projectId, selectedInventoryItems: [s.chair.id, s.table.id] };
    },
    'POST /api/inventoryItems/newGroup': async (t) => {
      const s = await stocked(t);
      return { projectId: s.projectId, name: 'Pallet 7', selectedInventoryItems: [s.table.id] };
    },
    'POST /api/inventoryItems/getgroupeditems': async (t) => {
      const g = await grouped(t);
      return { projectId: g.projectId, groupedItem: g.group.id };
    },
    'POST /api/inventoryItems/searchInLogs': async (t) => ({
      inventoryItemId: (await stocked(t)).chair.id,
      searchFields: { action: 'added' },
    }),
    'POST /api/project/updateitemsweight': async (t) => {
      const s = await stocked(t);
      return { projectId: s.projectId, items: [{ id: s.chair.id, weight: '95.5' }] };
    },
    'POST /api/project/updateitemspieces': async (t) => {
      const s = await stocked(t);
      return { projectId: s.projectId, items: [{ id: s.chair.id, pieces: 12 }] };
    },
    'POST /api/project/fetchzeroweightitems': async (t) => ({ projectId: (await stocked(t)).projectId }),
  },
  scoped: {
    'GET /api/inventory/paged': about('list', () => get('/api/inventory/paged?pageSize=500')),
    'POST /api/inventory/search': about('list', (_s, marker) =>
      post('/api/inventory/search', { searchFields: { projectNumber: marker } }),
    ),
    'POST /api/inventory/dataCounts': about('write', (s) =>
      post('/api/inventory/dataCounts', { inventoryId: s.inventoryId }),
    ),
    'GET /api/inventory/:id': about('byId', (s) => get(`/api/inventory/${s.inventoryId}`)),
    'GET /api/inventory/:id/onHand': about('write', (s) =>
      get(`/api/inventory/${s.inventoryId}/onHand?from=2026-01-01&to=2026-01-31`),
    ),
    'POST /api/inventoryItems': {
      kind: 'write',
      async arrange(_t, project, marker) {
        return {
          ...post('/api/inventoryItems', {
            projectId: project.id,
            description: `Found ${marker}`,
            quantityOnHand: '1',
            reason: 'Counted',
          }),
          id: project.id,
        };
      },
    },
    'PUT /api/inventoryItems/updateItem': about('write', (s) => ({
      method: 'PUT',
      url: '/api/inventoryItems/updateItem',
      payload: {
        id: s.chair.id,
        version: s.chair.version,
        itemNumber: s.chair.itemNumber,
        description: s.chair.description,
        unitOfMeasure: s.chair.unitOfMeasure,
        quantityOnHand: s.chair.quantityOnHand,
        weight: '80',
        pieces: s.chair.pieces,
        location: s.chair.location,
      },
    })),
    'GET /api/inventoryItems/getAllInventoryItem': about('write', (s) =>
      get(`/api/inventoryItems/getAllInventoryItem?ProjectId=${s.projectId}`),
    ),
    'GET /api/inventoryItems/:id': about(
      'byId',
      (s) => get(`/api/inventoryItems/${s.chair.id}`),
      (s) => s.chair.id,
    ),
    'GET /api/inventoryItems/filteredColums': about('write', (s) =>
      get(`/api/inventoryItems/filteredColums?InventoryId=${s.inventoryId}`),
    ),
    'POST /api/inventoryItems/search': about('write', (s) =>
      post('/api/inventoryItems/search', { projectId: s.projectId }),
    ),
    'POST /api/inventoryItems/paged': about('write', (s) =>
      post('/api/inventoryItems/paged', { projectId: s.projectId }),
    ),
    'POST /api/inventoryItems/searchPaged': about('write', (s) =>
      post('/api/inventoryItems/searchPaged', { projectId: s.projectId }),
    ),
    'POST /api/inventoryItems/allInventories': about(
      'list',
      (_s, marker) => post('/api/inventoryItems/allInventories', { searchFields: { description: marker } }),
      (s) => s.chair.id,
    ),
    'GET /api/inventoryItems/getGroups': about('write', (s) =>
      get(`/api/inventoryItems/getGroups?ProjectId=${s.projectId}`),
    ),
    'POST /api/inventoryItems/ungroup': {
      kind: 'write',
      async arrange(t, project, marker) {
        const g = await grouped(t, project.id, marker);
        return {
          ...post('/api/inventoryItems/ungroup', { projectId: g.projectId, selectedInventoryItems: [g.chair.id] }),
          id: g.chair.id,
        };
      },
    },
    'POST /api/inventoryItems/grouping': about('write', (s) =>
      post('/api/inventoryItems/grouping', { projectId: s.projectId, selectedInventoryItems: [s.chair.id] }),
    ),
    'POST /api/inventoryItems/newGroup': about('write', (s, marker) =>
      post('/api/inventoryItems/newGroup', { projectId: s.projectId, name: `Pallet ${marker}` }),
    ),
    'POST /api/inventoryItems/getgroupeditems': {
      kind: 'write',
      async arrange(t, project, marker) {
        const g = await grouped(t, project.id, marker);
        return {
          ...post('/api/inventoryItems/getgroupeditems', { projectId: g.projectId, groupedItem: g.group.id }),
          id: g.group.id,
        };
      },
    },
    'GET /api/inventoryItems/getItemLogs': about('write', (s) =>
      get(`/api/inventoryItems/getItemLogs?ItemDetailMasterId=${s.chair.id}`),
    ),
    'POST /api/inventoryItems/searchInLogs': about('write', (s) =>
      post('/api/inventoryItems/searchInLogs', { inventoryItemId: s.chair.id }),
    ),
    'POST /api/project/updateitemsweight': about('write', (s) =>
      post('/api/project/updateitemsweight', { projectId: s.projectId, items: [{ id: s.chair.id, weight: '70' }] }),
    ),
    'POST /api/project/updateitemspieces': about('write', (s) =>
      post('/api/project/updateitemspieces', { projectId: s.projectId, items: [{ id: s.chair.id, pieces: 11 }] }),
    ),
    'POST /api/project/fetchzeroweightitems': about('write', (s) =>
      post('/api/project/fetchzeroweightitems', { projectId: s.projectId }),
    ),
  },
};
