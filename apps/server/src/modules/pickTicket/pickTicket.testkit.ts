import {
  type PickTicketDetails,
  type PickTicketItem,
  pickTicketItemList,
  pickTicketList,
} from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { stocked } from '../inventory/inventory.testkit';

/** A pick ticket of a stocked project (or a fresh one) taking 4 of its 10 chairs; numbered with the marker when given. */
export async function makeTicket(t: TestApp, projectId?: number, marker?: string) {
  const stock = await stocked(t, projectId, marker);
  const res = await t.call({
    method: 'POST',
    url: '/api/pickTicket',
    payload: {
      number: marker ? `PT-${marker}` : '',
      projectId: stock.projectId,
      requestedDate: '2026-12-01',
      driver: 'Sam Ortiz',
      items: [{ inventoryItemId: stock.chair.id, quantity: '4' }],
    },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`pick ticket create failed: ${res.statusCode} ${res.body}`);
  const ticket: PickTicketDetails = res.json();
  const lines = await t.call({
    method: 'GET',
    url: `/api/pickTicketItem/getPickTktItem?pickTicketId=${ticket.id}`,
    as: t.admin,
  });
  return { ...stock, ticket, line: (lines.json() as PickTicketItem[])[0]! };
}

/** A tiny valid PNG (1 × 1 pixel): a signature as the pad sends it. */
export const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A ticket of a stocked project whose goods are picked (on hand lowered), ready to deliver. */
export async function pickedTicket(t: TestApp, projectId?: number, marker?: string) {
  const m = await makeTicket(t, projectId, marker);
  const res = await t.call({
    method: 'PUT',
    url: '/api/pickTicket',
    payload: ticketBody(m, { statusId: 3 }),
    as: t.admin,
  });
  if (res.statusCode !== 200) throw new Error(`pick failed: ${res.statusCode} ${res.body}`);
  return { ...m, ticket: res.json() as PickTicketDetails };
}

/** A picked ticket delivered with a drawn signature. */
export async function deliveredTicket(t: TestApp, projectId?: number, marker?: string) {
  const m = await pickedTicket(t, projectId, marker);
  const res = await t.call({
    method: 'POST',
    url: '/api/pickTicket/deliver',
    payload: {
      id: m.ticket.id,
      version: m.ticket.version,
      receiverName: `Dana ${marker ?? 'Site'}`,
      signaturePng: SIGNATURE_PNG,
    },
    as: t.admin,
  });
  if (res.statusCode !== 200) throw new Error(`deliver failed: ${res.statusCode} ${res.body}`);
  return { ...m, ticket: res.json() as PickTicketDetails };
}

type Made = Awaited<ReturnType<typeof makeTicket>>;
type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
const about = (kind: ScopeCase['kind'], request: (m: Made) => Omit<Arranged, 'id'>): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const m = await makeTicket(t, project.id, marker);
    return { ...request(m), id: m.ticket.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });
