import {
  type Charge,
  creditNoteList,
  type InvoiceDetails,
  invoiceList,
  invoiceUpdateBodyOf,
} from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';
import { makeCharge } from '../charge/charge.testkit';

/** A project (a fresh one unless given) with two open charges: 12 h installation (1,026.00) and 1 × 95.00. */
export async function chargedProject(t: TestApp, projectId?: number, marker = '') {
  const pid = projectId ?? (await t.make.project()).id;
  const install = await makeCharge(t, { projectId: pid, description: `Install ${marker}`.trim() });
  const lift = await makeCharge(t, {
    projectId: pid,
    quantity: '1',
    rate: '95',
    description: `Liftgate ${marker}`.trim(),
  });
  return { projectId: pid, charges: [install, lift] as Charge[] };
}

/** A draft invoice made through the API as the admin, taking the charges named. */
export async function makeInvoice(
  t: TestApp,
  over: Record<string, unknown> = {},
): Promise<InvoiceDetails & { charges: Charge[] }> {
  const made = over.projectId ? { projectId: over.projectId as number, charges: [] } : await chargedProject(t);
  const res = await t.call({
    method: 'POST',
    url: '/api/invoices',
    payload: { projectId: made.projectId, chargeIds: made.charges.map((c) => c.id), ...over },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`invoice create failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as InvoiceDetails), charges: made.charges };
}

/** An invoice as its PUT takes it, changed by `over`. */
export const invoiceBodyOf = (i: InvoiceDetails, over: Record<string, unknown> = {}) => ({
  ...invoiceUpdateBodyOf(i),
  ...over,
});

/** An invoice of two charges (1,026.00 and 95.00: 1,121.00), approved (numbered then), in the project given. */
export async function approvedInvoice(t: TestApp, projectId?: number, marker?: string): Promise<InvoiceDetails> {
  const { projectId: pid, charges } = await chargedProject(t, projectId, marker);
  const i = await makeInvoice(t, { projectId: pid, chargeIds: charges.map((c) => c.id) });
  const res = await t.call({
    method: 'PUT',
    url: '/api/invoices',
    payload: invoiceBodyOf(i, { statusId: 2 }),
    as: t.admin,
  });
  if (res.statusCode !== 200) throw new Error(`invoice approve failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

type Made = Awaited<ReturnType<typeof makeInvoice>>;
type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
/** An approved invoice with a payment of 100.00 and a credit note of 10.00 on its first charge. */
export async function paidAndCredited(t: TestApp, projectId?: number, marker?: string) {
  const i = await approvedInvoice(t, projectId, marker);
  const call = (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, payload, as: t.admin });
  const paid = await call('/api/invoices/payments', {
    invoiceId: i.id,
    paymentDate: i.invoiceDate,
    amount: '100.00',
    method: 'Check',
  });
  if (paid.statusCode !== 201) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  const charges = await t.call({ method: 'GET', url: `/api/charges/GetCharges?type=Invoice&Id=${i.id}`, as: t.admin });
  const chargeId = (charges.json() as { id: number }[])[0]?.id;
  const note = await call('/api/creditNotes', {
    invoiceId: i.id,
    reason: `Damaged ${marker ?? ''}`,
    lines: [{ chargeId, amount: '10.00' }],
  });
  if (note.statusCode !== 201) throw new Error(`credit note failed: ${note.statusCode} ${note.body}`);
  const payments = await t.call({ method: 'GET', url: `/api/invoices/${i.id}/payments`, as: t.admin });
  return { invoice: i, paymentId: payments.json()[0].id as number, creditNote: note.json() as { id: number } };
}

/** A scope case about an invoice of the project (whose number holds the marker), with its two charges. */
const about = (kind: ScopeCase['kind'], request: (m: Made, marker: string) => Omit<Arranged, 'id'>): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const { charges } = await chargedProject(t, project.id, marker);
    const m = await makeInvoice(t, { projectId: project.id, chargeIds: charges.map((c) => c.id) });
    return { ...request({ ...m, charges }, marker), id: m.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });
const put = (url: string, payload: Record<string, unknown>) => ({ method: 'PUT' as const, url, payload });
const byMarker = (marker: string) => ({ searchFields: { projectNumber: marker } });
type Credited = Awaited<ReturnType<typeof paidAndCredited>>;
/** A scope case about a paid and credited invoice; the id the case checks is the invoice's unless said. */
const credited = (
  kind: ScopeCase['kind'],
  request: (m: Credited, marker: string) => Omit<Arranged, 'id'>,
  idOf: (m: Credited) => number = (m) => m.invoice.id,
): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const m = await paidAndCredited(t, project.id, marker);
    return { ...request(m, marker), id: idOf(m) };
  },
});
const noteId = (m: Credited) => m.creditNote.id;

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/creditNotes/search': {
      spec: creditNoteList,
      async seed(t) {
        await paidAndCredited(t);
      },
    },
    'POST /api/invoices/searchInvoices': {
      spec: invoiceList,
      columnsUrl: '/api/invoices/getFilterColumns',
      async seed(t) {
        await makeInvoice(t);
        await makeInvoice(t, { reference: 'CPO-1' });
      },
    },
  },
  samples: {
    'POST /api/invoices': async (t) => {
      const { projectId, charges } = await chargedProject(t);
      return { projectId, chargeIds: charges.map((c) => c.id), reference: 'CPO-88' };
    },
    'PUT /api/invoices': async (t) => invoiceBodyOf(await makeInvoice(t), { notes: 'Net 30' }),
    'PUT /api/invoices/UpdateChargeToInvoice': async (t) => {
      const i = await makeInvoice(t);
      const more = await makeCharge(t, { projectId: i.projectId });
      return { invoiceId: i.id, chargeIds: [more.id] };
    },
    'PUT /api/invoices/RemoveChargesFromInvoice': async (t) => {
      const i = await makeInvoice(t);
      return { invoiceId: i.id, chargeIds: [i.charges[0]!.id] };
    },
    'POST /api/invoices/updateExportStatus': async (t) => ({ ids: [(await approvedInvoice(t)).id], exported: true }),
    'POST /api/invoices/payments': async (t) => {
      const i = await approvedInvoice(t);
      return { invoiceId: i.id, paymentDate: i.invoiceDate, amount: '12.50', method: 'Wire', reference: 'W-1' };
    },
    'POST /api/creditNotes': async (t) => {
      const i = await approvedInvoice(t);
      const charges = await t.call({
        method: 'GET',
        url: `/api/charges/GetCharges?type=Invoice&Id=${i.id}`,
        as: t.admin,
      });
      return { invoiceId: i.id, reason: 'Short', lines: [{ chargeId: charges.json()[0].id, amount: '3.00' }] };
    },
    'POST /api/creditNotes/search': async () => ({
      searchTerm: 'CN',
      includeExported: false,
      sortColumn: 'creditDate',
    }),
    'POST /api/creditNotes/export': async () => ({ format: 'xlsx', includeExported: false }),
    'POST /api/creditNotes/updateExportStatus': async (t) => ({
      ids: [(await paidAndCredited(t)).creditNote.id],
      exported: true,
    }),
    'GET /api/invoices/aging': async () => ({ asOf: '2026-11-28' }),
    'POST /api/invoices/searchInvoices': async () => ({
      searchFields: { number: 'INV', status: 'Draft', exported: 'false', invoiceDate: { from: '2026-01-01' } },
      searchTerm: 'inv',
      sortColumn: 'dueDate',
      includeExported: false,
    }),
    'POST /api/invoices/searchPaginatedInvoices': async () => ({ searchTerm: 'inv' }),
    'POST /api/invoices/searchPagedInvoices': async () => ({ sortColumn: 'billToName', reverse: true }),
    'POST /api/invoices/pagedInvoices': async () => ({ includeExported: false, containerModule: 'Project' }),
    'POST /api/invoices/export': async () => ({ searchFields: { status: 'Draft' }, format: 'csv' }),
    'GET /api/invoices/GetInvoices': async (t) => ({
      Id: (await makeInvoice(t)).projectId,
      containerModule: 'Project',
    }),
    'GET /api/invoices/GetInvoiceChargeCount': async (t) => ({ id: (await makeInvoice(t)).id, isMisc: 'true' }),
  },
  scoped: {
    'GET /api/invoices/GetInvoices': about('write', (m) => get(`/api/invoices/GetInvoices?Id=${m.projectId}`)),
    'GET /api/invoices/getPaginatedInvoices': about('list', () =>
      get('/api/invoices/getPaginatedInvoices?pageSize=500'),
    ),
    'POST /api/invoices/pagedInvoices': about('list', () => post('/api/invoices/pagedInvoices', { pageSize: 500 })),
    'POST /api/invoices/searchInvoices': about('list', (_m, marker) =>
      post('/api/invoices/searchInvoices', byMarker(marker)),
    ),
    'POST /api/invoices/searchPaginatedInvoices': about('list', (_m, marker) =>
      post('/api/invoices/searchPaginatedInvoices', byMarker(marker)),
    ),
    'POST /api/invoices/searchPagedInvoices': about('list', (_m, marker) =>
      post('/api/invoices/searchPagedInvoices', byMarker(marker)),
    ),
    'POST /api/invoices/export': about('export', (_m, marker) =>
      post('/api/invoices/export', { ...byMarker(marker), format: 'csv' }),
    ),
    'GET /api/invoices/GetInvoiceChargeCount': about('write', (m) =>
      get(`/api/invoices/GetInvoiceChargeCount?id=${m.id}`),
    ),
    'GET /api/invoices/:id': about('byId', (m) => get(`/api/invoices/${m.id}`)),
    'GET /api/invoices/:id/pdf': about('write', (m) => get(`/api/invoices/${m.id}/pdf`)),
    'POST /api/invoices': {
      kind: 'write',
      async arrange(t, project, marker) {
        const { charges } = await chargedProject(t, project.id, marker);
        const body = { projectId: project.id, chargeIds: charges.map((c) => c.id) };
        return { ...post('/api/invoices', body), id: project.id };
      },
    },
    'PUT /api/invoices': about('write', (m) => put('/api/invoices', invoiceBodyOf(m, { notes: 'Net 15' }))),
    'PUT /api/invoices/UpdateChargeToInvoice': {
      kind: 'write',
      async arrange(t, project, marker) {
        const { charges } = await chargedProject(t, project.id, marker);
        const i = await makeInvoice(t, { projectId: project.id, chargeIds: [charges[0]!.id] });
        return {
          ...put('/api/invoices/UpdateChargeToInvoice', { invoiceId: i.id, chargeIds: [charges[1]!.id] }),
          id: i.id,
        };
      },
    },
    'PUT /api/invoices/RemoveChargesFromInvoice': about('write', (m) =>
      put('/api/invoices/RemoveChargesFromInvoice', { invoiceId: m.id, chargeIds: [m.charges[0]!.id] }),
    ),
    'POST /api/invoices/updateExportStatus': {
      kind: 'write',
      async arrange(t, project, marker) {
        const i = await approvedInvoice(t, project.id, marker);
        return { ...post('/api/invoices/updateExportStatus', { ids: [i.id], exported: true }), id: i.id };
      },
    },
    'DELETE /api/invoices/:id': about('write', (m) => ({ method: 'DELETE', url: `/api/invoices/${m.id}` })),
    'POST /api/invoices/payments': {
      kind: 'write',
      async arrange(t, project, marker) {
        const i = await approvedInvoice(t, project.id, marker);
        const body = { invoiceId: i.id, paymentDate: i.invoiceDate, amount: '5.00', method: 'ACH' };
        return { ...post('/api/invoices/payments', body), id: i.id };
      },
    },
    'DELETE /api/invoices/payments/:id': credited('write', (m) => ({
      method: 'DELETE',
      url: `/api/invoices/payments/${m.paymentId}`,
    })),
    'GET /api/invoices/:id/payments': credited('write', (m) => get(`/api/invoices/${m.invoice.id}/payments`)),
    'GET /api/invoices/:id/creditable': credited('write', (m) => get(`/api/invoices/${m.invoice.id}/creditable`)),
    'GET /api/invoices/:id/creditNotes': credited('write', (m) => get(`/api/invoices/${m.invoice.id}/creditNotes`)),
    'GET /api/creditNotes/:id': credited('byId', (m) => get(`/api/creditNotes/${m.creditNote.id}`), noteId),
    'GET /api/creditNotes/:id/pdf': credited('write', (m) => get(`/api/creditNotes/${m.creditNote.id}/pdf`), noteId),
    'POST /api/creditNotes': {
      kind: 'write',
      async arrange(t, project, marker) {
        const i = await approvedInvoice(t, project.id, marker);
        const charges = await t.call({
          method: 'GET',
          url: `/api/charges/GetCharges?type=Invoice&Id=${i.id}`,
          as: t.admin,
        });
        const chargeId = charges.json()[0].id;
        const body = { invoiceId: i.id, reason: 'Short', lines: [{ chargeId, amount: '1.00' }] };
        return { ...post('/api/creditNotes', body), id: i.id };
      },
    },
    'POST /api/creditNotes/search': credited(
      'list',
      (_m, marker) => post('/api/creditNotes/search', byMarker(marker)),
      noteId,
    ),
    'POST /api/creditNotes/export': credited(
      'export',
      (_m, marker) => post('/api/creditNotes/export', { ...byMarker(marker), format: 'csv' }),
      noteId,
    ),
    'POST /api/creditNotes/updateExportStatus': credited(
      'write',
      (m) => post('/api/creditNotes/updateExportStatus', { ids: [m.creditNote.id], exported: true }),
      noteId,
    ),
  },
};
