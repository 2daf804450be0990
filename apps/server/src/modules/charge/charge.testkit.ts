import { type BillingPeriod, type Charge, chargeList, chargeTypes } from '@freightdesk/contracts';
import type { ModuleTestKit, ScopeCase, TestApp, TokenSubject } from '../../test/kit';
import { addItem, backdateItem } from '../inventory/inventory.testkit';
import { followStartDate, utcToday } from '../project/project.billing';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { currentPeriod } from '../project/project.testkit';
import { makePo, type PoWithItems } from '../purchaseOrder/purchaseOrder.testkit';

export const typeIdOf = (name: string) => chargeTypes.find((t) => t.name === name)!.id;

/** A valid charge body: 12 hours of installation at 85.50 on the project (a fresh one unless given). */
export async function chargeBody(t: TestApp, over: Record<string, unknown> = {}) {
  const projectId = (over.projectId as number | undefined) ?? (await t.make.project()).id;
  return {
    projectId,
    containerModule: 'Project',
    containerId: null,
    typeId: typeIdOf('Installation'),
    description: 'Install lobby millwork',
    chargeDate: '2026-11-20',
    quantity: '12',
    rate: '85.50',
    ...over,
  };
}

/** A charge made through the API as the admin. */
export async function makeCharge(t: TestApp, over: Record<string, unknown> = {}): Promise<Charge> {
  const res = await t.call({ method: 'POST', url: '/api/charges', payload: await chargeBody(t, over), as: t.admin });
  if (res.statusCode !== 201) throw new Error(`charge create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A PO of a project and a line-haul charge on it, described with the marker. */
async function poCharge(t: TestApp, projectId: number, marker: string): Promise<{ po: PoWithItems; charge: Charge }> {
  const po = await makePo(t, { projectId, number: `PO-${marker}` });
  const charge = await makeCharge(t, {
    projectId,
    containerModule: 'PO',
    containerId: po.id,
    typeId: typeIdOf('Line haul'),
    description: `Freight ${marker}`,
  });
  return { po, charge };
}

/** A charge as its PUT takes it, changed by `over`. */
export const bodyOf = (c: Charge, over: Record<string, unknown> = {}) => ({
  id: c.id,
  version: c.version,
  projectId: c.projectId,
  containerModule: c.containerModule,
  containerId: c.containerId,
  typeId: c.typeId,
  description: c.description,
  chargeDate: c.chargeDate,
  quantity: c.quantity,
  unit: c.unit,
  rate: c.rate,
  ...over,
});

type Made = Awaited<ReturnType<typeof poCharge>>;

/** A valid body of a period's warehouse call: a fresh project's current period. */
async function periodBody(t: TestApp) {
  const { id: projectId } = await t.make.project();
  return { projectId, billingPeriodId: (await currentPeriod(t, projectId)).id };
}

/** A period's warehouse call on another project's period: a 404 outside the caller's scope. */
const periodCase = (url: string): ScopeCase => ({
  kind: 'write',
  arrange: async (t, project) => ({
    method: 'POST',
    url,
    payload: { projectId: project.id, billingPeriodId: (await currentPeriod(t, project.id)).id },
    id: project.id,
  }),
});
type Arranged = Awaited<ReturnType<ScopeCase['arrange']>>;
const about = (kind: ScopeCase['kind'], request: (m: Made, marker: string) => Omit<Arranged, 'id'>): ScopeCase => ({
  kind,
  async arrange(t, project, marker) {
    const m = await poCharge(t, project.id, marker);
    return { ...request(m, marker), id: m.charge.id };
  },
});
const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload: Record<string, unknown>) => ({ method: 'POST' as const, url, payload });

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/charges/Search': {
      spec: chargeList,
      async seed(t) {
        const project = await t.make.project();
        await poCharge(t, project.id, 'LIST');
        await makeCharge(t, { projectId: project.id, typeId: typeIdOf('Carrier cost') });
      },
    },
  },
  samples: {
    'POST /api/charges': async (t) => chargeBody(t),
    'PUT /api/charges': async (t) => bodyOf(await makeCharge(t), { quantity: '14' }),
    'POST /api/charges/Search': async (t) => ({
      projectId: (await makeCharge(t)).projectId,
      containerModule: 'Project',
      searchFields: { description: 'install', amount: { from: '1' }, status: 'Open' },
      searchTerm: 'lobby',
      sortColumn: 'amount',
    }),
    'POST /api/Charges/paged': async (t) => ({ type: 'Project', id: (await makeCharge(t)).projectId }),
    'POST /api/Charges/searchPaged': async (t) => ({
      moduleName: 'Project',
      id: (await makeCharge(t)).projectId,
      searchFields: { category: 'Services' },
      sortColumn: 'type',
    }),
    'GET /api/charges/GetCharges': async (t) => ({ type: 'Project', Id: (await makeCharge(t)).projectId }),
    'GET /api/charges': async (t) => ({ ProjectId: (await makeCharge(t)).projectId }),
    'GET /api/charges/totals': async (t) => ({ ProjectId: (await makeCharge(t)).projectId }),
    'POST /api/project/createWarehouseCharge': periodBody,
    'POST /api/project/confirmWarehouseCharges': periodBody,
    'POST /api/project/warehouseChargeReview': periodBody,
    'POST /api/project/warehouseChargeSummary': async (t) => ({ projectId: (await t.make.project()).id }),
  },
  scoped: {
    'GET /api/charges': about('write', (m) => get(`/api/charges?ProjectId=${m.po.projectId}`)),
    'GET /api/charges/totals': about('write', (m) => get(`/api/charges/totals?ProjectId=${m.po.projectId}`)),
    'GET /api/charges/GetCharges': about('write', (m) => get(`/api/charges/GetCharges?type=PO&Id=${m.po.id}`)),
    'POST /api/charges/Search': about('list', (_m, marker) =>
      post('/api/charges/Search', { searchFields: { description: marker } }),
    ),
    'POST /api/Charges/paged': about('write', (m) => post('/api/Charges/paged', { type: 'PO', id: m.po.id })),
    'POST /api/Charges/searchPaged': about('write', (m, marker) =>
      post('/api/Charges/searchPaged', { moduleName: 'PO', id: m.po.id, searchTerm: marker }),
    ),
    'GET /api/Charges/GetLastBillingPeriodInvoiceStatus/:id': about('write', (m) =>
      get(`/api/Charges/GetLastBillingPeriodInvoiceStatus/${m.po.projectId}`),
    ),
    'GET /api/charges/:id': about('byId', (m) => get(`/api/charges/${m.charge.id}`)),
    'POST /api/charges': {
      kind: 'write',
      async arrange(t, project, marker) {
        const po = await makePo(t, { projectId: project.id, number: `PO-${marker}` });
        const body = await chargeBody(t, { projectId: project.id, containerModule: 'PO', containerId: po.id });
        return { ...post('/api/charges', body), id: po.id };
      },
    },
    'PUT /api/charges': about('write', (m) => ({
      method: 'PUT',
      url: '/api/charges',
      payload: bodyOf(m.charge, { quantity: '3' }),
    })),
    'DELETE /api/charges/:id': about('write', (m) => ({ method: 'DELETE', url: `/api/charges/${m.charge.id}` })),
    'POST /api/project/createWarehouseCharge': {
      kind: 'write',
      arrange: async (t, project) => ({
        method: 'POST',
        url: '/api/project/createWarehouseCharge',
        payload: { projectId: project.id, billingPeriodId: (await currentPeriod(t, project.id)).id },
        id: project.id,
      }),
    },
    'POST /api/project/confirmWarehouseCharges': {
      kind: 'write',
      arrange: async (t, project) => {
        const payload = await draftWarehouseRun(t, project.id);
        return { method: 'POST', url: '/api/project/confirmWarehouseCharges', payload, id: project.id };
      },
    },
    'POST /api/project/warehouseChargeReview': periodCase('/api/project/warehouseChargeReview'),
    'POST /api/project/warehouseChargeSummary': {
      kind: 'write',
      arrange: async (_t, project) => ({
        method: 'POST',
        url: '/api/project/warehouseChargeSummary',
        payload: { projectId: project.id },
        id: project.id,
      }),
    },
    'DELETE /api/charges/deleteWarehouseCharges/:id': {
      kind: 'write',
      arrange: async (t, project) => {
        const period = await currentPeriod(t, project.id);
        return { method: 'DELETE', url: `/api/charges/deleteWarehouseCharges/${period.id}`, id: period.id };
      },
    },
  },
};

/** What the warehouse billing API tests arrange: calls as a user, last month, a client's stored project. */
export function warehouseArrange(app: () => TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: TokenSubject = app().admin,
  ) => app().call({ method, url, ...(payload ? { payload } : {}), as });
  const ids = (b: { projectId: number; billingPeriodId: number }) => ({
    projectId: b.projectId,
    billingPeriodId: b.billingPeriodId,
  });

  /** The first day of last month, and how many days it has. */
  function lastMonth() {
    const d = new Date();
    const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
    const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).getUTCDate();
    return { first: first.toISOString().slice(0, 10), days, day16: `${first.toISOString().slice(0, 8)}16` };
  }

  /**
   * A client's project started last month, its client user, and an item received on the 1st of last
   * month (its log rows dated so: what the dock would have entered).
   */
  async function arrange(item: Record<string, unknown>, marker: string) {
    const { first } = lastMonth();
    const customer = await app().make.client({ typeId: 1, name: `Stored co ${marker} ${Date.now()}` });
    const project = await app().make.project({ customerId: customer.id, startDate: first });
    const client = await app().make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Project:View', 'Project:Update', 'Inventory:View'],
      projects: [project.id],
    });
    await followStartDate(app().database.db, project.id, first, utcToday());
    const stored = await addItem(app(), project.id, item);
    await backdateItem(app(), stored.id, first);
    const periods = (
      await call('POST', '/api/project/getBillingPeriods', { projectId: project.id })
    ).json() as BillingPeriod[];
    const period = periods.find((p) => p.startDate === first)!;
    return {
      projectId: project.id,
      client,
      item: stored,
      period,
      ids: { projectId: project.id, billingPeriodId: period.id },
    };
  }

  const cartons = {
    itemNumber: 'CT-10',
    description: 'Cartons of 10 lb',
    unitOfMeasure: 'Carton',
    quantityOnHand: '1000',
    weight: '10000',
    pieces: 1000,
  };
  const fullMonthCwt = {
    chargeType: 'Storage',
    basis: 'Per hundredweight',
    description: 'Storage',
    rate: '1.85',
    period: 'Month',
    proration: 'Full month',
    freeDays: 0,
    minimumCharge: '0',
  };

  return { call, ids, lastMonth, arrange, cartons, fullMonthCwt };
}

/**
 * A draft to confirm: a flat labour rate of 100.00 on the project, billed by a warehouse run of its
 * current period. Answers the period as the run and the confirmation take it.
 */
export async function draftWarehouseRun(t: TestApp, projectId: number) {
  await addWarehouseRate(t, projectId, {
    chargeType: 'Labour',
    basis: 'Flat',
    rate: '100',
    period: null,
    proration: null,
  });
  const payload = { projectId, billingPeriodId: (await currentPeriod(t, projectId)).id };
  const run = await t.call({ method: 'POST', url: '/api/project/createWarehouseCharge', payload, as: t.admin });
  if (run.statusCode !== 200) throw new Error(`warehouse run failed: ${run.statusCode} ${run.body}`);
  return payload;
}