const ticketBody = (m: Pick<Made, 'ticket'>, over: Record<string, unknown> = {}) => ({
  id: m.ticket.id,
  version: m.ticket.version,
  number: m.ticket.number,
  projectId: m.ticket.projectId,
  statusId: m.ticket.statusId,
  requestedDate: m.ticket.requestedDate,
  deliveryAddress: m.ticket.deliveryAddress,
  driver: m.ticket.driver,
  ...over,
});

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/pickTicket/search': {
      spec: pickTicketList,
      columnsUrl: '/api/pickTicket/filtered',
      async seed(t) {
        await makeTicket(t);
      },
    },
    'POST /api/pickTicketItem/search': {
      spec: pickTicketItemList,
      columnsUrl: '/api/pickTicketItem/filtered',
      async seed(t) {
        const m = await makeTicket(t);
        await t.call({
          method: 'POST',
          url: '/api/pickTicketItem',
          payload: { pickTicketId: m.ticket.id, inventoryItemId: m.table.id, quantity: '1' },
          as: t.admin,
        });
        return { pickTicketId: m.ticket.id };
      },
    },
  },
  samples: {
    'POST /api/pickTicket/search': async () => ({
      searchFields: { number: 'PT-', status: 'Open', requestedDate: { from: '2026-01-01' } },
      searchTerm: 'pt',
      sortColumn: 'requestedDate',
    }),
    'POST /api/pickTicket/searchInList': async (t) => ({ projectId: (await makeTicket(t)).projectId }),
    'POST /api/pickTicket/dataCounts': async (t) => ({ pickTicketId: (await makeTicket(t)).ticket.id }),
    'POST /api/pickTicket': async (t) => {
      const s = await stocked(t);
      return { projectId: s.projectId, items: [{ inventoryItemId: s.table.id, quantity: '1' }] };
    },
    'PUT /api/pickTicket': async (t) => ticketBody(await makeTicket(t), { notes: 'Call the site first' }),
    'POST /api/pickTicketItem/search': async (t) => ({
      pickTicketId: (await makeTicket(t)).ticket.id,
      searchFields: { description: 'chair', quantity: { from: '1' } },
      sortColumn: 'quantity',
    }),
    'POST /api/pickTicketItem': async (t) => {
      const m = await makeTicket(t);
      return { pickTicketId: m.ticket.id, inventoryItemId: m.table.id, quantity: '1' };
    },
    'POST /api/pickTicketItem/createFromInventory': async (t) => {
      const m = await makeTicket(t);
      return {
        pickTicketId: m.ticket.id,
        items: [
          { inventoryItemId: m.table.id, quantity: '1' },
          { inventoryItemId: m.chair.id, quantity: '2' },
        ],
      };
    },
    'POST /api/pickTicketItem/createNonInventoryItem': async (t) => ({
      pickTicketId: (await makeTicket(t)).ticket.id,
      description: 'Moving blankets',
      quantity: '6',
    }),
    'PUT /api/pickTicketItem': async (t) => {
      const { line } = await makeTicket(t);
      return { id: line.id, version: line.version, quantity: '3' };
    },
    'POST /api/pickTicketItem/scan': async (t) => {
      const { ticket } = await makeTicket(t);
      return { pickTicketId: ticket.id, code: 'CH-100', location: 'A-01-1' };
    },
    'POST /api/pickTicket/confirm': async (t) => {
      const { ticket } = await makeTicket(t);
      return { id: ticket.id, version: ticket.version };
    },
    'POST /api/pickTicket/deliver': async (t) => ({
      ...(({ id, version }) => ({ id, version }))((await pickedTicket(t)).ticket),
      receiverName: 'Dana Site',
      signaturePng: SIGNATURE_PNG,
    }),
  },
  scoped: {
    'GET /api/pickTicket/paged': about('list', () => get('/api/pickTicket/paged?pageSize=500')),
    'POST /api/pickTicket/search': about('list', (m) =>
      post('/api/pickTicket/search', { searchFields: { number: m.ticket.number } }),
    ),
    'GET /api/pickTicket/getExtPickTkts': about('write', (m) =>
      get(`/api/pickTicket/getExtPickTkts?ProjectId=${m.projectId}`),
    ),
    'POST /api/pickTicket/searchInList': about('write', (m) =>
      post('/api/pickTicket/searchInList', { projectId: m.projectId }),
    ),
    'POST /api/pickTicket/dataCounts': about('write', (m) =>
      post('/api/pickTicket/dataCounts', { pickTicketId: m.ticket.id }),
    ),
    'GET /api/pickTicket/:id': about('byId', (m) => get(`/api/pickTicket/${m.ticket.id}`)),
    'GET /api/pickTicket/:id/pdf': about('download', (m) => get(`/api/pickTicket/${m.ticket.id}/pdf`)),
    'GET /api/pickTicket/:id/deliveryReceipt': {
      kind: 'download',
      async arrange(t, project, marker) {
        const m = await deliveredTicket(t, project.id, marker);
        return { ...get(`/api/pickTicket/${m.ticket.id}/deliveryReceipt`), id: m.ticket.id };
      },
    },
    // A PNG holds no text to find the marker in: the walker checks the 404s and that the owner gets it.
    'GET /api/pickTicket/:id/signature': {
      kind: 'write',
      async arrange(t, project, marker) {
        const m = await deliveredTicket(t, project.id, marker);
        return { ...get(`/api/pickTicket/${m.ticket.id}/signature`), id: m.ticket.id };
      },
    },
    'POST /api/pickTicket/confirm': {
      kind: 'write',
      async arrange(t, project, marker) {
        const m = await makeTicket(t, project.id, marker);
        await t.database.db.execute(sql`update pick_tickets set confirmed_at = null where id = ${m.ticket.id}`);
        return { ...post('/api/pickTicket/confirm', { id: m.ticket.id, version: m.ticket.version }), id: m.ticket.id };
      },
    },
    'POST /api/pickTicket/deliver': {
      kind: 'write',
      async arrange(t, project, marker) {
        const m = await pickedTicket(t, project.id, marker);
        const body = { id: m.ticket.id, version: m.ticket.version, receiverName: 'Dana', signatureTyped: true };
        return { ...post('/api/pickTicket/deliver', body), id: m.ticket.id };
      },
    },
    'POST /api/pickTicketItem/scan': about('write', (m) =>
      post('/api/pickTicketItem/scan', { pickTicketId: m.ticket.id, code: `INV-${m.chair.id}` }),
    ),
    'POST /api/pickTicket': {
      kind: 'write',
      async arrange(t, project, marker) {
        const s = await stocked(t, project.id, marker);
        return { ...post('/api/pickTicket', { projectId: s.projectId, number: `PT-${marker}-new` }), id: project.id };
      },
    },
    'PUT /api/pickTicket': about('write', (m) => ({
      method: 'PUT',
      url: '/api/pickTicket',
      payload: ticketBody(m, { driver: 'Lee' }),
    })),
    'DELETE /api/pickTicket/:id': about('write', (m) => ({ method: 'DELETE', url: `/api/pickTicket/${m.ticket.id}` })),
    'GET /api/pickTicketItem/getPickTktItem': about('write', (m) =>
      get(`/api/pickTicketItem/getPickTktItem?pickTicketId=${m.ticket.id}`),
    ),
    'GET /api/pickTicketItem/filtered': about('write', (m) =>
      get(`/api/pickTicketItem/filtered?pickTicketId=${m.ticket.id}`),
    ),
    'POST /api/pickTicketItem/search': about('write', (m) =>
      post('/api/pickTicketItem/search', { pickTicketId: m.ticket.id }),
    ),
    'POST /api/pickTicketItem': about('write', (m) =>
      post('/api/pickTicketItem', { pickTicketId: m.ticket.id, inventoryItemId: m.table.id, quantity: '1' }),
    ),
    'POST /api/pickTicketItem/createFromInventory': about('write', (m) =>
      post('/api/pickTicketItem/createFromInventory', {
        pickTicketId: m.ticket.id,
        items: [{ inventoryItemId: m.table.id, quantity: '1' }],
      }),
    ),
    'POST /api/pickTicketItem/createNonInventoryItem': about('write', (m) =>
      post('/api/pickTicketItem/createNonInventoryItem', {
        pickTicketId: m.ticket.id,
        description: 'Dollies',
        quantity: '2',
      }),
    ),
    'PUT /api/pickTicketItem': about('write', (m) => ({
      method: 'PUT',
      url: '/api/pickTicketItem',
      payload: { id: m.line.id, version: m.line.version, quantity: '3' },
    })),
    'DELETE /api/pickTicketItem/:id': about('write', (m) => ({
      method: 'DELETE',
      url: `/api/pickTicketItem/${m.line.id}`,
    })),
  },
};
